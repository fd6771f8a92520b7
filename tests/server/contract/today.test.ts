/**
 * Contract: today's appointments (platform §7: `GET clients/api/appointments/today/`) answer `{data, count}` — the
 * shape of the dashboard summary's `today_appointments` — with every appointment of the server's today, each in the
 * appointment shape of platform §3 (list items carry `patient_id` and `patient_name`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../../server/lib/dates';
import { createAppointment, createPatient } from '../helpers/clinic';
import { bearer, createTestApp, tokensFor, type TestApp } from '../helpers/test-app';

const TODAY = '/api/clients/api/appointments/today/';
const APPOINTMENT_FIELDS = [
  'id', 'patient', 'patient_id', 'patient_name', 'appointment_date', 'appointment_type', 'status', 'notes', 'appointment_time',
  'clinician', 'clinician_name', 'cancel_reason',
];

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await tokensFor(t.app, 'student')).access;
});
afterAll(async () => {
  await t?.close();
});

async function today(): Promise<{ data: Record<string, unknown>[]; count: number }> {
  const response = await t.app.inject({ method: 'GET', url: TODAY, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe("today's appointments", () => {
  it('answers {data: [], count: 0} when nothing is booked for today', async () => {
    expect(await today()).toEqual({ data: [], count: 0 });
  });

  it('answers {data, count}: every appointment of today, each in the appointment shape, Scheduled first', async () => {
    const patient = await createPatient(t.app, { first_name: 'Efua', last_name: 'Mensah' });
    const scheduled = await createAppointment(t.app, patient.id, { notes: 'Blurred vision' });
    const completed = await createAppointment(t.app, patient.id, { status: 'Completed', appointment_type: 'Review' });
    await createAppointment(t.app, patient.id, { appointment_date: '2020-06-01' });

    const answer = await today();
    expect(Object.keys(answer).sort()).toEqual(['count', 'data']);
    expect(answer.count).toBe(answer.data.length);
    expect(answer.data.map((a) => a.id)).toEqual([scheduled, completed]);
    for (const item of answer.data) expect(Object.keys(item).sort()).toEqual([...APPOINTMENT_FIELDS].sort());
    expect(answer.data[0]).toEqual({
      id: scheduled,
      patient: patient.id,
      patient_id: patient.patient_id,
      patient_name: 'Efua Mensah',
      appointment_date: localDate(),
      appointment_type: 'New',
      status: 'Scheduled',
      notes: 'Blurred vision',
      appointment_time: null,
      clinician: null,
      clinician_name: null,
      cancel_reason: null,
    });
    expect(answer.data[1]).toMatchObject({ id: completed, status: 'Completed', appointment_type: 'Review', notes: null });
  });

  it("holds the same list as the dashboard summary's today_appointments", async () => {
    const summary = await t.app.inject({ method: 'GET', url: '/api/summary/api/dashboard/', headers: bearer(token) });
    expect(summary.statusCode).toBe(200);
    expect(await today()).toEqual(summary.json().today_appointments);
  });
});
