import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, tokensFor, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ME = '/api/auth/auth/users/me/';
const REFRESH = '/api/auth/jwt/refresh/';
const LOGOUT = '/api/auth/api/logout/';

async function signedAccess(secret: string, claims: Record<string, unknown>, exp: number) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject('1')
    .setIssuedAt(exp - 300)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));
}

describe('login', () => {
  it('answers a token pair and sets the csrftoken cookie', async () => {
    const response = await login(t.app, 'student');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['access', 'refresh']);
    const cookie = response.cookies.find((c) => c.name === 'csrftoken');
    expect(cookie?.value).toMatch(/^[\w-]{20,}$/);
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('refuses a wrong password, an unknown user and a wrong-case username alike', async () => {
    for (const [username, password] of [
      ['student', 'wrong-password'],
      ['nobody-here', 'demo1234'],
      ['Student', 'demo1234'],
    ] as const) {
      const response = await login(t.app, username, password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'No active account found with the given credentials' });
    }
  });

  it('refuses an inactive user even with the right password', async () => {
    const user = await t.app.repos.users.findByUsername('coordinator');
    await t.app.repos.users.setActive(user!.id, false);
    try {
      const response = await login(t.app, 'coordinator');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'No active account found with the given credentials' });
    } finally {
      await t.app.repos.users.setActive(user!.id, true);
    }
  });

  it('reports missing and blank fields per field', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/auth/jwt/create/', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ username: ['This field is required.'], password: ['This field is required.'] });
    const blank = await login(t.app, '', '');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      username: ['This field may not be blank.'],
      password: ['This field may not be blank.'],
    });
  });

  it('accepts the path without its trailing slash', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/auth/jwt/create',
      payload: { username: 'student', password: 'demo1234' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('session', () => {
  it('me and check-session describe the signed-in user', async () => {
    const { access } = await tokensFor(t.app, 'sysadmin');
    const me = await t.app.inject({ method: 'GET', url: ME, headers: bearer(access) });
    expect(me.statusCode).toBe(200);
    const user = me.json();
    expect(user).toMatchObject({ username: 'sysadmin', first_name: 'Samuel', last_name: 'Mensah', role: 'systems administrator' });
    expect(Object.keys(user).sort()).toEqual(['first_name', 'id', 'last_name', 'role', 'username']);
    const check = await t.app.inject({ method: 'GET', url: '/api/auth/api/check-session/', headers: bearer(access) });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ authenticated: true, user });
  });

  it('a disabled user loses access once the session check is refreshed', async () => {
    const { access } = await tokensFor(t.app, 'lecturer');
    expect((await t.app.inject({ method: 'GET', url: ME, headers: bearer(access) })).statusCode).toBe(200);
    const user = await t.app.repos.users.findByUsername('lecturer');
    await t.app.repos.users.setActive(user!.id, false);
    t.app.sessions.forgetUser(user!.id);
    try {
      const response = await t.app.inject({ method: 'GET', url: ME, headers: bearer(access) });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Given token not valid for any token type' });
    } finally {
      await t.app.repos.users.setActive(user!.id, true);
    }
  });

  it('without a token answers 401 not provided', async () => {
    const response = await t.app.inject({ method: 'GET', url: ME });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});

describe('refresh', () => {
  it('rotates: the new pair works and the old refresh token is spent', async () => {
    const first = await tokensFor(t.app, 'lecturer');
    const rotated = await t.app.inject({ method: 'POST', url: REFRESH, payload: { refresh: first.refresh } });
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json();
    expect(second.refresh).not.toBe(first.refresh);
    const me = await t.app.inject({ method: 'GET', url: ME, headers: bearer(second.access) });
    expect(me.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: REFRESH, payload: { refresh: second.refresh } });
    expect(again.statusCode).toBe(200);
  });

  it('reuse of a spent token revokes the whole session', async () => {
    const first = await tokensFor(t.app, 'student');
    const second = (await t.app.inject({ method: 'POST', url: REFRESH, payload: { refresh: first.refresh } })).json();
    const reuse = await t.app.inject({ method: 'POST', url: REFRESH, payload: { refresh: first.refresh } });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ detail: 'Token is invalid or expired' });
    // The thief's and the owner's latest tokens are dead too.
    const next = await t.app.inject({ method: 'POST', url: REFRESH, payload: { refresh: second.refresh } });
    expect(next.statusCode).toBe(401);
    const me = await t.app.inject({ method: 'GET', url: ME, headers: bearer(second.access) });
    expect(me.statusCode).toBe(401);
  });

  it('refuses garbage, an access token and a forged token', async () => {
    const { access } = await tokensFor(t.app, 'student');
    const claims = { type: 'refresh', sid: 'x', jti: 'y' };
    const forged = await signedAccess('another-secret-another-secret-123', claims, Math.floor(Date.now() / 1000) + 60);
    for (const refresh of ['garbage', access, forged]) {
      const response = await t.app.inject({ method: 'POST', url: REFRESH, payload: { refresh } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Token is invalid or expired' });
    }
  });
});

describe('logout', () => {
  it('revokes the session: refresh and access both stop working; the cookie is cleared', async () => {
    const { access, refresh } = await tokensFor(t.app, 'hadmin');
    const out = await t.app.inject({ method: 'POST', url: LOGOUT, headers: bearer(access) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ detail: 'Successfully logged out.' });
    const cleared = out.cookies.find((c) => c.name === 'csrftoken');
    expect(cleared?.value).toBe('');
    const again = await t.app.inject({ method: 'POST', url: REFRESH, payload: { refresh } });
    expect(again.statusCode).toBe(401);
    const me = await t.app.inject({ method: 'GET', url: ME, headers: bearer(access) });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ detail: 'Given token not valid for any token type' });
  });

  it('accepts an empty JSON body', async () => {
    const { access } = await tokensFor(t.app, 'hadmin');
    const out = await t.app.inject({
      method: 'POST',
      url: LOGOUT,
      headers: { ...bearer(access), 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(out.statusCode).toBe(200);
    const empty = await tokensFor(t.app, 'hadmin');
    const out2 = await t.app.inject({
      method: 'POST',
      url: LOGOUT,
      headers: { ...bearer(empty.access), 'content-type': 'application/json' },
      payload: '',
    });
    expect(out2.statusCode).toBe(200);
  });
});
