/**
 * Rubric versions (issue 12 point 4): the shipped grading forms are imported at start once; a changed file that
 * keeps its recorded version stops the start; lecturers save new versions that pass the rubric check; anyone
 * signed in reads them.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { bearer, createTestApp, expectErrorShape, PROJECT_SCHEMAS_DIR, tokensFor, type TestApp } from '../helpers/test-app';

type Item = Record<string, unknown>;
interface Section extends Item {
  properties: Record<string, Item>;
}
/** The parts of a grading schema these tests read and change. */
interface Json extends Item {
  version?: string;
  properties: Record<string, Section>;
}

let t: TestApp;
let lecturer: string;
let student: string;
const dirs: string[] = [];

const shipped = (form: string, file = 'schema.json') => JSON.parse(readFileSync(join(PROJECT_SCHEMAS_DIR, form, file), 'utf8')) as Json;

function schemasCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sightline-rubrics-'));
  cpSync(PROJECT_SCHEMAS_DIR, dir, { recursive: true });
  dirs.push(dir);
  return dir;
}

async function rows(form: string) {
  return t.app.db.selectFrom('rubric_versions').select(['version', 'source']).where('form_id', '=', form).orderBy('id').execute();
}

/** Starts a second app over the same database (a restart) with `schemasDir`; answers the start's error, if any. */
async function restart(schemasDir: string): Promise<Error | null> {
  const app = buildApp({ config: { ...t.config, schemasDir }, db: t.testDb.db, logger: false });
  try {
    await app.ready();
    return null;
  } catch (error) {
    return error as Error;
  } finally {
    await app.close();
  }
}

