import type { Generated, Insertable, Selectable } from 'kysely';

/** Named grading scales (refdata/examination-conditions.json `grading_scales`). */
export interface GradingScalesTable {
  key: string;
  source: string;
  /** JSON object: the scale without its key and source (values, components, value_type, notes, …). */
  definition: string;
}

/** External and internal examination findings, arranged as group, then subgroup, then condition. */
export interface ExaminationConditionsTable {
  id: Generated<number>;
  /** external | internal */
  type: string;
  group_name: string;
  subgroup: string;
  name: string;
  grading_scale: string | null;
  per_eye: number;
  /** JSON array of strings. */
  options: string;
  value_type: string | null;
  /** The group's normal finding (JSON text): `true` (the condition itself, recorded as present) or the normal option; null otherwise. */
  normal: string | null;
}

export type GradingScaleRow = Selectable<GradingScalesTable>;
export type NewGradingScale = Insertable<GradingScalesTable>;
export type ExaminationConditionRow = Selectable<ExaminationConditionsTable>;
export type NewExaminationCondition = Insertable<ExaminationConditionsTable>;
