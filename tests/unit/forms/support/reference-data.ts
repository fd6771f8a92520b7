import conditionsFile from '../../../../refdata/conditions.json';
import examinationFile from '../../../../refdata/examination-conditions.json';
import icd10File from '../../../../refdata/icd10-eye.json';
import medicationsFile from '../../../../refdata/ophthalmic-medications.json';
import { conditionsInSeedOrder, type ConditionsFile } from '../../../../server/db/seed/refdata-files';
import type {
  ClinicalFormContext,
  ConditionDefinition,
  DiagnosisCode,
  ExaminationCondition,
  GradingScale,
  MedicationOption,
} from '../../../../src/widgets/form-context';

type ReferenceData = NonNullable<ClinicalFormContext['referenceData']>;

interface CatalogueCondition {
  name: string;
  per_eye: boolean;
  grading_scale: string | null;
  options?: string[];
  value_type?: string;
  normal?: true | string;
  appended?: boolean;
}

interface CatalogueGroup {
  group: string;
  subgroups: { name: string; conditions: CatalogueCondition[] }[];
}

/**
 * Case-history conditions as the API lists them: in the seed's order (every category of refdata/conditions.json
 * in file order, the items marked `appended` last), ids from 1 (the seed inserts them in this order into an empty table).
 */
function conditions(): ConditionDefinition[] {
  return conditionsInSeedOrder(conditionsFile as unknown as ConditionsFile).map(({ category, item }, index) => ({
    id: index + 1,
    name: item.name,
    category,
    has_text: item.has_text,
    has_dropdown: item.has_dropdown,
    has_grading: item.has_grading,
    has_notes: item.has_notes,
    has_checkbox: item.has_checkbox,
    per_eye: item.per_eye,
    dropdown_options: item.dropdown_options ?? [],
    text_hint: item.text_hint ?? null,
  }));
}

/** The examination catalogue: external then internal, group → subgroup → condition, ids from 1. */
function examinationConditions(): ExaminationCondition[] {
  // Listed in the catalogue's arrangement, as the API lists them; numbered as the seed numbers them: a condition
  // added after the first release (`appended`) after every other one.
  const order: ExaminationCondition[] = [];
  const appended = new Set<ExaminationCondition>();
  for (const type of ['external', 'internal'] as const) {
    for (const group of examinationFile[type] as CatalogueGroup[]) {
      for (const subgroup of group.subgroups) {
        for (const condition of subgroup.conditions) {
          const entry: ExaminationCondition = {
            id: 0,
            name: condition.name,
            type,
            group_name: group.group,
            subgroup: subgroup.name,
            per_eye: condition.per_eye,
            options: condition.options ?? [],
            grading_scale: condition.grading_scale,
            value_type: condition.value_type ?? null,
            normal: condition.normal ?? null,
          };
          order.push(entry);
          if (condition.appended) appended.add(entry);
        }
      }
    }
  }
  [...order.filter((entry) => !appended.has(entry)), ...appended].forEach((entry, index) => (entry.id = index + 1));
  return order;
}

/** Grading scales by key, as `/tests/api/grading-scales/` lists them. */
function gradingScales(): Record<string, GradingScale> {
  const scales: Record<string, GradingScale> = {};
  const definitions = examinationFile.grading_scales as Record<string, { source: string }>;
  for (const [key, { source, ...definition }] of Object.entries(definitions)) {
    scales[key] = { ...definition, key, source };
  }
  return scales;
}

/** ICD-10 eye codes in file order, ids from 1. */
function diagnosisCodes(): DiagnosisCode[] {
  return icd10File.map(({ icd_code, diagnosis }, index) => ({ id: index + 1, icd_code, diagnosis }));
}

/** Medications type by type in file order, ids from 1. */
function medications(): MedicationOption[] {
  const list: MedicationOption[] = [];
  for (const group of medicationsFile.medication_types) {
    for (const medication of group.medications) {
      list.push({ id: list.length + 1, name: medication.name, strength: medication.strength, dosage: medication.dosage, medication_type: group.type });
    }
  }
  return list;
}

/** Every reference list the widgets read, built from refdata/ with the ids the server's seed gives them. */
export const referenceData: ReferenceData = {
  conditions: conditions(),
  examinationConditions: examinationConditions(),
  gradingScales: gradingScales(),
  diagnosisCodes: diagnosisCodes(),
  medications: medications(),
};

/** A form context like a screen's: the reference data and an upload service that answers a new public id. */
export function clinicalContext(): ClinicalFormContext {
  let next = 100;
  return {
    referenceData,
    uploadFile: async (file: File) => ({ id: `public-id-${(next += 1)}`, name: file.name }),
  };
}
