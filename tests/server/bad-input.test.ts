/**
 * Malformed and hostile requests: each must get a 4xx with a well-formed error body and no internals, and
 * the server must still work afterwards.
 */
import type { InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, expectErrorShape, login, TEST_SECRET, tokensFor } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let access = '';
let frontDeskAccess = '';

beforeAll(async () => {
  // A high failure limit: this file sends many wrong logins on purpose and is not testing the limiter.
  t = await createTestApp({ config: { loginMaxFailures: 1000 } });
  access = (await tokensFor(t.app, 'student')).access;
  frontDeskAccess = (await tokensFor(t.app, 'hadmin')).access;
});
afterAll(async () => {
  await t?.close();
});

const LOGIN = '/api/auth/auth/jwt/create/';
const ME = '/api/auth/auth/users/me/';
const REFRESH = '/api/auth/jwt/refresh/';
const JSON_TYPE = { 'content-type': 'application/json' };
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

const post = (payload: string, headers: Record<string, string> = JSON_TYPE): InjectOptions => ({
  method: 'POST',
  url: LOGIN,
  headers,
  payload,
});
const creds = (username: unknown, password: unknown = 'x') => post(JSON.stringify({ username, password }));
const meWith = (authorization: string): InjectOptions => ({ method: 'GET', url: ME, headers: { authorization } });

const OTHER = 'some-other-secret-that-is-long-enough';
const claims = (role: string, expiresIn: number) => ({ sub: '4', type: 'access', role, sid: 's', exp: now() + expiresIn });
const signed = (payload: Record<string, unknown>, secret: string, alg = 'HS256') =>
  new SignJWT(payload).setProtectedHeader({ alg }).sign(new TextEncoder().encode(secret));

type Case = [name: string, request: () => InjectOptions | Promise<InjectOptions>, status: number];

const PATIENTS = '/api/clients/api/patients/';
const APPOINTMENTS = '/api/clients/api/appointments/';
/** A request as the signed-in student (or `token`'s user), with a raw body of the given type. */
const authed = (method: InjectOptions['method'], url: string, payload?: string, type = 'application/json', token = access): InjectOptions => ({
  method,
  url,
  headers: { ...bearer(token), ...(payload === undefined ? {} : { 'content-type': type }) },
  ...(payload === undefined ? {} : { payload }),
});
/** The same as the front desk (hospital administrator), the one role that registers and edits patients. */
const frontDesk = (method: InjectOptions['method'], url: string, payload?: string, type = 'application/json'): InjectOptions =>
  authed(method, url, payload, type, frontDeskAccess);

