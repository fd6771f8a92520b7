/**
 * Contract: a frontend written against the specification, served from another origin (issue points 10 and 11).
 * Its every request sends cookies, an `X-CSRFToken` header taken from *its own* `csrftoken` cookie (which it may
 * not have) and a Bearer token (platform §7). So:
 * - the token endpoints never demand CSRF: login and refresh carry their credentials in the body, and a refresh
 *   sent with the cookie but no header succeeds (else the user is thrown out when the access token expires);
 * - a request carrying its access token in the Authorization header is not checked either (a browser never adds
 *   that header on its own);
 * - `CORS_ORIGINS` lists the origins that may call with credentials and the spec's headers; their preflights are
 *   answered, and every answer to them (errors too) carries the CORS headers; any other origin gets none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corsOriginsSetting } from '../../../server/config';
import { bearer, createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/test-app';

const LOGIN = '/api/auth/auth/jwt/create/';
const REFRESH = '/api/auth/jwt/refresh/';
const ME = '/api/auth/auth/users/me/';
const PATIENTS = '/api/clients/api/patients/';
const ALLOWED = 'https://app.example.org';
const ALSO_ALLOWED = 'http://localhost:5173';
const REFUSED = 'https://elsewhere.example.com';
/** A csrftoken cookie the client cannot read (it was set for the API's host), sent by the browser all the same. */
const COOKIE = { csrftoken: 'k'.repeat(43) };

let t: TestApp;
let plain: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { corsOrigins: [ALLOWED, ALSO_ALLOWED] } });
  plain = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await plain?.close();
});

function corsHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name.startsWith('access-control-')));
}

async function loginWithCookie(app: TestApp['app'], origin?: string) {
  return app.inject({
    method: 'POST',
    url: LOGIN,
    headers: origin ? { origin } : {},
    cookies: COOKIE,
    payload: { username: 'student', password: DEMO_PASSWORD },
  });
}

