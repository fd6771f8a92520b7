/**
 * The one place that decides whether an appointment (or patient) id names something real before a section
 * record is stored against it.
 *
 * Patients and appointments do not exist in the database yet: until that feature lands, any positive whole
 * number is accepted (the routes' schemas already refuse anything else). The appointments feature fills these
 * functions in — look the id up and throw `ApiError.detail(404, MESSAGES.notFound)` when it is unknown (and,
 * for the patient history, check that the appointment belongs to the patient) — and every section route picks
 * the check up from here.
 */
import type { Repositories } from '../db/repositories/index';

export interface AppointmentGuard {
  /** Throws an ApiError when `appointmentId` names no appointment. */
  assertAppointmentExists(appointmentId: number): Promise<void>;
  /** Throws an ApiError when `patientId` names no patient. */
  assertPatientExists(patientId: number): Promise<void>;
}

export function createAppointmentGuard(_repos: Repositories): AppointmentGuard {
  return {
    async assertAppointmentExists(_appointmentId) {
      // Accepted as is until appointments are stored (see the comment at the top of this file).
    },
    async assertPatientExists(_patientId) {
      // Accepted as is until patients are stored.
    },
  };
}
