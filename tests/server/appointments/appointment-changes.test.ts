/**
 * Changing a booked appointment (PATCH /api/clients/api/appointments/{id}/): cancel with a reason, no-show,
 * reschedule; a Completed or Cancelled one refused; bad bodies answered per field; who may; the audit trail; and
 * what today's list and the dashboard counts make of it. Booking with a time and a clinician, and the clinicians list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../../server/lib/dates';
import { createAppointment, createPatient } from '../helpers/clinic';
import { bearer, createTestApp, tokensFor, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['hadmin', 'sysadmin', 'student', 'coordinator', 'lecturer']) tokens[user] = (await tokensFor(t.app, user)).access;
});
afterAll(async () => {
  await t?.close();
});

const url = (id: number | string) => `/api/clients/api/appointments/${id}/`;
const patch = (id: number | string, payload: unknown, user = 'hadmin') =>
  t.app.inject({ method: 'PATCH', url: url(id), payload: payload as object, headers: bearer(tokens[user]!) });
const get = (path: string, user = 'hadmin') => t.app.inject({ method: 'GET', url: path, headers: bearer(tokens[user]!) });

/** A day `days` after the clinic's today, YYYY-MM-DD. */
function dayAfter(days: number): string {
  const [year, month, day] = localDate().split('-').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

async function scheduledToday(): Promise<{ id: number; patient: number }> {
  const patient = await createPatient(t.app);
  return { id: await createAppointment(t.app, patient.id), patient: patient.id };
}

describe('cancel, no-show, reschedule', () => {
  it('cancels with a reason: status Cancelled, the reason kept (trimmed), read back the same', async () => {
    const { id } = await scheduledToday();
    const response = await patch(id, { status: 'Cancelled', cancel_reason: '  Patient travelling  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id, status: 'Cancelled', cancel_reason: 'Patient travelling' });
    expect((await get(url(id))).json()).toEqual(response.json());
  });

  it("marks a no-show: Cancelled with the reason 'No-show'", async () => {
    const { id } = await scheduledToday();
    const response = await patch(id, { status: 'Cancelled', cancel_reason: 'No-show' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'Cancelled', cancel_reason: 'No-show' });
  });

  it('reschedules to another day and time, clears the time with null, and stays Scheduled', async () => {
    const { id } = await scheduledToday();
    const tomorrow = dayAfter(1);
    const moved = await patch(id, { appointment_date: tomorrow, appointment_time: '14:30' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ appointment_date: tomorrow, appointment_time: '14:30', status: 'Scheduled', cancel_reason: null });
    const cleared = await patch(id, { appointment_time: null });
    expect(cleared.json()).toMatchObject({ appointment_date: tomorrow, appointment_time: null });
  });

  it('refuses a Completed appointment with 409 and a clear message, and a Cancelled one too; nothing changes', async () => {
    const patient = await createPatient(t.app);
    const completed = await createAppointment(t.app, patient.id, { status: 'Completed' });
    for (const body of [{ status: 'Cancelled', cancel_reason: 'Unwell' }, { appointment_date: dayAfter(2) }]) {
      const response = await patch(completed, body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail: 'A completed appointment cannot be changed.' });
    }
    expect((await get(url(completed))).json()).toMatchObject({ status: 'Completed', appointment_date: localDate(), cancel_reason: null });
    const cancelled = await createAppointment(t.app, patient.id, { status: 'Cancelled' });
    const response = await patch(cancelled, { appointment_date: dayAfter(2) });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'A cancelled appointment cannot be changed.' });
  });

  it('answers bad input with 400 and a message per field, and changes nothing', async () => {
    const { id } = await scheduledToday();
    const cases: [unknown, Record<string, string[]>][] = [
      [{ status: 'Cancelled' }, { cancel_reason: ['Give a reason for cancelling the appointment.'] }],
      [{ status: 'Cancelled', cancel_reason: '   ' }, { cancel_reason: ['Give a reason for cancelling the appointment.'] }],
      [{ cancel_reason: 'Unwell' }, { cancel_reason: ['A reason is given only when cancelling (status Cancelled).'] }],
      [{ status: 'Completed' }, { status: ['Only Cancelled can be set here (a consultation completes an appointment).'] }],
      [{ appointment_time: '25:00' }, { appointment_time: ['Enter a valid time (HH:MM).'] }],
      [{ appointment_time: '9:30' }, { appointment_time: ['Enter a valid time (HH:MM).'] }],
      [{ appointment_date: '2025-02-30' }, { appointment_date: ['Enter a valid date (YYYY-MM-DD).'] }],
      [{ appointment_date: 'tomorrow' }, { appointment_date: ['Enter a valid date (YYYY-MM-DD).'] }],
      [{ appointment_date: '2020-01-01' }, { appointment_date: ['An appointment cannot be booked for a date in the past.'] }],
    ];
    for (const [body, fields] of cases) {
      const response = await patch(id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toMatchObject(fields);
    }
    const empty = await patch(id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ detail: 'Give at least one of appointment_date, appointment_time, status.' });
    const unknown = await patch(id, { patient: 3 });
    expect(unknown.statusCode).toBe(400);
    expect((await get(url(id))).json()).toMatchObject({ status: 'Scheduled', appointment_date: localDate(), appointment_time: null });
  });

  it('is for the front desk (hospital and systems administrators): others are refused 403; unknown ids 404', async () => {
    const { id } = await scheduledToday();
    for (const user of ['student', 'lecturer', 'coordinator']) {
      expect((await patch(id, { appointment_time: '09:00' }, user)).statusCode, user).toBe(403);
    }
    expect((await patch(id, { appointment_time: '09:00' }, 'sysadmin')).statusCode).toBe(200);
    expect((await patch(999999, { appointment_time: '09:00' })).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'PATCH', url: url(id), payload: { appointment_time: '09:00' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('writes each change to the audit trail: who, which appointment and patient', async () => {
    const { id, patient } = await scheduledToday();
    await patch(id, { status: 'Cancelled', cancel_reason: 'No-show' });
    const events = await get(`/api/audit/api/events/?patient=${patient}`, 'sysadmin');
    expect(events.statusCode, events.body).toBe(200);
    const changes = events.json().results.filter((e: { record_kind: string }) => e.record_kind === 'appointment');
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ action: 'update', record_id: id, appointment: id, patient, user: { username: 'hadmin' } });
  });

  it("today's list and the dashboard counts follow a cancellation and a reschedule", async () => {
    const summary = async () => (await get('/api/summary/api/dashboard/')).json();
    const before = await summary();
    const cancelled = await scheduledToday();
    const moved = await scheduledToday();
    await patch(cancelled.id, { status: 'Cancelled', cancel_reason: 'Unwell' });
    await patch(moved.id, { appointment_date: dayAfter(1) });
    const after = await summary();
    expect(after.pending_appointments).toBe(before.pending_appointments);
    expect(after.today_appointments.count).toBe(before.today_appointments.count + 1);
    const today = (await get('/api/clients/api/appointments/today/')).json();
    const ids = today.data.map((a: { id: number }) => a.id);
    expect(ids).toContain(cancelled.id);
    expect(ids).not.toContain(moved.id);
    // Cancelled: after every Scheduled one of the day.
    const statuses = today.data.map((a: { status: string }) => a.status);
    expect(today.data[ids.indexOf(cancelled.id)]).toMatchObject({ status: 'Cancelled', cancel_reason: 'Unwell' });
    expect(ids.indexOf(cancelled.id)).toBeGreaterThan(statuses.lastIndexOf('Scheduled'));
  });
});

describe('booking with a time and a clinician', () => {
  it('keeps the time and the clinician, named in the answer; both optional', async () => {
    const patient = await createPatient(t.app);
    const clinicians = await get('/api/clients/api/clinicians/');
    expect(clinicians.statusCode, clinicians.body).toBe(200);
    const lecturer = clinicians.json().find((c: { role: string }) => c.role === 'lecturer');
    expect(lecturer).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/clients/api/appointments/',
      payload: { patient: patient.id, appointment_time: '09:15', clinician: lecturer.id },
      headers: bearer(tokens.hadmin!),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({ appointment_time: '09:15', clinician: lecturer.id, clinician_name: lecturer.name });
  });

  it('refuses a clinician who is not an active lecturer or student, and a malformed time', async () => {
    const patient = await createPatient(t.app);
    const hadmin = await t.app.repos.users.findByUsername('hadmin');
    const book = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/clients/api/appointments/', payload, headers: bearer(tokens.hadmin!) });
    const notClinician = await book({ patient: patient.id, clinician: hadmin!.id });
    expect(notClinician.statusCode).toBe(400);
    expect(notClinician.json()).toEqual({ clinician: ['Choose an active clinician.'] });
    const badTime = await book({ patient: patient.id, appointment_time: '7pm' });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json()).toEqual({ appointment_time: ['Enter a valid time (HH:MM).'] });
  });

  it('lists only active lecturers and students', async () => {
    const answer = (await get('/api/clients/api/clinicians/')).json() as { role: string }[];
    expect(answer.length).toBeGreaterThan(0);
    expect(new Set(answer.map((c) => c.role))).toEqual(new Set(['lecturer', 'student']));
  });
});
