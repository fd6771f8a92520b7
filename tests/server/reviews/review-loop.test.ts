/**
 * The review loop (issue 12, API "Reviews"): a student's completion submits the case to a supervising lecturer;
 * the lecturers' queue; return for correction (remarks and sections), the returned sections the student alone may
 * write; resubmit; approve once graded; who may do what; the case's timeline.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFormFiles } from '../../../src/engine/build/load-form-files';
import { hashPassword } from '../../../server/services/passwords';
import { patientWithAppointment, saveCompletionRecords } from '../helpers/clinic';
import { payloadFor, prepareFixture, SECTION_ROUTES, type SectionRoute } from '../helpers/sections';
import { bearer, createTestApp, DEMO_PASSWORD, PROJECT_SCHEMAS_DIR, tokensFor, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

/** Extra accounts: a lecturer first by name (the default supervisor), another student, an inactive lecturer. */
const EXTRA_USERS = [
  { username: 'lecturer-aaron', role: 'lecturer', first_name: 'Aaron', last_name: 'Mensah', is_active: 1 },
  { username: 'student-two', role: 'student', first_name: 'Yaw', last_name: 'Owusu', is_active: 1 },
  { username: 'lecturer-gone', role: 'Lecturer', first_name: 'Aaaa', last_name: 'Gone', is_active: 0 },
];

beforeAll(async () => {
  t = await createTestApp();
  const password_hash = await hashPassword(DEMO_PASSWORD);
  for (const user of EXTRA_USERS) {
    await t.app.db.insertInto('users').values({ ...user, password_hash, created_at: new Date().toISOString() }).execute();
  }
  for (const user of ['student', 'lecturer', 'hadmin', 'lecturer-aaron', 'student-two']) {
    tokens[user] = (await tokensFor(t.app, user)).access;
  }
  for (const user of ['student', 'lecturer', 'hadmin', 'lecturer-aaron', 'student-two', 'lecturer-gone']) {
    ids[user] = (await t.app.repos.users.findByUsername(user))!.id;
  }
});
afterAll(async () => {
  await t?.close();
});

const call = (user: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tokens[user]!), ...(payload === undefined ? {} : { payload }) });

const complete = (id: number, user = 'student', payload?: object) => call(user, 'PATCH', `/api/clients/api/${id}/complete/`, payload);

const reviewRow = (id: number) => t.app.db.selectFrom('case_reviews').selectAll().where('appointment_id', '=', id).executeTakeFirst();
const eventsOf = (id: number) =>
  t.app.db.selectFrom('case_review_events').selectAll().where('appointment_id', '=', id).orderBy('id').execute();

/** A new appointment with what completing needs, completed by `user` with `body`: answers its id. */
async function completedCase(body?: object, user = 'student'): Promise<number> {
  const { appointmentId } = await patientWithAppointment(t.app);
  await saveCompletionRecords(t.app, appointmentId);
  const response = await complete(appointmentId, user, body);
  expect(response.statusCode, response.body).toBe(200);
  return appointmentId;
}

const returnCase = (id: number, payload: object, user = 'lecturer') => call(user, 'POST', `/api/reviews/${id}/return/`, payload);

