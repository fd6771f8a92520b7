import type { Generated, Insertable, Selectable } from 'kysely';

/** One appointment of a patient. */
export interface AppointmentsTable {
  id: Generated<number>;
  /** patients.id (the numeric id, not the readable one). */
  patient_id: number;
  /** YYYY-MM-DD. */
  appointment_date: string;
  /** New or Review. */
  appointment_type: string;
  /** Scheduled, Completed or Cancelled. */
  status: string;
  notes: string | null;
  /** users.id of who booked it. */
  created_by: number;
  /** ISO 8601 UTC text. */
  created_at: string;
  /** ISO 8601 UTC text of when it was marked completed; null until then. */
  completed_at: string | null;
}

export type AppointmentRow = Selectable<AppointmentsTable>;
export type NewAppointment = Insertable<AppointmentsTable>;
