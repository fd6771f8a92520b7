/**
 * Versions of the grading forms (`final-grading`, `section-marks`): rows of `rubric_versions`, imported from the
 * schemas folder at start and saved from the rubric editor. The current version of a form is its row with the
 * highest id. Each version's schema is stored bundled (self-contained), so a grade keeps the exact rubric it used.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import { RUBRIC_FORMS } from '../../../contracts/grading';
import type { RubricVersion } from '../../../contracts/generated/types';
import { loadSharedDefinitions } from '../../../src/engine/build/load-form-files';
import { compileBoundsCheck } from '../../../src/engine/core/bounds-check';
import { bundleSchema, type JsonObject } from '../../../src/engine/core/bundle-schema';
import { createAjv } from '../../../src/engine/core/create-ajv';
import { NON_FIELD, toFieldErrors, type FieldErrors } from '../../../src/engine/core/field-errors';
import { schemaVersion } from '../../../src/engine/core/form-definition';
import { checkRubric } from '../../../src/engine/core/rubric-check';
import { isRecord } from '../../../src/lib/is-record';
import type { Db } from '../../db/transactional';
import { ApiError } from '../../lib/api-error';
import { fullName } from '../../lib/text';
import { FormSchemaError } from '../../services/form-registry';
import { createRubricRepository, type RubricVersionWithAuthor } from './rubric-repository';

export { RUBRIC_FORMS };
export type { RubricVersion };
export type RubricForm = (typeof RUBRIC_FORMS)[number];
export const isRubricForm = (value: unknown): value is RubricForm => RUBRIC_FORMS.includes(value as RubricForm);

export interface RubricVersions {
  /** The form's current version (highest id). */
  current(form: RubricForm): Promise<RubricVersion>;
  byVersion(form: RubricForm, version: string): Promise<RubricVersion | null>;
  byId(id: number): Promise<RubricVersion | null>;
  /** Every version of the form, oldest first. */
  list(form: RubricForm): Promise<RubricVersion[]>;
  /** Saves a new version (latest minor + 1, source 'app'); throws ApiError 400 `{schema: [...]}` with the check's messages. */
  create(form: RubricForm, body: { schema: unknown; ui: unknown }, userId: number): Promise<RubricVersion>;
  /**
   * `null` when `data` is valid for `version`, else the messages per field; counts first, like the form registry. A
   * version the rubric check refuses (stored before one of its rules) refuses all data (`non_field_errors`).
   */
  validate(version: RubricVersion, data: unknown): FieldErrors | null;
  /**
   * Imports the versions of the schemas folder; refuses (FormSchemaError) a changed file that keeps its version, and
   * a version not recorded yet that fails the rubric check (src/engine/core/rubric-check.ts).
   */
  importFiles(dir: string): Promise<void>;
}

type Json = Record<string, unknown>;

/** JSON with object keys sorted: the same content always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isRecord(value)) {
    return `{${Object.keys(value)
      .sort()
      .filter((key) => value[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export const contentHash = (schema: unknown, ui: unknown): string =>
  createHash('sha256').update(canonicalJson({ schema, ui })).digest('hex');

/** Semantic version order (`1.2.0` < `1.10.0`); parts that are not numbers compare as text. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.');
  const right = b.split('.');
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const x = left[i] ?? '0';
    const y = right[i] ?? '0';
    const nx = Number(x);
    const ny = Number(y);
    if (Number.isInteger(nx) && Number.isInteger(ny)) {
      if (nx !== ny) return nx - ny;
    } else if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** The version after `latest`: minor + 1, patch 0 (`1.0.3` → `1.1.0`). */
export function nextMinor(latest: string): string {
  const [major = '1', minor = '0'] = latest.split('.');
  const majorNumber = Number.isInteger(Number(major)) ? Number(major) : 1;
  const minorNumber = Number.isInteger(Number(minor)) ? Number(minor) : 0;
  return `${majorNumber}.${minorNumber + 1}.0`;
}

