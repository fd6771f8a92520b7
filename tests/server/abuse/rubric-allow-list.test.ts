/**
 * Rubric schemas are an allow-list (issue 19, "Rubric editor ReDoS" and the Infinity grading): a rubric is saved,
 * imported at start or passed by `check:schemas` only with the keywords the rubric editor produces
 * (schemas/meta/rubric.json) — no `pattern`, `patternProperties`, `format`, no `$ref` outside the document — with
 * finite bounds (an item's maximum at most 1000), every `required` name a property, every text bounded. A version
 * stored before these rules with maxima that add up past a finite number answers the grading without a 5xx.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSchemas } from '../../../scripts/check-schemas';
import { buildApp } from '../../../server/app';
import type { RubricVersion } from '../../../server/features/grading/rubric-versions';
import { submittedCase } from '../helpers/reviews';
import { bearer, createTestApp, expectErrorShape, PROJECT_SCHEMAS_DIR, tokensFor, type TestApp } from '../helpers/test-app';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- rubric schemas are edited freely here

let t: TestApp;
let lecturer: string;
let student: string;
const dirs: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  lecturer = (await tokensFor(t.app, 'lecturer')).access;
  student = (await tokensFor(t.app, 'student')).access;
});
afterAll(async () => {
  await t?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const current = async (form: 'final-grading' | 'section-marks') => {
  const version = await t.app.rubrics.current(form);
  return { schema: structuredClone(version.schema) as Json, ui: structuredClone(version.ui) as Json };
};
const versionCount = async () => (await t.app.db.selectFrom('rubric_versions').select('id').execute()).length;

/** Saves a rubric as the rubric editor does; answers the status and the refusal's messages. */
async function save(form: 'final-grading' | 'section-marks', schema: Json, ui: Json) {
  const response = await t.app.inject({ method: 'POST', url: `/api/grading/rubrics/${form}/`, headers: bearer(lecturer), payload: { schema, ui } });
  if (response.statusCode === 400) expect(expectErrorShape(response)).toBeNull();
  const body = response.json() as { schema?: string[] };
  return { status: response.statusCode, messages: body.schema ?? [] };
}

