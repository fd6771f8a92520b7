/**
 * User administration (issue 23): the systems administrator lists, searches, creates, changes, deactivates and
 * reactivates accounts and resets passwords; a one-time password must be changed before anything else is answered;
 * everyone changes their own password; every change is an audit event.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CHANGE_REQUIRED } from '../../../src/lib/password-change';
import { OWN_PASSWORD_RESET } from '../../../server/features/users/service';
import { MESSAGES } from '../../../server/lib/api-error';
import { bearer, createTestApp, DEMO_PASSWORD, expectErrorShape, login, tokensFor, type TestApp } from '../helpers/test-app';

const USERS = '/api/admin/users/';
const CHANGE = '/api/auth/api/change-password/';
const ME = '/api/auth/auth/users/me/';

let t: TestApp;
let sysadmin: string;
let sysadminId: number;

beforeAll(async () => {
  t = await createTestApp();
  sysadmin = (await tokensFor(t.app, 'sysadmin')).access;
  sysadminId = (await t.app.repos.users.findByUsername('sysadmin'))!.id;
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, token: string | null, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as Record<string, unknown>, headers: token ? bearer(token) : {} });

let serial = 0;
/** A new account made through the API (a one-time password unless `password` is given). */
async function created(extra: Record<string, unknown> = {}) {
  serial += 1;
  const response = await call('POST', USERS, sysadmin, {
    username: `ama.mensah${serial}`,
    first_name: 'Ama',
    last_name: `Mensah${serial}`,
    role: 'student',
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** The account's events, newest first. */
async function eventsOf(userId: number) {
  const response = await call('GET', '/api/audit/api/events/?page_size=100', sysadmin);
  return response.json().results.filter((event: { record_kind: string; record_id: number }) => event.record_kind === 'user' && event.record_id === userId);
}

describe('accounts list', () => {
  it('pages the accounts by username and finds them by any word of username or names, in any case', async () => {
    const all = await call('GET', USERS, sysadmin);
    expect(all.statusCode, all.body).toBe(200);
    const usernames = all.json().results.map((user: { username: string }) => user.username);
    expect(usernames).toEqual(expect.arrayContaining(['coordinator', 'hadmin', 'lecturer', 'student', 'sysadmin']));
    expect(all.json().results.find((user: { username: string }) => user.username === 'hadmin')).toEqual({
      id: expect.any(Number),
      username: 'hadmin',
      first_name: 'Abena',
      last_name: 'Owusu',
      role: 'hospital administrator',
      email: null,
      is_active: true,
      must_change_password: false,
      created_at: expect.any(String),
    });

    const found = await call('GET', `${USERS}?search=${encodeURIComponent('ABENA ow')}`, sysadmin);
    expect(found.json()).toMatchObject({ count: 1, results: [{ username: 'hadmin' }] });
    // LIKE wildcards are matched as themselves.
    expect((await call('GET', `${USERS}?search=%25`, sysadmin)).json()).toEqual({ results: [], count: 0 });
    const paged = await call('GET', `${USERS}?page=2&page_size=2`, sysadmin);
    expect(paged.json().results).toHaveLength(2);
    expect(paged.json().results[0].username).toBe(usernames[2]);
  });

  it('is the systems administrator’s only', async () => {
    for (const user of ['hadmin', 'lecturer', 'student', 'coordinator']) {
      const token = (await tokensFor(t.app, user)).access;
      expect((await call('GET', USERS, token)).statusCode, user).toBe(403);
      expect((await call('POST', USERS, token, { username: 'x1', first_name: 'X', last_name: 'Y', role: 'student' })).statusCode).toBe(403);
    }
    expect((await call('GET', USERS, null)).statusCode).toBe(401);
  });

  it('refuses a bad page or an unknown query parameter (400)', async () => {
    expect((await call('GET', `${USERS}?page=0`, sysadmin)).statusCode).toBe(400);
    expect((await call('GET', `${USERS}?role=student`, sysadmin)).statusCode).toBe(400);
  });
});

describe('creating an account', () => {
  it('without a password: answers a one-time password once, which must be changed at first sign-in', async () => {
    const user = await created({ email: 'ama@example.org' });
    expect(user).toMatchObject({ role: 'student', email: 'ama@example.org', is_active: true, must_change_password: true });
    expect(user.one_time_password).toMatch(/^[A-Za-z0-9]{14}$/);
    const signIn = await login(t.app, user.username, user.one_time_password);
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json().must_change_password).toBe(true);
    expect((await eventsOf(user.id))[0]).toMatchObject({ action: 'create', record_label: user.username, user: { username: 'sysadmin' } });
  });

  it('with a password: signs in with it at once, nothing to change', async () => {
    const user = await created({ password: 'a good long secret', role: 'lecturer' });
    expect(user).toMatchObject({ must_change_password: false, one_time_password: null, role: 'lecturer' });
    const signIn = await login(t.app, user.username, 'a good long secret');
    expect(signIn.json().must_change_password).toBeUndefined();
    expect((await call('GET', ME, signIn.json().access)).statusCode).toBe(200);
  });

  it('refuses bad input field by field (400), a look-alike username, and an unknown role', async () => {
    const bad = await call('POST', USERS, sysadmin, { username: 'has space', first_name: ' ', last_name: 'X', role: 'student', email: 'nope', password: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(expectErrorShape(bad)).toBeNull();
    expect(Object.keys(bad.json()).sort()).toEqual(['email', 'first_name', 'password', 'username']);
    const lookAlike = await call('POST', USERS, sysadmin, { username: 'HADMIN', first_name: 'A', last_name: 'B', role: 'student' });
    expect(lookAlike.json()).toEqual({ username: ['A user named "HADMIN" already exists (names are compared ignoring case).'] });
    expect((await call('POST', USERS, sysadmin, { username: 'z1', first_name: 'A', last_name: 'B', role: 'janitor' })).statusCode).toBe(400);
    expect((await call('POST', USERS, sysadmin, { username: 'z1', first_name: 'A', last_name: 'B' })).statusCode).toBe(400);
    expect((await call('POST', USERS, sysadmin, { username: 'z1', first_name: 'A', last_name: 'B', role: 'student', admin: true })).statusCode).toBe(400);
  });
});

describe('changing an account', () => {
  it('changes names and role, each an audit event; the new role applies at the next call', async () => {
    const user = await created({ password: 'a good long secret' });
    const token = (await login(t.app, user.username, 'a good long secret')).json().access;
    expect((await call('GET', '/api/reviews/student/', token)).statusCode).toBe(200);

    const changed = await call('PATCH', `${USERS}${user.id}/`, sysadmin, { role: 'lecturer', last_name: ' Owusu ' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ role: 'lecturer', last_name: 'Owusu' });
    expect((await call('GET', '/api/reviews/student/', token)).statusCode).toBe(403);
    expect((await call('GET', '/api/reviews/', token)).statusCode).toBe(200);
    expect((await eventsOf(user.id)).map((event: { action: string }) => event.action)).toEqual(['role-change', 'update', 'create']);

    // Nothing changed: no event.
    expect((await call('PATCH', `${USERS}${user.id}/`, sysadmin, { role: 'lecturer' })).statusCode).toBe(200);
    expect(await eventsOf(user.id)).toHaveLength(3);
  });

  it('deactivating refuses the sign-in and ends the open sessions; reactivating lets it sign in again', async () => {
    const user = await created({ password: 'a good long secret' });
    const { access, refresh } = (await login(t.app, user.username, 'a good long secret')).json();
    const off = await call('PATCH', `${USERS}${user.id}/`, sysadmin, { is_active: false });
    expect(off.json()).toMatchObject({ is_active: false });

    const refused = await login(t.app, user.username, 'a good long secret');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ detail: MESSAGES.badCredentials });
    expect((await call('GET', ME, access)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/jwt/refresh/', payload: { refresh } })).statusCode).toBe(401);

    expect((await call('PATCH', `${USERS}${user.id}/`, sysadmin, { is_active: true })).json()).toMatchObject({ is_active: true });
    expect((await login(t.app, user.username, 'a good long secret')).statusCode).toBe(200);
    expect((await eventsOf(user.id)).map((event: { action: string }) => event.action)).toEqual(['reactivate', 'deactivate', 'create']);
  });

  it('refuses to deactivate or demote oneself, bad fields, an empty change, and names an unknown account 404', async () => {
    const self = await call('PATCH', `${USERS}${sysadminId}/`, sysadmin, { is_active: false });
    expect(self.json()).toEqual({ is_active: ['You cannot deactivate your own account.'] });
    expect((await call('PATCH', `${USERS}${sysadminId}/`, sysadmin, { role: 'student' })).json()).toEqual({ role: ['You cannot change your own role.'] });
    expect((await call('PATCH', `${USERS}${sysadminId}/`, sysadmin, { first_name: '  ' })).statusCode).toBe(400);
    expect((await call('PATCH', `${USERS}${sysadminId}/`, sysadmin, {})).statusCode).toBe(400);
    expect((await call('PATCH', `${USERS}${sysadminId}/`, sysadmin, { username: 'other' })).statusCode).toBe(400);
    expect((await call('PATCH', `${USERS}999999/`, sysadmin, { first_name: 'A' })).statusCode).toBe(404);
    expect((await call('PATCH', `${USERS}abc/`, sysadmin, { first_name: 'A' })).statusCode).toBe(400);
  });
});

describe('resetting a password and the one-time password', () => {
  it('refuses the old password, accepts the one-time one, and answers nothing but change-password and logout until changed', async () => {
    const user = await created({ password: 'the old password' });
    const before = (await login(t.app, user.username, 'the old password')).json().access;
    const reset = await call('POST', `${USERS}${user.id}/reset-password/`, sysadmin);
    expect(reset.statusCode, reset.body).toBe(200);
    const oneTime = reset.json().one_time_password;
    expect(oneTime).toMatch(/^[A-Za-z0-9]{14}$/);

    expect((await login(t.app, user.username, 'the old password')).statusCode).toBe(401);
    expect((await call('GET', ME, before)).statusCode).toBe(401);
    const signIn = await login(t.app, user.username, oneTime);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toEqual({ access: expect.any(String), refresh: expect.any(String), must_change_password: true });
    const token = signIn.json().access;

    for (const url of [ME, '/api/auth/api/check-session/', '/api/clients/api/patients/']) {
      const gated = await call('GET', url, token);
      expect(gated.statusCode, url).toBe(403);
      expect(gated.json()).toEqual({ detail: PASSWORD_CHANGE_REQUIRED });
    }
    const wrongOld = await call('POST', CHANGE, token, { old_password: 'the old password', new_password: 'my own new secret' });
    expect(wrongOld.json()).toEqual({ old_password: ['Your current password is not correct.'] });
    const short = await call('POST', CHANGE, token, { old_password: oneTime, new_password: 'short' });
    expect(Object.keys(short.json())).toEqual(['new_password']);
    const same = await call('POST', CHANGE, token, { old_password: oneTime, new_password: oneTime });
    expect(same.json()).toEqual({ new_password: ['The new password must differ from the current one.'] });

    const changed = await call('POST', CHANGE, token, { old_password: oneTime, new_password: 'my own new secret' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ detail: 'Your password has been changed.' });
    // The same session goes on, no longer held.
    expect((await call('GET', ME, token)).statusCode).toBe(200);
    expect((await login(t.app, user.username, oneTime)).statusCode).toBe(401);
    expect((await login(t.app, user.username, 'my own new secret')).json()).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    expect((await eventsOf(user.id)).map((event: { action: string; user: { id: number } }) => [event.action, event.user.id])).toEqual([
      ['password-change', user.id],
      ['password-reset', sysadminId],
      ['create', sysadminId],
    ]);
  });

  it('lets an account holding a one-time password log out', async () => {
    const user = await created();
    const token = (await login(t.app, user.username, user.one_time_password)).json().access;
    expect((await call('POST', '/api/auth/api/logout/', token)).statusCode).toBe(200);
  });

  it('404 for an unknown account; refused to other roles; a body with fields refused', async () => {
    expect((await call('POST', `${USERS}999999/reset-password/`, sysadmin)).statusCode).toBe(404);
    const hadmin = (await tokensFor(t.app, 'hadmin')).access;
    expect((await call('POST', `${USERS}${sysadminId}/reset-password/`, hadmin)).statusCode).toBe(403);
    expect((await call('POST', `${USERS}${sysadminId}/reset-password/`, sysadmin, { password: 'x' })).statusCode).toBe(400);
    // One's own password is changed knowing it, not reset.
    expect((await call('POST', `${USERS}${sysadminId}/reset-password/`, sysadmin)).json()).toEqual({ detail: OWN_PASSWORD_RESET });
  });
});

describe('changing one’s own password', () => {
  it('is open to every role, ends the other sessions and keeps this one', async () => {
    const user = await created({ password: 'first secret 1', role: 'coordinator' });
    const other = (await login(t.app, user.username, 'first secret 1')).json().access;
    const token = (await login(t.app, user.username, 'first secret 1')).json().access;
    const changed = await call('POST', CHANGE, token, { old_password: 'first secret 1', new_password: 'second secret 2' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('GET', ME, token)).statusCode).toBe(200);
    expect((await call('GET', ME, other)).statusCode).toBe(401);
  });

  it('refuses a missing field, an unknown field, and no token', async () => {
    const token = (await tokensFor(t.app, 'student')).access;
    expect((await call('POST', CHANGE, token, { old_password: DEMO_PASSWORD })).statusCode).toBe(400);
    expect((await call('POST', CHANGE, token, { old_password: DEMO_PASSWORD, new_password: 'long enough 1', x: 1 })).statusCode).toBe(400);
    expect((await call('POST', CHANGE, null, { old_password: DEMO_PASSWORD, new_password: 'long enough 1' })).statusCode).toBe(401);
  });
});
