/**
 * The browser keeps the refresh token in an httpOnly, SameSite=Strict cookie scoped to the refresh route, never
 * where a script can read it: set at login and on every refresh, accepted alone, cleared at logout. Clients of the
 * specification keep sending the token in the body.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, login, createTestApp, type TestApp } from '../helpers/test-app';

const REFRESH = '/api/auth/jwt/refresh/';
const CSRF = 'csrf-token-of-this-browser';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

function refreshCookie(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === 'refresh_token');
}

/** A refresh as the browser app sends it: no token in the body, the cookies, and the CSRF echo. */
function cookieRefresh(app: FastifyInstance, token: string, payload?: object) {
  return app.inject({
    method: 'POST',
    url: REFRESH,
    cookies: { refresh_token: token, csrftoken: CSRF },
    headers: { 'x-csrftoken': CSRF },
    ...(payload ? { payload } : {}),
  });
}

describe('the refresh cookie', () => {
  it('is set at login: httpOnly, SameSite=Strict, scoped to the refresh path; the body still carries both tokens', async () => {
    const response = await login(t.app, 'student');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['access', 'refresh']);
    const cookie = refreshCookie(response);
    expect(cookie).toMatchObject({ value: body.refresh, httpOnly: true, sameSite: 'Strict', path: REFRESH });
    expect(cookie?.maxAge).toBe(12 * 3600);
    // Plain http here: Secure only over https.
    expect(cookie?.secure).toBeUndefined();
  });

  it('is Secure when the request came over https (behind a trusted proxy)', async () => {
    const proxied = await createTestApp({ config: { trustProxy: true } });
    try {
      const response = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/auth/jwt/create/',
        payload: { username: 'student', password: 'demo1234' },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(refreshCookie(response)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
    } finally {
      await proxied.close();
    }
  });

  it('refreshes alone (no body, or an empty object) and is rotated by the answer', async () => {
    const first = refreshCookie(await login(t.app, 'lecturer'))!.value;
    const renewed = await cookieRefresh(t.app, first);
    expect(renewed.statusCode).toBe(200);
    const pair = renewed.json();
    expect(typeof pair.access).toBe('string');
    const second = refreshCookie(renewed);
    expect(second).toMatchObject({ value: pair.refresh, httpOnly: true, sameSite: 'Strict', path: REFRESH });
    expect(second!.value).not.toBe(first);
    const again = await cookieRefresh(t.app, second!.value, {});
    expect(again.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/auth/users/me/', headers: bearer(again.json().access) })).statusCode).toBe(200);
  });

  it('is refused without the CSRF echo (the cookie is a credential the browser adds by itself)', async () => {
    const token = refreshCookie(await login(t.app, 'student'))!.value;
    const forged = await t.app.inject({ method: 'POST', url: REFRESH, cookies: { refresh_token: token, csrftoken: CSRF } });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ detail: 'CSRF Failed: CSRF token missing or incorrect.' });
    // Nothing was spent: the browser's own refresh still works.
    expect((await cookieRefresh(t.app, token)).statusCode).toBe(200);
  });

  it('the body token still works for clients of the specification, and answers the cookie too', async () => {
    const { refresh } = (await login(t.app, 'coordinator')).json();
    const response = await t.app.inject({ method: 'POST', url: REFRESH, payload: { refresh } });
    expect(response.statusCode).toBe(200);
    expect(refreshCookie(response)?.value).toBe(response.json().refresh);
  });

  it('with neither a body token nor a cookie, the field is required', async () => {
    for (const payload of [{}, undefined]) {
      const response = await t.app.inject({ method: 'POST', url: REFRESH, ...(payload ? { payload } : {}) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ refresh: ['This field is required.'] });
    }
  });

  it('is cleared at logout, and the token it held is refused afterwards', async () => {
    const signedIn = await login(t.app, 'hadmin');
    const { access } = signedIn.json();
    const token = refreshCookie(signedIn)!.value;
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/api/logout/', headers: bearer(access) });
    expect(out.statusCode).toBe(200);
    const cleared = refreshCookie(out);
    expect(cleared).toMatchObject({ value: '', path: REFRESH, httpOnly: true, sameSite: 'Strict' });
    expect(cleared!.expires!.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await cookieRefresh(t.app, token)).statusCode).toBe(401);
  });
});

describe('a page load cut off after its refresh was answered', () => {
  it('may present the spent cookie once more within 30 s, while the token that replaced it is unused', async () => {
    const first = refreshCookie(await login(t.app, 'student'))!.value;
    // The server rotates, but the browser never stores the answer's cookie (the page was reloaded meanwhile).
    expect((await cookieRefresh(t.app, first)).statusCode).toBe(200);
    const replay = await cookieRefresh(t.app, first);
    expect(replay.statusCode).toBe(200);
    const current = refreshCookie(replay)!.value;
    expect((await cookieRefresh(t.app, current)).statusCode).toBe(200);
  });

  it('a spent cookie whose replacement was used is reuse: the whole session ends', async () => {
    const first = refreshCookie(await login(t.app, 'student'))!.value;
    const second = refreshCookie(await cookieRefresh(t.app, first))!.value;
    const third = refreshCookie(await cookieRefresh(t.app, second))!.value;
    expect((await cookieRefresh(t.app, first)).statusCode).toBe(401);
    expect((await cookieRefresh(t.app, third)).statusCode).toBe(401);
  });

  it('after the 30 s, or presented in the body (clients of the specification), a spent token ends the session', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const late = refreshCookie(await login(t.app, 'lecturer'))!.value;
    const lateNext = refreshCookie(await cookieRefresh(t.app, late))!.value;
    vi.setSystemTime(new Date(Date.now() + 31_000));
    expect((await cookieRefresh(t.app, late)).statusCode).toBe(401);
    expect((await cookieRefresh(t.app, lateNext)).statusCode).toBe(401);
    vi.useRealTimers();

    const { refresh } = (await login(t.app, 'lecturer')).json();
    const next = (await t.app.inject({ method: 'POST', url: REFRESH, payload: { refresh } })).json();
    expect((await t.app.inject({ method: 'POST', url: REFRESH, payload: { refresh } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: REFRESH, payload: { refresh: next.refresh } })).statusCode).toBe(401);
  });
});