/** One version as read from the schemas folder. */
export interface RubricFile {
  form: RubricForm;
  version: string;
  schema: JsonObject;
  ui: unknown;
  /** The schema file, as shown in messages: `schemas/<form>/schema.json`. */
  shown: string;
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** The versions of one rubric form in `dir`: `schema.json` + `ui.json`, and each `versions/<version>/`. */
export function readRubricFiles(dir: string, form: RubricForm, shared = loadSharedDefinitions(dir)): RubricFile[] {
  const formDir = join(dir, form);
  const places: { folder: string; shown: string }[] = [];
  const versionsDir = join(formDir, 'versions');
  if (existsSync(versionsDir)) {
    for (const name of readdirSync(versionsDir).sort()) {
      if (statSync(join(versionsDir, name)).isDirectory()) places.push({ folder: join(versionsDir, name), shown: `versions/${name}/` });
    }
  }
  if (existsSync(join(formDir, 'schema.json'))) places.push({ folder: formDir, shown: '' });
  return places.map(({ folder, shown }) => {
    const where = `schemas/${form}/${shown}schema.json`;
    let raw: JsonObject;
    let ui: unknown = {};
    try {
      raw = readJson(join(folder, 'schema.json')) as JsonObject;
      if (existsSync(join(folder, 'ui.json'))) ui = readJson(join(folder, 'ui.json'));
    } catch (error) {
      throw new FormSchemaError(`${where} could not be read: ${(error as Error).message}`, { cause: error });
    }
    if (!isRecord(raw)) throw new FormSchemaError(`${where} is not a JSON object.`);
    return { form, version: schemaVersion(raw), schema: bundleSchema(raw, shared.documents), ui, shown: where };
  });
}

type Compiled =
  | { validate: ValidateFunction; bounds: (data: unknown) => FieldErrors | null }
  /** A version recorded before the rubric check refused what it holds: it grades nothing. */
  | { refused: string };

/** The answer to data given for a version the rubric check refuses (recorded before the check knew its fault). */
export const unusableRubricMessage = (version: string, problem: string): string =>
  `Rubric version ${version} cannot be used: ${problem}. Save a new version in the rubric editor.`;

const parse = (text: string): unknown => JSON.parse(text) as unknown;

export function createRubricVersions(db: Db): RubricVersions {
  const compiled = new Map<number, Compiled>();
  const rubrics = createRubricRepository(db);

  const toVersion = (row: RubricVersionWithAuthor): RubricVersion => ({
    id: Number(row.id),
    form: row.form_id as RubricForm,
    version: row.version,
    schema: parse(row.schema) as RubricVersion['schema'],
    ui: parse(row.ui) as RubricVersion['ui'],
    source: row.source === 'app' ? 'app' : 'file',
    created_by: row.created_by === null ? null : Number(row.created_by),
    created_by_name: row.first_name === null ? null : fullName(row.first_name, row.last_name),
    created_at: row.created_at,
  });

  const byVersion = async (form: RubricForm, version: string) => {
    const row = await rubrics.byVersion(form, version);
    return row ? toVersion(row) : null;
  };

  const insert = (form: RubricForm, version: string, schema: unknown, ui: unknown, source: 'file' | 'app', createdBy: number | null) =>
    rubrics.insert({
      form_id: form,
      version,
      schema: JSON.stringify(schema),
      ui: JSON.stringify(ui),
      content_hash: contentHash(schema, ui),
      source,
      created_by: createdBy,
      created_at: new Date().toISOString(),
    });

  const service: RubricVersions = {
    async current(form) {
      const row = await rubrics.latest(form);
      if (!row) throw new Error(`No version of the rubric "${form}" is recorded.`);
      return toVersion(row);
    },
    byVersion,
    async byId(id) {
      const row = await rubrics.byId(id);
      return row ? toVersion(row) : null;
    },
    async list(form) {
      return (await rubrics.list(form)).map(toVersion);
    },
    async create(form, body, userId) {
      const problems = checkRubric(form, body.schema, body.ui);
      if (problems.length > 0) throw ApiError.fields({ schema: problems });
      // Two lecturers saving at once would number the same version: the unique (form, version) refuses the second
      // insert, which then takes the next number.
      for (let attempt = 0; ; attempt++) {
        const latest = (await rubrics.versions(form)).sort(compareVersions).at(-1) ?? '0.0.0';
        const version = nextMinor(latest);
        const schema = { ...(body.schema as Json), version };
        try {
          const id = await insert(form, version, schema, body.ui, 'app', userId);
          return (await service.byId(id))!;
        } catch (error) {
          if (attempt >= 2 || (await byVersion(form, version)) === null) throw error;
        }
      }
    },
    validate(version, data) {
      let entry = compiled.get(version.id);
      if (!entry) {
        // A version stored before a rule of the rubric check (a pattern, maxima adding up past any number) is
        // neither compiled nor used: data for it is refused, never validated.
        const [problem] = checkRubric(version.form, version.schema, version.ui);
        entry =
          problem === undefined
            ? { validate: createAjv().compile(version.schema as object), bounds: compileBoundsCheck(version.schema) }
            : { refused: unusableRubricMessage(version.version, problem) };
        compiled.set(version.id, entry);
      }
      if ('refused' in entry) return { [NON_FIELD]: [entry.refused] };
      return entry.bounds(data) ?? (entry.validate(data) ? null : toFieldErrors(entry.validate.errors ?? [], data));
    },
    async importFiles(dir) {
      const shared = loadSharedDefinitions(dir);
      for (const form of RUBRIC_FORMS) {
        if (!existsSync(join(dir, form, 'schema.json'))) continue;
        const files = readRubricFiles(dir, form, shared);
        const byVersionText = new Map<string, RubricFile>();
        for (const file of files) {
          const seen = byVersionText.get(file.version);
          if (seen && contentHash(seen.schema, seen.ui) !== contentHash(file.schema, file.ui)) {
            throw new FormSchemaError(`${file.shown} and ${seen.shown} both declare version ${file.version} with different content; give one a new "version".`);
          }
          byVersionText.set(file.version, file);
        }
        // The folder's own schema.json comes last in the list, so that it names itself in a refusal.
        for (const file of [...byVersionText.values()].sort((a, b) => compareVersions(a.version, b.version))) {
          let recorded = await rubrics.hashOf(form, file.version);
          if (recorded === undefined) {
            const problems = checkRubric(form, file.schema, file.ui);
            if (problems.length > 0) {
              throw new FormSchemaError(`${file.shown} (version ${file.version}) is not a sound rubric, so it is not imported: ${problems.join('; ')}`);
            }
            try {
              await insert(form, file.version, file.schema, file.ui, 'file', null);
            } catch (error) {
              // Another server process starting at the same moment recorded it first (the unique form and version):
              // the same content is no conflict; other content is refused below, as on any later start.
              recorded = await rubrics.hashOf(form, file.version);
              if (recorded === undefined) throw error;
            }
          }
          if (recorded !== undefined && recorded !== contentHash(file.schema, file.ui)) {
            throw new FormSchemaError(
              `${file.shown} changed but keeps version ${file.version}, which is already recorded; give it a new "version".`,
            );
          }
        }
      }
    },
  };
  return service;
}

/** JSON as the schema files keep it: two-space indent and a final newline. */
const fileJson = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Writes every recorded version of the grading forms as schema files under `outDir` (a schemas folder):
 * `<form>/versions/<version>/{schema,ui}.json` for each, and the current one as `<form>/schema.json` + `ui.json`.
 * Answers the files written. Fixtures and other files of the folder are left as they are.
 */
export async function exportRubrics(rubrics: RubricVersions, outDir: string): Promise<string[]> {
  const written: string[] = [];
  const write = (path: string, value: unknown) => {
    writeFileSync(path, fileJson(value));
    written.push(path);
  };
  for (const form of RUBRIC_FORMS) {
    const versions = await rubrics.list(form);
    if (versions.length === 0) continue;
    for (const version of versions) {
      const folder = join(outDir, form, 'versions', version.version);
      mkdirSync(folder, { recursive: true });
      write(join(folder, 'schema.json'), version.schema);
      write(join(folder, 'ui.json'), version.ui);
    }
    const current = versions.at(-1)!;
    write(join(outDir, form, 'schema.json'), current.schema);
    write(join(outDir, form, 'ui.json'), current.ui);
  }
  return written;
}
