/**
 * `app.forms`: the server loads every form of the schemas folder at start-up and refuses to start with a broken
 * one. A rubric is data: editing a schema file changes what the server accepts, with no code change.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { listFormIds, loadFormFiles } from '../../src/engine/build/load-form-files';
import { patientWithAppointment } from './helpers/clinic';
import { bearer, createTestApp, PROJECT_SCHEMAS_DIR, testConfig, tokensFor, type TestApp } from './helpers/test-app';
import { createTestDb } from './helpers/test-db';

const temporary: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sightline-schemas-'));
  temporary.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the project's schemas to edit. */
function copyOfSchemas(): string {
  const dir = join(tempDir(), 'schemas');
  cpSync(PROJECT_SCHEMAS_DIR, dir, { recursive: true });
  return dir;
}

/** The parts of a schema the edits below touch. */
interface SchemaNode {
  [keyword: string]: unknown;
  version?: string;
  properties: Record<string, SchemaNode>;
  required: string[];
  errorMessage: { required: Record<string, string> };
  maximum?: number;
  maxLength?: number;
}

function editSchema(dir: string, formId: string, edit: (schema: SchemaNode) => void): void {
  const file = join(dir, formId, 'schema.json');
  const schema = JSON.parse(readFileSync(file, 'utf8')) as SchemaNode;
  edit(schema);
  writeFileSync(file, JSON.stringify(schema, null, 2));
}

describe('form schemas at start-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('loads every form of the schemas folder, with its version', () => {
    expect(t.app.forms.ids()).toEqual(listFormIds(PROJECT_SCHEMAS_DIR));
    for (const id of t.app.forms.ids()) expect(t.app.forms.version(id)).toBe(loadFormFiles(id, PROJECT_SCHEMAS_DIR).version);
  });

  it("validates with the schema's own words", () => {
    const files = loadFormFiles('absent-request', PROJECT_SCHEMAS_DIR);
    expect(t.app.forms.validate('absent-request', Object.values(files.validFixtures)[0])).toBeNull();
    expect(t.app.forms.validate('absent-request', { from_date: '2026-12-01', reason: 'x', extra: 1 })).toEqual({
      to_date: ['This field is required.'],
      non_field_errors: ['Unknown field: extra.'],
    });
  });

  it('treats an unknown form id as a programming error', () => {
    expect(() => t.app.forms.validate('no-such-form', {})).toThrow(/Unknown form "no-such-form"/);
  });
});

describe('a broken schema stops the start', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function start(schemasDir: string): Promise<unknown> {
    const testDb = await createTestDb();
    const app = buildApp({ config: testConfig(testDb, { schemasDir }), db: testDb.db, logger: false });
    cleanups.push(async () => {
      await app.close().catch(() => undefined);
      await testDb.cleanup();
    });
    return app.ready().then(
      () => null,
      (error: unknown) => error,
    );
  }

  function withForm(schemaText: string): string {
    const dir = copyOfSchemas();
    mkdirSync(join(dir, 'broken'));
    writeFileSync(join(dir, 'broken', 'schema.json'), schemaText);
    return dir;
  }

  it('names the form and the problem when a schema is invalid', async () => {
    const dir = withForm(JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'objekt' }));
    const error = (await start(dir)) as Error;
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toContain('Form "broken" has an invalid schema');
    expect(error.message).toContain(join(dir, 'broken', 'schema.json'));
  });

  it('says so when a schema file is not JSON, or refers to a missing shared definition', async () => {
    const notJson = (await start(withForm('{"type": "object",'))) as Error;
    expect(notJson.message).toMatch(/^Form "broken" could not be read/);
    const badRef = (await start(withForm(JSON.stringify({ properties: { a: { $ref: '../shared/defs.json#/$defs/nope' } } })))) as Error;
    expect(badRef.message).toMatch(/Form "broken" could not be read .*"nope" not found/);
  });

  it('says so when the folder does not exist', async () => {
    const missing = join(tempDir(), 'nowhere');
    const error = (await start(missing)) as Error;
    expect(error.message).toBe(`Form schemas folder not found: ${missing} (set SCHEMAS_DIR).`);
  });
});

describe('a rubric change is a schema change only', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });
  async function appOver(schemasDir: string) {
    const t = await createTestApp({ config: { schemasDir } });
    cleanups.push(() => t.close());
    return t;
  }

  type Grading = { section_a: Record<string, number>; section_b: Record<string, number>; remarks?: string };
  const fullMarks = loadFormFiles('final-grading', PROJECT_SCHEMAS_DIR).validFixtures['valid-full-marks'] as Grading;

  it('final grading: a lower maximum makes full marks invalid; a new item is required and then accepted', async () => {
    expect(fullMarks).toBeDefined();
    const shipped = await appOver(PROJECT_SCHEMAS_DIR);
    expect(shipped.app.forms.validate('final-grading', fullMarks)).toBeNull();

    const dir = copyOfSchemas();
    editSchema(dir, 'final-grading', (schema) => {
      schema.version = '1.2.0';
      const sectionB = schema.properties.section_b!;
      schema.properties.section_a!.properties.case_history!.maximum = 4;
      sectionB.properties.peer_review = { ...sectionB.properties.diagnosis!, title: 'Peer Review' };
      sectionB.required.push('peer_review');
      sectionB.errorMessage.required.peer_review = 'Please fill all scores before submitting';
      // The declared totals follow the maxima (a rubric file whose totals do not add up is not imported).
      schema.properties.section_a!.totalMaximum = 64;
      sectionB.totalMaximum = 40;
      schema.totalMaximum = 104;
    });
    const edited = await appOver(dir);
    expect(edited.app.forms.version('final-grading')).toBe('1.2.0');
    expect(edited.app.forms.validate('final-grading', fullMarks)).toEqual({
      'section_a.case_history': ['Ensure this value is less than or equal to 4.'],
      'section_b.peer_review': ['Please fill all scores before submitting'],
    });

    const regraded = {
      ...fullMarks,
      section_a: { ...fullMarks.section_a, case_history: 4 },
      section_b: { ...fullMarks.section_b, peer_review: 5 },
    };
    expect(edited.app.forms.validate('final-grading', regraded)).toBeNull();
    expect(shipped.app.forms.validate('final-grading', regraded)).toEqual({
      non_field_errors: ['Unknown field: section_b.peer_review.'],
    });
  });

  it('a section route: the same case history is stored by one app and refused by the app over an edited schema', async () => {
    const dir = copyOfSchemas();
    editSchema(dir, 'case-history', (schema) => {
      schema.version = '1.0.1';
      schema.properties.chief_complaint!.maxLength = 10;
    });
    const body = {
      chief_complaint: 'Blurred vision when reading',
      condition_details: [{ condition: 4, affected_eye: null, field_type: 'text', value: 'Since childhood' }],
    };
    for (const [schemasDir, status] of [
      [PROJECT_SCHEMAS_DIR, 201],
      [dir, 400],
    ] as const) {
      const t = await appOver(schemasDir);
      const token = (await tokensFor(t.app, 'student')).access;
      const payload = { appointment: (await patientWithAppointment(t.app)).appointmentId, ...body };
      const response = await t.app.inject({ method: 'POST', url: '/api/tests/api/case-history/', payload, headers: bearer(token) });
      expect(response.statusCode, response.body).toBe(status);
      if (status === 400) expect(response.json()).toEqual({ chief_complaint: ['Ensure this field has no more than 10 characters.'] });
    }
  });
});
