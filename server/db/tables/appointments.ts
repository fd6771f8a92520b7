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
  /** HH:MM (24-hour), the time of day it is booked for; null when only the day is. */
  appointment_time: Generated<string | null>;
  /** users.id of the clinician it is booked with; null when none is named. */
  clinician_id: Generated<number | null>;
  /** Why it was cancelled ('No-show' when the patient did not come); null unless Cancelled. */
  cancel_reason: Generated<string | null>;
}

export type AppointmentRow = Selectable<AppointmentsTable>;
export type NewAppointment = Insertable<AppointmentsTable>;
