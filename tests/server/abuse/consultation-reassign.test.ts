/**
 * Reassigning a consultation (docs/decisions.md, "Whose consultation"): a coordinator or an administrator gives it
 * to another student with a reason (`PUT /api/clients/api/appointments/{id}/student/`); students and lecturers are
 * refused (403); no reason is a 400; the change is in the case's timeline and the audit trail, and the student it
 * now belongs to writes, completes, reads the case, while the earlier one no longer does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, type TestAccount } from '../helpers/accounts';
import { patientWithAppointment } from '../helpers/clinic';
import { submittedCase } from '../helpers/reviews';
import { bearer, createTestApp, tokensFor, type TestApp } from '../helpers/test-app';

let t: TestApp;
let studentA: TestAccount;
let studentB: TestAccount;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  studentA = { id: (await t.app.repos.users.findByUsername('student'))!.id, token: (await tokensFor(t.app, 'student')).access };
  studentB = await addAccount(t.app, { username: 'student-b', role: 'student', first_name: 'Kofi', last_name: 'Badu' });
  for (const user of ['lecturer', 'coordinator', 'hadmin', 'sysadmin']) tokens[user] = (await tokensFor(t.app, user)).access;
});
afterAll(async () => {
  await t?.close();
});

const reassign = (token: string, appointment: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/clients/api/appointments/${appointment}/student/`, headers: bearer(token), payload });
const saveCaseHistory = (token: string, appointment: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/tests/api/case-history/',
    headers: bearer(token),
    payload: { appointment, chief_complaint: 'Headache', condition_details: [{ condition: 1, affected_eye: null, field_type: 'text', value: 'Two weeks' }] },
  });

describe('reassigning a consultation', () => {
  it('gives it to another student for coordinators and both administrators, who then works on it alone', async () => {
    for (const user of ['coordinator', 'hadmin', 'sysadmin']) {
      const { appointmentId } = await patientWithAppointment(t.app);
      expect((await saveCaseHistory(studentA.token, appointmentId)).statusCode).toBe(201);
      const response = await reassign(tokens[user]!, appointmentId, { student: studentB.id, reason: '  Efua went home ill.  ' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ appointment: appointmentId, student: { id: studentB.id, name: 'Kofi Badu' }, assigned_at: expect.any(String) });
      expect((await saveCaseHistory(studentB.token, appointmentId)).statusCode).toBe(201);
      expect((await saveCaseHistory(studentA.token, appointmentId)).statusCode).toBe(403);
      const audit = await t.app.db
        .selectFrom('audit_events')
        .selectAll()
        .where('appointment_id', '=', appointmentId)
        .where('record_kind', '=', 'consultation-owner')
        .execute();
      expect(audit).toEqual([expect.objectContaining({ action: 'update' })]);
    }
  });

  it('is refused to students and lecturers (403) and without a reason (400), changing nothing', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    expect((await saveCaseHistory(studentA.token, appointmentId)).statusCode).toBe(201);
    for (const token of [studentA.token, studentB.token, tokens.lecturer!]) {
      const refused = await reassign(token, appointmentId, { student: studentB.id, reason: 'Swap' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
    for (const payload of [{ student: studentB.id }, { student: studentB.id, reason: '   ' }]) {
      const refused = await reassign(tokens.coordinator!, appointmentId, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ reason: ['Give a reason for reassigning the consultation.'] });
    }
    const tooLong = await reassign(tokens.coordinator!, appointmentId, { student: studentB.id, reason: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ reason: ['Ensure this field has no more than 2000 characters.'] });
    const lecturerId = (await t.app.repos.users.findByUsername('lecturer'))!.id;
    const notStudent = await reassign(tokens.coordinator!, appointmentId, { student: lecturerId, reason: 'Swap' });
    expect(notStudent.statusCode).toBe(400);
    expect(notStudent.json()).toEqual({ student: ['Choose an active student.'] });
    expect((await reassign(tokens.coordinator!, 2_000_000, { student: studentB.id, reason: 'Swap' })).statusCode).toBe(404);
    expect((await saveCaseHistory(studentB.token, appointmentId)).statusCode).toBe(403);
  });

  it("moves a submitted case to the new student and shows the change, with its reason, in the case's timeline", async () => {
    const appointment = await submittedCase(t.app, studentA.token);
    const response = await reassign(tokens.coordinator!, appointment, { student: studentB.id, reason: 'Logged under the wrong student.' });
    expect(response.statusCode, response.body).toBe(200);
    const review = await t.app.inject({ method: 'GET', url: `/api/reviews/${appointment}/`, headers: bearer(tokens.lecturer!) });
    expect(review.json()).toMatchObject({ student: { id: studentB.id, name: 'Kofi Badu' } });
    expect(review.json().timeline).toContainEqual(
      expect.objectContaining({
        action: 'reassigned',
        by: { id: expect.any(Number), name: 'Yaw Darko' },
        remarks: 'Logged under the wrong student.',
        student: { id: studentB.id, name: 'Kofi Badu' },
      }),
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/reviews/${appointment}/`, headers: bearer(studentB.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/reviews/${appointment}/`, headers: bearer(studentA.token) })).statusCode).toBe(404);
  });
});
