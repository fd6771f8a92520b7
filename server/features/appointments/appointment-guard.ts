/**
 * The one place that decides whether a section record may be stored against an appointment (or patient): an
 * unknown id is a 404, a record about a patient (the Oculo-Medical History) must name the patient the appointment
 * is for, and an appointment whose records are locked (Completed, Cancelled: server/services/record-lifecycle.ts)
 * is a 409 — save a returned section written by its case's student (403 for another user); a student writing to
 * another student's consultation is a 403.
 */
import type { Repositories } from '../../db/repositories/index';
import { ApiError, MESSAGES } from '../../lib/api-error';
import { writeRefusal, type RecordWriter } from '../../services/record-lifecycle';

export const NOT_THE_APPOINTMENTS_PATIENT = 'Does not match the patient of the appointment.';

export interface AppointmentGuard {
  /**
   * Throws when a record of `appointmentId` (about `patientId`, when given) may not be stored: 404 for an unknown
   * appointment or patient, 400 (on `patient`) for another patient's appointment, 409 when its records are locked
   * (and 403 when `writer` is not the student of a case returned for correction, or a student other than the
   * consultation's owner).
   */
  assertWritable(appointmentId: number, patientId?: number, writer?: RecordWriter): Promise<void>;
  /** Throws a 404 when `patientId` names no patient. */
  assertPatientExists(patientId: number): Promise<void>;
}

export function createAppointmentGuard(repos: Repositories): AppointmentGuard {
  const assertPatientExists = async (patientId: number) => {
    if (!(await repos.patients.find(patientId))) throw ApiError.detail(404, MESSAGES.notFound);
  };
  return {
    async assertWritable(appointmentId, patientId, writer) {
      const appointment = await repos.appointments.writeStateOf(appointmentId);
      if (appointment === undefined) throw ApiError.detail(404, MESSAGES.notFound);
      if (patientId !== undefined && appointment.patient_id !== patientId) {
        await assertPatientExists(patientId);
        throw ApiError.fields({ patient: [NOT_THE_APPOINTMENTS_PATIENT] });
      }
      const refusal = writeRefusal(appointment, writer);
      if (refusal) throw refusal;
    },
    assertPatientExists,
  };
}
