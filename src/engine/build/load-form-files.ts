import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { bundleSchema, type JsonObject } from '../core/bundle-schema.ts';
import { schemaVersion, type FormDefinition } from '../core/form-definition.ts';

/** An invalid fixture: the form data, and the messages each field must show. */
export interface InvalidFixture {
  formData: unknown;
  errors: Record<string, string[]>;
}

export interface FormFiles extends FormDefinition {
  /** Absolute paths of the files the form was read from (for watching). */
  files: string[];
  validFixtures: Record<string, unknown>;
  invalidFixtures: Record<string, InvalidFixture>;
}

/** Where the schemas live: `SCHEMAS_DIR`, else `schemas/` in the working directory. */
export function schemasDir(): string {
  return resolve(process.env.SCHEMAS_DIR ?? 'schemas');
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** Shared definition documents, keyed as forms refer to them: `../shared/<file>.json`. */
export function loadSharedDefinitions(dir = schemasDir()): { documents: Record<string, JsonObject>; files: string[] } {
  const sharedDir = join(dir, 'shared');
  const documents: Record<string, JsonObject> = {};
  const files: string[] = [];
  if (existsSync(sharedDir)) {
    for (const file of readdirSync(sharedDir).filter((name) => name.endsWith('.json')).sort()) {
      documents[`../shared/${file}`] = readJson(join(sharedDir, file)) as JsonObject;
      files.push(join(sharedDir, file));
    }
  }
  return { documents, files };
}

/** The ids of every form: each folder of `schemas/` (but `shared`) holding a `schema.json`. */
export function listFormIds(dir = schemasDir()): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'shared' && existsSync(join(dir, entry.name, 'schema.json')))
    .map((entry) => entry.name)
    .sort();
}

/** The fixture files the schema suite runs: `valid-*.json`, `invalid-*.json` and `cases.json`. */
export const CASES_FILE = 'cases.json';
export const MIN_FIXTURES = 2;
const isFixtureFile = (name: string): boolean => name === CASES_FILE || (/^(valid|invalid)-.+\.json$/.test(name));

/** One rule's case: the listed paths show exactly these messages; with `exact`, nothing else is reported. */
export interface RuleCase extends InvalidFixture {
  exact?: boolean;
}

/**
 * `fixtures/cases.json`: one case per rule, checked by the schema suite with both validators (not stored by the
 * server tests as the fixtures are). `newForm`: the state a new form starts from (`formData` given, `state` expected);
 * `rendered`: the fields shown required for some form data.
 */
export interface FormCases {
  valid: Record<string, unknown>;
  invalid: Record<string, RuleCase>;
  newForm?: { formData?: unknown; state: unknown };
  rendered?: { formData: unknown; required?: string[]; notRequired?: string[] }[];
}

export function readFormCases(id: string, dir = schemasDir()): FormCases {
  const path = join(dir, id, 'fixtures', CASES_FILE);
  const cases = (existsSync(path) ? readJson(path) : {}) as Partial<FormCases>;
  return { ...cases, valid: cases.valid ?? {}, invalid: cases.invalid ?? {} };
}

/** What keeps the schema suite from covering a form: too few fixtures, or a fixture file it would not run. */
export function fixtureProblems(id: string, dir = schemasDir()): string[] {
  const fixturesDir = join(dir, id, 'fixtures');
  const names = existsSync(fixturesDir) ? readdirSync(fixturesDir) : [];
  const problems = names
    .filter((name) => !isFixtureFile(name))
    .map((name) => `fixtures: ${name} is run by no test: name it valid-<name>.json, invalid-<name>.json or ${CASES_FILE}`);
  for (const kind of ['valid', 'invalid']) {
    const count = names.filter((name) => name.startsWith(`${kind}-`) && name.endsWith('.json')).length;
    if (count < MIN_FIXTURES) problems.push(`fixtures: ${count} ${kind}-*.json, at least ${MIN_FIXTURES} wanted`);
  }
  return problems;
}

function readFixtures(formDir: string, prefix: 'valid-' | 'invalid-'): Record<string, unknown> {
  const fixturesDir = join(formDir, 'fixtures');
  if (!existsSync(fixturesDir)) return {};
  const fixtures: Record<string, unknown> = {};
  for (const file of readdirSync(fixturesDir).filter((name) => name.startsWith(prefix) && name.endsWith('.json')).sort()) {
    fixtures[basename(file, '.json')] = readJson(join(fixturesDir, file));
  }
  return fixtures;
}

/**
 * Reads one form's files and bundles its schema with the shared definitions. Callers loading every form pass the
 * shared definitions they read once.
 */
export function loadFormFiles(id: string, dir = schemasDir(), shared = loadSharedDefinitions(dir)): FormFiles {
  const formDir = join(dir, id);
  const raw = readJson(join(formDir, 'schema.json')) as JsonObject;
  const uiPath = join(formDir, 'ui.json');
  const uiSchema = (existsSync(uiPath) ? readJson(uiPath) : {}) as UiSchema;
  return {
    id,
    version: schemaVersion(raw),
    schema: bundleSchema(raw, shared.documents) as RJSFSchema,
    uiSchema,
    files: [join(formDir, 'schema.json'), ...(existsSync(uiPath) ? [uiPath] : []), ...shared.files],
    validFixtures: readFixtures(formDir, 'valid-'),
    invalidFixtures: readFixtures(formDir, 'invalid-') as Record<string, InvalidFixture>,
  };
}
