import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, tokensFor, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const LOGOUT = '/api/auth/api/logout/';
const FAILED = { detail: 'CSRF Failed: CSRF token missing or incorrect.' };

describe('CSRF', () => {
  it('sets a readable csrftoken cookie when a request has none', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/' });
    const cookie = response.cookies.find((c) => c.name === 'csrftoken');
    expect(cookie).toBeDefined();
    expect(cookie!.httpOnly).toBeFalsy();
    const again = await t.app.inject({ method: 'GET', url: '/api/health/', cookies: { csrftoken: cookie!.value } });
    expect(again.cookies.find((c) => c.name === 'csrftoken')).toBeUndefined();
  });

  it('refuses an unsafe request with cookies and no X-CSRFToken header', async () => {
    const { access } = await tokensFor(t.app, 'student');
    const response = await t.app.inject({
      method: 'POST',
      url: LOGOUT,
      headers: bearer(access),
      cookies: { csrftoken: 'a'.repeat(43) },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FAILED);
  });

  it('refuses a mismatched header, and a cookie header without csrftoken', async () => {
    const { access } = await tokensFor(t.app, 'student');
    const mismatched = await t.app.inject({
      method: 'POST',
      url: LOGOUT,
      headers: { ...bearer(access), 'x-csrftoken': 'b'.repeat(43) },
      cookies: { csrftoken: 'a'.repeat(43) },
    });
    expect(mismatched.statusCode).toBe(403);
    expect(mismatched.json()).toEqual(FAILED);
    const otherCookie = await t.app.inject({
      method: 'POST',
      url: '/api/auth/auth/jwt/create/',
      headers: { 'x-csrftoken': 'anything' },
      cookies: { sessionid: 'x' },
      payload: { username: 'student', password: 'demo1234' },
    });
    expect(otherCookie.statusCode).toBe(403);
    expect(otherCookie.json()).toEqual(FAILED);
  });

  it('passes with a matching header', async () => {
    const { access } = await tokensFor(t.app, 'student');
    const token = 'c'.repeat(43);
    const response = await t.app.inject({
      method: 'POST',
      url: LOGOUT,
      headers: { ...bearer(access), 'x-csrftoken': token },
      cookies: { csrftoken: token },
    });
    expect(response.statusCode).toBe(200);
  });

  it('does not check requests without cookies, nor safe methods', async () => {
    const { access } = await tokensFor(t.app, 'student');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/auth/users/me/',
      headers: bearer(access),
      cookies: { csrftoken: 'x' },
    });
    expect(me.statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: LOGOUT, headers: bearer(access) });
    expect(out.statusCode).toBe(200);
  });
});