/** A final-grading rubric version to refer to: the first recorded, else one inserted here. */
async function gradingRubricId(): Promise<number> {
  const found = await t.app.db.selectFrom('rubric_versions').select('id').where('form_id', '=', 'final-grading').orderBy('id').executeTakeFirst();
  if (found) return found.id;
  const row = await t.app.db
    .insertInto('rubric_versions')
    .values({
      form_id: 'final-grading',
      version: '0.0.1-test',
      schema: '{}',
      ui: '{}',
      content_hash: '0'.repeat(64),
      source: 'file',
      created_by: null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts a final grading directly (the grading route belongs to the grading tests). */
async function grade(id: number, total = 80) {
  await t.app.db
    .insertInto('final_gradings')
    .values({
      appointment_id: id,
      rubric_version_id: await gradingRubricId(),
      scores: '{}',
      totals: '{}',
      total_centi: total * 100,
      remarks: 'Well done',
      reason: null,
      graded_by: ids.lecturer!,
      graded_at: new Date().toISOString(),
    })
    .execute();
}

describe('completing a consultation', () => {
  it("submits a student's case to the default supervisor (the first active lecturer by name), in one step", async () => {
    const id = await completedCase();
    const review = await reviewRow(id);
    expect(review).toMatchObject({ student_id: ids.student, supervisor_id: ids['lecturer-aaron'], status: 'submitted' });
    expect(JSON.parse(review!.returned_sections)).toEqual([]);
    const events = await eventsOf(id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'submitted', actor_id: ids.student });
  });

  it('submits to the lecturer the student names, as a number or as text', async () => {
    const asNumber = await completedCase({ supervisor: ids.lecturer });
    expect((await reviewRow(asNumber))?.supervisor_id).toBe(ids.lecturer);
    const asText = await completedCase({ supervisor: String(ids.lecturer) });
    expect((await reviewRow(asText))?.supervisor_id).toBe(ids.lecturer);
  });

  it('refuses a supervisor who is no active lecturer, and leaves the appointment open', async () => {
    for (const supervisor of [ids.student!, ids['lecturer-gone']!, 999999]) {
      const { appointmentId } = await patientWithAppointment(t.app);
      await saveCompletionRecords(t.app, appointmentId);
      const response = await complete(appointmentId, 'student', { supervisor });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ supervisor: ['Choose an active lecturer.'] });
      const state = await t.app.repos.appointments.stateOf(appointmentId);
      expect(state?.status).toBe('Scheduled');
      expect(await reviewRow(appointmentId)).toBeUndefined();
    }
    const { appointmentId } = await patientWithAppointment(t.app);
    await saveCompletionRecords(t.app, appointmentId);
    const notAnId = await complete(appointmentId, 'student', { supervisor: 'abc' });
    expect(notAnId.statusCode).toBe(400);
    expect(Object.keys(notAnId.json())).toEqual(['supervisor']);
  });

  it("does not submit a lecturer's completion for review", async () => {
    const id = await completedCase(undefined, 'lecturer');
    expect(await reviewRow(id)).toBeUndefined();
  });
});

describe('supervisors', () => {
  it('lists the active lecturers by name, the default one marked, for students and lecturers', async () => {
    for (const user of ['student', 'lecturer']) {
      const response = await call(user, 'GET', '/api/reviews/supervisors/');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { id: ids['lecturer-aaron'], name: 'Aaron Mensah', default: true },
        { id: ids.lecturer, name: 'Kwame Asante', default: false },
      ]);
    }
    expect((await call('hadmin', 'GET', '/api/reviews/supervisors/')).statusCode).toBe(403);
  });

  it('lets only the case\'s student change the supervisor, while it waits for review', async () => {
    const id = await completedCase();
    const url = `/api/reviews/${id}/supervisor/`;
    // Another student's case answers as one never submitted (existence does not leak).
    expect((await call('student-two', 'PUT', url, { supervisor: ids.lecturer })).statusCode).toBe(404);
    expect((await call('lecturer', 'PUT', url, { supervisor: ids.lecturer })).statusCode).toBe(403);
    const notLecturer = await call('student', 'PUT', url, { supervisor: ids['student-two'] });
    expect(notLecturer.statusCode).toBe(400);
    expect(notLecturer.json()).toEqual({ supervisor: ['Choose an active lecturer.'] });
    const changed = await call('student', 'PUT', url, { supervisor: String(ids.lecturer) });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().supervisor).toEqual({ id: ids.lecturer, name: 'Kwame Asante' });
    expect(changed.json().timeline.map((e: { action: string }) => e.action)).toEqual(['submitted', 'supervisor_changed']);
    await returnCase(id, { remarks: 'Fix it', sections: ['management'] });
    const late = await call('student', 'PUT', url, { supervisor: ids['lecturer-aaron'] });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: 'This case is not waiting for review.' });
  });
});

