import type { Generated, Insertable, Selectable } from 'kysely';

/** Case-history checklist items (refdata/conditions.json). Flags are 0/1; option lists are JSON text. */
export interface ConditionsTable {
  id: Generated<number>;
  /** medical_history, ocular_history, on_direct_questioning, family_medical_history, family_ocular_history */
  category: string;
  name: string;
  has_text: number;
  has_dropdown: number;
  has_grading: number;
  has_notes: number;
  has_checkbox: number;
  per_eye: number;
  /** JSON array of strings. */
  dropdown_options: string;
  text_hint: string | null;
}

export type ConditionRow = Selectable<ConditionsTable>;
export type NewCondition = Insertable<ConditionsTable>;
