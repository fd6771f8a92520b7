/**
 * What every section route does besides validating: records are stored with their form, schema version, author
 * and time; each save adds a record (history kept) and a read answers the latest; tokens and roles are checked;
 * the appointment of the body or path is checked; unknown fields are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFormFiles } from '../../../src/engine/build/load-form-files';
import { bearer, createTestApp, PROJECT_SCHEMAS_DIR, tokensFor, type TestApp } from '../helpers/test-app';
import { createAppointment } from '../helpers/clinic';
import { answerFor, freshContext, payloadFor, prepareFixture, SECTION_ROUTES, type SectionRoute } from '../helpers/sections';

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

/** A valid payload of the route's form for a fresh appointment: its first valid fixture, as the client sends it. */
async function sample(route: SectionRoute, token = student) {
  const context = await freshContext(t.app);
  const [first] = Object.values(loadFormFiles(route.formId, PROJECT_SCHEMAS_DIR).validFixtures);
  const formData = await prepareFixture(t.app, token, route, first, context);
  return { context, payload: payloadFor(route, formData, context) as Record<string, unknown> };
}

function post(route: SectionRoute, appointmentId: number, payload: unknown, token: string | null = student) {
  return t.app.inject({
    method: 'POST',
    url: route.post(appointmentId),
    payload: payload as object,
    headers: token === null ? {} : bearer(token),
  });
}

function read(route: SectionRoute, context: { appointmentId: number; patientId: number }, token: string | null = student) {
  const id = route.read === 'patient' ? context.patientId : context.appointmentId;
  return t.app.inject({ method: 'GET', url: route.get(id), headers: token === null ? {} : bearer(token) });
}

