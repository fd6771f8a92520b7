/**
 * One user cannot flood the day with bookings: bookings per day are a budget kept in the database, larger for the
 * front desk (the roles that book from the patients list) than for others; over it the booking is 429 with
 * Retry-After and no appointment is stored, even when requests arrive at once.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DAY_MS, standAtNoonOfTheUtcDay } from '../helpers/noon-clock';
import { DEFAULT_BUDGETS } from '../../../server/config';
import { createPatient } from '../helpers/clinic';
import { databaseSize } from '../helpers/database-size';
import { bearer, createTestApp, tokensFor, type TestApp } from '../helpers/test-app';

const PER_DAY = 3;
const FRONT_DESK_PER_DAY = 6;
const DAY = DAY_MS;

let t: TestApp;
let patient: number;

beforeAll(async () => {
  t = await createTestApp({ config: { budgets: { ...DEFAULT_BUDGETS, bookingsPerDay: PER_DAY, frontDeskBookingsPerDay: FRONT_DESK_PER_DAY } } });
  patient = (await createPatient(t.app)).id;
});
afterAll(async () => {
  await t?.close();
});

standAtNoonOfTheUtcDay();

async function booker(username: string) {
  const token = (await tokensFor(t.app, username)).access;
  return () =>
    t.app.inject({ method: 'POST', url: '/api/clients/api/appointments/', payload: { patient }, headers: bearer(token) });
}

describe('booking budget', () => {
  it(`answers 429 with Retry-After after ${PER_DAY} bookings in a day, even in parallel, and stores nothing more`, async () => {
    const book = await booker('student');
    const answers = await Promise.all(Array.from({ length: 12 }, () => book()));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(PER_DAY);
    expect(codes.filter((code) => code === 429)).toHaveLength(12 - PER_DAY);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toEqual({ detail: 'Booking limit reached: at most 3 bookings per day. Try again in 12 hours.' });
    expect(refused.headers['retry-after']).toBe(String(DAY / 2 / 1000));

    const before = await databaseSize(t.app.db, ['appointments', 'usage_budgets']);
    for (let i = 0; i < 10; i += 1) expect((await book()).statusCode).toBe(429);
    expect(await databaseSize(t.app.db, ['appointments', 'usage_budgets'])).toEqual(before);

    // The next day brings room again.
    vi.setSystemTime(Date.now() + DAY);
    expect((await (await booker('student'))()).statusCode).toBe(201);
  });

  it(`gives the front desk ${FRONT_DESK_PER_DAY} bookings a day`, async () => {
    const book = await booker('hadmin');
    const codes: number[] = [];
    for (let i = 0; i <= FRONT_DESK_PER_DAY; i += 1) codes.push((await book()).statusCode);
    expect(codes).toEqual([...Array<number>(FRONT_DESK_PER_DAY).fill(201), 429]);
    expect((await book()).json()).toEqual({ detail: 'Booking limit reached: at most 6 bookings per day. Try again in 12 hours.' });
  });

  it('counts only bookings that are made: a refused body spends nothing', async () => {
    const token = (await tokensFor(t.app, 'lecturer')).access;
    const bad = () =>
      t.app.inject({ method: 'POST', url: '/api/clients/api/appointments/', payload: { patient: 999_999 }, headers: bearer(token) });
    for (let i = 0; i < PER_DAY + 2; i += 1) expect((await bad()).statusCode).toBe(400);
    const book = await booker('lecturer');
    for (let i = 0; i < PER_DAY; i += 1) expect((await book()).statusCode).toBe(201);
  });
});
