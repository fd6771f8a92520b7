/**
 * Every fixture of every section form, over HTTP: what a form accepts the server stores, what a form refuses the
 * server refuses with the form's exact words. The fixtures are the schema authors' (`schemas/<form>/fixtures/`),
 * so this suite grows with them.
 *
 * An invalid fixture is sent twice: as the client would send it (its form data through the form's adapter) and
 * as a raw body (the form data as is, plus the context keys). Adapters normalise (a missing list becomes `[]`,
 * unknown keys are not copied), so some problems can only arrive raw; every listed message must come back from
 * one of the two, except messages about a value the adapter itself consumes or normalises when it reads a body:
 * an unknown key it drops (`appointment`, read-answer keys such as `average_marks`), or a value it converts
 * (`"12"` read as `12` where numbers often travel as text). Such a value never reaches the schema as written.
 */
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFormIds, loadFormFiles } from '../../../src/engine/build/load-form-files';
import { bearer, createTestApp, PROJECT_SCHEMAS_DIR, tokensFor, type TestApp } from '../helpers/test-app';
import {
  answerFor,
  formDataFrom,
  atPath,
  freshContext,
  payloadFor,
  prepareFixture,
  rawBodyFor,
  SECTION_ROUTES,
  type SectionRoute,
} from '../helpers/sections';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await tokensFor(t.app, 'student')).access;
});
afterAll(async () => {
  await t?.close();
});

const present = new Set(listFormIds(PROJECT_SCHEMAS_DIR));

async function post(route: SectionRoute, appointmentId: number, body: unknown) {
  return t.app.inject({ method: 'POST', url: route.post(appointmentId), payload: body as object, headers: bearer(token) });
}

async function read(route: SectionRoute, context: { appointmentId: number; patientId: number }) {
  const id = route.read === 'patient' ? context.patientId : context.appointmentId;
  return t.app.inject({ method: 'GET', url: route.get(id), headers: bearer(token) });
}

it('has a form in schemas/ for every section route', () => {
  expect(SECTION_ROUTES.map((route) => route.formId).filter((id) => !present.has(id))).toEqual([]);
});

describe.each(SECTION_ROUTES.filter((route) => present.has(route.formId)))('$name ($formId)', (route) => {
  const files = loadFormFiles(route.formId, PROJECT_SCHEMAS_DIR);

  it('has valid and invalid fixtures to test with', () => {
    expect(Object.keys(files.validFixtures).length).toBeGreaterThan(0);
    expect(Object.keys(files.invalidFixtures).length).toBeGreaterThan(0);
  });

  it.each(Object.entries(files.validFixtures))('stores %s (201) and reads it back', async (_name, fixture) => {
    const context = await freshContext(t.app);
    const formData = await prepareFixture(t.app, token, route, fixture, context);
    const payload = payloadFor(route, formData, context);
    const saved = await post(route, context.appointmentId, payload);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toEqual({ ...answerFor(route, payload), id: expect.any(Number), saved_at: expect.any(String) });

    const answer = await read(route, context);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = route.read === 'list' ? (answer.json() as unknown[]).at(-1) : answer.json();
    if (route.read === 'latest' || route.read === 'list') expect(body).toMatchObject(answerFor(route, payload));
    // Read shapes other than the payload (consultation §3) read back into the very form data that was saved.
    else expect(formDataFrom(route, body)).toEqual(formDataFrom(route, payload));
    // The read answer reads back, through the same adapter, into form data the form accepts.
    expect(t.app.forms.validate(route.formId, formDataFrom(route, body))).toBeNull();
  });

  it.each(Object.entries(files.invalidFixtures))('refuses %s with its messages (400)', async (_name, fixture) => {
    const context = await freshContext(t.app);
    const formData = await prepareFixture(t.app, token, route, fixture.formData, context);
    const viaAdapter = await post(route, context.appointmentId, payloadFor(route, formData, context));
    const raw = rawBodyFor(route, formData, context);
    const viaRaw = await post(route, context.appointmentId, raw);
    expect([viaAdapter.statusCode, viaRaw.statusCode], `${viaAdapter.body}\n${viaRaw.body}`).toContain(400);

    const answered: Record<string, string[]> = {};
    for (const response of [viaAdapter, viaRaw]) {
      if (response.statusCode !== 400) continue;
      for (const [field, messages] of Object.entries(response.json() as Record<string, string[]>)) {
        (answered[field] ??= []).push(...messages);
      }
    }
    const readBack = formDataFrom(route, raw);
    const missing: string[] = [];
    for (const [field, messages] of Object.entries(fixture.errors)) {
      for (const message of messages) {
        const unknown = /^Unknown field: (.+)\.$/.exec(message);
        if (unknown && !atPath(readBack, unknown[1]!).found) continue; // dropped by the adapter, never validated
        const sent = atPath(formData, field);
        if (!unknown && sent.found && !isDeepStrictEqual(sent.value, atPath(readBack, field).value)) continue; // normalised
        if (!answered[field]?.includes(message)) missing.push(`${field}: ${message}`);
      }
    }
    expect(missing, JSON.stringify(answered)).toEqual([]);
  });
});