describe('the queue', () => {
  it('answers the cases waiting for review, mine or all, oldest first, with the diagnosis and the waiting time', async () => {
    const mine = await completedCase({ supervisor: ids.lecturer });
    const other = await completedCase({ supervisor: ids['lecturer-aaron'] });
    const returned = await completedCase({ supervisor: ids.lecturer });
    expect((await returnCase(returned, { remarks: 'Again', sections: ['diagnosis'] })).statusCode).toBe(200);

    const all = await call('lecturer', 'GET', '/api/reviews/?scope=all');
    expect(all.statusCode).toBe(200);
    const allIds = all.json().map((item: { appointment: number }) => item.appointment);
    expect(allIds).toEqual(expect.arrayContaining([mine, other]));
    expect(allIds).not.toContain(returned);
    expect(allIds.indexOf(mine)).toBeLessThan(allIds.indexOf(other));

    const minePage = await call('lecturer', 'GET', '/api/reviews/?scope=mine');
    const mineItems = minePage.json() as { appointment: number; supervisor: { id: number } }[];
    expect(mineItems.map((item) => item.appointment)).toContain(mine);
    expect(mineItems.every((item) => item.supervisor.id === ids.lecturer)).toBe(true);
    expect((await call('lecturer', 'GET', '/api/reviews/')).json()).toEqual(minePage.json());

    const item = mineItems.find((entry) => entry.appointment === mine);
    expect(item).toMatchObject({
      student: { id: ids.student, name: 'Efua Boateng' },
      supervisor: { id: ids.lecturer, name: 'Kwame Asante' },
      diagnosis: 'Refractive error',
      status: 'submitted',
      appointment_type: 'New',
    });
    expect((item as unknown as { waiting_minutes: number }).waiting_minutes).toBeGreaterThanOrEqual(0);
    expect((item as unknown as { patient: { patient_id: string } }).patient.patient_id).toMatch(/^SL-/);

    expect((await call('student', 'GET', '/api/reviews/')).statusCode).toBe(403);
    expect((await call('lecturer', 'GET', '/api/reviews/?scope=none')).statusCode).toBe(400);
  });
});

