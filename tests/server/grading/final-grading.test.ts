/**
 * Final grading (issue 12 point 2): the server validates the rubric form data with the rubric version used,
 * computes the totals itself, stores the scores by key and the version; an approved grade changes only with a
 * reason and keeps the earlier grading; only lecturers grade; a student reads only their own case's grading.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientWithAppointment } from '../helpers/clinic';
import { GRADING_SCORES as SCORES, setReviewStatus, submittedCase } from '../helpers/reviews';
import { bearer, createTestApp, expectErrorShape, tokensFor, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['lecturer', 'student', 'coordinator', 'hadmin']) tokens[user] = (await tokensFor(t.app, user)).access;
});

afterAll(async () => {
  await t?.close();
});

const grade = (appointment: number | string, body: unknown, user = 'lecturer') =>
  t.app.inject({ method: 'POST', url: `/api/grading/${appointment}/`, headers: bearer(tokens[user]!), payload: body as object });

const read = (appointment: number, user = 'lecturer') =>
  t.app.inject({ method: 'GET', url: `/api/grading/${appointment}/`, headers: bearer(tokens[user]!) });

const rows = (appointment: number) =>
  t.app.db.selectFrom('final_gradings').selectAll().where('appointment_id', '=', appointment).orderBy('id').execute();

describe('final grading', () => {
  it('computes the totals on the server, stores the scores by key with the rubric version, and answers the grading', async () => {
    const appointment = await submittedCase(t.app, tokens.student!);
    const response = await grade(appointment, { ...SCORES, remarks: 'Well done' });
    expect(response.statusCode, response.body).toBe(201);
    const current = await t.app.rubrics.current('final-grading');
    expect(response.json()).toEqual({
      id: expect.any(Number),
      appointment,
      rubric_version: current.version,
      rubric_version_id: current.id,
      scores: SCORES,
      totals: { totalA: 52.5, totalB: 29.75 },
      total: 82.25,
      remarks: 'Well done',
      reason: null,
      graded_by: expect.any(Number),
      graded_by_name: 'Kwame Asante',
      graded_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    const [row] = await rows(appointment);
    expect(row).toMatchObject({ rubric_version_id: current.id, total_centi: 8225, remarks: 'Well done', reason: null });
    // By the rubric's keys, never by display titles.
    expect(JSON.parse(row!.scores)).toEqual(SCORES);
    expect(row!.scores).not.toContain('Case History');
    expect(JSON.parse(row!.totals)).toEqual({ totalA: 52.5, totalB: 29.75 });
  });

  it('refuses a body carrying its own totals (400, unknown field) and stores nothing', async () => {
    const appointment = await submittedCase(t.app, tokens.student!);
    const response = await grade(appointment, { ...SCORES, remarks: '', totalA: 65, totalB: 35, total: 100 });
    expect(response.statusCode).toBe(400);
    expect(expectErrorShape(response)).toBeNull();
    expect(response.body).toContain('totalA');
    expect(await rows(appointment)).toEqual([]);
  });

  it('validates with the rubric: a missing score, a score above its maximum, a non-number', async () => {
    const appointment = await submittedCase(t.app, tokens.student!);
    const { case_history: _dropped, ...partial } = SCORES.section_a;
    const missing = await grade(appointment, { ...SCORES, section_a: partial });
    expect(missing.statusCode).toBe(400);
    expect(Object.values(missing.json()).flat()).toContain('Please fill all scores before submitting');
    const above = await grade(appointment, { ...SCORES, section_a: { ...SCORES.section_a, case_history: 6 } });
    expect(above.statusCode).toBe(400);
    const text = await grade(appointment, { ...SCORES, section_b: { ...SCORES.section_b, time: 'four' } });
    expect(text.statusCode).toBe(400);
    expect(Object.values(text.json()).flat()).toContain('Invalid number');
    expect(await rows(appointment)).toEqual([]);
  });

  it('records the rubric version named, and refuses a version that does not exist', async () => {
    const appointment = await submittedCase(t.app, tokens.student!);
    const versions = await t.app.rubrics.list('final-grading');
    const first = versions[0]!;
    const named = await grade(appointment, { ...SCORES, remarks: '', rubric_version: first.version });
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json()).toMatchObject({ rubric_version: first.version, rubric_version_id: first.id });
    expect((await rows(appointment))[0]!.rubric_version_id).toBe(first.id);
    const unknown = await grade(appointment, { ...SCORES, rubric_version: '9.9.9' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ rubric_version: ['No such version of this rubric.'] });
  });

  it('refuses to grade a consultation not submitted for review (409)', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    const response = await grade(appointmentId, { ...SCORES, remarks: '' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'This consultation has not been submitted for review.' });
    expect((await grade(999999, SCORES)).statusCode).toBe(404);
  });

  it('an approved grade changes only with a reason; the earlier grading is kept and listed', async () => {
    const appointment = await submittedCase(t.app, tokens.student!);
    const draft = await grade(appointment, { ...SCORES, section_a: { ...SCORES.section_a, internals: 1 }, remarks: 'Draft' });
    expect(draft.statusCode, draft.body).toBe(201);
    // Before approval a lecturer grades again with no reason.
    const first = await grade(appointment, { ...SCORES, remarks: 'First' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().reason).toBeNull();
    await setReviewStatus(t.app, appointment, 'approved');

    const better = { ...SCORES, section_b: { ...SCORES.section_b, time: 5 } };
    const noReason = await grade(appointment, { ...better, remarks: 'Second' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ reason: ['Give a reason for changing an approved grade.'] });
    const blank = await grade(appointment, { ...better, remarks: 'Second', reason: '   ' });
    expect(blank.json()).toEqual({ reason: ['Give a reason for changing an approved grade.'] });
    const long = await grade(appointment, { ...better, remarks: 'Second', reason: 'x'.repeat(2001) });
    expect(long.json()).toEqual({ reason: ['Ensure this field has no more than 2000 characters.'] });
    expect(await rows(appointment)).toHaveLength(2);

    const regrade = await grade(appointment, { ...better, remarks: 'Second', reason: 'Time was recorded wrongly' });
    expect(regrade.statusCode, regrade.body).toBe(201);
    expect(regrade.json()).toMatchObject({ total: 83, totals: { totalA: 52.5, totalB: 30.5 }, reason: 'Time was recorded wrongly' });
    const kept = await rows(appointment);
    expect(kept.map((row) => row.total_centi)).toEqual([7525, 8225, 8300]);

    const state = await read(appointment);
    expect(state.statusCode, state.body).toBe(200);
    const body = state.json();
    expect(body.current).toEqual(regrade.json());
    expect(body.history).toEqual([draft.json(), first.json(), regrade.json()]);
    expect(body.rubric).toMatchObject({ id: regrade.json().rubric_version_id, form: 'final-grading' });
    expect(body.rubric.schema.properties.section_a).toBeDefined();
  });

  it('before any grading: current null, the current rubric, an empty history', async () => {
    const appointment = await submittedCase(t.app, tokens.student!);
    const state = await read(appointment);
    expect(state.statusCode, state.body).toBe(200);
    const current = await t.app.rubrics.current('final-grading');
    expect(state.json()).toMatchObject({ current: null, history: [], rubric: { id: current.id, version: current.version } });
  });

  it('only lecturers grade; a student reads only their own case (404 for any other); coordinators read none', async () => {
    const appointment = await submittedCase(t.app, tokens.student!);
    for (const user of ['student', 'coordinator', 'hadmin']) {
      expect((await grade(appointment, { ...SCORES, remarks: '' }, user)).statusCode, user).toBe(403);
    }
    expect(await rows(appointment)).toEqual([]);
    expect((await read(appointment, 'student')).statusCode).toBe(200);
    expect((await read(appointment, 'hadmin')).statusCode).toBe(200);
    expect((await read(appointment, 'coordinator')).statusCode).toBe(403);
    // A case of another student (here: never submitted, so no student of its own).
    const { appointmentId } = await patientWithAppointment(t.app);
    const other = await read(appointmentId, 'student');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ detail: 'Not found.' });
  });
});
