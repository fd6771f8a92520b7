import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Who read or changed which patient's records, and when. Only inserted. The patient, appointment and record ids
 * carry no foreign key: the trail outlives what it names.
 */
export interface AuditEventsTable {
  id: Generated<number>;
  /** ISO 8601 UTC text. */
  at: string;
  /** users.id of who acted. */
  user_id: number;
  /** `read`, `refused` (a read answered 403 or 404) or `update`. */
  action: string;
  /** What was read or changed: a section's form id (`case-history`, …), `file` or `patient`. */
  record_kind: string;
  /** The section record, uploaded file or patient revision, when there is one. */
  record_id: number | null;
  /** patients.id of whose record it is; null when it names no patient (a file no appointment owns). */
  patient_id: number | null;
  /** appointments.id the record belongs to, when it belongs to one. */
  appointment_id: number | null;
}

export type AuditEventRow = Selectable<AuditEventsTable>;
export type NewAuditEvent = Insertable<AuditEventsTable>;
