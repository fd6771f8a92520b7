/**
 * Absent requests (issue 13, design "Absent requests — API"): students and lecturers request leave; who may approve
 * or decline whose request is the permission table's absence.approve.<requester role>; nobody actions their own;
 * only pending requests change, each change kept as an event; a user sees their own requests and those they may
 * action.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/services/passwords';
import { mayAction } from '../../../server/features/absences/service';
import type { AbsentRequest } from '../../../contracts/generated/types';
import { bearer, createTestApp, DEMO_PASSWORD, expectErrorShape, tokensFor, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const EXTRA_USERS = [
  { username: 'student-two', role: 'student', first_name: 'Yaw', last_name: 'Owusu', is_active: 1 },
  { username: 'lecturer-two', role: 'Lecturer', first_name: 'Ama', last_name: 'Serwaa', is_active: 1 },
];
const USERS = ['student', 'student-two', 'lecturer', 'lecturer-two', 'coordinator', 'hadmin', 'sysadmin'];

beforeAll(async () => {
  t = await createTestApp();
  const password_hash = await hashPassword(DEMO_PASSWORD);
  for (const user of EXTRA_USERS) {
    await t.app.db.insertInto('users').values({ ...user, password_hash, created_at: new Date().toISOString() }).execute();
  }
  for (const user of USERS) {
    tokens[user] = (await tokensFor(t.app, user)).access;
    ids[user] = (await t.app.repos.users.findByUsername(user))!.id;
  }
});
afterAll(async () => {
  await t?.close();
});

const URL = '/api/absences/absent-requests/';
const BODY = { from_date: '2026-12-01', to_date: '2026-12-03', reason: 'Conference' };

const call = (user: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(tokens[user]!),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A new pending request of `user`: its id. */
async function requestOf(user: string, body: object = BODY): Promise<number> {
  const response = await call(user, 'POST', URL, body);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}

