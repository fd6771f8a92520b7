/**
 * Marks and averages read like reviews (docs/decisions.md, "Who reads a case's marks"): a case's section marks,
 * grading and review are read by its student, lecturers and the administrators; another student gets the very
 * answer of a case never submitted (404 `Not found.`), so an answer never tells which appointments are submitted
 * cases; section reads show another student no `average_marks`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, type TestAccount } from '../helpers/accounts';
import { patientWithAppointment } from '../helpers/clinic';
import { submittedCase } from '../helpers/reviews';
import { bearer, createTestApp, tokensFor, type TestApp } from '../helpers/test-app';

let t: TestApp;
let studentA: string;
let studentB: TestAccount;
const staff: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  studentA = (await tokensFor(t.app, 'student')).access;
  studentB = await addAccount(t.app, { username: 'student-b', role: 'student', first_name: 'Kofi', last_name: 'Badu' });
  for (const user of ['lecturer', 'hadmin', 'sysadmin']) staff[user] = (await tokensFor(t.app, user)).access;
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

/** Student A's case, submitted, its case history, external observations and management marked by the lecturer. */
async function markedCase(): Promise<number> {
  const appointment = await submittedCase(t.app, studentA);
  for (const [section, marks] of [['case-history', 80], ['externals', 75], ['management', 70]] as const) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/marks/${appointment}/${section}/`,
      headers: bearer(staff.lecturer!),
      payload: { marks, remarks: 'Remarks for the student only' },
    });
    expect(response.statusCode, response.body).toBe(201);
  }
  return appointment;
}

describe("another student's marks", () => {
  it("answers student B the same 404 for A's marks, grading and review as for a case never submitted or none at all", async () => {
    const appointment = await markedCase();
    const { appointmentId: notSubmitted } = await patientWithAppointment(t.app);
    for (const read of [(id: number) => `/api/marks/${id}/`, (id: number) => `/api/grading/${id}/`, (id: number) => `/api/reviews/${id}/`]) {
      const answers = [await get(read(appointment), studentB.token), await get(read(notSubmitted), studentB.token), await get(read(2_000_000), studentB.token)];
      for (const answer of answers) {
        expect(answer.statusCode, `${read(appointment)} ${answer.body}`).toBe(404);
        expect(answer.body).toBe(answers[0]!.body);
        expect(answer.json()).toEqual({ detail: 'Not found.' });
      }
    }
  });

  it('answers the marks to the case\'s student, lecturers and administrators', async () => {
    const appointment = await markedCase();
    for (const token of [studentA, ...Object.values(staff)]) {
      const response = await get(`/api/marks/${appointment}/`, token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().sections['case-history']).toMatchObject({ average_marks: 80, marks: [{ marks: 80, remarks: 'Remarks for the student only' }] });
    }
  });

  it("shows student B no average_marks in A's section reads, and A and lecturers the averages", async () => {
    const appointment = await markedCase();
    const management = `/api/management/${appointment}/`;
    const externals = `/api/tests/api/external-observations/${appointment}/`;
    const asB = await get(management, studentB.token);
    expect(asB.statusCode, asB.body).toBe(200);
    expect(asB.json().average_marks).toBeNull();
    expect((await get(externals, studentB.token)).headers['x-average-marks']).toBe('null');
    for (const token of [studentA, staff.lecturer!]) {
      expect((await get(management, token)).json().average_marks).toBe(70);
      expect((await get(externals, token)).headers['x-average-marks']).toBe('75');
    }
  });
});
