/**
 * GET /api/summary/api/dashboard/: today's appointments (every status; Scheduled, Completed, Cancelled, each newest
 * booked first) and the card counts —
 * pending is today's Scheduled, completed today's Completed — plus every patient.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../../server/lib/dates';
import { createAppointment, createPatient, saveCompletionRecords } from '../helpers/clinic';
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

async function dashboard(user = token) {
  const response = await t.app.inject({ method: 'GET', url: '/api/summary/api/dashboard/', headers: bearer(user) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('dashboard summary', () => {
  it('is all zeros and empty lists on an empty clinic', async () => {
    expect(await dashboard()).toEqual({
      today_appointments: { count: 0, data: [] },
      pending_appointments: 0,
      completed_appointments: 0,
      total_patients: 0,
      recent_activity: [],
    });
  });

  it("counts today's appointments by status, Scheduled first, and every patient", async () => {
    const ama = await createPatient(t.app, { first_name: 'Ama', last_name: 'Owusu' });
    const kofi = await createPatient(t.app, { first_name: 'Kofi', last_name: 'Mensah' });
    const scheduled = await createAppointment(t.app, ama.id);
    const completed = await createAppointment(t.app, kofi.id, { status: 'Completed' });
    const cancelled = await createAppointment(t.app, kofi.id, { status: 'Cancelled' });
    await createAppointment(t.app, ama.id, { appointment_date: '2024-01-02' });
    await createAppointment(t.app, ama.id, { appointment_date: '2099-01-02' });

    const summary = await dashboard();
    expect(summary.today_appointments.count).toBe(3);
    expect(summary.today_appointments.data.map((a: { id: number }) => a.id)).toEqual([scheduled, completed, cancelled]);
    expect(summary.today_appointments.data[0]).toEqual({
      id: scheduled,
      patient: ama.id,
      patient_id: ama.patient_id,
      patient_name: 'Ama Owusu',
      appointment_date: localDate(),
      appointment_type: 'New',
      status: 'Scheduled',
      notes: null,
      appointment_time: null,
      clinician: null,
      clinician_name: null,
      cancel_reason: null,
    });
    expect(summary).toMatchObject({ pending_appointments: 1, completed_appointments: 1, total_patients: 2, recent_activity: [] });
  });

  it('follows bookings and completions made through the API', async () => {
    const before = await dashboard();
    const patient = await createPatient(t.app);
    // The front desk books; the student who attends completes.
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/clients/api/appointments/',
      payload: { patient: patient.id },
      headers: bearer((await tokensFor(t.app, 'hadmin')).access),
    });
    expect(booked.statusCode).toBe(201);
    const afterBooking = await dashboard();
    expect(afterBooking.today_appointments.count).toBe(before.today_appointments.count + 1);
    expect(afterBooking.today_appointments.data[0]).toEqual(booked.json());
    expect(afterBooking.pending_appointments).toBe(before.pending_appointments + 1);
    expect(afterBooking.total_patients).toBe(before.total_patients + 1);

    await saveCompletionRecords(t.app, booked.json().id);
    const completed = await t.app.inject({ method: 'PATCH', url: `/api/clients/api/${booked.json().id}/complete/`, headers: bearer(token) });
    expect(completed.statusCode, completed.body).toBe(200);
    const afterCompleting = await dashboard();
    expect(afterCompleting.pending_appointments).toBe(before.pending_appointments);
    expect(afterCompleting.completed_appointments).toBe(before.completed_appointments + 1);
  });

  it('is for every signed-in user, and no one else', async () => {
    for (const user of ['hadmin', 'coordinator', 'lecturer', 'sysadmin']) await dashboard((await tokensFor(t.app, user)).access);
    expect((await t.app.inject({ method: 'GET', url: '/api/summary/api/dashboard/' })).statusCode).toBe(401);
  });
});
