/**
 * One user cannot fill the disk with section saves: saves per minute and bytes per hour are budgets kept in the
 * database; over either the save is 429 with Retry-After and nothing is stored, even when requests arrive at once.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BUDGETS } from '../../../server/config';
import { patientWithAppointment } from '../helpers/clinic';
import { databaseSize } from '../helpers/database-size';
import { bearer, createTestApp, tokensFor, type TestApp } from '../helpers/test-app';

const SAVES_PER_MINUTE = 5;
const BYTES_PER_HOUR = 8 * 1024;
const TOUCHED = ['section_records', 'usage_budgets', 'audit_events'] as const;

const CONDITION = { condition: 4, affected_eye: null, field_type: 'text', value: 'Since childhood' };

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    config: { budgets: { ...DEFAULT_BUDGETS, sectionSavesPerMinute: SAVES_PER_MINUTE, sectionBytesPerHour: BYTES_PER_HOUR } },
  });
});
afterAll(async () => {
  await t?.close();
});

// The budgets' windows are fixed (the minute, the hour): the clock stands still 5 seconds into the hour, so a test
// never straddles two windows.
beforeEach(() => {
  const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(hour + 5_000);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Saves of one case history as `username` with the token of a sign-in made now. */
async function caseHistory(username: string, complaint = 'Blurred vision') {
  const { appointmentId } = await patientWithAppointment(t.app);
  const token = (await tokensFor(t.app, username)).access;
  return () =>
    t.app.inject({
      method: 'POST',
      url: '/api/tests/api/case-history/',
      payload: { appointment: appointmentId, chief_complaint: complaint, condition_details: [CONDITION] },
      headers: bearer(token),
    });
}

describe('section save budget', () => {
  it(`answers 429 with Retry-After after ${SAVES_PER_MINUTE} saves in a minute, even in parallel, and stores nothing more`, async () => {
    const save = await caseHistory('student');
    const answers = await Promise.all(Array.from({ length: 20 }, () => save()));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(SAVES_PER_MINUTE);
    expect(codes.filter((code) => code === 429)).toHaveLength(20 - SAVES_PER_MINUTE);

    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toEqual({ detail: 'Save limit reached: at most 5 saves per minute. Try again in 55 seconds.' });
    expect(refused.headers['retry-after']).toBe('55');

    const before = await databaseSize(t.app.db, TOUCHED);
    for (let i = 0; i < 10; i += 1) expect((await save()).statusCode).toBe(429);
    expect(await databaseSize(t.app.db, TOUCHED)).toEqual(before);

    // Another user has a budget of their own; the next minute brings room again.
    expect((await (await caseHistory('lecturer'))()).statusCode).toBe(201);
    vi.setSystemTime(Date.now() + 60_000);
    expect((await save()).statusCode).toBe(201);
  });

  it('answers 429 once the hour\'s bytes are used, and stores nothing more', async () => {
    const save = await caseHistory('sysadmin', 'x'.repeat(2000));
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) codes.push((await save()).statusCode);
    expect(codes).toEqual([201, 201, 201, 429]);

    const before = await databaseSize(t.app.db, TOUCHED);
    vi.setSystemTime(Date.now() + 60_000);
    const refused = await save();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: 'Save limit reached: at most 8 KB of records per hour. Try again in 59 minutes.' });
    expect(Number(refused.headers['retry-after'])).toBe(3600 - 65);
    expect(await databaseSize(t.app.db, TOUCHED)).toEqual(before);
  });

  it('keeps at most the current windows of each budget', async () => {
    for (let i = 0; i < 3; i += 1) {
      // A new sign-in each time: two hours on, the last token has expired.
      const save = await caseHistory('lecturer');
      expect((await save()).statusCode).toBe(201);
      vi.setSystemTime(Date.now() + 2 * 60 * 60_000);
    }
    const user = await t.app.repos.users.findByUsername('lecturer');
    const rows = await t.app.db.selectFrom('usage_budgets').selectAll().where('subject', '=', String(user!.id)).execute();
    expect(rows.map((row) => row.kind).sort()).toEqual(['section-bytes', 'section-saves']);
  });
});

describe('the default save budget', () => {
  it(`stops a script saving in a loop after ${DEFAULT_BUDGETS.sectionSavesPerMinute} saves in the minute`, async () => {
    const defaults = await createTestApp();
    try {
      const { appointmentId } = await patientWithAppointment(defaults.app);
      const token = (await tokensFor(defaults.app, 'student')).access;
      const save = () =>
        defaults.app.inject({
          method: 'POST',
          url: '/api/tests/api/case-history/',
          payload: { appointment: appointmentId, chief_complaint: 'Blurred vision', condition_details: [CONDITION] },
          headers: bearer(token),
        });
      const codes: number[] = [];
      for (let i = 0; i < DEFAULT_BUDGETS.sectionSavesPerMinute + 5; i += 1) codes.push((await save()).statusCode);
      expect(codes.filter((code) => code === 201)).toHaveLength(DEFAULT_BUDGETS.sectionSavesPerMinute);
      expect(codes.slice(DEFAULT_BUDGETS.sectionSavesPerMinute)).toEqual([429, 429, 429, 429, 429]);
    } finally {
      await defaults.close();
    }
  });
});