describe('saving a rubric', () => {
  it("refuses a remark with pattern ^(a+)+$, naming the keyword and where; a long remark is then graded at once", async () => {
    const before = await versionCount();
    const { schema, ui } = await current('final-grading');
    schema.properties.remarks = { type: 'string', maxLength: 2000, title: 'Remarks', pattern: '^(a+)+$' };
    const refused = await save('final-grading', schema, ui);
    expect(refused.status).toBe(400);
    expect(refused.messages).toContain('#/properties/remarks: "pattern" is not allowed in a rubric (the rubric editor does not use it)');
    expect(await versionCount()).toBe(before);

    // The remark that would have backtracked for hours is an ordinary text for the rubric in force.
    const appointment = await submittedCase(t.app, student);
    const { schema: rubric } = await current('final-grading');
    const scores = Object.fromEntries(
      Object.entries(rubric.properties as Json)
        .filter(([, section]) => section.type === 'object')
        .map(([key, section]) => [key, Object.fromEntries(Object.keys(section.properties).map((item) => [item, 0]))]),
    );
    const remarks = `${'a'.repeat(1999)}!`;
    const graded = await t.app.inject({ method: 'POST', url: `/api/grading/${appointment}/`, headers: bearer(lecturer), payload: { ...scores, remarks } });
    expect(graded.statusCode, graded.body).toBe(201);
    expect((graded.json() as { remarks: string }).remarks).toBe(remarks);
  });

  it('refuses patternProperties, format and a $ref outside the document', async () => {
    const { schema, ui } = await current('final-grading');
    schema.properties.section_a.patternProperties = { '^(a+)+$': { type: 'number' } };
    schema.properties.section_b.properties.time.format = 'email';
    schema.properties.remarks = { $ref: 'https://example.org/remarks.json#/$defs/text', title: 'Remarks' };
    const refused = await save('final-grading', schema, ui);
    expect(refused.status).toBe(400);
    expect(refused.messages).toEqual(
      expect.arrayContaining([
        '#/properties/section_a: "patternProperties" is not allowed in a rubric (the rubric editor does not use it)',
        '#/properties/section_b/properties/time: "format" is not allowed in a rubric (the rubric editor does not use it)',
        '#/properties/remarks/$ref: must refer to a definition of the rubric itself (#/$defs/<name>)',
      ]),
    );
  });

  it('refuses maxima of 1e308 (totals that are not finite) and a maximum over 1000', async () => {
    const before = await versionCount();
    const { schema, ui } = await current('final-grading');
    schema.properties.section_a.properties.case_history.maximum = 1e308;
    schema.properties.section_a.properties.externals.maximum = 1e308;
    schema.properties.section_b.properties.time.maximum = 1001;
    delete schema.properties.section_a.totalMaximum;
    delete schema.totalMaximum;
    const refused = await save('final-grading', schema, ui);
    expect(refused.status).toBe(400);
    expect(refused.messages).toEqual(
      expect.arrayContaining([
        '#/properties/section_a/properties/case_history/maximum: must be a number above 0 and at most 1000',
        '#/properties/section_a/properties/externals/maximum: must be a number above 0 and at most 1000',
        '#/properties/section_b/properties/time/maximum: must be a number above 0 and at most 1000',
      ]),
    );
    const marks = await current('section-marks');
    marks.schema.properties.marks.maximum = 1e308;
    expect((await save('section-marks', marks.schema, marks.ui)).messages).toEqual([
      '#/properties/marks/maximum: must be a number above 0 and at most 1000',
    ]);
    expect(await versionCount()).toBe(before);
  });

  it('refuses a required field that is not a property (it could never be sent)', async () => {
    const { schema, ui } = await current('final-grading');
    schema.properties.section_b.required.push('ghost');
    schema.required.push('signature');
    const refused = await save('final-grading', schema, ui);
    expect(refused.status).toBe(400);
    expect(refused.messages).toEqual([
      '#: "required" names "signature", which is not one of its properties (it could never be sent)',
      '#/properties/section_b: "required" names "ghost", which is not one of its properties (it could never be sent)',
    ]);
    const marks = await current('section-marks');
    marks.schema.properties.remarks = { $ref: '#/$defs/missingText', title: 'Remarks' };
    expect((await save('section-marks', marks.schema, marks.ui)).messages).toEqual([
      '#/properties/remarks: "$ref" #/$defs/missingText names no definition of the rubric',
    ]);
  });

  it('refuses unbounded text: no maxLength, a maxLength past 2000, and a definition that is `true`', async () => {
    const marks = await current('section-marks');
    marks.schema.properties.remarks = { type: 'string', title: 'Remarks' };
    expect((await save('section-marks', marks.schema, marks.ui)).messages).toEqual(['#/properties/remarks: "maxLength" is missing']);
    marks.schema.properties.remarks = { type: 'string', maxLength: 1e9, title: 'Remarks' };
    expect((await save('section-marks', marks.schema, marks.ui)).messages).toEqual([
      '#/properties/remarks/maxLength: must be a whole number from 1 to 2000 (a text is bounded)',
    ]);
    const { schema, ui } = await current('final-grading');
    schema.$defs.optionalText = true;
    const refused = await save('final-grading', schema, ui);
    expect(refused.status).toBe(400);
    expect(refused.messages).toContain('#/$defs/optionalText: must be object');
  });

  it("still saves the rubric editor's own changes", async () => {
    const { schema, ui } = await current('section-marks');
    schema.properties.marks.maximum = 20;
    schema.properties.remarks = { type: 'string', maxLength: 500, title: 'Remarks' };
    expect((await save('section-marks', schema, ui)).status).toBe(201);
  });
});

/** A copy of the project's schemas with a new final-grading version file whose remarks carry a pattern. */
function schemasWithBadVersion(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'sightline-bad-rubric-')), 'schemas');
  dirs.push(dirname(dir));
  cpSync(PROJECT_SCHEMAS_DIR, dir, { recursive: true });
  const schema = JSON.parse(readFileSync(join(dir, 'final-grading', 'schema.json'), 'utf8')) as Json;
  schema.version = '1.9.0';
  schema.properties.remarks = { type: 'string', maxLength: 2000, title: 'Remarks', pattern: '^(a+)+$' };
  const folder = join(dir, 'final-grading', 'versions', '1.9.0');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'schema.json'), JSON.stringify(schema, null, 2));
  cpSync(join(dir, 'final-grading', 'ui.json'), join(folder, 'ui.json'));
  return dir;
}
function dirname(path: string): string {
  return path.slice(0, path.lastIndexOf('/'));
}

