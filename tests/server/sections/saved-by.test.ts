/**
 * Every save keeps who and when, and every read answer says so: after a student saves a section, the read of it
 * (read by someone else: a lecturer) carries `saved_by_name`, the student's "First Last", and the record's
 * `saved_at` — at the top of a record or view, on every item of the observations and extra-tests lists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFormIds, loadFormFiles } from '../../../src/engine/build/load-form-files';
import { DEMO_USERS } from '../../../server/db/seed/demo-users';
import { bearer, createTestApp, PROJECT_SCHEMAS_DIR, tokensFor, type TestApp } from '../helpers/test-app';
import { freshContext, payloadFor, prepareFixture, SECTION_ROUTES } from '../helpers/sections';

const STUDENT = DEMO_USERS.find((user) => user.username === 'student')!;
const STUDENT_NAME = `${STUDENT.first_name} ${STUDENT.last_name}`;

let t: TestApp;
let student: string;
let lecturer: string;

beforeAll(async () => {
  t = await createTestApp();
  student = (await tokensFor(t.app, 'student')).access;
  lecturer = (await tokensFor(t.app, 'lecturer')).access;
});
afterAll(async () => {
  await t?.close();
});

const present = new Set(listFormIds(PROJECT_SCHEMAS_DIR));
const routes = SECTION_ROUTES.filter((route) => present.has(route.formId));

/** A valid fixture of the form; for observations one that records at least one item (a list answer has no top). */
function fixtureOf(formId: string): unknown {
  const fixtures = Object.values(loadFormFiles(formId, PROJECT_SCHEMAS_DIR).validFixtures);
  const recordsItems = (fixture: unknown) => {
    const list = (fixture as { observations?: unknown }).observations;
    return Array.isArray(list) && list.length > 0;
  };
  return fixtures.find((fixture) => !['externals', 'internals'].includes(formId) || recordsItems(fixture)) ?? fixtures[0];
}

it('reads every section, the extra-tests list included', () => {
  expect(routes.map((route) => route.read).sort()).toEqual(
    expect.arrayContaining(['diagnosis', 'latest', 'list', 'observations', 'patient']),
  );
});

describe.each(routes)('$name ($formId)', (route) => {
  it("answers saved_by_name (the saving student's name) and saved_at on the read", async () => {
    const context = await freshContext(t.app);
    const formData = await prepareFixture(t.app, student, route, fixtureOf(route.formId), context);
    const saved = await t.app.inject({
      method: 'POST',
      url: route.post(context.appointmentId),
      payload: payloadFor(route, formData, context) as object,
      headers: bearer(student),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const savedAt = saved.json().saved_at as string;
    expect(Number.isNaN(Date.parse(savedAt))).toBe(false);

    const id = route.read === 'patient' ? context.patientId : context.appointmentId;
    const read = await t.app.inject({ method: 'GET', url: route.get(id), headers: bearer(lecturer) });
    expect(read.statusCode, read.body).toBe(200);
    const answer = read.json() as Record<string, unknown> | Record<string, unknown>[];
    const records = Array.isArray(answer) ? answer : [answer];
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) expect(record).toMatchObject({ saved_by_name: STUDENT_NAME, saved_at: savedAt });
  });
});

it('leaves saved_by_name out of the diagnosis view before any diagnosis is saved', async () => {
  const { appointmentId } = await freshContext(t.app);
  const view = await t.app.inject({ method: 'GET', url: `/api/diagnosis/${appointmentId}/view/`, headers: bearer(lecturer) });
  expect(view.statusCode, view.body).toBe(200);
  expect(view.json()).toMatchObject({ id: null, saved_at: null });
  expect(view.json()).not.toHaveProperty('saved_by_name');
});
