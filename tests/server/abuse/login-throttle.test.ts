/**
 * Password guessing under load: parallel guesses, guesses spread over usernames, a flood while a real user signs
 * in, and the backoff. Each test uses its own client addresses (app.inject's remoteAddress), so their budgets
 * do not mix.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLoginThrottle } from '../../../server/services/login-throttle';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/test-app';

const LOGIN = '/api/auth/auth/jwt/create/';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function guess(app: FastifyInstance, username: string, address: string, password = 'wrong-guess'): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: LOGIN, payload: { username, password }, remoteAddress: address });
}

/** Resolves once `condition` holds (polling), or fails after two seconds. */
async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 2000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

function statuses(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  return counts;
}

describe('parallel guesses for one username', () => {
  it('check at most 5 passwords; every other guess is refused with 429', async () => {
    const checks = vi.spyOn(t.app.sessions, 'login');
    const responses = await Promise.all(Array.from({ length: 100 }, (_, i) => guess(t.app, 'lecturer', '10.1.0.1', `guess-${i}`)));
    const counts = statuses(responses);
    expect(Object.keys(counts).sort()).toEqual(['401', '429']);
    expect(checks.mock.calls.length).toBeLessThanOrEqual(5);
    expect(counts[401]).toBe(checks.mock.calls.length);
    expect(counts[429]).toBe(100 - counts[401]!);
    const refused = responses.find((r) => r.statusCode === 429)!;
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('count attempts in flight: with no cap on concurrent checks, exactly 5 of 100 are checked', async () => {
    const wide = await createTestApp({ config: { loginConcurrency: 100 } });
    try {
      const checks = vi.spyOn(wide.app.sessions, 'login');
      const responses = await Promise.all(Array.from({ length: 100 }, () => guess(wide.app, 'student', '10.1.0.2')));
      expect(checks).toHaveBeenCalledTimes(5);
      expect(statuses(responses)).toEqual({ 401: 5, 429: 95 });
      expect(responses.filter((r) => r.statusCode === 429).every((r) => /^Too many failed login attempts\. Try again in /.test(r.json().detail))).toBe(true);
    } finally {
      await wide.close();
    }
  });
});

describe('guesses spread over usernames from one address', () => {
  it('150 attempts over 30 usernames: refused once the address budget (30) is used up', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 150; i++) answers.push((await guess(t.app, `user${i % 30}`, '10.2.0.1')).statusCode);
    expect(answers.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(answers.slice(30).every((status) => status === 429)).toBe(true);
    // The same address is refused even for a real account with the right password; another address is not.
    expect((await guess(t.app, 'coordinator', '10.2.0.1', DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await guess(t.app, 'coordinator', '10.2.0.2', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('a flood of logins', () => {
  it('does not keep a real user from another address out', async () => {
    let flooding = true;
    const floodAnswers: number[] = [];
    // 20 addresses, 3 loops each, every loop guessing until the real user is in.
    const flood = Array.from({ length: 60 }, async (_, loop) => {
      const address = `10.3.0.${(loop % 20) + 1}`;
      for (let n = 0; flooding; n++) {
        const response = await guess(t.app, `victim${loop}-${n}`, address);
        floodAnswers.push(response.statusCode);
        // Refusals cost the server nothing; pause a moment so the loop does not only spin.
        if (response.statusCode === 429) await new Promise((resolve) => setTimeout(resolve, 2));
      }
    });
    // Wait until every password-check place is taken by the flood and others queue behind them.
    await until(() => t.app.loginGate.load().running === t.config.loginConcurrency && t.app.loginGate.load().waiting > 0);

    const real = await guess(t.app, 'hadmin', '10.3.1.1', DEMO_PASSWORD);
    const inFlight = t.app.loginGate.load();
    flooding = false;
    await Promise.all(flood);

    expect(real.statusCode).toBe(200);
    expect(inFlight.running + inFlight.waiting).toBeGreaterThan(0);
    expect(floodAnswers.length).toBeGreaterThan(60);
    expect(floodAnswers.every((status) => [401, 429].includes(status))).toBe(true);
  });

  it('queues one address\'s logins in full; a full queue turns away the address holding the most (429), not a newcomer', async () => {
    const gateTest = await createTestApp({ config: { loginConcurrency: 1, loginQueueMax: 4 } });
    try {
      // Password checks that last until released, so the places stay taken while the test looks.
      let release: () => void = () => undefined;
      const held = new Promise<null>((resolve) => (release = () => resolve(null)));
      const checked: string[] = [];
      vi.spyOn(gateTest.app.sessions, 'login').mockImplementation((username) => (checked.push(username), held));
      const load = () => gateTest.app.loginGate.load();

      const settled: LightMyRequestResponse[] = [];
      const track = (response: Promise<LightMyRequestResponse>) => response.then((r) => (settled.push(r), r));
      // 1 running and 4 waiting: the queue is full with one address's logins, and its sixth is turned away.
      const sameAddress = Array.from({ length: 6 }, (_, i) => track(guess(gateTest.app, `nat${i}`, '10.4.0.1')));
      await until(() => settled.length === 1);
      expect(settled[0]!.statusCode).toBe(429);
      expect(settled[0]!.json()).toEqual({ detail: expect.stringMatching(/^The server is busy with other logins\. Try again in \d+ seconds?\.$/) });
      expect(settled[0]!.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      expect(load()).toEqual({ running: 1, waiting: 4 });

      // Another address still gets in: the newest login of the longest line gives up its place.
      const other = track(guess(gateTest.app, 'elsewhere', '10.5.0.1'));
      await until(() => settled.length === 2);
      expect(settled[1]!.statusCode).toBe(429);
      expect(load()).toEqual({ running: 1, waiting: 4 });

      release();
      const all = await Promise.all([...sameAddress, other]);
      expect(statuses(all)).toEqual({ 401: 5, 429: 2 });
      // Served in turn between addresses: the newcomer's check ran second, not after the whole line.
      expect(checked.slice(0, 2)).toEqual(['nat0', 'elsewhere']);
      expect(load()).toEqual({ running: 0, waiting: 0 });
    } finally {
      await gateTest.close();
    }
  });
});

describe('backoff', () => {
  it('after the limit each further failure doubles the wait, and the waits expire', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T08:00:00Z'));
    const address = '10.6.0.1';
    for (let i = 0; i < 5; i++) expect((await guess(t.app, 'student', address)).statusCode).toBe(401);

    const waits: string[] = [];
    for (let round = 0; round < 3; round++) {
      const refused = await guess(t.app, 'student', address);
      expect(refused.statusCode).toBe(429);
      waits.push(refused.headers['retry-after'] as string);
      vi.setSystemTime(Date.now() + Number(refused.headers['retry-after']) * 1000);
      expect((await guess(t.app, 'student', address)).statusCode).toBe(401);
    }
    expect(waits).toEqual(['60', '120', '240']);
    const fourth = await guess(t.app, 'student', address);
    expect(fourth.json()).toEqual({ detail: 'Too many failed login attempts. Try again in 8 minutes.' });

    // A quiet window later every failure has expired: the right password works, and a success starts afresh.
    vi.setSystemTime(Date.now() + 15 * 60 * 1000);
    expect((await guess(t.app, 'student', address, DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await guess(t.app, 'student', address)).statusCode).toBe(401);
    expect((await guess(t.app, 'student', address)).statusCode).toBe(429);
  });

  it('waits grow from the base and are capped at the window; cancelled attempts do not count', async () => {
    // Real times: the app's own throttle deletes attempts that left its window from the same table.
    let now = Date.now();
    const throttle = createLoginThrottle(t.app.repos.loginAttempts, { maxFailures: 1, maxFailuresPerAddress: 100, windowSeconds: 200, now: () => now });
    const attempt = () => throttle.begin('ama', '10.6.0.2');
    const fail = async () => {
      const answer = await attempt();
      if (!answer.allowed) throw new Error(`refused at ${now}`);
      await answer.attempt.failed();
    };
    await fail();
    const waits: number[] = [];
    for (let i = 0; i < 2; i++) {
      const answer = await attempt();
      if (answer.allowed) throw new Error('not refused');
      waits.push(answer.retryAfterSeconds);
      now += answer.retryAfterSeconds * 1000;
      await fail();
    }
    // 60, 120, then 240 capped at the 200-second window.
    now += 1000;
    const last = await attempt();
    expect(last).toEqual({ allowed: false, retryAfterSeconds: 199 });
    expect(waits).toEqual([60, 120]);
    // A window after the last failure every failure has expired.
    now += 199_000;
    const fresh = await attempt();
    if (!fresh.allowed) throw new Error('refused after the window');
    await fresh.attempt.cancelled();
    const again = await attempt();
    if (!again.allowed) throw new Error('refused after a cancelled attempt');
    await again.attempt.succeeded();
    await fail();
    expect((await attempt()).allowed).toBe(false);
  });

  it('keeps IPv6 clients of one /64 in one budget', async () => {
    const throttle = createLoginThrottle(t.app.repos.loginAttempts, { maxFailures: 100, maxFailuresPerAddress: 2, windowSeconds: 900 });
    for (const ip of ['2001:db8:1:2::1', '2001:db8:1:2:aaaa:bbbb:cccc:dddd']) {
      const answer = await throttle.begin(ip, ip);
      if (!answer.allowed) throw new Error('refused');
      await answer.attempt.failed();
    }
    expect((await throttle.begin('x', '2001:0db8:0001:0002::9')).allowed).toBe(false);
    expect((await throttle.begin('x', '2001:db8:1:3::1')).allowed).toBe(true);
    expect((await throttle.begin('x', '::ffff:192.0.2.1')).allowed).toBe(true);
  });
});