beforeAll(async () => {
  t = await createTestApp();
  lecturer = (await tokensFor(t.app, 'lecturer')).access;
  student = (await tokensFor(t.app, 'student')).access;
});
afterAll(async () => {
  await t?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('import at start', () => {
  it('records the shipped versions of both grading forms', async () => {
    expect(await rows('final-grading')).toEqual([{ version: shipped('final-grading').version, source: 'file' }]);
    expect(await rows('section-marks')).toEqual([{ version: shipped('section-marks').version, source: 'file' }]);
  });

  it('inserts nothing more on a restart over the same files', async () => {
    expect(await restart(PROJECT_SCHEMAS_DIR)).toBeNull();
    expect(await rows('final-grading')).toHaveLength(1);
    expect(await rows('section-marks')).toHaveLength(1);
  });

  it('refuses to start when a recorded version changed without a new version', async () => {
    const dir = schemasCopy();
    const schema = shipped('final-grading');
    schema.properties.section_a!.properties.case_history!.maximum = 6;
    writeFileSync(join(dir, 'final-grading', 'schema.json'), JSON.stringify(schema, null, 2));
    const error = await restart(dir);
    expect(error?.name).toBe('FormSchemaError');
    expect(error?.message).toBe(
      `schemas/final-grading/schema.json changed but keeps version ${String(schema.version)}, which is already recorded; give it a new "version".`,
    );
    expect(await rows('final-grading')).toHaveLength(1);
  });

  it('imports a changed file with a new version, which becomes current, and keeps the recorded one', async () => {
    const dir = schemasCopy();
    const schema = shipped('final-grading');
    schema.version = '1.0.1-import';
    schema.properties.section_a!.properties.case_history!.maximum = 6;
    delete schema.properties.section_a!.totalMaximum;
    delete schema.totalMaximum;
    writeFileSync(join(dir, 'final-grading', 'schema.json'), JSON.stringify(schema, null, 2));
    expect(await restart(dir)).toBeNull();
    const list = await rows('final-grading');
    expect(list.map((row) => row.version)).toEqual([shipped('final-grading').version, '1.0.1-import']);
    const current = await t.app.rubrics.current('final-grading');
    expect(current.version).toBe('1.0.1-import');
    expect((current.schema as Json).properties.section_a!.properties.case_history!.maximum).toBe(6);
  });
});

describe('GET /api/grading/rubrics/{form}/', () => {
  it('answers the current version and the list to any signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/grading/rubrics/section-marks/', headers: bearer(student) });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { current: Item; versions: Item[] };
    expect(body.current).toMatchObject({ form: 'section-marks', version: shipped('section-marks').version, source: 'file', created_by_name: null });
    expect(body.current).toMatchObject({ schema: { properties: { marks: { maximum: 100 } } } });
    expect(body.versions).toHaveLength(1);
    expect(body.versions[0]).not.toHaveProperty('schema');
  });

  it('answers one version by its number, and 404 for an unknown one or form', async () => {
    const version = String(shipped('section-marks').version);
    const one = await t.app.inject({ method: 'GET', url: `/api/grading/rubrics/section-marks/${version}/`, headers: bearer(student) });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ form: 'section-marks', version });
    const missing = await t.app.inject({ method: 'GET', url: '/api/grading/rubrics/section-marks/9.9.9/', headers: bearer(student) });
    expect(missing.statusCode).toBe(404);
    expect(expectErrorShape(missing)).toBeNull();
    const form = await t.app.inject({ method: 'GET', url: '/api/grading/rubrics/visual-acuity/', headers: bearer(student) });
    expect(form.statusCode).toBe(404);
  });

  it('refuses an anonymous reader', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/grading/rubrics/final-grading/' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/grading/rubrics/{form}/', () => {
  const post = (token: string, body: unknown, form = 'section-marks') =>
    t.app.inject({ method: 'POST', url: `/api/grading/rubrics/${form}/`, headers: bearer(token), payload: body as object });

  it("saves a lecturer's version as the latest minor + 1, which becomes current", async () => {
    const current = await t.app.rubrics.current('section-marks');
    const schema = structuredClone(current.schema) as Json;
    schema.properties.marks!.maximum = 50;
    const response = await post(lecturer, { schema, ui: current.ui });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as { id: number };
    expect(body).toMatchObject({ form: 'section-marks', version: '1.1.0', source: 'app', created_by_name: 'Kwame Asante' });
    expect(body).toMatchObject({ schema: { version: '1.1.0', properties: { marks: { maximum: 50 } } } });
    const now = await t.app.rubrics.current('section-marks');
    expect(now.id).toBe(body.id);
    expect(t.app.rubrics.validate(now, { marks: 60 })).not.toBeNull();
    expect(t.app.rubrics.validate(now, { marks: 40 })).toBeNull();
    const old = (await t.app.rubrics.byId(current.id))!;
    expect(t.app.rubrics.validate(old, { marks: 60 })).toBeNull();
  });

  it('numbers two versions saved at once one after the other', async () => {
    const current = await t.app.rubrics.current('section-marks');
    const [first, second] = await Promise.all([post(lecturer, { schema: current.schema, ui: current.ui }), post(lecturer, { schema: current.schema, ui: current.ui })]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const numbers = [first, second].map((response) => (response.json() as { version: string }).version).sort();
    expect(numbers).toEqual(['1.2.0', '1.3.0']);
  });

  it('refuses a student', async () => {
    const current = await t.app.rubrics.current('section-marks');
    const response = await post(student, { schema: current.schema, ui: current.ui });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a rubric with an unbounded string or a negative minimum, then one whose totals do not add up', async () => {
    const current = await t.app.rubrics.current('final-grading');
    const schema = structuredClone(current.schema) as Json;
    schema.properties.remarks = { type: 'string', title: 'Remarks', properties: {} };
    schema.properties.section_a!.properties.externals!.minimum = -1;
    const before = await rows('final-grading');
    const response = await post(lecturer, { schema, ui: current.ui }, 'final-grading');
    expect(response.statusCode, response.body).toBe(400);
    expect(expectErrorShape(response)).toBeNull();
    const messages = (response.json() as { schema: string[] }).schema;
    expect(messages).toContain('#/properties/remarks: "maxLength" is missing');
    expect(messages).toContain('#/properties/section_a/properties/externals/minimum: must be 0 (a score starts at 0)');

    const totals = structuredClone(current.schema) as Json;
    totals.properties.section_b!.totalMaximum = 40;
    const refused = await post(lecturer, { schema: totals, ui: current.ui }, 'final-grading');
    expect(refused.statusCode, refused.body).toBe(400);
    expect((refused.json() as { schema: string[] }).schema).toContainEqual(expect.stringMatching(/add up to 35, not its totalMaximum 40/));
    expect(await rows('final-grading')).toEqual(before);
  });

  it('refuses a body that is not a schema and ui', async () => {
    const response = await post(lecturer, { schema: 'x' });
    expect(response.statusCode).toBe(400);
    expect(expectErrorShape(response)).toBeNull();
  });
});
