import type { Generated, Insertable, Selectable } from 'kysely';

/** One change of a patient's fields: the values as they were before it, who made it and when. Only inserted. */
export interface PatientRevisionsTable {
  id: Generated<number>;
  /** patients.id. */
  patient_id: number;
  /** users.id of who made the change. */
  changed_by: number;
  /** ISO 8601 UTC text. */
  changed_at: string;
  /** JSON text: the column names the change gave another value. */
  changed_fields: string;
  /** JSON text: every registration column (PatientFields) as it was before the change. */
  previous: string;
}

export type PatientRevisionRow = Selectable<PatientRevisionsTable>;
export type NewPatientRevision = Insertable<PatientRevisionsTable>;