const cases: Case[] = [
  ['malformed JSON', () => post('{"username": "a",, }'), 400],
  ['truncated JSON', () => post('{"username": "stud'), 400],
  ['JSON array instead of object', () => post('[{"username":"a","password":"b"}]'), 400],
  ['JSON string instead of object', () => post('"student"'), 400],
  ['JSON null', () => post('null'), 400],
  ['username is a number', () => creds(12345), 400],
  ['password is an object', () => creds('student', { $ne: null }), 400],
  ['username boolean, password list', () => creds(true, ['demo1234']), 400],
  ['number too large for JSON', () => post('{"username": 1e999, "password": "x"}'), 400],
  ['missing password', () => post('{"username":"student"}'), 400],
  ['extra field', () => post('{"username":"student","password":"demo1234","is_admin":true}'), 400],
  ['empty body with JSON type', () => post(''), 400],
  ['no body and no content type', () => ({ method: 'POST', url: LOGIN }), 400],
  ['text/plain body', () => post('username=student', { 'content-type': 'text/plain' }), 415],
  ['form-encoded body', () => post('username=x', { 'content-type': 'application/x-www-form-urlencoded' }), 415],
  ['body without content type', () => ({ method: 'POST', url: LOGIN, payload: Buffer.from('{"a":1}') }), 415],
  ['2 MB body', () => creds('x'.repeat(2 * 1024 * 1024)), 413],
  ['prototype pollution key', () => post('{"__proto__":{"role":"systems administrator"},"username":"a","password":"b"}'), 400],
  ['deeply nested JSON', () => post(`{"username":${'['.repeat(5000)}${']'.repeat(5000)},"password":"x"}`), 400],
  ['SQL injection username', () => creds("' OR '1'='1' --", 'x'), 401],
  ['SQL injection with statement', () => creds("student'; DROP TABLE users; --", 'demo1234'), 401],
  ['script tag username', () => creds('<script>alert(1)</script>', '<img src=x onerror=alert(1)>'), 401],
  ['10k-character username', () => creds('a'.repeat(10_000)), 400],
  ['unicode username', () => creds('ユーザー🙂ñ', 'pässwörd'), 401],
  ['null byte in username', () => post('{"username":"stu\\u0000dent","password":"demo1234"}'), 400],
  ['lone surrogate in username', () => post('{"username":"\\ud800","password":"x"}'), 401],
  ['refresh token of wrong type', () => ({ method: 'POST', url: REFRESH, headers: JSON_TYPE, payload: '{"refresh": 42}' }), 400],
  ['refresh with garbage', () => ({ method: 'POST', url: REFRESH, payload: { refresh: 'garbage' } }), 401],
  ['Bearer with garbage', () => meWith('Bearer not.a.jwt'), 401],
  ['Bearer without a token', () => meWith('Bearer'), 401],
  ['Bearer with a 10k token', () => meWith(`Bearer ${'a'.repeat(10_000)}`), 401],
  ['Basic credentials', () => meWith(`Basic ${Buffer.from('student:demo1234').toString('base64')}`), 401],
  ['alg:none token', () => meWith(`Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims('systems administrator', 60))}.`), 401],
  ['expired token', async () => meWith(`Bearer ${await signed(claims('student', -10), TEST_SECRET)}`), 401],
  ['token signed with another secret', async () => meWith(`Bearer ${await signed(claims('systems administrator', 60), OTHER)}`), 401],
  ['HS512 token with the right secret', async () => meWith(`Bearer ${await signed(claims('student', 60), TEST_SECRET, 'HS512')}`), 401],
  [
    'cookie without CSRF header',
    () => ({ method: 'POST', url: '/api/auth/api/logout/', cookies: { csrftoken: 'abc' } }),
    403,
  ],
  ['unknown /api path', () => ({ method: 'GET', url: '/api/does-not-exist/' }), 404],
  ['wrong method on login', () => ({ method: 'DELETE', url: LOGIN }), 404],
  ['GET on a POST-only path', () => ({ method: 'GET', url: LOGIN }), 404],
  ['malformed percent-encoding', () => ({ method: 'GET', url: '/api/%E0%A4%A/' }), 400],

  // Patients and appointments.
  ['patient: malformed JSON', () => frontDesk('POST', PATIENTS, '{"first_name": "Ama",, }'), 400],
  ['patient: JSON array', () => frontDesk('POST', PATIENTS, '[{"first_name":"Ama"}]'), 400],
  ['patient: JSON null', () => frontDesk('POST', PATIENTS, 'null'), 400],
  ['patient: no body', () => ({ method: 'POST', url: PATIENTS, headers: bearer(frontDeskAccess) }), 400],
  ['patient: names of the wrong type', () => frontDesk('POST', PATIENTS, JSON.stringify({ first_name: 12, last_name: ['x'], dob: 19900412 })), 400],
  ['patient: unknown field', () => frontDesk('POST', PATIENTS, JSON.stringify({ first_name: 'Ama', is_admin: true })), 400],
  ['patient: confirm_save as text', () => frontDesk('POST', PATIENTS, JSON.stringify({ confirm_save: 'true' })), 400],
  ['patient: prototype pollution key', () => frontDesk('POST', PATIENTS, '{"__proto__":{"role":"x"},"first_name":"Ama"}'), 400],
  ['patient: text/plain body', () => frontDesk('POST', PATIENTS, 'first_name=Ama', 'text/plain'), 415],
  ['patient: update with a text id', () => frontDesk('PUT', '/api/clients/api/update-patient/abc/', '{}'), 400],
  ['patient: update of no patient', () => frontDesk('PUT', '/api/clients/api/update-patient/999999/', '{}'), 404],
  ['patient: detail of id 0', () => authed('GET', '/api/clients/api/patient-detail/0/'), 400],
  ['patients: page as a list', () => authed('GET', `${PATIENTS}?page=1&page=2`), 400],
  ['patients: page in exponent form', () => authed('GET', `${PATIENTS}?page=1e3`), 400],
  ['patients: page size too large', () => authed('GET', `${PATIENTS}?page_size=1000000`), 400],
  ['search: text over 100 characters', () => authed('GET', `/api/clients/api/search/?search=${'a'.repeat(101)}`), 400],
  ['search: unknown parameter', () => authed('GET', '/api/clients/api/search/?q=ama'), 400],
  ['appointment: malformed JSON', () => authed('POST', APPOINTMENTS, '{"patient": 1,'), 400],
  ['appointment: patient as an object', () => authed('POST', APPOINTMENTS, '{"patient": {"id": 1}}'), 400],
  ['appointment: date as a number', () => authed('POST', APPOINTMENTS, '{"patient": 1, "appointment_date": 20250101}'), 400],
  ['appointment: unknown field', () => authed('POST', APPOINTMENTS, '{"patient": 1, "doctor": "x"}'), 400],
  ['appointment: form-encoded body', () => authed('POST', APPOINTMENTS, 'patient=1', 'application/x-www-form-urlencoded'), 415],
  ['appointment: text id', () => authed('GET', `${APPOINTMENTS}today2/`), 400],
  ['complete: malformed JSON body', () => authed('PATCH', '/api/clients/api/1/complete/', '{"x":'), 400],
  ['complete: id beyond the integer range', () => authed('PATCH', '/api/clients/api/9999999999/complete/'), 404],
];

describe('bad input', () => {
  it('has at least 25 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(25);
  });

  it.each(cases)('%s', async (_name, request, status) => {
    const response = await t.app.inject(await request());
    expect(response.statusCode).toBe(status);
    expect(expectErrorShape(response)).toBeNull();
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('documents the messages of common validation failures', async () => {
    expect((await t.app.inject(creds(12345))).json()).toEqual({ username: ['Not a valid string.'] });
    expect((await t.app.inject(post('[]'))).json()).toEqual({
      non_field_errors: ['Invalid data. Expected a JSON object, but got a list.'],
    });
    expect((await t.app.inject(post('{"username":"a","password":"b","x":1}'))).json()).toEqual({
      non_field_errors: ['Unknown field: x.'],
    });
    expect((await t.app.inject(creds('a'.repeat(151)))).json()).toEqual({
      username: ['Ensure this field has no more than 150 characters.'],
    });
    expect((await t.app.inject(post('{"username": "a",'))).json().detail).toMatch(/^JSON parse error - /);
    expect((await t.app.inject(creds('x'.repeat(2 * 1024 * 1024)))).json()).toEqual({ detail: 'Request body is too large.' });
    expect((await t.app.inject({ method: 'GET', url: '/api/nope' })).json()).toEqual({ detail: 'Not found.' });
  });

  it('still answers health and logins afterwards', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
    expect((await login(t.app, 'student')).statusCode).toBe(200);
    expect(await t.app.repos.users.count()).toBe(5);
  });
});
