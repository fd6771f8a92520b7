/**
 * Clinical records are locked in their moment: once an appointment is Completed or Cancelled, no section write is
 * accepted (409, nothing stored), whatever the route, body or role; and an appointment cannot be booked as already
 * Completed or for a day gone by (server/services/record-lifecycle.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFormFiles } from '../../../src/engine/build/load-form-files';
import { localDate } from '../../../server/lib/dates';
import { createPatient, saveCompletionRecords } from '../helpers/clinic';
import { freshContext, payloadFor, prepareFixture, SECTION_ROUTES, type SectionRoute } from '../helpers/sections';
import { bearer, createTestApp, PROJECT_SCHEMAS_DIR, tokensFor, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['hadmin', 'student', 'lecturer', 'sysadmin']) tokens[user] = (await tokensFor(t.app, user)).access;
});
afterAll(async () => {
  await t?.close();
});

const locked = (status: string) => ({ detail: `This appointment is ${status}; its records can no longer be changed.` });

/** A valid payload of the route's form for a fresh open appointment (files uploaded while it is open). */
async function sample(route: SectionRoute) {
  const context = await freshContext(t.app);
  const [first] = Object.values(loadFormFiles(route.formId, PROJECT_SCHEMAS_DIR).validFixtures);
  const formData = await prepareFixture(t.app, tokens.student!, route, first, context);
  return { context, payload: payloadFor(route, formData, context) as Record<string, unknown> };
}

const post = (route: SectionRoute, appointmentId: number, payload: unknown, user = 'student') =>
  t.app.inject({ method: 'POST', url: route.post(appointmentId), payload: payload as object, headers: bearer(tokens[user]!) });

const complete = (id: number) =>
  t.app.inject({ method: 'PATCH', url: `/api/clients/api/${id}/complete/`, headers: bearer(tokens.student!) });

/** Completes an appointment after saving what completing needs (a diagnosis and a management plan) where missing. */
async function completeWithRecords(id: number) {
  await saveCompletionRecords(t.app, id);
  return complete(id);
}

const book = (payload: Record<string, unknown>, user = 'hadmin') =>
  t.app.inject({ method: 'POST', url: '/api/clients/api/appointments/', payload, headers: bearer(tokens[user]!) });

describe.each(SECTION_ROUTES)('$name of a closed appointment', (route) => {
  it('is refused with 409 once the appointment is Completed, and nothing is stored', async () => {
    const { context, payload } = await sample(route);
    expect((await completeWithRecords(context.appointmentId)).statusCode).toBe(200);
    const before = await t.app.repos.sectionRecords.all(context.appointmentId, route.formId);
    for (const user of ['student', 'lecturer', 'sysadmin']) {
      const response = await post(route, context.appointmentId, payload, user);
      expect(response.statusCode, `${user}: ${response.body}`).toBe(409);
      expect(response.json()).toEqual(locked('Completed'));
    }
    expect(await t.app.repos.sectionRecords.all(context.appointmentId, route.formId)).toEqual(before);
  });

  it('is refused with 409 when the appointment was Cancelled, even with a body the form would refuse', async () => {
    const { context, payload } = await sample(route);
    await t.app.db.updateTable('appointments').set({ status: 'Cancelled' }).where('id', '=', context.appointmentId).execute();
    const response = await post(route, context.appointmentId, payload);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toEqual(locked('Cancelled'));
    const invalid = await post(route, context.appointmentId, { ...payload, not_a_field: true });
    expect(invalid.statusCode).toBe(409);
    expect(await t.app.repos.sectionRecords.all(context.appointmentId, route.formId)).toEqual([]);
  });

  it('keeps what was saved while it was open, and still answers it', async () => {
    const { context, payload } = await sample(route);
    const saved = await post(route, context.appointmentId, payload);
    expect(saved.statusCode, saved.body).toBe(201);
    expect((await completeWithRecords(context.appointmentId)).statusCode).toBe(200);
    expect((await post(route, context.appointmentId, payload)).statusCode).toBe(409);
    const rows = await t.app.repos.sectionRecords.all(context.appointmentId, route.formId);
    expect(rows.map((row) => row.id)).toEqual([saved.json().id]);
    const id = route.read === 'patient' ? context.patientId : context.appointmentId;
    expect((await t.app.inject({ method: 'GET', url: route.get(id), headers: bearer(tokens.lecturer!) })).statusCode).toBe(200);
  });
});

