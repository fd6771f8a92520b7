/**
 * `npm run rubrics:export`: the recorded versions, the rubric editor's among them, written as schema files that
 * `check:schemas` accepts and that a start imports back as the same versions (nothing new, nothing refused).
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSchemas } from '../../../scripts/check-schemas';
import { buildApp } from '../../../server/app';
import { bearer, createTestApp, PROJECT_SCHEMAS_DIR, tokensFor, type TestApp } from '../helpers/test-app';

let t: TestApp;
let out: string;

function runExport(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/export-rubrics.ts', ...args], {
      env: { ...process.env, DATA_DIR: t.testDb.dataDir, DATABASE_URL: t.testDb.databaseUrl ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Saves a new version of `form` from the current one with its title changed (the fixtures stay as they are). */
async function retitle(token: string, form: string, title: string) {
  const current = await t.app.rubrics.current(form as 'final-grading');
  const schema = { ...(current.schema as Record<string, unknown>), title };
  const response = await t.app.inject({ method: 'POST', url: `/api/grading/rubrics/${form}/`, headers: bearer(token), payload: { schema, ui: current.ui } });
  expect(response.statusCode, response.body).toBe(201);
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
/** The shipped version of each form, then the one saved here. */
const EXPECTED = {
  'final-grading': ['1.1.0', '1.2.0'],
  'section-marks': ['1.0.0', '1.1.0'],
};

beforeAll(async () => {
  t = await createTestApp();
  const lecturer = (await tokensFor(t.app, 'lecturer')).access;
  await retitle(lecturer, 'final-grading', 'Final grading (revised)');
  await retitle(lecturer, 'section-marks', 'Section marks (revised)');
  out = mkdtempSync(join(tmpdir(), 'sightline-export-'));
  cpSync(PROJECT_SCHEMAS_DIR, out, { recursive: true });
}, 60_000);
afterAll(async () => {
  await t?.close();
  if (out) rmSync(out, { recursive: true, force: true });
});

describe('rubrics:export', () => {
  it('writes every version to versions/<version>/ and the current one as the form\'s schema', async () => {
    const result = await runExport(['--out', out]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Exported 12 files/);
    for (const form of ['final-grading', 'section-marks'] as const) {
      const versions = await t.app.rubrics.list(form);
      expect(versions.map((version) => version.version)).toEqual(EXPECTED[form]);
      for (const version of versions) {
        expect(readJson(join(out, form, 'versions', version.version, 'schema.json'))).toEqual(version.schema);
        expect(readJson(join(out, form, 'versions', version.version, 'ui.json'))).toEqual(version.ui);
      }
      expect(readJson(join(out, form, 'schema.json'))).toEqual(versions.at(-1)!.schema);
      expect(readFileSync(join(out, form, 'schema.json'), 'utf8')).toMatch(/^\{\n {2}"/);
      expect(readFileSync(join(out, form, 'schema.json'), 'utf8').endsWith('}\n')).toBe(true);
    }
    expect(existsSync(join(out, 'final-grading', 'fixtures'))).toBe(true);
  });

  it('writes files that check:schemas accepts, versions folders included', async () => {
    const reports = await checkSchemas({ dir: out });
    expect(reports.filter((report) => report.problems.length > 0)).toEqual([]);
    expect(reports.map((report) => report.id)).toEqual(
      expect.arrayContaining(['final-grading/versions/1.2.0', 'section-marks/versions/1.1.0', 'final-grading', 'section-marks']),
    );
  }, 120_000);

  it('imports back as the same versions', async () => {
    const before = await t.app.db.selectFrom('rubric_versions').select(['form_id', 'version', 'content_hash']).orderBy('id').execute();
    const app = buildApp({ config: { ...t.config, schemasDir: out }, db: t.testDb.db, logger: false });
    await app.ready();
    await app.close();
    expect(await t.app.db.selectFrom('rubric_versions').select(['form_id', 'version', 'content_hash']).orderBy('id').execute()).toEqual(before);

    // A fresh database imports the exported folder as the same versions, with the same content.
    const fresh = await createTestApp({ config: { schemasDir: out } });
    try {
      const imported = await fresh.app.db.selectFrom('rubric_versions').select(['form_id', 'version', 'content_hash', 'source']).orderBy('id').execute();
      const key = (row: { form_id: string; version: string }) => `${row.form_id} ${row.version}`;
      const sorted = <T extends { form_id: string; version: string }>(rows: T[]) => [...rows].sort((a, b) => key(a).localeCompare(key(b)));
      expect(sorted(imported.map(({ form_id, version, content_hash }) => ({ form_id, version, content_hash })))).toEqual(sorted(before));
      expect(new Set(imported.map((row) => row.source))).toEqual(new Set(['file']));
    } finally {
      await fresh.close();
    }
  }, 60_000);
});
