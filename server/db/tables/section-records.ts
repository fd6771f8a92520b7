import type { Generated, Insertable, Selectable } from 'kysely';

/** One save of a consultation section; never updated, so earlier versions stay (the latest row is current). */
export interface SectionRecordsTable {
  id: Generated<number>;
  appointment_id: number;
  /** Set for forms read per patient (Oculo-Medical History); null otherwise. */
  patient_id: number | null;
  /** The form's folder name under `schemas/`, e.g. `visual-acuity`. */
  form_id: string;
  /** The form schema's `version` the data was validated against. */
  schema_version: string;
  /** JSON text: the stored REST payload. */
  data: string;
  /** users.id of who saved it. */
  saved_by: number;
  /** ISO 8601 UTC text. */
  saved_at: string;
}

export type SectionRecordRow = Selectable<SectionRecordsTable>;
export type NewSectionRecord = Insertable<SectionRecordsTable>;
