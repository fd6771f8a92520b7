/**
 * Reference data for the forms' widgets, as the API answers it (contracts/reference.ts): flags are booleans and
 * lists are arrays here (0/1 and JSON text in the tables).
 */
import type {
  Condition,
  DiagnosisCode,
  ExaminationCondition,
  ExaminationGroup,
  GradingScale,
  Medication,
  MedicationType,
} from '../../../contracts/generated/types';
import type { ReferenceDataRepository } from '../../db/repositories/reference-data';
import type { ConditionRow } from '../../db/tables/conditions';
import type { ExaminationConditionRow, GradingScaleRow } from '../../db/tables/examination-conditions';
import type { MedicationRow } from '../../db/tables/medications';
import { arrangeCatalogue } from './catalogue';

const asList = (json: string): string[] => JSON.parse(json) as string[];

export const toCondition = (row: ConditionRow): Condition => ({
  id: row.id,
  name: row.name,
  category: row.category,
  has_text: row.has_text === 1,
  has_dropdown: row.has_dropdown === 1,
  has_grading: row.has_grading === 1,
  has_notes: row.has_notes === 1,
  has_checkbox: row.has_checkbox === 1,
  per_eye: row.per_eye === 1,
  dropdown_options: asList(row.dropdown_options),
  text_hint: row.text_hint,
});

export const toExaminationCondition = (row: ExaminationConditionRow): ExaminationCondition => ({
  id: row.id,
  name: row.name,
  group_name: row.group_name,
  subgroup: row.subgroup,
  type: row.type as ExaminationCondition['type'],
  per_eye: row.per_eye === 1,
  options: asList(row.options),
  grading_scale: row.grading_scale,
  value_type: row.value_type,
  normal: row.normal === null ? null : (JSON.parse(row.normal) as true | string),
});

export const toGradingScale = (row: GradingScaleRow): GradingScale => ({
  ...(JSON.parse(row.definition) as Omit<GradingScale, 'key' | 'source'>),
  key: row.key,
  source: row.source,
});

export const toMedication = (row: MedicationRow & { medication_type_name: string }): Medication => ({
  id: row.id,
  name: row.name,
  generic_name: row.generic_name,
  strength: row.strength,
  form: row.form,
  form_detail: row.form_detail,
  dosage: row.dosage,
  who_eml: row.who_eml === 1,
  note: row.note,
  medication_type_id: row.medication_type_id,
  medication_type: row.medication_type_name,
});

export async function listConditions(data: ReferenceDataRepository, category?: string): Promise<Condition[]> {
  return (await data.listConditions(category)).map(toCondition);
}

/** The catalogue of `type` (every type when undefined) as groups → subgroups → conditions, or `flat` as its conditions. */
export async function listExaminationConditions(
  data: ReferenceDataRepository,
  type: string | undefined,
  flat: boolean,
): Promise<ExaminationGroup[] | ExaminationCondition[]> {
  // Group and subgroup ids are positions in the whole catalogue, so every type is read.
  const groups = arrangeCatalogue(await data.listExaminationConditions(), toExaminationCondition, type);
  // The flat list in the same arrangement: a condition added later (a higher id) still comes within its subgroup.
  if (flat) return groups.flatMap((group) => group.subgroups.flatMap((subgroup) => subgroup.conditions));
  return groups;
}

export async function listGradingScales(data: ReferenceDataRepository): Promise<GradingScale[]> {
  return (await data.listGradingScales()).map(toGradingScale);
}

export async function listDiagnosisCodes(data: ReferenceDataRepository): Promise<DiagnosisCode[]> {
  return (await data.listDiagnosisCodes()).map(({ id, diagnosis, icd_code }) => ({ id, diagnosis, icd_code }));
}

export function listMedicationTypes(data: ReferenceDataRepository): Promise<MedicationType[]> {
  return data.listMedicationTypes();
}

/** Every medication, or those of the type `typeId`. */
export async function listMedications(data: ReferenceDataRepository, typeId?: number): Promise<Medication[]> {
  return (await data.listMedications(typeId)).map(toMedication);
}
