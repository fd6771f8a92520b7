/**
 * A consultation belongs to the student attending it (docs/decisions.md, "Whose consultation"): the first student
 * who writes to it owns it; another student is refused (403) every write of its sections, its extra tests, its
 * files and its completion, and the record keeps naming its student; lecturers keep writing; of two students racing
 * for a fresh consultation, one wins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, type TestAccount } from '../helpers/accounts';
import { patientWithAppointment, saveCompletionRecords } from '../helpers/clinic';
import { multipart, PNG_BYTES } from '../helpers/sections';
import { bearer, createTestApp, tokensFor, type TestApp } from '../helpers/test-app';

const NOT_YOURS = { detail: 'This consultation belongs to another student.' };

let t: TestApp;
let studentA: TestAccount;
let studentB: TestAccount;
let lecturer: string;

beforeAll(async () => {
  t = await createTestApp();
  studentA = { id: (await t.app.repos.users.findByUsername('student'))!.id, token: (await tokensFor(t.app, 'student')).access };
  studentB = await addAccount(t.app, { username: 'student-b', role: 'student', first_name: 'Kofi', last_name: 'Badu' });
  lecturer = (await tokensFor(t.app, 'lecturer')).access;
});
afterAll(async () => {
  await t?.close();
});

const caseHistory = (appointment: number, complaint = 'Blurred vision') => ({
  appointment,
  chief_complaint: complaint,
  condition_details: [{ condition: 1, affected_eye: null, field_type: 'text', value: '10 years, on metformin' }],
});
const saveCaseHistory = (token: string, appointment: number, complaint?: string) =>
  t.app.inject({ method: 'POST', url: '/api/tests/api/case-history/', headers: bearer(token), payload: caseHistory(appointment, complaint) });
const addTonometry = (token: string, appointment: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/tests/extra-tests/${appointment}/`,
    headers: bearer(token),
    payload: { appointment, name: 'Tonometry', notes: '', file: null, method: 'Applanation', iop_od: 14, iop_os: 15, recorded_at: '09:30' },
  });
const uploadFile = (token: string, appointment: number) => {
  const { body, headers } = multipart([{ name: 'scan.png', type: 'image/png', bytes: PNG_BYTES }], { appointment: String(appointment) });
  return t.app.inject({ method: 'POST', url: '/api/files/', payload: body, headers: { ...headers, ...bearer(token) } });
};
const complete = (token: string, appointment: number) =>
  t.app.inject({ method: 'PATCH', url: `/api/clients/api/${appointment}/complete/`, headers: bearer(token), payload: {} });
const ownerOf = async (appointment: number) =>
  (await t.app.db.selectFrom('consultation_owners').select('student_id').where('appointment_id', '=', appointment).executeTakeFirst())?.student_id;
const recordCount = async (appointment: number) =>
  Number(
    (await t.app.db.selectFrom('section_records').select((eb) => eb.fn.countAll().as('n')).where('appointment_id', '=', appointment).executeTakeFirstOrThrow()).n,
  );

describe("another student's consultation", () => {
  it("refuses student B every write of student A's case (403), keeps A's record, and lets A and lecturers go on", async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    const first = await saveCaseHistory(studentA.token, appointmentId);
    expect(first.statusCode, first.body).toBe(201);
    expect(await ownerOf(appointmentId)).toBe(studentA.id);
    await saveCompletionRecords(t.app, appointmentId);
    const before = await recordCount(appointmentId);

    for (const response of [
      await saveCaseHistory(studentB.token, appointmentId, 'Written by B'),
      await addTonometry(studentB.token, appointmentId),
      await uploadFile(studentB.token, appointmentId),
      await complete(studentB.token, appointmentId),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual(NOT_YOURS);
    }
    expect(await recordCount(appointmentId)).toBe(before);
    const appointment = await t.app.inject({ method: 'GET', url: `/api/clients/api/appointments/${appointmentId}/`, headers: bearer(studentA.token) });
    expect(appointment.json()).toMatchObject({ status: 'Scheduled' });
    const read = await t.app.inject({ method: 'GET', url: `/api/tests/api/case-history/${appointmentId}/`, headers: bearer(studentA.token) });
    expect(read.json()).toMatchObject({ chief_complaint: 'Blurred vision', saved_by_name: 'Efua Boateng' });
    expect(await ownerOf(appointmentId)).toBe(studentA.id);

    // Lecturers keep their rights (and take nothing over); A goes on and completes: the review names A.
    expect((await saveCaseHistory(lecturer, appointmentId, 'Lecturer note')).statusCode).toBe(201);
    expect((await addTonometry(studentA.token, appointmentId)).statusCode).toBe(201);
    expect((await uploadFile(studentA.token, appointmentId)).statusCode).toBe(201);
    expect((await saveCaseHistory(studentA.token, appointmentId, 'Corrected by A')).statusCode).toBe(201);
    const done = await complete(studentA.token, appointmentId);
    expect(done.statusCode, done.body).toBe(200);
    const review = await t.app.db.selectFrom('case_reviews').select('student_id').where('appointment_id', '=', appointmentId).executeTakeFirstOrThrow();
    expect(review.student_id).toBe(studentA.id);
    expect(await ownerOf(appointmentId)).toBe(studentA.id);
  });

  it('makes the first student who completes a consultation nobody attended yet its owner', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    await saveCompletionRecords(t.app, appointmentId);
    expect((await complete(studentB.token, appointmentId)).statusCode).toBe(200);
    expect(await ownerOf(appointmentId)).toBe(studentB.id);
  });

  it('gives a fresh consultation to exactly one of two students saving at once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { appointmentId } = await patientWithAppointment(t.app);
      const answers = await Promise.all([saveCaseHistory(studentA.token, appointmentId), saveCaseHistory(studentB.token, appointmentId)]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([201, 403]);
      const winner = answers[0]!.statusCode === 201 ? studentA.id : studentB.id;
      expect(await ownerOf(appointmentId)).toBe(winner);
      expect(await recordCount(appointmentId)).toBe(1);
    }
  });
});
