/**
 * The one place that decides whether an appointment (or patient) id names something real before a section
 * record is stored against it: an unknown id is a 404, and a record about a patient (the Oculo-Medical History)
 * must name the patient the appointment is for.
 */
import type { Repositories } from '../db/repositories/index';
import { ApiError, MESSAGES } from '../lib/api-error';

export const NOT_THE_APPOINTMENTS_PATIENT = 'Does not match the patient of the appointment.';

export interface AppointmentGuard {
  /** Throws a 404 when `appointmentId` names no appointment. */
  assertAppointmentExists(appointmentId: number): Promise<void>;
  /** Throws a 404 when `patientId` names no patient. */
  assertPatientExists(patientId: number): Promise<void>;
  /** Throws a 400 (on `patient`) when the appointment is another patient's; 404 when either is unknown. */
  assertAppointmentOfPatient(appointmentId: number, patientId: number): Promise<void>;
}

export function createAppointmentGuard(repos: Repositories): AppointmentGuard {
  const assertPatientExists = async (patientId: number) => {
    if (!(await repos.patients.find(patientId))) throw ApiError.detail(404, MESSAGES.notFound);
  };
  return {
    async assertAppointmentExists(appointmentId) {
      if ((await repos.appointments.patientOf(appointmentId)) === undefined) throw ApiError.detail(404, MESSAGES.notFound);
    },
    assertPatientExists,
    async assertAppointmentOfPatient(appointmentId, patientId) {
      const owner = await repos.appointments.patientOf(appointmentId);
      if (owner === undefined) throw ApiError.detail(404, MESSAGES.notFound);
      if (owner !== patientId) {
        await assertPatientExists(patientId);
        throw ApiError.fields({ patient: [NOT_THE_APPOINTMENTS_PATIENT] });
      }
    },
  };
}
