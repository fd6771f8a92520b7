/**
 * The clinic schedule API (platform §2.12; docs/decisions.md, "Clinic schedule (issue 13, server)"): the read and
 * created shapes, who may do what, bad input, overlaps (stored and within one batch), approved absences, the
 * range bounds of GET, and the default supervisor taken from the schedule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../../server/lib/dates';
import { addDays } from '../../../server/features/clinic-schedule/service';
import { defaultSupervisor } from '../../../server/features/reviews/service';
import { hashPassword } from '../../../server/services/passwords';
import { insertAbsence } from '../helpers/absences';
import { createAppointment, createPatient, saveCompletionRecords } from '../helpers/clinic';
import { bearer, createTestApp, DEMO_PASSWORD, expectErrorShape, tokensFor, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const EXTRA_USERS = [
  { username: 'lecturer-aaron', role: 'Lecturer', first_name: 'Aaron', last_name: 'Mensah', is_active: 1 },
  { username: 'student-akosua', role: 'student', first_name: 'Akosua', last_name: 'Frimpong', is_active: 1 },
  { username: 'student-gone', role: 'student', first_name: 'Adjoa', last_name: 'Gone', is_active: 0 },
];
const DEMO = ['sysadmin', 'hadmin', 'lecturer', 'student', 'coordinator'];

beforeAll(async () => {
  t = await createTestApp();
  const password_hash = await hashPassword(DEMO_PASSWORD);
  for (const user of EXTRA_USERS) {
    await t.app.db.insertInto('users').values({ ...user, password_hash, created_at: new Date().toISOString() }).execute();
  }
  for (const user of DEMO) tokens[user] = (await tokensFor(t.app, user)).access;
  for (const user of [...DEMO, ...EXTRA_USERS.map((u) => u.username)]) ids[user] = (await t.app.repos.users.findByUsername(user))!.id;
});
afterAll(async () => {
  await t?.close();
});

const SCHEDULES = '/api/clinic-schedule/schedules/';
const STAFF = '/api/clinic-schedule/staff/';
const post = (payload: unknown, user = 'coordinator') =>
  t.app.inject({ method: 'POST', url: SCHEDULES, payload: payload as object, headers: bearer(tokens[user]!) });
const get = (url: string, user = 'coordinator') => t.app.inject({ method: 'GET', url, headers: bearer(tokens[user]!) });
const entry = (staff: string | number, date: string, start = '08:00', end = '14:00') => ({
  staff_id: typeof staff === 'number' ? staff : ids[staff]!,
  date,
  start_time: start,
  end_time: end,
});
/** A distinct far-future date per test, so tests never meet each other's entries. */
let day = 0;
const freshDate = () => addDays('2031-01-05', (day += 3));
const countOn = async (date: string) => ((await get(`${SCHEDULES}?date=${date}`)).json() as unknown[]).length;

