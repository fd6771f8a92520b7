/**
 * Lecturer cover (docs/decisions.md, "Lecturer cover"): any lecturer may grade a case sent to another (a colleague
 * covers a supervisor who is away); the grading and the case's timeline name the lecturer who actually graded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, type TestAccount } from '../helpers/accounts';
import { GRADING_SCORES, submittedCase } from '../helpers/reviews';
import { bearer, createTestApp, tokensFor, type TestApp } from '../helpers/test-app';

let t: TestApp;
let cover: TestAccount;
let supervisorId: number;
let student: string;

beforeAll(async () => {
  t = await createTestApp();
  // Named last, so the default supervisor stays the demo lecturer.
  cover = await addAccount(t.app, { username: 'lecturer-zed', role: 'lecturer', first_name: 'Zed', last_name: 'Ofori' });
  supervisorId = (await t.app.repos.users.findByUsername('lecturer'))!.id;
  student = (await tokensFor(t.app, 'student')).access;
});
afterAll(async () => {
  await t?.close();
});

describe('a case sent to another lecturer', () => {
  it('may be graded by any lecturer, and the grading names who graded it', async () => {
    const appointment = await submittedCase(t.app, student);
    const review = await t.app.db.selectFrom('case_reviews').select('supervisor_id').where('appointment_id', '=', appointment).executeTakeFirstOrThrow();
    expect(review.supervisor_id).toBe(supervisorId);

    const graded = await t.app.inject({
      method: 'POST',
      url: `/api/grading/${appointment}/`,
      headers: bearer(cover.token),
      payload: { ...GRADING_SCORES, remarks: 'Graded while Kwame is away' },
    });
    expect(graded.statusCode, graded.body).toBe(201);
    const state = await t.app.inject({ method: 'GET', url: `/api/grading/${appointment}/`, headers: bearer(student) });
    expect(state.json().current).toMatchObject({ graded_by: cover.id, graded_by_name: 'Zed Ofori' });
    const timeline = (await t.app.inject({ method: 'GET', url: `/api/reviews/${appointment}/`, headers: bearer(student) })).json().timeline;
    expect(timeline).toContainEqual(expect.objectContaining({ action: 'graded', by: { id: cover.id, name: 'Zed Ofori' } }));
  });
});
