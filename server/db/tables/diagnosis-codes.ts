import type { Generated, Insertable, Selectable } from 'kysely';

/** ICD-10-CM codes relevant to eye care (refdata/icd10-eye.json). */
export interface DiagnosisCodesTable {
  id: Generated<number>;
  icd_code: string;
  diagnosis: string;
}

export type DiagnosisCodeRow = Selectable<DiagnosisCodesTable>;
export type NewDiagnosisCode = Insertable<DiagnosisCodesTable>;