describe('shapes', () => {
  it('creates one entry per staff member and answers them (and GET ?date=) in the read shape (place null when none was given), by start then name', async () => {
    const date = freshDate();
    const created = await post([entry('student', date, '09:00', '12:00'), entry('lecturer', date), entry('lecturer-aaron', date)]);
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    expect(body).toEqual([
      { id: expect.any(Number), date, start_time: '08:00', end_time: '14:00', place: null, staff_id: ids['lecturer-aaron'], staff: { id: ids['lecturer-aaron'], name: 'Aaron Mensah', role: 'lecturer' } },
      { id: expect.any(Number), date, start_time: '08:00', end_time: '14:00', place: null, staff_id: ids.lecturer, staff: { id: ids.lecturer, name: 'Kwame Asante', role: 'lecturer' } },
      { id: expect.any(Number), date, start_time: '09:00', end_time: '12:00', place: null, staff_id: ids.student, staff: { id: ids.student, name: 'Efua Boateng', role: 'student' } },
    ]);
    const read = await get(`${SCHEDULES}?date=${date}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(body);
  });

  it("takes a single object, ids as text and times as 'HH:MM:SS', and stores and answers 'HH:MM'", async () => {
    const date = freshDate();
    const created = await post({ staff_id: String(ids.student), date, start_time: '08:00:00', end_time: '13:30:59' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual([expect.objectContaining({ staff_id: ids.student, start_time: '08:00', end_time: '13:30' })]);
    const stored = await t.app.db.selectFrom('clinic_schedules').select(['start_time', 'end_time']).where('date', '=', date).execute();
    expect(stored).toEqual([{ start_time: '08:00', end_time: '13:30' }]);
  });

  it('lists the staff that can be scheduled (active students and lecturers) by name, all available without a date', async () => {
    const response = await get(STAFF);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: ids['lecturer-aaron'], name: 'Aaron Mensah', role: 'lecturer', available: true, unavailable_reason: null, scheduled: [] },
      { id: ids['student-akosua'], name: 'Akosua Frimpong', role: 'student', available: true, unavailable_reason: null, scheduled: [] },
      { id: ids.student, name: 'Efua Boateng', role: 'student', available: true, unavailable_reason: null, scheduled: [] },
      { id: ids.lecturer, name: 'Kwame Asante', role: 'lecturer', available: true, unavailable_reason: null, scheduled: [] },
    ]);
  });

  it("answers each staff member's scheduled times on ?date=, by start, and none on other dates or without a date", async () => {
    const date = freshDate();
    const created = await post([entry('student', date, '12:00', '14:00'), entry('student', date, '08:00', '10:00'), entry('lecturer', date)]);
    expect(created.statusCode, created.body).toBe(201);
    await post([entry('student-akosua', addDays(date, 1), '09:00', '11:00')]);
    const staff = (await get(`${STAFF}?date=${date}`)).json() as { id: number; scheduled: unknown }[];
    const scheduledOf = (user: string) => staff.find((s) => s.id === ids[user])!.scheduled;
    expect(scheduledOf('student')).toEqual([
      { start_time: '08:00', end_time: '10:00' },
      { start_time: '12:00', end_time: '14:00' },
    ]);
    expect(scheduledOf('lecturer')).toEqual([{ start_time: '08:00', end_time: '14:00' }]);
    expect(scheduledOf('student-akosua')).toEqual([]);
    expect(scheduledOf('lecturer-aaron')).toEqual([]);
    const undated = (await get(STAFF)).json() as { scheduled: unknown[] }[];
    expect(undated.every((s) => s.scheduled.length === 0)).toBe(true);
  });
});

describe('roles', () => {
  it('lets every role read the schedule', async () => {
    for (const user of DEMO) expect((await get(`${SCHEDULES}?date=${freshDate()}`, user)).statusCode, user).toBe(200);
  });

  it('lets only the coordinator create entries and list the staff', async () => {
    for (const user of DEMO.filter((u) => u !== 'coordinator')) {
      const date = freshDate();
      const created = await post([entry('student', date)], user);
      expect(created.statusCode, user).toBe(403);
      expect(await countOn(date)).toBe(0);
      expect((await get(STAFF, user)).statusCode, user).toBe(403);
    }
    expect((await post([entry('student', freshDate())])).statusCode).toBe(201);
    expect((await get(STAFF)).statusCode).toBe(200);
  });

  it('refuses a request without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: SCHEDULES })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: SCHEDULES, payload: [] })).statusCode).toBe(401);
  });
});

describe('bad input', () => {
  const refused = async (payload: unknown, expected: Record<string, string[]>) => {
    const response = await post(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(expectErrorShape(response)).toBeNull();
    expect(response.json()).toEqual(expected);
  };

  it('refuses a body without staff, or with nothing', async () => {
    const date = freshDate();
    await refused([{ date, start_time: '08:00', end_time: '14:00' }], { staff_id: ['Please select a date and at least one staff member.'] });
    await refused([{ staff_id: null, date, start_time: '08:00', end_time: '14:00' }], { staff_id: ['Please select a date and at least one staff member.'] });
    await refused([], { staff_id: ['Please select a date and at least one staff member.'] });
    await refused([42], { non_field_errors: ['Each entry must be an object with staff_id, date, start_time and end_time.'] });
    expect(await countOn(date)).toBe(0);
  });

  it('refuses bad dates and times', async () => {
    await refused([entry('student', '07/12/2031')], { date: ['Enter a valid date (YYYY-MM-DD).'] });
    await refused([entry('student', '2031-02-30')], { date: ['Enter a valid date (YYYY-MM-DD).'] });
    await refused([{ staff_id: ids.student, start_time: '08:00', end_time: '14:00' }], { date: ['Please select a date and at least one staff member.'] });
    await refused([entry('student', freshDate(), '8am', '25:00')], {
      start_time: ['Enter a valid time (HH:MM).'],
      end_time: ['Enter a valid time (HH:MM).'],
    });
  });

  it('refuses an end at or before the start', async () => {
    const date = freshDate();
    await refused([entry('student', date, '14:00', '08:00')], { end_time: ['End time must be after start time.'] });
    await refused([entry('student', date, '10:00', '10:00')], { end_time: ['End time must be after start time.'] });
    await refused([entry('student', date, '10:00:10', '10:00:50')], { end_time: ['End time must be after start time.'] });
    expect(await countOn(date)).toBe(0);
  });

  it('refuses unknown, inactive and non-rostered users, and stores none of the batch', async () => {
    const date = freshDate();
    for (const staff of [999999, ids['student-gone']!, ids.hadmin!, ids.coordinator!, ids.sysadmin!]) {
      await refused([entry('student', date), entry(staff, date)], { staff_id: ['Choose staff from the list.'] });
    }
    expect(await countOn(date)).toBe(0);
  });

  it('refuses ids that are not ids, unknown members and too many entries', async () => {
    const date = freshDate();
    await refused([{ ...entry('student', date), staff_id: 'abc' }], { staff_id: ['A valid integer is required.'] });
    await refused([{ ...entry('student', date), staff_id: '1.5' }], { staff_id: ['A valid integer is required.'] });
    await refused([{ ...entry('student', date), staff_id: 0 }], { staff_id: ['Ensure this value is greater than or equal to 1.'] });
    await refused([{ ...entry('student', date), notes: 'x' }], { non_field_errors: ['Unknown field: notes.'] });
    const many = Array.from({ length: 101 }, (_, i) => entry('student', addDays(date, i)));
    const response = await post(many);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: ['Ensure this list has no more than 100 items.'] });
    expect(await countOn(date)).toBe(0);
  });

  it('refuses a body that is not a list or an object, or too large', async () => {
    const text = await t.app.inject({ method: 'POST', url: SCHEDULES, payload: '"x"', headers: { ...bearer(tokens.coordinator!), 'content-type': 'application/json' } });
    expect(text.statusCode).toBe(400);
    expect(expectErrorShape(text)).toBeNull();
    const large = await post([{ ...entry('student', freshDate()), notes: 'x'.repeat(70_000) }]);
    expect(large.statusCode).toBe(413);
  });
});

describe('overlaps', () => {
  it('refuses an entry overlapping a stored one of the same staff member, naming them and the stored times', async () => {
    const date = freshDate();
    expect((await post([entry('student', date, '08:00', '12:00')])).statusCode).toBe(201);
    const response = await post([entry('lecturer', date, '08:00', '12:00'), entry('student', date, '11:30', '15:00')]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: `Efua Boateng is already scheduled on ${date} from 08:00 to 12:00.` });
    expect(await countOn(date)).toBe(1);
    // Inside, around, and the same range are overlaps too.
    for (const [start, end] of [['09:00', '10:00'], ['07:00', '13:00'], ['08:00', '12:00']] as const) {
      expect((await post([entry('student', date, start, end)])).statusCode, `${start}-${end}`).toBe(400);
    }
  });

  it('allows touching times and other staff at the same time', async () => {
    const date = freshDate();
    expect((await post([entry('student', date, '08:00', '12:00')])).statusCode).toBe(201);
    const response = await post([entry('student', date, '12:00', '14:00'), entry('student', date, '06:00', '08:00'), entry('lecturer', date, '08:00', '12:00')]);
    expect(response.statusCode, response.body).toBe(201);
    expect(await countOn(date)).toBe(4);
    // The same times on another date are fine.
    expect((await post([entry('student', addDays(date, 1), '08:00', '12:00')])).statusCode).toBe(201);
  });

  it('refuses overlapping entries within one batch, and stores none of it', async () => {
    const date = freshDate();
    const response = await post([entry('lecturer', date), entry('student', date, '08:00', '10:00'), entry('student', date, '09:00', '11:00')]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: `Efua Boateng is already scheduled on ${date} from 08:00 to 10:00.` });
    const twice = await post([entry('student', date), entry('student', date)]);
    expect(twice.json()).toEqual({ detail: `Efua Boateng is already scheduled on ${date} from 08:00 to 14:00.` });
    expect(await countOn(date)).toBe(0);
  });

  it('lets only one of two concurrent overlapping saves for the same staff member through', async () => {
    const date = freshDate();
    const answers = await Promise.all([post([entry('student', date, '08:00', '12:00')]), post([entry('student', date, '10:00', '14:00')])]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(await countOn(date)).toBe(1);
  });
});

describe('approved absences', () => {
  it('refuses a staff member on an approved absence that date, and GET staff shows them unavailable with the reason', async () => {
    const date = freshDate();
    await insertAbsence(t.app, { requesterId: ids['student-akosua']!, from: addDays(date, -1), to: addDays(date, 1), actionedBy: ids.lecturer! });
    const response = await post([entry('lecturer', date), entry('student-akosua', date)]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: `Akosua Frimpong is on approved absence on ${date}.` });
    expect(await countOn(date)).toBe(0);

    const staff = (await get(`${STAFF}?date=${date}`)).json() as { id: number; available: boolean; unavailable_reason: string | null }[];
    expect(staff.find((s) => s.id === ids['student-akosua'])).toMatchObject({
      available: false,
      unavailable_reason: `On approved absence (${addDays(date, -1)} to ${addDays(date, 1)})`,
    });
    expect(staff.filter((s) => !s.available)).toHaveLength(1);
    // The days just outside the absence are free.
    for (const other of [addDays(date, -2), addDays(date, 2)]) {
      const list = (await get(`${STAFF}?date=${other}`)).json() as { available: boolean }[];
      expect(list.every((s) => s.available)).toBe(true);
      expect((await post([entry('student-akosua', other)])).statusCode).toBe(201);
    }
  });

  it('ignores pending and rejected requests', async () => {
    const date = freshDate();
    await insertAbsence(t.app, { requesterId: ids.student!, from: date, to: date, status: 'pending' });
    await insertAbsence(t.app, { requesterId: ids.student!, from: date, to: date, status: 'rejected', actionedBy: ids.lecturer! });
    const list = (await get(`${STAFF}?date=${date}`)).json() as { id: number; available: boolean }[];
    expect(list.find((s) => s.id === ids.student)).toMatchObject({ available: true, unavailable_reason: null });
    expect((await post([entry('student', date)])).statusCode).toBe(201);
  });

  it('refuses a bad date on GET staff', async () => {
    for (const date of ['2031-13-01', 'tomorrow', '2031-02-29']) {
      const response = await get(`${STAFF}?date=${date}`);
      expect(response.statusCode, date).toBe(400);
      expect(response.json()).toEqual({ date: ['Enter a valid date (YYYY-MM-DD).'] });
    }
  });
});

describe('GET ranges', () => {
  it('answers an inclusive range, and at most 62 days', async () => {
    const from = freshDate();
    day += 70;
    const to = addDays(from, 61);
    expect((await post([entry('student', from), entry('student', to), entry('student', addDays(to, 1))])).statusCode).toBe(201);
    const range = await get(`${SCHEDULES}?from=${from}&to=${to}`);
    expect(range.statusCode).toBe(200);
    expect((range.json() as { date: string }[]).map((e) => e.date)).toEqual([from, to]);
    const tooLong = await get(`${SCHEDULES}?from=${from}&to=${addDays(to, 1)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ to: ['The range can be at most 62 days.'] });
  });

  it('refuses bad dates and half ranges', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['?date=2031-02-30', { date: ['Enter a valid date (YYYY-MM-DD).'] }],
      ['?date=x', { date: ['Enter a valid date (YYYY-MM-DD).'] }],
      ['?date=2031-01-01&from=2031-01-01&to=2031-01-02', { date: ['Give either date or from and to, not both.'] }],
      ['?from=2031-01-01', { to: ['Give both from and to (YYYY-MM-DD).'] }],
      ['?to=2031-01-01', { from: ['Give both from and to (YYYY-MM-DD).'] }],
      ['?from=2031-01-10&to=2031-01-09', { to: ['To date cannot be before from date.'] }],
      ['?from=20310110&to=2031-01-09', { from: ['Enter a valid date (YYYY-MM-DD).'] }],
    ];
    for (const [query, expected] of cases) {
      const response = await get(`${SCHEDULES}${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual(expected);
    }
    const unknown = await get(`${SCHEDULES}?week=1`);
    expect(unknown.statusCode).toBe(400);
    expect(expectErrorShape(unknown)).toBeNull();
  });

  it('answers today − 31 to today + 62 days without parameters', async () => {
    const today = localDate();
    const inside = [addDays(today, -31), today, addDays(today, 62)];
    const outside = [addDays(today, -32), addDays(today, 63)];
    expect((await post([...inside, ...outside].map((date) => entry('lecturer-aaron', date, '20:00', '21:00')))).statusCode).toBe(201);
    const dates = ((await get(SCHEDULES, 'student')).json() as { date: string; staff_id: number }[])
      .filter((e) => e.staff_id === ids['lecturer-aaron'])
      .map((e) => e.date);
    expect(dates).toEqual(inside);
  });
});

describe('defaultSupervisor', () => {
  it("is the lecturer on the appointment date's schedule who starts first, else the first active lecturer", async () => {
    const date = freshDate();
    // No one scheduled: the first active lecturer by name (Aaron Mensah).
    expect(await defaultSupervisor(t.app.db, date)).toBe(ids['lecturer-aaron']);
    // A student starting earlier does not count; the lecturer starting first does.
    expect((await post([entry('student', date, '07:00', '09:00'), entry('lecturer', date, '08:00', '12:00'), entry('lecturer-aaron', date, '09:00', '12:00')])).statusCode).toBe(201);
    expect(await defaultSupervisor(t.app.db, date)).toBe(ids.lecturer);
    // Same start: by name.
    const other = freshDate();
    expect((await post([entry('lecturer', other, '08:00', '12:00'), entry('lecturer-aaron', other, '08:00', '10:00')])).statusCode).toBe(201);
    expect(await defaultSupervisor(t.app.db, other)).toBe(ids['lecturer-aaron']);
    // Without a date: the first active lecturer.
    expect(await defaultSupervisor(t.app.db)).toBe(ids['lecturer-aaron']);
  });

  it("sends a student's completed case to the lecturer on that day's schedule", async () => {
    const date = freshDate();
    expect((await post([entry('lecturer', date, '08:00', '14:00')])).statusCode).toBe(201);
    const patient = await createPatient(t.app);
    const appointment = await createAppointment(t.app, patient.id, { appointment_date: date });
    await saveCompletionRecords(t.app, appointment);
    const completed = await t.app.inject({ method: 'PATCH', url: `/api/clients/api/${appointment}/complete/`, headers: bearer(tokens.student!) });
    expect(completed.statusCode, completed.body).toBe(200);
    const review = await t.app.db.selectFrom('case_reviews').select('supervisor_id').where('appointment_id', '=', appointment).executeTakeFirstOrThrow();
    expect(review.supervisor_id).toBe(ids.lecturer);
  });

  it('skips a scheduled lecturer who is no longer active', async () => {
    const date = freshDate();
    expect((await post([entry('lecturer', date, '08:00', '12:00')])).statusCode).toBe(201);
    expect(await defaultSupervisor(t.app.db, date)).toBe(ids.lecturer);
    await t.app.db.updateTable('users').set({ is_active: 0 }).where('id', '=', ids.lecturer!).execute();
    try {
      expect(await defaultSupervisor(t.app.db, date)).toBe(ids['lecturer-aaron']);
    } finally {
      await t.app.db.updateTable('users').set({ is_active: 1 }).where('id', '=', ids.lecturer!).execute();
    }
  });
});
