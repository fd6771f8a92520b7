/**
 * An approved absence and a clinic-schedule entry for the same person on the same day never both stand: the approval
 * and the schedule entry take the same lock on the person, so sent together, exactly one of them succeeds — on
 * PostgreSQL (whose transactions run side by side) as on SQLite. Sent one after the other, the later one is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../server/features/clinic-schedule/service';
import { bearer, createTestApp, expectErrorShape, tokensFor, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
let studentId = 0;

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['student', 'lecturer', 'coordinator']) tokens[user] = (await tokensFor(t.app, user)).access;
  studentId = (await t.app.repos.users.findByUsername('student'))!.id;
});
afterAll(async () => {
  await t?.close();
});

const ABSENCES = '/api/absences/absent-requests/';
const SCHEDULES = '/api/clinic-schedule/schedules/';

async function request(from: string, to: string): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: ABSENCES,
    payload: { from_date: from, to_date: to, reason: 'Family matter' },
    headers: bearer(tokens.student!),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}
const approve = (id: number) =>
  t.app.inject({ method: 'PUT', url: `${ABSENCES}${id}/`, payload: { status: 'approved' }, headers: bearer(tokens.lecturer!) });
const schedule = (date: string) =>
  t.app.inject({
    method: 'POST',
    url: SCHEDULES,
    payload: [{ staff_id: studentId, date, start_time: '08:00', end_time: '12:00' }],
    headers: bearer(tokens.coordinator!),
  });

let day = 0;
const freshDate = () => addDays('2032-03-01', (day += 5));

describe('absence approval and clinic schedule for the same person and day', () => {
  it('sent together twenty times, exactly one of the two succeeds each time', async () => {
    for (let round = 0; round < 20; round += 1) {
      const date = freshDate();
      const id = await request(addDays(date, -1), addDays(date, 1));
      // Which one is sent first alternates.
      const [approval, entry] =
        round % 2 === 0
          ? await Promise.all([approve(id), schedule(date)])
          : await Promise.all([schedule(date), approve(id)]).then(([e, a]) => [a, e] as const);
      const winners = [approval.statusCode === 200, entry.statusCode === 201].filter(Boolean).length;
      expect(winners, `round ${round}: approval ${approval.statusCode} ${approval.body}; entry ${entry.statusCode} ${entry.body}`).toBe(1);
      expect([409, 200]).toContain(approval.statusCode);
      expect([400, 201]).toContain(entry.statusCode);
    }
  });

  it('an approval after the entry is refused with the entry named; an entry after the approval is refused too', async () => {
    const date = freshDate();
    const first = await request(date, addDays(date, 2));
    expect((await schedule(addDays(date, 1))).statusCode).toBe(201);
    const refused = await approve(first);
    expect(refused.statusCode).toBe(409);
    expect(expectErrorShape(refused)).toBeNull();
    expect(refused.json()).toEqual({ detail: `Efua Boateng is on the clinic schedule on ${addDays(date, 1)} from 08:00 to 12:00.` });
    // Declining stays possible.
    const declined = await t.app.inject({ method: 'PUT', url: `${ABSENCES}${first}/`, payload: { status: 'rejected' }, headers: bearer(tokens.lecturer!) });
    expect(declined.statusCode, declined.body).toBe(200);

    const later = freshDate();
    const second = await request(later, later);
    expect((await approve(second)).statusCode).toBe(200);
    const entry = await schedule(later);
    expect(entry.statusCode).toBe(400);
    expect(expectErrorShape(entry)).toBeNull();
    expect(entry.json().detail).toMatch(/is on approved absence on/);
  });
});
