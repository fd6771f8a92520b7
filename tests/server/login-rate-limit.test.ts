import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoginThrottle } from '../../server/services/login-throttle';
import { createTestApp, login, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('login rate limit', () => {
  it('answers 429 on the 6th failed attempt, then still serves other requests', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await login(t.app, 'lecturer', `wrong-${attempt}`);
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const blocked = await login(t.app, 'lecturer', 'wrong-6');
    expect(blocked.statusCode).toBe(429);
    // Backoff: the first wait is a minute (it doubles with each further failure, up to the 15-minute window).
    expect(blocked.json()).toEqual({ detail: 'Too many failed login attempts. Try again in 1 minute.' });
    expect(blocked.headers['retry-after']).toBe('60');

    // Even the right password must wait, for this username and address.
    expect((await login(t.app, 'lecturer')).statusCode).toBe(429);
    // Others are not affected, and the server keeps answering.
    expect((await login(t.app, 'student')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
  });

  it('a success resets the count', async () => {
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await login(t.app, 'hadmin', 'nope')).statusCode).toBe(401);
    }
    expect((await login(t.app, 'hadmin')).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login(t.app, 'hadmin', 'nope')).statusCode).toBe(401);
    }
    expect((await login(t.app, 'hadmin', 'nope')).statusCode).toBe(429);
  });
});

describe('login throttle window', () => {
  it('forgets failures older than the window and counts the wait left', async () => {
    // Real times: the app's own throttle deletes attempts that left its window from the same table.
    const start = Date.now();
    let now = start;
    const throttle = createLoginThrottle(t.app.repos.loginAttempts, { maxFailures: 2, maxFailuresPerAddress: 100, windowSeconds: 600, now: () => now });
    const fail = async () => {
      const answer = await throttle.begin('k', '10.0.0.1');
      if (!answer.allowed) throw new Error('refused');
      await answer.attempt.failed();
    };
    await fail();
    now = start + 60_000;
    await fail();
    now = start + 70_000;
    expect(await throttle.begin('k', '10.0.0.1')).toEqual({ allowed: false, retryAfterSeconds: 50 });
    // Both failures older than the window: two more go ahead before the next wait.
    now = start + 660_001;
    await fail();
    await fail();
    expect(await throttle.begin('k', '10.0.0.1')).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });
});
