/**
 * The coordinator's changes to the clinic schedule (issue 23, item 2; docs/decisions.md, "Coordinator clinic
 * schedule (issue 23)"): a place per entry, weekly repeats (all or nothing, bounded), PATCH and DELETE of one entry
 * (checked as a new one, audit-logged, coordinator only), and the approved absences the calendar shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CREATED, SCHEDULE_MESSAGES } from '../../../contracts/clinic-schedule';
import { addDays } from '../../../server/features/clinic-schedule/service';
import { insertAbsence } from '../helpers/absences';
import { bearer, createTestApp, expectErrorShape, tokensFor, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const DEMO = ['sysadmin', 'hadmin', 'lecturer', 'student', 'coordinator'];

beforeAll(async () => {
  t = await createTestApp();
  for (const user of DEMO) {
    tokens[user] = (await tokensFor(t.app, user)).access;
    ids[user] = (await t.app.repos.users.findByUsername(user))!.id;
  }
});
afterAll(async () => {
  await t?.close();
});

const SCHEDULES = '/api/clinic-schedule/schedules/';
const ABSENCES = '/api/clinic-schedule/absences/';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, user = 'coordinator') =>
  t.app.inject({ method, url, headers: bearer(tokens[user]!), ...(payload === undefined ? {} : { payload: payload as object }) });
const entryUrl = (id: number | string) => `${SCHEDULES}${id}/`;

interface Entry {
  id: number;
  date: string;
  start_time: string;
  end_time: string;
  staff_id: number;
  place?: string | null;
}

/** A distinct far-future Monday-based date per test, so tests never meet each other's entries. */
let day = 0;
const freshDate = () => addDays('2034-01-02', (day += 7 * 60));

async function create(body: object | object[]): Promise<Entry[]> {
  const answer = await call('POST', SCHEDULES, body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as Entry[];
}
const one = async (user: string, date: string, more: object = {}) =>
  (await create({ staff_id: ids[user], date, start_time: '08:00', end_time: '12:00', ...more }))[0]!;
const onDate = async (date: string) => (await call('GET', `${SCHEDULES}?date=${date}`)).json() as Entry[];

async function auditOf(entryId: number) {
  return t.app.db
    .selectFrom('audit_events')
    .select(['action', 'user_id', 'record_kind'])
    .where('record_kind', '=', 'clinic-schedule')
    .where('record_id', '=', entryId)
    .orderBy('id')
    .execute();
}

describe('place', () => {
  it('stores a place (trimmed) and answers it, on POST and GET', async () => {
    const date = freshDate();
    const created = await one('student', date, { place: '  Old Site, room 2 ' });
    expect(created.place).toBe('Old Site, room 2');
    expect((await onDate(date))[0]).toMatchObject({ id: created.id, place: 'Old Site, room 2' });
  });

  it('refuses a place longer than 100 characters, storing nothing', async () => {
    const date = freshDate();
    const answer = await call('POST', SCHEDULES, { staff_id: ids.student, date, start_time: '08:00', end_time: '12:00', place: 'x'.repeat(101) });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json() as object)).toEqual(['place']);
    expect(await onDate(date)).toEqual([]);
  });
});

