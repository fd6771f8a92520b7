/**
 * A section record needs a real appointment (and, for the Oculo-Medical History, the appointment's own patient):
 * the guard in server/features/appointments/appointment-guard.ts, seen through the routes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppointment, createPatient, patientWithAppointment } from '../helpers/clinic';
import { bearer, createTestApp, tokensFor, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await tokensFor(t.app, 'student')).access;
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
const caseHistory = (appointment: number) => ({
  appointment,
  chief_complaint: 'Blurred vision',
  condition_details: [{ condition: 4, affected_eye: null, field_type: 'text', value: 'Since childhood' }],
});
const history = (appointment: number, patient: number) => ({ appointment, patient, last_eye_examination: '<3 months' });

describe('appointment guard', () => {
  it('refuses a record for an appointment that does not exist, from the body or the path', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    const missing = appointmentId + 1000;
    const body = await post('/api/tests/api/case-history/', caseHistory(missing));
    expect(body.statusCode).toBe(404);
    expect(body.json()).toEqual({ detail: 'Not found.' });
    const path = await post(`/api/management/${missing}/`, { appointment: missing });
    expect(path.statusCode).toBe(404);
    expect(await t.app.repos.sectionRecords.all(missing, 'case-history')).toEqual([]);

    expect((await post('/api/tests/api/case-history/', caseHistory(appointmentId))).statusCode).toBe(201);
  });

  it("refuses an Oculo-Medical History whose patient is not the appointment's, or does not exist", async () => {
    const { appointmentId, patientId } = await patientWithAppointment(t.app);
    const other = await createPatient(t.app);
    const mismatch = await post('/api/tests/api/patient-history/', history(appointmentId, other.id));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ patient: ['Does not match the patient of the appointment.'] });
    const unknown = await post('/api/tests/api/patient-history/', history(appointmentId, patientId + 1000));
    expect(unknown.statusCode).toBe(404);
    const noAppointment = await post('/api/tests/api/patient-history/', history(appointmentId + 1000, patientId));
    expect(noAppointment.statusCode).toBe(404);
    expect(await t.app.repos.sectionRecords.all(appointmentId, 'oculo-medical-history')).toEqual([]);
  });

  it("accepts the history at any open appointment of the patient's", async () => {
    const patient = await createPatient(t.app);
    await createAppointment(t.app, patient.id);
    const other = await createAppointment(t.app, patient.id, { appointment_date: '2099-03-01' });
    const response = await post('/api/tests/api/patient-history/', history(other, patient.id));
    // A first history needs every part: the guard let it through to the form's rules.
    expect(response.statusCode).toBe(400);
    expect(response.json().drug_entries).toEqual(['This field is required.']);
  });
});
