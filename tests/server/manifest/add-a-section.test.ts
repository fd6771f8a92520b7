/**
 * Adding a section is one schema folder and one manifest entry (docs/forms.md, "Add a section"): a server started
 * over a copy of schemas/ holding the new form folder and its entry in consultation/sections.json answers the
 * section's save and read routes, at the manifest's paths, with no code, and documents them with every property of
 * the form. Run on SQLite and PostgreSQL (TEST_DB).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFormFiles } from '../../../src/engine/build/load-form-files';
import { sectionContractNames } from '../../../contracts/sections';
import { manifestProblems, validateManifest } from '../../../server/services/section-manifest';
import { addNewSection, NEW_SECTION } from '../../support/new-section';
import { freshContext, sectionRoute } from '../helpers/sections';
import { bearer, createTestApp, PROJECT_SCHEMAS_DIR, tokensFor, type TestApp } from '../helpers/test-app';

let dir: string;
let t: TestApp;
let student: string;
const route = sectionRoute(NEW_SECTION);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sightline-new-section-'));
  cpSync(PROJECT_SCHEMAS_DIR, dir, { recursive: true });
  addNewSection(dir);
  t = await createTestApp({ config: { schemasDir: dir } });
  student = (await tokensFor(t.app, 'student')).access;
});
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const read = (appointmentId: number) => t.app.inject({ method: 'GET', url: route.get(appointmentId), headers: bearer(student) });

describe('a section added as a schema folder and a manifest entry', () => {
  it('is a valid manifest entry for a form of the folder', () => {
    const { manifest, problems } = validateManifest(dir);
    expect(problems).toEqual([]);
    expect(manifestProblems(manifest!, [...readFileSync(join(dir, 'consultation', 'sections.json'), 'utf8').matchAll(/"formId": "([^"]+)"/g)].map((m) => m[1]!))).toEqual([]);
    expect(t.app.sectionManifest.sections.map((entry) => entry.formId)).toContain(NEW_SECTION.formId);
  });

  it('answers 404 before a save, 201 with the record on a save, then the record on a read', async () => {
    const context = await freshContext(t.app);
    expect((await read(context.appointmentId)).statusCode).toBe(404);

    const [fixture] = Object.values(loadFormFiles(NEW_SECTION.formId, dir).validFixtures) as Record<string, unknown>[];
    const saved = await t.app.inject({
      method: 'POST',
      url: route.post(context.appointmentId),
      payload: { ...fixture, appointment: context.appointmentId },
      headers: bearer(student),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ ...fixture, appointment: context.appointmentId });

    const answer = await read(context.appointmentId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ ...fixture, appointment: context.appointmentId, id: saved.json().id, average_marks: null });
    expect(typeof answer.json().screen_hours).toBe('number');
  });

  it('is in the OpenAPI document: its body, its save answer and its read answer list every property of its form', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    const names = sectionContractNames(NEW_SECTION.formId);
    const formProperties = Object.keys((loadFormFiles(NEW_SECTION.formId, dir).schema as { properties: object }).properties);
    for (const name of [names.payload, names.record, names.view]) {
      expect(Object.keys(doc.components.schemas[name]?.properties ?? {}), name).toEqual(expect.arrayContaining(formProperties));
    }
    const save = doc.paths[`/api${NEW_SECTION.save.path}`]?.post;
    expect(JSON.stringify(save?.requestBody)).toContain(`#/components/schemas/${names.payload}`);
    expect(JSON.stringify(save?.responses['201'])).toContain(`#/components/schemas/${names.record}`);
  });

  it("refuses a body its schema refuses, with the schema's message", async () => {
    const context = await freshContext(t.app);
    const [invalid] = Object.values(loadFormFiles(NEW_SECTION.formId, dir).invalidFixtures);
    const refused = await t.app.inject({
      method: 'POST',
      url: route.post(context.appointmentId),
      payload: { ...(invalid!.formData as object), appointment: context.appointmentId },
      headers: bearer(student),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(invalid!.errors);
  });
});