describe('the lock against a save in flight', () => {
  it('refuses a save that loses the race with completing the appointment', async () => {
    const route = SECTION_ROUTES.find((r) => r.formId === 'management')!;
    for (let round = 0; round < 5; round++) {
      const { context, payload } = await sample(route);
      // An earlier plan is saved, so completing may win the race.
      await saveCompletionRecords(t.app, context.appointmentId);
      const [saved, completed] = await Promise.all([post(route, context.appointmentId, payload), complete(context.appointmentId)]);
      expect(completed.statusCode).toBe(200);
      const rows = await t.app.repos.sectionRecords.all(context.appointmentId, route.formId);
      // Either the save came first (and stands) or it was refused and left only the earlier plan.
      if (saved.statusCode === 201) expect(rows).toHaveLength(2);
      else {
        expect(saved.statusCode).toBe(409);
        expect(rows).toHaveLength(1);
      }
    }
  });
});

describe('booking', () => {
  it('refuses a day in the past', async () => {
    const patient = await createPatient(t.app);
    const yesterday = localDate(new Date(Date.now() - 36 * 3600 * 1000));
    for (const date of ['1900-01-01', yesterday]) {
      const response = await book({ patient: patient.id, appointment_date: date });
      expect(response.statusCode, date).toBe(400);
      expect(response.json()).toEqual({ appointment_date: ['An appointment cannot be booked for a date in the past.'] });
    }
    expect(await t.app.repos.appointments.forPatient(patient.id)).toEqual([]);
  });

  it('refuses any status but Scheduled, together with a past date', async () => {
    const patient = await createPatient(t.app);
    for (const status of ['Completed', 'Cancelled']) {
      const response = await book({ patient: patient.id, status });
      expect(response.statusCode, status).toBe(400);
      expect(response.json()).toEqual({ status: ['A new appointment is booked as Scheduled.'] });
    }
    const both = await book({ patient: patient.id, appointment_date: '1900-01-01', status: 'Completed' }, 'sysadmin');
    expect(both.statusCode).toBe(400);
    expect(both.json()).toEqual({
      appointment_date: ['An appointment cannot be booked for a date in the past.'],
      status: ['A new appointment is booked as Scheduled.'],
    });
    expect(await t.app.repos.appointments.forPatient(patient.id)).toEqual([]);
  });

  it('books today or a later day as Scheduled, with or without a status', async () => {
    const patient = await createPatient(t.app);
    const today = localDate();
    for (const body of [
      { appointment_date: today, status: 'Scheduled' },
      { appointment_date: '2099-12-31' },
      { status: 'Scheduled' },
      {},
      { status: null, appointment_date: null },
    ]) {
      const response = await book({ patient: patient.id, ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(201);
      expect(response.json().status).toBe('Scheduled');
    }
    expect(await t.app.repos.appointments.forPatient(patient.id)).toHaveLength(5);
  });

  it("refuses a student's booking dated 1900-01-01 with status Completed: 400 on both fields, nothing booked", async () => {
    const patient = await createPatient(t.app);
    const response = await book({ patient: patient.id, appointment_date: '1900-01-01', status: 'Completed' }, 'student');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      appointment_date: ['An appointment cannot be booked for a date in the past.'],
      status: ['A new appointment is booked as Scheduled.'],
    });
    expect(await t.app.repos.appointments.forPatient(patient.id)).toEqual([]);
  });
});