describe.each(SECTION_ROUTES)('$name', (route) => {
  it('stores the payload as a record of its form and schema version, saved by the caller', async () => {
    const { context, payload } = await sample(route);
    const saved = await post(route, context.appointmentId, payload);
    expect(saved.statusCode, saved.body).toBe(201);
    const body = saved.json();
    expect(body).toEqual({ ...answerFor(route, payload), id: expect.any(Number), saved_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) });

    const rows = await t.app.repos.sectionRecords.all(context.appointmentId, route.formId);
    expect(rows).toHaveLength(1);
    const user = await t.app.repos.users.findByUsername('student');
    expect(rows[0]).toMatchObject({
      id: body.id,
      formId: route.formId,
      schemaVersion: t.app.forms.version(route.formId),
      data: payload,
      savedBy: user!.id,
      savedAt: body.saved_at,
      patientId: route.read === 'patient' ? context.patientId : null,
    });
  });

  it('keeps every save: two saves are two records, and the read answers the latest', async () => {
    const { context, payload } = await sample(route);
    const first = await post(route, context.appointmentId, payload);
    const second = await post(route, context.appointmentId, payload, lecturer);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const rows = await t.app.repos.sectionRecords.all(context.appointmentId, route.formId);
    expect(rows.map((row) => row.id)).toEqual([first.json().id, second.json().id]);
    expect(rows[0]!.data).toEqual(rows[1]!.data);

    const answer = await read(route, context, lecturer);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    if (route.read === 'list') {
      expect(body.map((item: { id: number }) => item.id)).toEqual([first.json().id, second.json().id]);
    } else if (route.read === 'observations') {
      // The items of the latest record; its marks on each item and in a header.
      expect(body).toHaveLength((payload.observations as unknown[]).length);
      for (const item of body) expect(item.average_marks).toBeNull();
      expect(answer.headers['x-average-marks']).toBe('null');
    } else {
      expect(body.id).toBe(second.json().id);
      expect(body.saved_at).toBe(second.json().saved_at);
    }
    // Every section read answers the section's average marks: none given yet.
    if (route.read === 'list') for (const item of body) expect(item.average_marks).toBeNull();
    else if (route.read !== 'observations') expect(body.average_marks).toBeNull();
  });

  it('refuses an unknown field and stores nothing', async () => {
    const { context, payload } = await sample(route);
    const response = await post(route, context.appointmentId, { ...payload, not_a_field: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().non_field_errors).toContain('Unknown field: not_a_field.');
    expect(await t.app.repos.sectionRecords.all(context.appointmentId, route.formId)).toEqual([]);
  });

  it('refuses a body that is not an object', async () => {
    const { context } = await sample(route);
    const response = await post(route, context.appointmentId, [1, 2]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: ['Invalid data. Expected a JSON object, but got a list.'] });
  });

  it('answers 401 without a token and 403 to a role that may not record', async () => {
    const { context, payload } = await sample(route);
    const anonymous = await post(route, context.appointmentId, payload, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    for (const username of ['coordinator', 'hadmin']) {
      const token = (await tokensFor(t.app, username)).access;
      const refused = await post(route, context.appointmentId, payload, token);
      expect(refused.statusCode, username).toBe(403);
      expect(refused.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
    expect((await read(route, context, null)).statusCode).toBe(401);
    expect(await t.app.repos.sectionRecords.all(context.appointmentId, route.formId)).toEqual([]);
  });

  const nothingSaved = {
    list: 'reads an empty list when nothing was saved',
    observations: 'reads an empty list when nothing was saved',
    diagnosis: 'reads an empty diagnosis with the code list when nothing was saved',
  } as Partial<Record<SectionRoute['read'], string>>;
  it(nothingSaved[route.read] ?? 'answers 404 Not found when nothing was saved', async () => {
    const response = await read(route, await freshContext(t.app), (await tokensFor(t.app, 'hadmin')).access);
    if (route.read === 'list' || route.read === 'observations') {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    } else if (route.read === 'diagnosis') {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: null, saved_at: null, differential_diagnosis: '', final_diagnoses_info: [] });
      expect(response.json().all_diagnosis_codes.length).toBeGreaterThan(0);
    } else {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
  });

  if (route.appointmentIn === 'body') {
    it('requires a whole-number appointment in the body', async () => {
      const { context, payload } = await sample(route);
      for (const [appointment, message] of [
        [undefined, 'This field is required.'],
        ['012', 'A valid integer is required.'],
        ['1.0', 'A valid integer is required.'],
        [1.5, 'A valid integer is required.'],
        [0, 'Ensure this value is greater than or equal to 1.'],
      ] as const) {
        const response = await post(route, context.appointmentId, { ...payload, appointment });
        expect(response.statusCode, String(appointment)).toBe(400);
        expect(response.json().appointment).toEqual([message]);
      }
      expect(await t.app.repos.sectionRecords.all(context.appointmentId, route.formId)).toEqual([]);
    });
  } else {
    it('takes the appointment from the path, and refuses a body that names another', async () => {
      const { context, payload } = await sample(route);
      const other = await post(route, context.appointmentId, { ...payload, appointment: context.appointmentId + 1 });
      expect(other.statusCode).toBe(400);
      expect(other.json().appointment).toEqual(['Does not match the appointment in the URL.']);
      const badPath = await t.app.inject({ method: 'POST', url: route.post(0), payload, headers: bearer(student) });
      expect(badPath.statusCode).toBe(400);
      expect(Object.values(badPath.json()).flat()).toContain('A valid integer is required.');
      const beyond = await t.app.inject({ method: 'POST', url: route.post(9999999999), payload, headers: bearer(student) });
      expect(beyond.statusCode).toBe(404);
    });
  }
});

describe('Oculo-Medical History read', () => {
  const route = SECTION_ROUTES.find((r) => r.read === 'patient')!;

  it('needs a patient id in the query', async () => {
    for (const query of ['', '?patient=', '?patient=abc', '?patient=1&x=2']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/tests/api/patient-history/latest/${query}`, headers: bearer(student) });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it("answers the patient's latest history whatever the appointment", async () => {
    const { context, payload } = await sample(route);
    const first = await post(route, context.appointmentId, payload);
    const laterAppointment = await createAppointment(t.app, context.patientId);
    const second = await post(route, laterAppointment, { ...payload, appointment: laterAppointment });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const answer = await read(route, context);
    expect(answer.json()).toMatchObject({ id: second.json().id, appointment: laterAppointment });
  });
});
