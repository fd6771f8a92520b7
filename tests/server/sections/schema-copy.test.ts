/**
 * The schemas are the only source of clinical fields: a server started over a copy of `schemas/` in which every
 * section's schema has one more property validates it, stores it and reads it back, with no code change.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFormFiles } from '../../../src/engine/build/load-form-files';
import { bearer, createTestApp, PROJECT_SCHEMAS_DIR, tokensFor, type TestApp } from '../helpers/test-app';
import { freshContext, payloadFor, prepareFixture, SECTION_ROUTES, type SectionRoute } from '../helpers/sections';

const NOTE = { type: 'string', title: 'Teaching note', maxLength: 12, errorMessage: { maxLength: 'Keep the teaching note short.' } };

let dir: string;
let t: TestApp;
let student: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sightline-schemas-'));
  cpSync(PROJECT_SCHEMAS_DIR, dir, { recursive: true });
  for (const { formId } of SECTION_ROUTES) {
    const file = join(dir, formId, 'schema.json');
    const schema = JSON.parse(readFileSync(file, 'utf8')) as { properties: Record<string, unknown> };
    schema.properties.teaching_note = NOTE;
    writeFileSync(file, JSON.stringify(schema, null, 2));
  }
  t = await createTestApp({ config: { schemasDir: dir } });
  student = (await tokensFor(t.app, 'student')).access;
});
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The route's first valid fixture with the added property, as the client sends it (the adapter given the copy). */
async function noted(route: SectionRoute, note: string) {
  const context = await freshContext(t.app);
  const files = loadFormFiles(route.formId, dir);
  const [first] = Object.values(files.validFixtures);
  const formData = (await prepareFixture(t.app, student, route, first, context)) as Record<string, unknown>;
  const payload = payloadFor(route, { ...formData, teaching_note: note }, { ...context, schema: files.schema });
  return { context, payload: payload as Record<string, unknown> };
}

function post(route: SectionRoute, appointmentId: number, payload: unknown) {
  return t.app.inject({ method: 'POST', url: route.post(appointmentId), payload: payload as object, headers: bearer(student) });
}

describe.each(SECTION_ROUTES)('$name, with a property added to its schema', (route) => {
  it('stores the new property and reads it back', async () => {
    const { context, payload } = await noted(route, 'Discussed');
    expect(payload.teaching_note).toBe('Discussed');
    const saved = await post(route, context.appointmentId, payload);
    expect(saved.statusCode, saved.body).toBe(201);

    const stored = await t.app.repos.sectionRecords.latest(context.appointmentId, route.formId);
    expect((stored?.data as Record<string, unknown>).teaching_note).toBe('Discussed');

    // The save's answer is the record; a read answers it too. The observations' read shape is a list of items
    // (consultation §3): a form-level field is on every item and in the X-Form-Fields header (docs/decisions.md).
    expect(saved.body).toContain('"teaching_note":"Discussed"');
    const id = route.read === 'patient' ? context.patientId : context.appointmentId;
    const read = await t.app.inject({ method: 'GET', url: route.get(id), headers: bearer(student) });
    expect(read.statusCode, read.body).toBe(200);
    if (route.read === 'observations') expect(JSON.parse(String(read.headers['x-form-fields']))).toEqual({ teaching_note: 'Discussed' });
    else expect(read.body).toContain('"teaching_note":"Discussed"');
  });

  it("refuses a value past the new property's bound with its message", async () => {
    const { context, payload } = await noted(route, 'Far too long for the note');
    const saved = await post(route, context.appointmentId, payload);
    expect(saved.statusCode, saved.body).toBe(400);
    expect(saved.json()).toEqual({ teaching_note: ['Keep the teaching note short.'] });
  });
});

describe('the shipped schemas', () => {
  it('still refuse the property the copy adds', async () => {
    const project = await createTestApp();
    try {
      const token = (await tokensFor(project.app, 'student')).access;
      const route = SECTION_ROUTES.find((r) => r.formId === 'visual-acuity')!;
      const context = await freshContext(project.app);
      const [first] = Object.values(loadFormFiles(route.formId, PROJECT_SCHEMAS_DIR).validFixtures);
      const payload = { ...(payloadFor(route, first, context) as object), teaching_note: 'Discussed' };
      const saved = await project.app.inject({ method: 'POST', url: route.post(context.appointmentId), payload, headers: bearer(token) });
      expect(saved.statusCode, saved.body).toBe(400);
    } finally {
      await project.close();
    }
  });
});
