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

  it('refuses an unsafe request with cookies, no Authorization and no X-CSRFToken header', async () => {
    const response = await t.app.inject({ method: 'POST', url: LOGOUT, cookies: { csrftoken: 'a'.repeat(43) } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FAILED);
  });

  it('refuses a mismatched header, and a cookie header without csrftoken, when no Authorization is sent', async () => {
    const mismatched = await t.app.inject({
      method: 'POST',
      url: LOGOUT,
      headers: { 'x-csrftoken': 'b'.repeat(43) },
      cookies: { csrftoken: 'a'.repeat(43) },
    });
    expect(mismatched.statusCode).toBe(403);
    expect(mismatched.json()).toEqual(FAILED);
    const otherCookie = await t.app.inject({
      method: 'POST',
      url: LOGOUT,
      headers: { 'x-csrftoken': 'anything' },
      cookies: { sessionid: 'x' },
    });
    expect(otherCookie.statusCode).toBe(403);
    expect(otherCookie.json()).toEqual(FAILED);
  });

  it('does not check a request that carries its access token in the Authorization header', async () => {
    // A browser never adds that header on its own: a page of another origin cannot forge it (docs/decisions.md).
    const { access } = await tokensFor(t.app, 'student');
    const response = await t.app.inject({
      method: 'POST',
      url: LOGOUT,
      headers: { ...bearer(access), 'x-csrftoken': 'b'.repeat(43) },
      cookies: { csrftoken: 'a'.repeat(43) },
    });
    expect(response.statusCode).toBe(200);
  });

  it('never checks login and refresh, whose credentials are in the body', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/auth/jwt/create/',
      headers: { 'x-csrftoken': 'anything' },
      cookies: { csrftoken: 'a'.repeat(43), sessionid: 'x' },
      payload: { username: 'student', password: 'demo1234' },
    });
    expect(login.statusCode).toBe(200);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/jwt/refresh/',
      cookies: { csrftoken: 'a'.repeat(43) },
      payload: { refresh: login.json().refresh },
    });
    expect(refresh.statusCode).toBe(200);
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