const action = (user: string, id: number | string, status: unknown) => call(user, 'PUT', `${URL}${id}/`, { status });
const list = async (user: string, query = ''): Promise<AbsentRequest[]> => {
  const response = await call(user, 'GET', `${URL}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const rowOf = (id: number) => t.app.db.selectFrom('absent_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const eventsOf = (id: number) => t.app.db.selectFrom('absent_request_events').selectAll().where('request_id', '=', id).orderBy('id').execute();

describe('making a request', () => {
  it('answers 201 with the read shape, pending, and keeps the requested event', async () => {
    const before = Date.now();
    const response = await call('student', 'POST', URL, { ...BODY, reason: '  Conference  ' });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      from_date: '2026-12-01',
      to_date: '2026-12-03',
      reason: 'Conference',
      status: 'pending',
      requester: { id: ids.student, name: 'Efua Boateng', role: 'student' },
      requested_at: expect.any(String),
      actioned_by: null,
      actioned_by_id: null,
      actioned_at: null,
      can_action: false,
    });
    expect(Date.parse(body.requested_at)).toBeGreaterThanOrEqual(before - 1000);
    const events = await eventsOf(body.id);
    expect(events).toEqual([
      expect.objectContaining({ action: 'requested', from_status: null, to_status: 'pending', actor_id: ids.student, at: body.requested_at }),
    ]);
  });

  it('accepts a one-day request (to equal to from) and a lecturer\'s request', async () => {
    await requestOf('student', { ...BODY, to_date: BODY.from_date });
    const response = await call('lecturer', 'POST', URL, BODY);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().requester).toEqual({ id: ids.lecturer, name: 'Kwame Asante', role: 'lecturer' });
  });

  it.each(['hadmin', 'sysadmin', 'coordinator'])('refuses %s (only students and lecturers request)', async (user) => {
    const response = await call(user, 'POST', URL, BODY);
    expect(response.statusCode).toBe(403);
    expect(expectErrorShape(response)).toBeNull();
  });

  it('answers missing fields with the schema\'s messages', async () => {
    const response = await call('student', 'POST', URL, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      from_date: ['This field is required.'],
      to_date: ['This field is required.'],
      reason: ['This field is required.'],
    });
    const blank = await call('student', 'POST', URL, { from_date: null, to_date: '', reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json()).sort()).toEqual(['from_date', 'reason', 'to_date']);
  });

  it('refuses a to date before the from date', async () => {
    const response = await call('student', 'POST', URL, { ...BODY, from_date: '2026-12-03', to_date: '2026-12-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ to_date: ['To date cannot be before from date.'] });
  });

  it('refuses dates that are not dates, unknown fields and an oversized reason, saving nothing', async () => {
    const count = async () => (await t.app.db.selectFrom('absent_requests').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n;
    const before = Number(await count());
    const bad = await call('student', 'POST', URL, { ...BODY, from_date: '2026-02-30', to_date: '03/12/2026' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ from_date: ['Enter a valid date (YYYY-MM-DD).'], to_date: ['Enter a valid date (YYYY-MM-DD).'] });
    const unknown = await call('student', 'POST', URL, { ...BODY, approver: 3 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ non_field_errors: [expect.stringContaining('approver')] });
    const long = await call('student', 'POST', URL, { ...BODY, reason: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json())).toEqual(['reason']);
    const typed = await call('student', 'POST', URL, { ...BODY, reason: 12 });
    expect(typed.statusCode).toBe(400);
    expect(expectErrorShape(typed)).toBeNull();
    for (const junk of ['[]', '"text"', '12', 'null']) {
      const response = await t.app.inject({
        method: 'POST',
        url: URL,
        headers: { ...bearer(tokens.student!), 'content-type': 'application/json' },
        payload: junk,
      });
      expect(response.statusCode).toBe(400);
      expect(expectErrorShape(response)).toBeNull();
    }
    expect(Number(await count())).toBe(before);
  });

  it('takes a listed request sent back (its read-only members are ignored)', async () => {
    const listed = (await call('student', 'POST', URL, BODY)).json();
    const again = await call('student', 'POST', URL, listed);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ ...BODY, status: 'pending' });
  });
});

describe('who may action a request', () => {
  it('is the permission table\'s absence.approve.<requester role>, never one\'s own (mayAction)', () => {
    const student = { id: 1, role: 'student' };
    const lecturer = { id: 2, role: 'lecturer' };
    const coordinator = { id: 3, role: 'coordinator' };
    expect(mayAction(lecturer, student)).toBe(true);
    expect(mayAction(coordinator, student)).toBe(true);
    expect(mayAction(coordinator, { id: 4, role: 'Lecturer' })).toBe(true);
    expect(mayAction(lecturer, { id: 4, role: 'lecturer' })).toBe(false);
    expect(mayAction(lecturer, lecturer)).toBe(false);
    expect(mayAction({ id: 5, role: 'student' }, student)).toBe(false);
    expect(mayAction({ id: 6, role: 'hospital administrator' }, student)).toBe(false);
    expect(mayAction(coordinator, { id: 7, role: 'hospital administrator' })).toBe(false);
  });

  it('lets a lecturer approve a student\'s request, keeping who and when', async () => {
    const id = await requestOf('student');
    const before = Date.now();
    const response = await action('lecturer', id, 'approved');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id, status: 'approved', actioned_by: 'Kwame Asante', actioned_by_id: ids.lecturer, can_action: false });
    expect(Date.parse(body.actioned_at)).toBeGreaterThanOrEqual(before - 1000);
    const events = await eventsOf(id);
    expect(events.map(({ action, from_status, to_status, actor_id }) => ({ action, from_status, to_status, actor_id }))).toEqual([
      { action: 'requested', from_status: null, to_status: 'pending', actor_id: ids.student },
      { action: 'approved', from_status: 'pending', to_status: 'approved', actor_id: ids.lecturer },
    ]);
    expect(events[1]!.at).toBe(body.actioned_at);
  });

  it('lets the coordinator decline a lecturer\'s request and approve a student\'s', async () => {
    const lecturers = await requestOf('lecturer-two');
    const declined = await action('coordinator', lecturers, 'rejected');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'rejected', actioned_by: 'Yaw Darko', actioned_by_id: ids.coordinator });
    expect((await eventsOf(lecturers)).at(-1)).toMatchObject({ action: 'rejected', from_status: 'pending', to_status: 'rejected', actor_id: ids.coordinator });
    const students = await requestOf('student-two');
    expect((await action('coordinator', students, 'approved')).statusCode).toBe(200);
  });

  it('refuses a lecturer actioning another lecturer\'s request, and changes nothing', async () => {
    const id = await requestOf('lecturer-two');
    const response = await action('lecturer', id, 'approved');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'You may not action this request.' });
    expect((await rowOf(id)).status).toBe('pending');
    expect(await eventsOf(id)).toHaveLength(1);
  });

  it('refuses one\'s own request, even to a lecturer who may action others', async () => {
    const id = await requestOf('lecturer');
    for (const status of ['approved', 'rejected']) {
      const response = await action('lecturer', id, status);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'You cannot action your own request.' });
    }
    expect((await rowOf(id)).status).toBe('pending');
    const listed = (await list('lecturer')).find((request) => request.id === id)!;
    expect(listed.can_action).toBe(false);
  });

  it.each(['student', 'hadmin', 'sysadmin'])('refuses %s the action route', async (user) => {
    const id = await requestOf('student-two');
    const response = await action(user, id, 'approved');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    expect((await rowOf(id)).status).toBe('pending');
  });

  it('refuses a request that is no longer pending with 409, changing nothing', async () => {
    const id = await requestOf('student');
    expect((await action('lecturer', id, 'rejected')).statusCode).toBe(200);
    const row = await rowOf(id);
    for (const [user, status] of [['lecturer', 'approved'], ['coordinator', 'approved'], ['lecturer', 'rejected']] as const) {
      const response = await action(user, id, status);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail: 'This request has already been rejected.' });
    }
    expect(await rowOf(id)).toEqual(row);
    expect(await eventsOf(id)).toHaveLength(2);
    const approved = await requestOf('student');
    expect((await action('coordinator', approved, 'approved')).statusCode).toBe(200);
    expect((await action('lecturer', approved, 'rejected')).json()).toEqual({ detail: 'This request has already been approved.' });
  });

  it('lets one of two concurrent actions win; the other is answered 409', async () => {
    for (let round = 0; round < 3; round += 1) {
      const id = await requestOf('student');
      const answers = await Promise.all([action('lecturer', id, 'approved'), action('coordinator', id, 'rejected')]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.statusCode === 200)!.json();
      const loser = answers.find((answer) => answer.statusCode === 409)!.json();
      expect(loser).toEqual({ detail: `This request has already been ${winner.status}.` });
      expect((await rowOf(id)).status).toBe(winner.status);
      const events = await eventsOf(id);
      expect(events).toHaveLength(2);
      expect(events[1]).toMatchObject({ to_status: winner.status, actor_id: winner.actioned_by_id });
    }
  });

  it('refuses a bad status, a malformed id, and answers 404 for an unknown one; takes the id as numeric text', async () => {
    const id = await requestOf('student');
    for (const status of ['pending', 'Approved', '', 1, null, undefined]) {
      const response = await action('lecturer', id, status);
      expect(response.statusCode, String(status)).toBe(400);
      expect(response.json()).toEqual({ status: ['Choose approved or rejected.'] });
    }
    const extra = await call('lecturer', 'PUT', `${URL}${id}/`, { status: 'approved', note: 'x' });
    expect(extra.statusCode).toBe(400);
    expect(expectErrorShape(extra)).toBeNull();
    for (const bad of ['abc', '1.5', '-1', '0', '01']) {
      const response = await action('lecturer', bad, 'approved');
      expect(response.statusCode, bad).toBe(400);
      expect(expectErrorShape(response)).toBeNull();
    }
    for (const unknown of ['999999', '2147483648', '9999999999']) {
      const response = await action('lecturer', unknown, 'approved');
      expect(response.statusCode, unknown).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
    expect((await rowOf(id)).status).toBe('pending');
    expect((await action('lecturer', String(id), 'approved')).statusCode).toBe(200);
  });
});

describe('the list', () => {
  it('shows a student only their own requests', async () => {
    const own = await requestOf('student-two');
    await requestOf('student');
    await requestOf('lecturer');
    const listed = await list('student-two');
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((request) => request.requester.id === ids['student-two'])).toBe(true);
    expect(listed.map((request) => request.id)).toContain(own);
    expect(listed.every((request) => !request.can_action)).toBe(true);
  });

  it('shows a lecturer their own and every student\'s (any status), not other lecturers\'; can_action on pending students\'', async () => {
    const pending = await requestOf('student');
    const done = await requestOf('student-two');
    await action('coordinator', done, 'approved');
    const own = await requestOf('lecturer');
    const other = await requestOf('lecturer-two');
    const listed = await list('lecturer');
    const byId = new Map(listed.map((request) => [request.id, request]));
    expect(byId.get(pending)?.can_action).toBe(true);
    expect(byId.get(done)).toMatchObject({ status: 'approved', can_action: false, actioned_by: 'Yaw Darko' });
    expect(byId.get(own)?.can_action).toBe(false);
    expect(byId.has(other)).toBe(false);
    expect(listed.every((request) => request.requester.role === 'student' || request.requester.id === ids.lecturer)).toBe(true);
  });

  it('shows the coordinator lecturers\' and students\' requests, each pending one actionable', async () => {
    const lecturers = await requestOf('lecturer-two');
    const students = await requestOf('student');
    const listed = await list('coordinator');
    const byId = new Map(listed.map((request) => [request.id, request]));
    expect(byId.get(lecturers)?.can_action).toBe(true);
    expect(byId.get(students)?.can_action).toBe(true);
    expect(listed.every((request) => request.can_action === (request.status === 'pending'))).toBe(true);
  });

  it('answers newest first, filters by status, and refuses an unknown status', async () => {
    const first = await requestOf('student');
    const second = await requestOf('student');
    await action('lecturer', second, 'rejected');
    const all = await list('student');
    expect(all.findIndex((request) => request.id === second)).toBeLessThan(all.findIndex((request) => request.id === first));
    const rejected = await list('student', '?status=rejected');
    expect(rejected.length).toBeGreaterThan(0);
    expect(rejected.every((request) => request.status === 'rejected')).toBe(true);
    expect(rejected.map((request) => request.id)).toContain(second);
    expect((await list('student', '?status=pending')).map((request) => request.id)).not.toContain(second);
    const bad = await call('student', 'GET', `${URL}?status=done`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: ['Choose pending, approved or rejected.'] });
  });

  it.each(['hadmin', 'sysadmin'])('refuses %s', async (user) => {
    const response = await call(user, 'GET', URL);
    expect(response.statusCode).toBe(403);
  });
});