describe('a rubric file', () => {
  it('that is not sound stops the start, naming the file and the keyword, and is not recorded', async () => {
    const before = await versionCount();
    const app = buildApp({ config: { ...t.config, schemasDir: schemasWithBadVersion() }, db: t.testDb.db, logger: false });
    const error = await app.ready().then(
      () => null,
      (failure: unknown) => failure as Error,
    );
    await app.close();
    expect(error?.name).toBe('FormSchemaError');
    expect(error?.message).toBe(
      'schemas/final-grading/versions/1.9.0/schema.json (version 1.9.0) is not a sound rubric, so it is not imported: ' +
        '#/properties/remarks: "pattern" is not allowed in a rubric (the rubric editor does not use it)',
    );
    expect(await versionCount()).toBe(before);
  });

  it('fails check:schemas', async () => {
    const reports = await checkSchemas({ dir: schemasWithBadVersion() });
    const report = reports.find((entry) => entry.id === 'final-grading/versions/1.9.0');
    expect(report?.problems).toContain('rubric: #/properties/remarks: "pattern" is not allowed in a rubric (the rubric editor does not use it)');
    expect(reports.find((entry) => entry.id === 'final-grading')?.problems).toEqual([]);
  });
});

/** A final-grading version stored before the rubric check (maxima of 1e308), as an earlier server kept it. */
let stored: RubricVersion | null = null;
async function storedInfiniteVersion(): Promise<RubricVersion> {
  if (stored) return stored;
  const { schema, ui } = await current('final-grading');
  for (const item of Object.values(schema.properties.section_a.properties as Json)) item.maximum = 1e308;
  delete schema.properties.section_a.totalMaximum;
  delete schema.totalMaximum;
  schema.version = '1.8.0-stored';
  await t.app.db
    .insertInto('rubric_versions')
    .values({
      form_id: 'final-grading',
      version: '1.8.0-stored',
      schema: JSON.stringify(schema),
      ui: JSON.stringify(ui),
      content_hash: 'stored-before-the-allow-list',
      source: 'app',
      created_by: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  stored = (await t.app.rubrics.byVersion('final-grading', '1.8.0-stored'))!;
  return stored;
}

describe('a version stored before the rules, whose maxima add up past a finite number', () => {
  it('answers grading and its read without a 5xx', async () => {
    const schema = (await storedInfiniteVersion()).schema as Json;
    const appointment = await submittedCase(t.app, student);
    const scores = Object.fromEntries(
      Object.entries(schema.properties as Json)
        .filter(([, section]) => section.type === 'object')
        .map(([key, section]) => [key, Object.fromEntries(Object.keys(section.properties).map((item) => [item, key === 'section_a' ? 1e308 : 0]))]),
    );
    const graded = await t.app.inject({
      method: 'POST',
      url: `/api/grading/${appointment}/`,
      headers: bearer(lecturer),
      payload: { ...scores, rubric_version: '1.8.0-stored' },
    });
    expect(graded.statusCode, graded.body).toBe(400);
    expect(graded.json()).toEqual({
      non_field_errors: [
        'Rubric version 1.8.0-stored cannot be used: #/properties/section_a/properties/case_history/maximum: must be a number above 0 and at most 1000. Save a new version in the rubric editor.',
      ],
    });
    const read = await t.app.inject({ method: 'GET', url: `/api/grading/${appointment}/`, headers: bearer(lecturer) });
    expect(read.statusCode, read.body).toBe(200);
  });

  it('a grading stored with such a version (a total past any number) reads without a 5xx', async () => {
    const appointment = await submittedCase(t.app, student);
    const version = await storedInfiniteVersion();
    const lecturerId = (await t.app.db.selectFrom('users').select('id').where('username', '=', 'lecturer').executeTakeFirstOrThrow()).id;
    // As the server stored it before the check, on the engine that kept the infinite total.
    await t.app.db
      .insertInto('final_gradings')
      .values({
        appointment_id: appointment,
        rubric_version_id: version.id,
        scores: JSON.stringify({ section_a: { case_history: 1e308, externals: null } }),
        totals: JSON.stringify({ totalA: null, totalB: 0 }),
        total_centi: 0,
        remarks: '',
        reason: null,
        graded_by: lecturerId,
        graded_at: new Date().toISOString(),
      })
      .execute();
    if (t.testDb.engine === 'sqlite') {
      await sql`update final_gradings set total_centi = 9e999 where appointment_id = ${appointment}`.execute(t.app.db);
    }
    const read = await t.app.inject({ method: 'GET', url: `/api/grading/${appointment}/`, headers: bearer(lecturer) });
    expect(read.statusCode, read.body).toBe(200);
    expect((read.json() as { current: unknown }).current).toMatchObject({ scores: { section_a: { case_history: 1e308 } }, totals: { totalB: 0 }, total: 0 });
  });
});
