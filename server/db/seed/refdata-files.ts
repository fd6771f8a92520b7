/** Typed readers of the reference JSON files in refdata/ at the project root (copied from the shared reference data). */
import { readFileSync } from 'node:fs';
import { projectFile } from '../../lib/project-files';

export interface ConditionItem {
  name: string;
  has_text: boolean;
  has_dropdown: boolean;
  dropdown_options: string[];
  has_grading: boolean;
  has_notes: boolean;
  has_checkbox: boolean;
  per_eye: boolean;
  text_hint?: string;
  /** Added after the first release: seeded after every earlier item (see {@link conditionsInSeedOrder}). */
  appended?: boolean;
}

export const CONDITION_CATEGORIES = [
  'medical_history',
  'ocular_history',
  'on_direct_questioning',
  'family_medical_history',
  'family_ocular_history',
] as const;
export type ConditionCategory = (typeof CONDITION_CATEGORIES)[number];
export type ConditionsFile = Record<ConditionCategory, ConditionItem[]>;

/**
 * The conditions in the order the seed inserts them, which gives their ids: the first release's items category
 * by category in file order, then the items marked `appended`, in the same order. An item added to a category
 * therefore never moves the ids of the items after it (records keep naming conditions by id).
 */
export function conditionsInSeedOrder(file: ConditionsFile): { category: ConditionCategory; item: ConditionItem }[] {
  const all = CONDITION_CATEGORIES.flatMap((category) => file[category].map((item) => ({ category, item })));
  return [...all.filter(({ item }) => !item.appended), ...all.filter(({ item }) => item.appended)];
}

export interface ExamCondition {
  name: string;
  grading_scale: string | null;
  per_eye: boolean;
  options?: string[];
  value_type?: string;
  /** The group's normal finding: true (this condition, recorded as present) or the option that is normal. */
  normal?: true | string;
  /** Added after the catalogue was first seeded: inserted after every other condition, so no id changes. */
  appended?: boolean;
}
export interface ExamGroup {
  group: string;
  subgroups: { name: string; conditions: ExamCondition[] }[];
}
export interface ExaminationFile {
  grading_scales: Record<string, { source: string } & Record<string, unknown>>;
  external: ExamGroup[];
  internal: ExamGroup[];
}

export type IcdFile = { icd_code: string; diagnosis: string }[];

export interface MedicationItem {
  name: string;
  generic_name: string;
  strength: string;
  form: string;
  dosage: string;
  who_eml: boolean;
  form_detail?: string;
  note?: string;
}
export interface MedicationsFile {
  medication_types: { type: string; medications: MedicationItem[] }[];
}

export interface VaFile {
  snellen_conversions: {
    snellen_6m: string;
    snellen_denominator_6m: number;
    snellen_20ft_equivalent: string;
    decimal: number;
    logmar: number;
    logmar_exact: number;
    etdrs_letters_equivalent: number;
  }[];
  low_vision_categories: {
    code: string;
    label: string;
    logmar: number;
    decimal_equivalent: number;
    basis: string;
    evidence?: Record<string, unknown>;
  }[];
}

function read<T>(file: string): T {
  return JSON.parse(readFileSync(projectFile(`refdata/${file}`), 'utf8')) as T;
}

export const refdata = {
  conditions: () => read<ConditionsFile>('conditions.json'),
  examination: () => read<ExaminationFile>('examination-conditions.json'),
  icd10: () => read<IcdFile>('icd10-eye.json'),
  medications: () => read<MedicationsFile>('ophthalmic-medications.json'),
  va: () => read<VaFile>('va-conversions.json'),
};
