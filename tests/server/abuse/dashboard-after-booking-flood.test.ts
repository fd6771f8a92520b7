/**
 * A flood of bookings for today does not make everyone's dashboard and today's list grow with it: the dashboard
 * carries the counts and the first rows of today, today's list answers one bounded page at a time, and paging
 * reaches every appointment once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../../server/lib/dates';
import { createPatient } from '../helpers/clinic';
import { bearer, createTestApp, tokensFor, type TestApp } from '../helpers/test-app';

const FLOOD = 3000;
const TODAY = '/api/clients/api/appointments/today/';

let t: TestApp;
let token: string;
let completedId: number;

beforeAll(async () => {
  t = await createTestApp();
  token = (await tokensFor(t.app, 'student')).access;
  const patient = await createPatient(t.app);
  const user = await t.app.repos.users.findByUsername('hadmin');
  const now = new Date().toISOString();
  const row = (status: 'Scheduled' | 'Completed') => ({
    patient_id: patient.id,
    appointment_date: localDate(),
    appointment_type: 'New' as const,
    status,
    notes: 'Booked in a flood',
    created_by: user!.id,
    created_at: now,
    completed_at: status === 'Completed' ? now : null,
  });
  // One Completed appointment booked first, then the flood: it sorts after every Scheduled one.
  await t.app.repos.appointments.insertMany([row('Completed')]);
  completedId = (await t.app.db.selectFrom('appointments').select('id').executeTakeFirstOrThrow()).id;
  await t.app.repos.appointments.insertMany(Array.from({ length: FLOOD }, () => row('Scheduled')));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('after a booking flood', () => {
  it('keeps the dashboard answer small, with the counts of the whole day', async () => {
    const response = await get('/api/summary/api/dashboard/');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(4 * 1024);
    const summary = response.json();
    expect(summary.today_appointments.count).toBe(FLOOD + 1);
    expect(summary.pending_appointments).toBe(FLOOD);
    expect(summary.completed_appointments).toBe(1);
    expect(summary.today_appointments.data).toHaveLength(10);
    expect(summary.today_appointments.data.every((a: { status: string }) => a.status === 'Scheduled')).toBe(true);
  });

  it("answers a bounded first page of today's list to a client that sends no query", async () => {
    const response = await get(TODAY);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.count).toBe(FLOOD + 1);
    expect(answer.data).toHaveLength(100);
    expect(response.rawPayload.length).toBeLessThan(40 * 1024);
  });

  it("reaches every appointment of today once by paging, Scheduled first, the Completed one last", async () => {
    const seen: number[] = [];
    for (let page = 1; ; page += 1) {
      const answer = (await get(`${TODAY}?page=${page}&page_size=100`)).json() as { data: { id: number; status: string }[]; count: number };
      expect(answer.count).toBe(FLOOD + 1);
      if (answer.data.length === 0) break;
      seen.push(...answer.data.map((a) => a.id));
    }
    expect(seen).toHaveLength(FLOOD + 1);
    expect(new Set(seen).size).toBe(FLOOD + 1);
    expect(seen[seen.length - 1]).toBe(completedId);
    const small = (await get(`${TODAY}?page=2&page_size=10`)).json();
    expect(small.data.map((a: { id: number }) => a.id)).toEqual(seen.slice(10, 20));
    expect((await get(`${TODAY}?page_size=1000`)).statusCode).toBe(400);
  });
});
