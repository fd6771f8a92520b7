/**
 * Sessions on a shared PC end by themselves: after SESSION_IDLE_MINUTES with no authenticated request and no
 * refresh, and SESSION_MAX_HOURS after sign-in however active. Only `Date` is faked, so the server's own timers run.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../server/config';
import { createRepositories } from '../../../server/db/repositories/index';
import { bearer, createTestApp, TEST_SECRET, tokensFor, type TestApp } from '../helpers/test-app';

const REFRESH = '/api/auth/jwt/refresh/';
const ME = '/api/auth/auth/users/me/';

afterEach(() => {
  vi.useRealTimers();
});

function startClock(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T08:00:00.000Z'));
}

function advance(ms: number): void {
  vi.setSystemTime(new Date(Date.now() + ms));
}

function refresh(app: FastifyInstance, token: string) {
  return app.inject({ method: 'POST', url: REFRESH, payload: { refresh: token } });
}

describe('a session idle past SESSION_IDLE_MINUTES', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 0.05 minutes: 3 s idle; access tokens live an hour, so only the idle limit can end them.
    t = await createTestApp({ config: { sessionIdleMinutes: 0.05, accessTokenTtl: 3600 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('cannot refresh, and its access token is refused too', async () => {
    startClock();
    const first = await tokensFor(t.app, 'student');

    // In use: a refresh and an authenticated request each keep the session open.
    advance(2000);
    const renewed = await refresh(t.app, first.refresh);
    expect(renewed.statusCode).toBe(200);
    const second: { access: string; refresh: string } = renewed.json();
    advance(2000);
    expect((await t.app.inject({ method: 'GET', url: ME, headers: bearer(second.access) })).statusCode).toBe(200);
    advance(2000);
    const third = await refresh(t.app, second.refresh);
    expect(third.statusCode).toBe(200);
    const current: { access: string; refresh: string } = third.json();

    // Then left alone longer than the idle limit.
    advance(3500);
    const late = await refresh(t.app, current.refresh);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ detail: 'Token is invalid or expired' });
    // The session is over, not just this attempt: its access token and token are refused from now on.
    const me = await t.app.inject({ method: 'GET', url: ME, headers: bearer(current.access) });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ detail: 'Given token not valid for any token type' });
    expect((await refresh(t.app, current.refresh)).statusCode).toBe(401);
  });

  it('is refused at its first authenticated request after the idle time, and cannot refresh afterwards', async () => {
    startClock();
    const tokens = await tokensFor(t.app, 'lecturer');
    advance(3500);
    expect((await t.app.inject({ method: 'GET', url: ME, headers: bearer(tokens.access) })).statusCode).toBe(401);
    expect((await refresh(t.app, tokens.refresh)).statusCode).toBe(401);
  });

  it('idle limits are per session: another sign-in of the same user is unaffected', async () => {
    startClock();
    const idle = await tokensFor(t.app, 'student');
    advance(2000);
    const active = await tokensFor(t.app, 'student');
    advance(2000);
    expect((await refresh(t.app, idle.refresh)).statusCode).toBe(401);
    expect((await refresh(t.app, active.refresh)).statusCode).toBe(200);
  });
});

describe('a session past SESSION_MAX_HOURS', () => {
  it('cannot refresh even though it was used every 20 minutes', async () => {
    const t = await createTestApp();
    startClock();
    let tokens = await tokensFor(t.app, 'hadmin');
    // 35 refreshes, 20 minutes apart: 11 h 40 min, every one within the 30-minute idle limit.
    for (let step = 1; step <= 35; step++) {
      advance(20 * 60_000);
      const response = await refresh(t.app, tokens.refresh);
      expect(response.statusCode, `refresh ${step}`).toBe(200);
      tokens = response.json();
    }
    // 12 hours after sign-in.
    advance(20 * 60_000);
    const ended = await refresh(t.app, tokens.refresh);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ detail: 'Token is invalid or expired' });
    vi.useRealTimers();
    await t.close();
  });
});

describe('SESSION_IDLE_MINUTES and SESSION_MAX_HOURS', () => {
  const env = { DATA_DIR: '/nonexistent/sightline-config-test', JWT_SECRET: TEST_SECRET };

  it('default to 30 minutes and 12 hours, and take decimals', () => {
    expect(loadConfig(env)).toMatchObject({ sessionIdleMinutes: 30, sessionMaxHours: 12 });
    expect(loadConfig({ ...env, SESSION_IDLE_MINUTES: '0.05', SESSION_MAX_HOURS: '1.5' })).toMatchObject({
      sessionIdleMinutes: 0.05,
      sessionMaxHours: 1.5,
    });
  });

  it('stop the server with a message naming the variable for anything but a positive number', () => {
    for (const bad of ['0', '-5', 'ten', '1e3', 'Infinity', '.']) {
      expect(() => loadConfig({ ...env, SESSION_IDLE_MINUTES: bad })).toThrow(
        `SESSION_IDLE_MINUTES must be a positive number (decimals allowed, e.g. 0.5), got "${bad}".`,
      );
      expect(() => loadConfig({ ...env, SESSION_MAX_HOURS: bad })).toThrow(/^SESSION_MAX_HOURS must be a positive number/);
    }
  });
});

describe('housekeeping of session activity', () => {
  it('forgets sessions that started before the cutoff and keeps the others', async () => {
    const t = await createTestApp();
    try {
      await tokensFor(t.app, 'student');
      const repos = createRepositories(t.testDb.db);
      const [row] = await t.testDb.db.selectFrom('session_activity').selectAll().execute();
      expect(row).toBeDefined();
      expect(await repos.sessionActivity.deleteStartedBefore(row!.started_at)).toBe(0);
      expect(await repos.sessionActivity.deleteStartedBefore(new Date(Date.parse(row!.started_at) + 1).toISOString())).toBe(1);
      expect(await repos.sessionActivity.find(row!.session_id)).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
