/**
 * The login failure budgets are kept in the database, so two server processes over one database share them: here two
 * apps (each with its own services, as two processes have) over the same database take 60 parallel guesses for one
 * username between them, with no cap on concurrent password checks, and exactly 5 passwords are checked in all.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../server/app';
import { createTestApp, type TestApp } from '../helpers/test-app';

const LOGIN = '/api/auth/auth/jwt/create/';

let t: TestApp;
let other: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ config: { loginConcurrency: 100 } });
  other = buildApp({ config: t.config, db: t.testDb.db, logger: false });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const guess = (app: FastifyInstance, i: number): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'POST', url: LOGIN, payload: { username: 'lecturer', password: `guess-${i}` }, remoteAddress: '10.9.0.1' });

describe('one failure budget for two apps over one database', () => {
  it('checks exactly 5 of 60 parallel guesses spread over both; the rest are refused with 429', async () => {
    const checks = [vi.spyOn(t.app.sessions, 'login'), vi.spyOn(other.sessions, 'login')];
    const responses = await Promise.all(Array.from({ length: 60 }, (_, i) => guess(i % 2 === 0 ? t.app : other, i)));
    const checked = checks.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
    expect(checked).toBe(5);
    expect(responses.filter((r) => r.statusCode === 401)).toHaveLength(5);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(55);
  });
});