describe('repeat weekly', () => {
  it('creates the entry on its date and the same weekday of the next weeks, without keeping repeat_weeks', async () => {
    const date = freshDate();
    const created = await create([
      { staff_id: ids.student, date, start_time: '08:00', end_time: '12:00', place: 'CCTU', repeat_weeks: 4 },
      { staff_id: ids.lecturer, date, start_time: '08:00', end_time: '12:00', place: 'CCTU', repeat_weeks: 4 },
    ]);
    expect(created).toHaveLength(8);
    const weeks = [0, 7, 14, 21].map((days) => addDays(date, days));
    expect([...new Set(created.map((entry) => entry.date))]).toEqual(weeks);
    expect(created.every((entry) => entry.place === 'CCTU' && !('repeat_weeks' in entry))).toBe(true);
    for (const week of weeks) expect((await onDate(week)).map((entry) => entry.staff_id).sort()).toEqual([ids.student, ids.lecturer].sort());
    const audited = await Promise.all(created.map((entry) => auditOf(entry.id)));
    expect(audited.every((events) => events.length === 1 && events[0]!.action === 'create' && events[0]!.user_id === ids.coordinator)).toBe(true);
  });

  it('stores none of the weeks when one of them is refused (an approved absence in week 3)', async () => {
    const date = freshDate();
    await insertAbsence(t.app, { requesterId: ids.student!, from: addDays(date, 14), to: addDays(date, 14) });
    const answer = await call('POST', SCHEDULES, { staff_id: ids.student, date, start_time: '08:00', end_time: '12:00', repeat_weeks: 4 });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ detail: `Efua Boateng is on approved absence on ${addDays(date, 14)}.` });
    for (const days of [0, 7, 14, 21]) expect(await onDate(addDays(date, days))).toEqual([]);
  });

  it.each([
    [0, 'Ensure this value is greater than or equal to 1.'],
    [53, 'Ensure this value is less than or equal to 52.'],
    ['two', 'A valid integer is required.'],
  ])('refuses repeat_weeks %j with the form’s message', async (repeat, message) => {
    const date = freshDate();
    const answer = await call('POST', SCHEDULES, { staff_id: ids.student, date, start_time: '08:00', end_time: '12:00', repeat_weeks: repeat });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ repeat_weeks: [message] });
    expect(await onDate(date)).toEqual([]);
  });

  it(`refuses more than ${MAX_CREATED} entries in all (staff × weeks), storing none`, async () => {
    const date = freshDate();
    const body = Array.from({ length: 11 }, (_, i) => ({
      staff_id: ids.student,
      date,
      start_time: `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
      end_time: `${String(8 + Math.floor((i + 1) / 2)).padStart(2, '0')}:${(i + 1) % 2 ? '30' : '00'}`,
      repeat_weeks: 52,
    }));
    const answer = await call('POST', SCHEDULES, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ repeat_weeks: [SCHEDULE_MESSAGES.tooManyCreated] });
    expect(await onDate(date)).toEqual([]);
  });
});

describe('PATCH an entry', () => {
  it('changes the members given, keeps the others, answers the entry and writes the change to the audit trail', async () => {
    const date = freshDate();
    const created = await one('student', date, { place: 'Old Site' });
    const answer = await call('PATCH', entryUrl(created.id), { start_time: '09:00', end_time: '13:30:00', place: 'New Site' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ ...created, start_time: '09:00', end_time: '13:30', place: 'New Site' });
    expect(await onDate(date)).toEqual([answer.json()]);
    expect(await auditOf(created.id)).toEqual([
      { action: 'create', user_id: ids.coordinator, record_kind: 'clinic-schedule' },
      { action: 'update', user_id: ids.coordinator, record_kind: 'clinic-schedule' },
    ]);
    // The form sends repeat_weeks 1 (the entry alone): taken.
    expect((await call('PATCH', entryUrl(created.id), { place: 'New Site', repeat_weeks: 1 })).statusCode).toBe(200);
  });

  it('moves an entry to another date and staff member, and clears a place with null', async () => {
    const date = freshDate();
    const created = await one('student', date, { place: 'Old Site' });
    const answer = await call('PATCH', entryUrl(created.id), { date: addDays(date, 1), staff_id: ids.lecturer, place: null });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ id: created.id, date: addDays(date, 1), staff_id: ids.lecturer, staff: { name: 'Kwame Asante' }, place: null });
    expect(await onDate(date)).toEqual([]);
  });

  it('may keep or move within its own times, but not over another entry of the same person', async () => {
    const date = freshDate();
    const first = await one('student', date);
    await one('student', date, { start_time: '13:00', end_time: '15:00' });
    expect((await call('PATCH', entryUrl(first.id), { start_time: '08:30' })).statusCode).toBe(200);
    const clash = await call('PATCH', entryUrl(first.id), { end_time: '13:30' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toEqual({ detail: `Efua Boateng is already scheduled on ${date} from 13:00 to 15:00.` });
    expect((await onDate(date))[0]).toMatchObject({ id: first.id, start_time: '08:30', end_time: '12:00' });
  });

  it('refuses a date of an approved absence, an end before the start, bad values, repeat_weeks and staff off the rota', async () => {
    const date = freshDate();
    const created = await one('student', date);
    await insertAbsence(t.app, { requesterId: ids.student!, from: addDays(date, 2), to: addDays(date, 2) });
    const refusals: [object, object][] = [
      [{ date: addDays(date, 2) }, { detail: `Efua Boateng is on approved absence on ${addDays(date, 2)}.` }],
      [{ end_time: '07:00' }, { end_time: [SCHEDULE_MESSAGES.endAfterStart] }],
      [{ date: '2034-02-30' }, { date: [SCHEDULE_MESSAGES.date] }],
      [{ start_time: 'noon' }, { start_time: ['Enter a valid time (HH:MM).'] }],
      [{ repeat_weeks: 2 }, { repeat_weeks: [SCHEDULE_MESSAGES.repeatOnCreate] }],
      [{ staff_id: ids.hadmin }, { staff_id: [SCHEDULE_MESSAGES.staff] }],
      [{ room: 'A' }, { non_field_errors: ['Unknown field: room.'] }],
    ];
    for (const [body, error] of refusals) {
      const answer = await call('PATCH', entryUrl(created.id), body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json(), JSON.stringify(body)).toEqual(error);
    }
    expect(await onDate(date)).toEqual([created]);
    expect((await auditOf(created.id)).map((event) => event.action)).toEqual(['create']);
  });

  it('answers 404 for an unknown id and 400 for a body that is not an object', async () => {
    const missing = await call('PATCH', entryUrl(999_999), { place: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not found.' });
    const created = await one('student', freshDate());
    const list = await call('PATCH', entryUrl(created.id), [{ place: 'X' }]);
    expect(list.statusCode).toBe(400);
    expect(expectErrorShape(list)).toBeNull();
  });
});

describe('DELETE an entry', () => {
  it('deletes it, answers it as it was, writes it to the audit trail; a second delete is 404', async () => {
    const date = freshDate();
    const created = await one('student', date, { place: 'CCTU' });
    const answer = await call('DELETE', entryUrl(created.id));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual(created);
    expect(await onDate(date)).toEqual([]);
    expect((await auditOf(created.id)).map((event) => event.action)).toEqual(['create', 'delete']);
    const again = await call('DELETE', entryUrl(created.id));
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: 'Not found.' });
  });

  it('frees the day: leave refused while the entry stands is approved once it is deleted', async () => {
    const date = freshDate();
    const created = await one('student', date);
    const request = await insertAbsence(t.app, { requesterId: ids.student!, from: date, to: date, status: 'pending' });
    const approve = () => call('PUT', `/api/absences/absent-requests/${request}/`, { status: 'approved' });
    expect((await approve()).statusCode).toBe(409);
    expect((await call('DELETE', entryUrl(created.id))).statusCode).toBe(200);
    expect((await approve()).statusCode).toBe(200);
  });
});

describe('who may change the schedule', () => {
  it('lets only the coordinator edit or delete an entry', async () => {
    const date = freshDate();
    const created = await one('student', date);
    for (const user of DEMO.filter((u) => u !== 'coordinator')) {
      const patch = await call('PATCH', entryUrl(created.id), { place: 'X' }, user);
      expect(patch.statusCode, user).toBe(403);
      expect((await call('DELETE', entryUrl(created.id), undefined, user)).statusCode, user).toBe(403);
    }
    expect(await onDate(date)).toEqual([created]);
    const anonymous = await t.app.inject({ method: 'DELETE', url: entryUrl(created.id) });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('approved absences on the calendar', () => {
  it("answers the coordinator everyone's approved absences meeting the range, and anyone else only their own", async () => {
    const date = freshDate();
    const student = await insertAbsence(t.app, { requesterId: ids.student!, from: addDays(date, -2), to: date });
    const lecturer = await insertAbsence(t.app, { requesterId: ids.lecturer!, from: addDays(date, 3), to: addDays(date, 4) });
    await insertAbsence(t.app, { requesterId: ids.lecturer!, from: date, to: date, status: 'pending' });
    await insertAbsence(t.app, { requesterId: ids.student!, from: addDays(date, 1), to: addDays(date, 1), status: 'rejected' });
    await insertAbsence(t.app, { requesterId: ids.student!, from: addDays(date, 30), to: addDays(date, 31) });
    const range = `${ABSENCES}?from=${date}&to=${addDays(date, 6)}`;
    const all = await call('GET', range);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual([
      { id: student, from_date: addDays(date, -2), to_date: date, staff: { id: ids.student, name: 'Efua Boateng', role: 'student' } },
      { id: lecturer, from_date: addDays(date, 3), to_date: addDays(date, 4), staff: { id: ids.lecturer, name: 'Kwame Asante', role: 'lecturer' } },
    ]);
    expect((await call('GET', range, undefined, 'student')).json()).toEqual([(all.json() as object[])[0]]);
    expect((await call('GET', range, undefined, 'lecturer')).json()).toEqual([(all.json() as object[])[1]]);
    expect((await call('GET', range, undefined, 'hadmin')).json()).toEqual([]);
  });

  it('refuses a bad range as GET schedules does', async () => {
    const bad = await call('GET', `${ABSENCES}?from=2034-01-01&to=2034-06-01`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ to: [SCHEDULE_MESSAGES.rangeTooLong] });
    expect((await call('GET', `${ABSENCES}?from=2034-02-30&to=2034-03-01`)).json()).toEqual({ from: [SCHEDULE_MESSAGES.date] });
    expect((await call('GET', `${ABSENCES}?date=2034-01-01`)).statusCode).toBe(400);
  });
});
