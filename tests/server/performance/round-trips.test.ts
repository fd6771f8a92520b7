/**
 * Database round trips per request on the hottest routes of a clinic day (bench/clinic-day): every statement is a
 * round trip on PostgreSQL, where a request that waits on many of them holds a pooled connection and the answer
 * longer. Each budget below is what the route needs today; a new query per row (an N+1) or a check done twice fails
 * here. Every request is measured on a fresh sign-in, so its budget includes the session check (one statement:
 * the session's activity and its user together; a request within 2 s of another of the same session skips it).
 */
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPatient, patientWithAppointment } from '../helpers/clinic';
import { queryCounter } from '../helpers/query-counter';
import { testEngine } from '../helpers/test-db';
import { contextFor, payloadFor, routeOf } from '../helpers/sections';
import { bearer, createTestApp, tokensFor, type TestApp } from '../helpers/test-app';

const counter = queryCounter();
let t: TestApp;
let appointmentId = 0;
let patientId = 0;
/** A throwaway extra statement before the handler of today's appointments, while set: a planted regression. */
let planted = false;

const CASE_HISTORY = routeOf('case-history');
const CASE_HISTORY_DATA = JSON.parse(readFileSync('schemas/case-history/fixtures/valid-mixed-fields.json', 'utf8')) as unknown;

beforeAll(async () => {
  t = await createTestApp({
    queryLog: (event) => counter.log(event),
    beforeReady: (app) =>
      app.addHook('preHandler', async (request) => {
        if (planted && request.routeOptions.url === '/api/clients/api/appointments/today/') await sql`select 1`.execute(app.db);
      }),
  });
  ({ appointmentId, patientId } = await patientWithAppointment(t.app));
  await createPatient(t.app, { last_name: 'Mensah' });
  // A saved case history, so that the read answers a record (and audits it).
  const token = (await tokensFor(t.app, 'student')).access;
  const body = payloadFor(CASE_HISTORY, CASE_HISTORY_DATA, contextFor(appointmentId, patientId));
  const saved = await t.app.inject({ method: 'POST', url: CASE_HISTORY.post(appointmentId), headers: bearer(token), payload: body as object });
  expect(saved.statusCode, saved.body).toBe(201);
});
afterAll(async () => t?.close());

interface HotRoute {
  name: string;
  user: string;
  method: 'GET' | 'POST';
  url: () => string;
  body?: () => object;
  status: number;
  /** The most statements the request may send, and why. */
  budget: number;
}

const HOT_ROUTES: HotRoute[] = [
  // Session 1; the day's appointments 1; the day's counts 1.
  { name: "today's appointments", user: 'student', method: 'GET', url: () => '/api/clients/api/appointments/today/', status: 200, budget: 3 },
  // Session 1; the latest record with its saver 1; the audit event with its patient 1; the read view's condition
  // names 1 and the case's review 1.
  { name: 'a section read', user: 'student', method: 'GET', url: () => CASE_HISTORY.get(appointmentId), status: 200, budget: 5 },
  // Session 1; the write checks before validation 1 (appointment, review and owner joined); the budgets 5 (begin,
  // ended windows, one upsert per budget, commit); the save 4 on SQLite (begin, the write checks again, the record,
  // commit), 5 on PostgreSQL (the appointment with its owner and the review each read locked). The consultation is
  // the student's already (its first save claims it: one statement more).
  {
    name: 'a section save',
    user: 'student',
    method: 'POST',
    url: () => CASE_HISTORY.post(appointmentId),
    body: () => payloadFor(CASE_HISTORY, CASE_HISTORY_DATA, contextFor(appointmentId, patientId)) as object,
    status: 201,
    budget: testEngine() === 'postgres' ? 12 : 11,
  },
  // Session 1; the patients' change number 1 (once per search) and their count (as on the dashboard) 1; name
  // prefixes: their counts 1 and the hits 1; the full-text index: its count 1 and the hits 1; the audit event 1.
  { name: 'patient search', user: 'hadmin', method: 'GET', url: () => '/api/clients/api/search/?search=Mensah', status: 200, budget: 8 },
  // Session 1; the queue with patients, students and appointments joined 1.
  { name: 'the review queue', user: 'lecturer', method: 'GET', url: () => '/api/reviews/', status: 200, budget: 2 },
  // Session 1; the day's appointments 1; the day's counts 1; the patients' change number 1 and their count 1 (kept a
  // while by each process while the change number holds, then asked again).
  { name: 'the dashboard', user: 'coordinator', method: 'GET', url: () => '/api/summary/api/dashboard/', status: 200, budget: 5 },
];

/** The statements of one request of `route` on a fresh sign-in (its status checked). */
async function statementsOf(route: HotRoute): Promise<string[]> {
  const token = (await tokensFor(t.app, route.user)).access;
  return counter.during(async () => {
    const body = route.body?.();
    const response = await t.app.inject({ method: route.method, url: route.url(), headers: bearer(token), ...(body ? { payload: body } : {}) });
    expect(response.statusCode, response.body).toBe(route.status);
  });
}

function expectWithinBudget(route: HotRoute, statements: string[]): void {
  expect(statements.length, `${route.name} sent:\n${statements.join('\n')}`).toBeLessThanOrEqual(route.budget);
}

describe('database round trips per request', () => {
  for (const route of HOT_ROUTES) {
    it(`${route.name}: at most ${route.budget} statements`, async () => {
      expectWithinBudget(route, await statementsOf(route));
    });
  }

  it('a planted extra statement breaks the budget', async () => {
    // Every budget above is exactly what its route sends today, so one statement more is over it.
    const route = HOT_ROUTES[0]!;
    planted = true;
    try {
      const statements = await statementsOf(route);
      expect(() => expectWithinBudget(route, statements)).toThrow();
    } finally {
      planted = false;
    }
  });
});
