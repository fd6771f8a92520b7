/**
 * Sign-in behind one address (a clinic behind one NAT): strangers' failed logins use up the address's budget, yet a
 * device that signed in before, presenting its device cookie, still signs in; a device without one, with another
 * username's cookie or with a tampered cookie meets the budget like anyone; a device cookie has its own budget.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/test-app';

const LOGIN = '/api/auth/auth/jwt/create/';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function signIn(
  app: FastifyInstance,
  username: string,
  address: string,
  options: { password?: string; cookies?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: LOGIN,
    payload: { username, password: options.password ?? DEMO_PASSWORD },
    remoteAddress: address,
    cookies: options.cookies ?? {},
    headers: options.headers ?? {},
  });
}

/** The device cookie a successful sign-in set. */
function deviceCookieOf(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name.startsWith('device_'));
  if (!cookie) throw new Error('no device cookie set');
  return cookie;
}

/** Uses up the address's failure budget (30) with made-up usernames: the 31st is refused. */
async function exhaustAddress(address: string): Promise<void> {
  for (let i = 0; i < 30; i++) expect((await signIn(t.app, `made-up-${i}`, address, { password: 'guess' })).statusCode).toBe(401);
  const refused = await signIn(t.app, 'made-up-30', address, { password: 'guess' });
  expect(refused.statusCode).toBe(429);
}

describe('a device that signed in before, behind an address others exhausted', () => {
  it('gets an httpOnly, SameSite=Strict device cookie for the auth routes, kept 180 days', async () => {
    const cookie = deviceCookieOf(await signIn(t.app, 'hadmin', '10.20.0.1'));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/', maxAge: 180 * 24 * 60 * 60 });
    expect(cookie.secure).toBeUndefined();
    expect(cookie.value).not.toContain('hadmin');
  });

  it('is Secure when the request came over https (through a trusted proxy)', async () => {
    const proxied = await createTestApp({ config: { trustProxy: true } });
    try {
      const response = await signIn(proxied.app, 'hadmin', '127.0.0.1', { headers: { 'x-forwarded-proto': 'https' } });
      expect(deviceCookieOf(response).secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it('after 31 failed logins over made-up usernames, signs in with its device cookie; without one it is 429', async () => {
    const address = '10.20.1.1';
    const cookie = deviceCookieOf(await signIn(t.app, 'lecturer', address));
    await exhaustAddress(address);

    const withCookie = await signIn(t.app, 'lecturer', address, { cookies: { [cookie.name]: cookie.value } });
    expect(withCookie.statusCode).toBe(200);
    const withoutCookie = await signIn(t.app, 'lecturer', address);
    expect(withoutCookie.statusCode).toBe(429);
    expect(withoutCookie.json().detail).toMatch(/^Too many failed login attempts\. Try again in /);
    expect(withoutCookie.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('another username\'s device cookie does not help, nor does a tampered or a made-up one', async () => {
    const address = '10.20.2.1';
    const studentCookie = deviceCookieOf(await signIn(t.app, 'student', address));
    const coordinatorCookie = deviceCookieOf(await signIn(t.app, 'coordinator', address));
    await exhaustAddress(address);

    // The student's cookie, under its own name or under the coordinator's cookie name.
    expect((await signIn(t.app, 'coordinator', address, { cookies: { [studentCookie.name]: studentCookie.value } })).statusCode).toBe(429);
    expect((await signIn(t.app, 'coordinator', address, { cookies: { [coordinatorCookie.name]: studentCookie.value } })).statusCode).toBe(429);

    // The coordinator's own cookie with its payload changed (another device id), or its signature changed.
    const [body, signature] = coordinatorCookie.value.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    const forgedBody = Buffer.from(JSON.stringify({ ...payload, d: 'forged-device' })).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const value of [`${forgedBody}.${signature}`, `${body}.${flipped}`, `${body}.`, 'not-a-cookie']) {
      const response = await signIn(t.app, 'coordinator', address, { cookies: { [coordinatorCookie.name]: value } });
      expect(response.statusCode, value).toBe(429);
    }
    // The genuine cookie still works.
    expect((await signIn(t.app, 'coordinator', address, { cookies: { [coordinatorCookie.name]: coordinatorCookie.value } })).statusCode).toBe(200);
  });

  it('a device cookie has its own budget: after 5 failures for its username it is trusted no more', async () => {
    const address = '10.20.3.1';
    const cookie = deviceCookieOf(await signIn(t.app, 'sysadmin', address));
    await exhaustAddress(address);
    const cookies = { [cookie.name]: cookie.value };

    for (let i = 0; i < 5; i++) expect((await signIn(t.app, 'sysadmin', address, { password: `guess-${i}`, cookies })).statusCode).toBe(401);
    // Its budget is used up: it meets the address's budget, used up too, even with the right password.
    const refused = await signIn(t.app, 'sysadmin', address, { cookies });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^Too many failed login attempts\. Try again in /);
  });
});