describe('returning a case for correction', () => {
  it('needs remarks and at least one section of the consultation', async () => {
    const id = await completedCase();
    const cases: [object, Record<string, string[]>][] = [
      [{}, { remarks: ['Give remarks for the student.'], sections: ['Name at least one section to correct.'] }],
      [{ remarks: '   ', sections: ['management'] }, { remarks: ['Give remarks for the student.'] }],
      [{ remarks: 'Fix it', sections: [] }, { sections: ['Name at least one section to correct.'] }],
      [{ remarks: 'Fix it', sections: ['grading'] }, { sections: ['Not a section of the consultation.'] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await returnCase(id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    expect((await returnCase(id, { remarks: 'x'.repeat(2001), sections: ['management'] })).statusCode).toBe(400);
    expect((await reviewRow(id))?.status).toBe('submitted');
  });

  it('is for lecturers only, and only for a case waiting for review', async () => {
    const id = await completedCase();
    expect((await returnCase(id, { remarks: 'Fix', sections: ['management'] }, 'student')).statusCode).toBe(403);
    const done = await returnCase(id, { remarks: ' Fix the plan ', sections: ['management', 'management'] });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'returned', returned_sections: ['management'] });
    const again = await returnCase(id, { remarks: 'Fix', sections: ['management'] });
    expect(again.statusCode).toBe(409);
    const unknown = await completedCase(undefined, 'lecturer');
    expect((await returnCase(unknown, { remarks: 'Fix', sections: ['management'] })).statusCode).toBe(404);
  });
});

describe('writes to a returned case', () => {
  const route = (formId: string) => SECTION_ROUTES.find((r) => r.formId === formId)!;

  async function sampleFor(r: SectionRoute, context: { appointmentId: number; patientId: number }) {
    const [first] = Object.values(loadFormFiles(r.formId, PROJECT_SCHEMAS_DIR).validFixtures);
    const formData = await prepareFixture(t.app, tokens.student!, r, first, context);
    return payloadFor(r, formData, context) as object;
  }

  it('lets its student write a returned section while returned, and refuses every other write', async () => {
    const context = await patientWithAppointment(t.app);
    const management = route('management');
    const diagnosis = route('diagnosis');
    const managementBody = await sampleFor(management, context);
    const diagnosisBody = await sampleFor(diagnosis, context);
    await saveCompletionRecords(t.app, context.appointmentId);
    expect((await complete(context.appointmentId)).statusCode).toBe(200);
    const id = context.appointmentId;
    const locked = { detail: 'This appointment is Completed; its records can no longer be changed.' };

    // Submitted: locked for everyone.
    const before = await call('student', 'POST', management.post(id), managementBody);
    expect(before.statusCode).toBe(409);
    expect(before.json()).toEqual(locked);

    expect((await returnCase(id, { remarks: 'Rewrite the plan', sections: ['management'] })).statusCode).toBe(200);
    const written = await call('student', 'POST', management.post(id), managementBody);
    expect(written.statusCode, written.body).toBe(201);
    const notReturned = await call('student', 'POST', diagnosis.post(id), diagnosisBody);
    expect(notReturned.statusCode, notReturned.body).toBe(409);
    expect(notReturned.json()).toEqual({
      detail: 'This section was not returned for correction; its records can no longer be changed.',
    });
    for (const user of ['student-two', 'lecturer']) {
      const response = await call(user, 'POST', management.post(id), managementBody);
      expect(response.statusCode, user).toBe(403);
      expect(response.json()).toEqual({ detail: 'Only the student of this case may correct it.' });
    }

    const resubmitted = await call('student', 'POST', `/api/reviews/${id}/resubmit/`, {});
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect(resubmitted.json()).toMatchObject({ status: 'submitted', returned_sections: [] });
    const after = await call('student', 'POST', management.post(id), managementBody);
    expect(after.statusCode).toBe(409);
    expect(after.json()).toEqual(locked);
    const rows = await t.app.repos.sectionRecords.all(id, 'management');
    expect(rows.map((row) => row.id)).toContain(written.json().id);
    expect(await t.app.repos.sectionRecords.all(id, 'diagnosis')).toHaveLength(1);
  });
});

describe('resubmitting and approving', () => {
  it('resubmits only a returned case, by its student only; back in the queue with nothing returned', async () => {
    const id = await completedCase({ supervisor: ids.lecturer });
    const url = `/api/reviews/${id}/resubmit/`;
    const early = await call('student', 'POST', url);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ detail: 'This case is not returned for correction.' });
    await returnCase(id, { remarks: 'Fix', sections: ['management', 'diagnosis'] });
    expect((await call('student-two', 'POST', url, {})).statusCode).toBe(404);
    expect((await call('lecturer', 'POST', url, {})).statusCode).toBe(403);
    expect((await call('student', 'POST', url, { extra: 1 })).statusCode).toBe(400);
    const done = await call('student', 'POST', url);
    expect(done.statusCode, done.body).toBe(200);
    expect(JSON.parse((await reviewRow(id))!.returned_sections)).toEqual([]);
    const queue = (await call('lecturer', 'GET', '/api/reviews/?scope=mine')).json() as { appointment: number }[];
    expect(queue.map((item) => item.appointment)).toContain(id);
  });

  it('approves only a graded case waiting for review, by a lecturer', async () => {
    const id = await completedCase();
    const url = `/api/reviews/${id}/approve/`;
    const ungraded = await call('lecturer', 'POST', url, {});
    expect(ungraded.statusCode).toBe(409);
    expect(ungraded.json()).toEqual({ detail: 'Grade the case before approving it.' });
    await grade(id);
    expect((await call('student', 'POST', url, {})).statusCode).toBe(403);
    const approved = await call('lecturer', 'POST', url, { remarks: 'Good work' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('approved');
    expect((await call('lecturer', 'POST', url)).statusCode).toBe(409);
    expect((await reviewRow(id))?.status).toBe('approved');
  });
});

describe('a case and its timeline', () => {
  /** Steps a millisecond apart at least, so that their times order them (as a person's steps are). */
  const tick = () => new Promise((resolve) => setTimeout(resolve, 3));

  it('lists every step with who and when, oldest first; the student sees their own cases', async () => {
    const id = await completedCase({ supervisor: ids.lecturer });
    await tick();
    await t.app.db
      .insertInto('section_marks')
      .values({
        appointment_id: id,
        section: 'management',
        marks_centi: 7550,
        remarks: 'Thin plan',
        rubric_version_id: null,
        marked_by: ids.lecturer!,
        marked_at: new Date().toISOString(),
      })
      .execute();
    await tick();
    expect((await returnCase(id, { remarks: 'Rewrite the plan', sections: ['management'] })).statusCode).toBe(200);
    const mid = (await call('student', 'GET', '/api/reviews/student/')).json() as { appointment: number }[];
    expect(mid.find((item) => item.appointment === id)).toMatchObject({
      status: 'returned',
      returned_sections: ['management'],
      remarks: 'Rewrite the plan',
      total: null,
    });
    await tick();
    expect((await call('student', 'POST', `/api/reviews/${id}/resubmit/`, {})).statusCode).toBe(200);
    await tick();
    await grade(id, 82.5);
    await tick();
    expect((await call('lecturer', 'POST', `/api/reviews/${id}/approve/`, {})).statusCode).toBe(200);

    const response = await call('student', 'GET', `/api/reviews/${id}/`);
    expect(response.statusCode, response.body).toBe(200);
    const review = response.json();
    expect(review).toMatchObject({
      appointment: id,
      status: 'approved',
      student: { id: ids.student, name: 'Efua Boateng' },
      supervisor: { id: ids.lecturer, name: 'Kwame Asante' },
      appointment_type: 'New',
      returned_sections: [],
    });
    expect(review.appointment_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const kwame = { id: ids.lecturer, name: 'Kwame Asante' };
    const efua = { id: ids.student, name: 'Efua Boateng' };
    expect(review.timeline).toMatchObject([
      { action: 'submitted', by: efua, remarks: null, supervisor: kwame },
      { action: 'marked', by: kwame, section: 'management', marks: 75.5, remarks: 'Thin plan' },
      { action: 'returned', by: kwame, remarks: 'Rewrite the plan', sections: ['management'] },
      { action: 'resubmitted', by: efua },
      { action: 'graded', by: kwame, total: 82.5, reason: null },
      { action: 'approved', by: kwame },
    ]);
    const times = review.timeline.map((entry: { at: string }) => entry.at);
    expect([...times].sort()).toEqual(times);

    const list = (await call('student', 'GET', '/api/reviews/student/')).json() as { appointment: number }[];
    expect(list.find((item) => item.appointment === id)).toMatchObject({ status: 'approved', total: 82.5 });
    expect(((await call('student-two', 'GET', '/api/reviews/student/')).json() as unknown[]).length).toBe(0);
    // Another student gets the answer of a case never submitted (existence does not leak).
    expect((await call('student-two', 'GET', `/api/reviews/${id}/`)).statusCode).toBe(404);
    expect((await call('lecturer-aaron', 'GET', `/api/reviews/${id}/`)).statusCode).toBe(200);
    expect((await call('hadmin', 'GET', `/api/reviews/${id}/`)).statusCode).toBe(200);
    expect((await call('lecturer', 'GET', '/api/reviews/student/')).statusCode).toBe(403);
    const never = await completedCase(undefined, 'lecturer');
    expect((await call('lecturer', 'GET', `/api/reviews/${never}/`)).statusCode).toBe(404);
  });
});