describe('token endpoints never demand CSRF', () => {
  it('logs in with the csrftoken cookie and no X-CSRFToken header: {access, refresh}', async () => {
    const response = await loginWithCookie(plain.app);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['access', 'refresh']);
    expect(typeof body.access).toBe('string');
    expect(typeof body.refresh).toBe('string');
  });

  it('refreshes with the csrftoken cookie and no X-CSRFToken header: {access} (and the rotated refresh)', async () => {
    const { refresh } = (await loginWithCookie(plain.app)).json();
    const response = await plain.app.inject({ method: 'POST', url: REFRESH, cookies: COOKIE, payload: { refresh } });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(typeof body.access).toBe('string');
    expect(typeof body.refresh).toBe('string');
    const me = await plain.app.inject({ method: 'GET', url: ME, headers: bearer(body.access), cookies: COOKIE });
    expect(me.statusCode).toBe(200);
  });

  it('refreshes with a header that does not match the cookie (the client read another cookie, or none)', async () => {
    const { refresh } = (await loginWithCookie(plain.app)).json();
    const response = await plain.app.inject({
      method: 'POST',
      url: REFRESH,
      headers: { 'x-csrftoken': 'undefined' },
      cookies: COOKIE,
      payload: { refresh },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('accepts a write carrying its Bearer token with the cookie and no matching X-CSRFToken', async () => {
    const { access } = (await loginWithCookie(plain.app)).json();
    const response = await plain.app.inject({
      method: 'POST',
      url: '/api/auth/api/logout/',
      headers: bearer(access),
      cookies: COOKIE,
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('still refuses a cookie-carrying write with neither the header nor an Authorization', async () => {
    const response = await plain.app.inject({ method: 'POST', url: '/api/auth/api/logout/', cookies: COOKIE });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'CSRF Failed: CSRF token missing or incorrect.' });
  });
});

describe('CORS for the origins of CORS_ORIGINS', () => {
  it('answers a preflight from a listed origin with the allowed methods, headers and credentials', async () => {
    for (const origin of [ALLOWED, ALSO_ALLOWED]) {
      const response = await t.app.inject({
        method: 'OPTIONS',
        url: PATIENTS,
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, x-csrftoken, content-type',
        },
      });
      expect(response.statusCode, origin).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
      const methods = String(response.headers['access-control-allow-methods']).split(/,\s*/);
      expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));
      const allowed = String(response.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/);
      expect(allowed).toEqual(expect.arrayContaining(['authorization', 'x-csrftoken', 'content-type']));
      expect(Number(response.headers['access-control-max-age'])).toBeGreaterThan(0);
      expect(String(response.headers.vary)).toMatch(/origin/i);
    }
  });

  it('answers the preflight of the token refresh and of a consultation save alike (no token, no CSRF header)', async () => {
    for (const [url, method] of [
      [REFRESH, 'POST'],
      ['/api/tests/api/case-history/', 'POST'],
      ['/api/clients/api/update-patient/1/', 'PUT'],
      ['/api/clients/api/1/complete/', 'PATCH'],
    ] as const) {
      const response = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: ALLOWED, 'access-control-request-method': method, 'access-control-request-headers': 'content-type' },
      });
      expect(response.statusCode, url).toBe(204);
      expect(response.headers['access-control-allow-origin'], url).toBe(ALLOWED);
    }
  });

  it('carries the CORS headers on the answers themselves, errors included, and keeps the security headers', async () => {
    const login = await loginWithCookie(t.app, ALLOWED);
    expect(login.statusCode).toBe(200);
    expect(login.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(login.headers['access-control-allow-credentials']).toBe('true');

    const refreshed = await t.app.inject({
      method: 'POST',
      url: REFRESH,
      headers: { origin: ALLOWED },
      cookies: COOKIE,
      payload: { refresh: login.json().refresh },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['access-control-allow-origin']).toBe(ALLOWED);

    const me = await t.app.inject({ method: 'GET', url: ME, headers: { origin: ALLOWED, ...bearer(refreshed.json().access) } });
    expect(me.statusCode).toBe(200);
    expect(me.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(me.headers['x-content-type-options']).toBe('nosniff');
    expect(me.headers['cache-control']).toBe('no-store');

    // A 401 the client must read to refresh its token: readable only with the CORS headers.
    const expired = await t.app.inject({ method: 'GET', url: ME, headers: { origin: ALLOWED, authorization: 'Bearer x.y.z' } });
    expect(expired.statusCode).toBe(401);
    expect(expired.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(expired.headers['access-control-allow-credentials']).toBe('true');
    const exposed = String(expired.headers['access-control-expose-headers']).toLowerCase();
    expect(exposed).toContain('retry-after');
  });

  it('sends no CORS header to an origin that is not listed, preflight or not', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: PATIENTS,
      headers: { origin: REFUSED, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.statusCode).not.toBe(204);
    expect(corsHeaders(preflight.headers)).toEqual({});

    const login = await loginWithCookie(t.app, REFUSED);
    expect(login.statusCode).toBe(200);
    expect(corsHeaders(login.headers)).toEqual({});
    const lookalike = await loginWithCookie(t.app, `${ALLOWED}.evil.example`);
    expect(corsHeaders(lookalike.headers)).toEqual({});
    const nullOrigin = await loginWithCookie(t.app, 'null');
    expect(corsHeaders(nullOrigin.headers)).toEqual({});
  });

  it('sends no CORS header at all when CORS_ORIGINS is empty (the default)', async () => {
    const preflight = await plain.app.inject({
      method: 'OPTIONS',
      url: PATIENTS,
      headers: { origin: ALLOWED, 'access-control-request-method': 'POST' },
    });
    expect(corsHeaders(preflight.headers)).toEqual({});
    const login = await loginWithCookie(plain.app, ALLOWED);
    expect(corsHeaders(login.headers)).toEqual({});
  });
});

describe('CORS_ORIGINS', () => {
  it('is a comma-separated list of origins; empty or unset is none', () => {
    expect(corsOriginsSetting({})).toEqual([]);
    expect(corsOriginsSetting({ CORS_ORIGINS: ' ' })).toEqual([]);
    expect(corsOriginsSetting({ CORS_ORIGINS: 'https://app.example.org, http://localhost:5173/,https://app.example.org' })).toEqual([
      'https://app.example.org',
      'http://localhost:5173',
    ]);
  });

  it('refuses what is not an origin, naming the variable', () => {
    for (const value of ['*', 'app.example.org', 'https://app.example.org/path', 'ftp://files.example.org', 'null']) {
      expect(() => corsOriginsSetting({ CORS_ORIGINS: value }), value).toThrow(/CORS_ORIGINS/);
    }
  });
});
