/**
 * Checks every form of the schemas folder (`SCHEMAS_DIR`, else `schemas/`) before anything is built from it:
 *
 * - the schema is draft-07 and valid against its meta-schema, and compiles with a STRICT ajv (an unknown keyword
 *   such as `dependentRequired` or `minLenght` is an error, except `version`, `errorMessage` and RJSF's own);
 *   every `required` and `dependencies` name is a property of its object;
 * - every size is bounded (the server checks counts before validating, docs/forms.md "Size bounds"): every
 *   array has `maxItems`, every string `maxLength` (unless an `enum` or `const` limits it), every object that
 *   accepts unknown keys `maxProperties`; in the forms and in each shared definition;
 * - every uiSchema key names a property (through `properties`, `items` and `$ref`s); every `ui:widget` and
 *   `ui:field` is registered (names read from src/widgets/registry.ts, the engine theme, and RJSF's built-ins);
 * - the schema suite (tests/unit/schemas/every-form.test.ts) covers the form: at least two valid and two invalid
 *   fixtures, and no file in fixtures/ that it would not run;
 * - each fixture passes or fails as its name says, both with the server's validator and with the validator code
 *   precompiled for the browser, and an invalid fixture shows the messages it lists (and both agree);
 * - a form that is no consultation section has an adapter in src/api/adapters/index.ts and a round-trip test
 *   tests/unit/api/adapters/<form>.test.ts (sections travel by the one wire transform);
 * - the section manifest (consultation/sections.json) matches its meta-schema (meta/consultation-sections.json),
 *   and every section it lists is a form of the folder, none named twice;
 * - the Case Management Guide (consultation/case-guides.json) matches its meta-schema (meta/case-guides.json), each
 *   block runs forward, no id is named twice and no two blocks overlap.
 *
 * Prints one line per form and `N passed, M failed`; exits 1 on any failure. Run: `tsx scripts/check-schemas.ts`.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import Ajv, { type ValidateFunction } from 'ajv';
import { getDefaultRegistry } from '@rjsf/core';
import { adapters } from '../src/api/adapters/index';
import { compileValidatorModule } from '../src/engine/build/compile-validator';
import { fixtureProblems, listFormIds, loadFormFiles, loadSharedDefinitions, schemasDir, type FormFiles } from '../src/engine/build/load-form-files';
import { AJV_OPTIONS } from '../src/engine/core/ajv-options';
import { extendAjv } from '../src/engine/core/extend-ajv';
import { toFieldErrors, type FieldErrors } from '../src/engine/core/field-errors';
import { fillActions, topMember, type FillAction } from '../src/engine/core/fill-from';
import { checkBounds } from '../src/engine/core/schema-bounds';
import { manifestFiles, manifestProblems, validateManifest } from '../server/services/section-manifest';
import { caseGuideFiles, validateCaseGuides } from '../server/services/case-guides';
import { loadFormRegistry, type FormRegistry } from '../server/services/form-registry';
import { isRubricForm } from '../server/features/grading/rubric-versions';
import { checkRubric } from '../src/engine/core/rubric-check';
import { bundleSchema } from '../src/engine/core/bundle-schema';
import { schemaVersion } from '../src/engine/core/form-definition';

type Json = Record<string, unknown>;
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';
/** Schema keywords RJSF reads besides JSON Schema's own. */
const RJSF_KEYWORDS = ['enumNames', 'discriminator'];
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

// ---------------------------------------------------------------------------------------------------------------
// Strict compilation

/**
 * Strict about keywords (unknown ones, ignored ones, unknown formats); not about types or `required`, which the
 * shallow `if`/`then` style of our schemas trips legitimately (a `then` lists names its `if` never declares).
 */
function strictAjv(): Ajv {
  const ajv = extendAjv(new Ajv({ ...AJV_OPTIONS, strict: true, strictTypes: false, strictTuples: false, strictRequired: false }));
  for (const keyword of RJSF_KEYWORDS) ajv.addKeyword(keyword);
  return ajv;
}

function checkStrict(files: FormFiles, raw: Json): string[] {
  const problems: string[] = [];
  if (raw.$schema !== DRAFT_07) problems.push(`schema: "$schema" must be "${DRAFT_07}"`);
  if (typeof raw.$id !== 'string') problems.push('schema: "$id" is missing');
  const ajv = strictAjv();
  if (!ajv.validateSchema(files.schema)) problems.push(`schema: not valid draft-07: ${ajv.errorsText(ajv.errors)}`);
  try {
    ajv.compile(files.schema);
  } catch (error) {
    problems.push(`schema: ${(error as Error).message}`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// Walking a schema: properties at one data level, `required` names, uiSchema keys

const SAME_LEVEL = ['allOf', 'anyOf', 'oneOf'] as const;
const SAME_LEVEL_ONE = ['if', 'then', 'else', 'not'] as const;

function deref(root: Json, node: unknown, seen = new Set<string>()): unknown {
  if (!isObject(node) || typeof node.$ref !== 'string' || !node.$ref.startsWith('#/') || seen.has(node.$ref)) return node;
  seen.add(node.$ref);
  let target: unknown = root;
  for (const part of node.$ref.slice(2).split('/')) target = isObject(target) ? target[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  return deref(root, target, seen);
}

/** Every property declared for the data at this schema: its own, and those of the schemas that apply alongside. */
function propertiesAt(root: Json, node: unknown, seen = new Set<unknown>()): Map<string, unknown[]> {
  const out = new Map<string, unknown[]>();
  const visit = (raw: unknown) => {
    const schema = deref(root, raw);
    if (!isObject(schema) || seen.has(schema)) return;
    seen.add(schema);
    if (isObject(schema.properties)) {
      for (const [name, sub] of Object.entries(schema.properties)) out.set(name, [...(out.get(name) ?? []), sub]);
    }
    for (const key of SAME_LEVEL) if (Array.isArray(schema[key])) (schema[key] as unknown[]).forEach(visit);
    for (const key of SAME_LEVEL_ONE) visit(schema[key]);
    if (isObject(schema.dependencies)) Object.values(schema.dependencies).filter(isObject).forEach(visit);
  };
  visit(node);
  return out;
}

/** `required` and `dependencies` may only name properties of their object (a typo there silently never fires). */
function checkRequiredNames(root: Json): string[] {
  const problems: string[] = [];
  const walk = (raw: unknown, level: Set<string>, where: string, stack: string[]) => {
    if (!isObject(raw)) return;
    if (typeof raw.$ref === 'string' && raw.$ref.startsWith('#/')) {
      if (stack.includes(raw.$ref)) return;
      walk(deref(root, raw), level, raw.$ref, [...stack, raw.$ref]);
    }
    const names = (list: unknown) => (Array.isArray(list) ? list.filter((n): n is string => typeof n === 'string') : []);
    for (const name of names(raw.required)) {
      if (!level.has(name)) problems.push(`schema: "required" names "${name}", which is not a property (at ${where})`);
    }
    if (isObject(raw.dependencies)) {
      for (const [name, dependency] of Object.entries(raw.dependencies)) {
        if (!level.has(name)) problems.push(`schema: "dependencies" names "${name}", which is not a property (at ${where})`);
        for (const other of names(dependency)) {
          if (!level.has(other)) problems.push(`schema: "dependencies" of "${name}" names "${other}", which is not a property (at ${where})`);
        }
        if (isObject(dependency)) walk(dependency, level, `${where}/dependencies/${name}`, stack);
      }
    }
    for (const key of SAME_LEVEL) {
      if (Array.isArray(raw[key])) (raw[key] as unknown[]).forEach((sub, i) => walk(sub, level, `${where}/${key}/${i}`, stack));
    }
    for (const key of SAME_LEVEL_ONE) walk(raw[key], level, `${where}/${key}`, stack);
    const child = (sub: unknown, at: string) => walk(sub, new Set(propertiesAt(root, sub).keys()), at, stack);
    if (isObject(raw.properties)) for (const [name, sub] of Object.entries(raw.properties)) child(sub, `${where}/properties/${name}`);
    if (Array.isArray(raw.items)) raw.items.forEach((sub, i) => child(sub, `${where}/items/${i}`));
    else child(raw.items, `${where}/items`);
    child(raw.additionalProperties, `${where}/additionalProperties`);
    child(raw.additionalItems, `${where}/additionalItems`);
  };
  walk(root, new Set(propertiesAt(root, root).keys()), '#', []);
  return [...new Set(problems)];
}

// ---------------------------------------------------------------------------------------------------------------
// Size bounds

/** Every array, free string and open object of the schema (or of one node of it) must have its size bound. */
export { checkBounds };

// ---------------------------------------------------------------------------------------------------------------
// Widget and field names

/** RJSF's widget aliases by schema type (@rjsf/utils getWidget). */
const RJSF_WIDGET_ALIASES: Record<string, string[]> = {
  boolean: ['checkbox', 'radio', 'select', 'hidden'],
  string: ['text', 'password', 'email', 'hostname', 'ipv4', 'ipv6', 'uri', 'data-url', 'radio', 'select', 'textarea', 'hidden', 'date', 'datetime', 'date-time', 'alt-date', 'alt-datetime', 'time', 'color', 'file'],
  number: ['text', 'select', 'updown', 'range', 'radio', 'hidden'],
  integer: ['text', 'select', 'updown', 'range', 'radio', 'hidden'],
  array: ['select', 'checkboxes', 'files', 'hidden'],
};

/** TypeScript source with its comments blanked out (strings kept), so that commented-out code is not read. */
export function withoutComments(source: string): string {
  let out = '';
  let quote: string | null = null;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quote) {
      out += c;
      if (c === '\\') out += source[++i] ?? '';
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'" || c === '`') {
      quote = c;
      out += c;
    } else if (c === '/' && source[i + 1] === '/') {
      const end = source.indexOf('\n', i);
      i = end === -1 ? source.length : end - 1;
    } else if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end === -1 ? source.length : end + 1;
      out += ' ';
    } else out += c;
  }
  return out;
}

/** The top-level keys of the object literal assigned to `const <name>` in TypeScript source (read, not run). */
export function objectKeys(source: string, name: string): string[] {
  const clean = withoutComments(source);
  const start = new RegExp(`const\\s+${name}\\b[^=]*=\\s*\\{`).exec(clean);
  if (!start) return [];
  const entries = [''];
  let depth = 0;
  let quote: string | null = null;
  for (let i = start.index + start[0].length; i < clean.length; i++) {
    const c = clean[i]!;
    if (quote) {
      entries[entries.length - 1] += c;
      if (c === '\\') entries[entries.length - 1] += clean[++i] ?? '';
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    else if ('{[('.includes(c)) depth++;
    else if ('}])'.includes(c)) {
      if (depth === 0) break;
      depth--;
    } else if (c === ',' && depth === 0) {
      entries.push('');
      continue;
    }
    entries[entries.length - 1] += c;
  }
  const keys: string[] = [];
  for (const entry of entries.map((e) => e.trim())) {
    if (entry === '' || entry.startsWith('...')) continue;
    const match = /^(?:(["'])(.*?)\1|([A-Za-z_$][\w$]*))\s*(?::|$)/s.exec(entry);
    if (match) keys.push(match[2] ?? match[3]!);
  }
  return [...new Set(keys)];
}

export interface RegisteredNames {
  widgets: Set<string>;
  fields: Set<string>;
}

/** Widget and field names ui.json may use: the eye-care registry, the engine theme's, and RJSF's built-ins. */
export function registeredNames(root = ROOT): RegisteredNames {
  const read = (path: string) => (existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : '');
  const registry = read('src/widgets/registry.ts');
  const theme = read('src/engine/theme/index.ts');
  const defaults = getDefaultRegistry();
  return {
    widgets: new Set([...objectKeys(registry, 'widgets'), ...objectKeys(theme, 'baseWidgets'), ...Object.keys(defaults.widgets)]),
    fields: new Set([...objectKeys(registry, 'fields'), ...Object.keys(defaults.fields)]),
  };
}

function schemaType(root: Json, node: unknown): string | null {
  const schema = deref(root, node);
  if (!isObject(schema)) return null;
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) return (schema.type.find((t) => t !== 'null') as string | undefined) ?? null;
  const value = 'const' in schema ? schema.const : Array.isArray(schema.enum) ? schema.enum.find((v) => v !== null) : undefined;
  if (value !== undefined) return typeof value === 'number' ? 'number' : typeof value;
  if (isObject(schema.properties)) return 'object';
  return null;
}

function checkWidget(name: unknown, type: string | null, names: RegisteredNames, where: string): string | null {
  if (typeof name !== 'string') return `ui.json: "ui:widget" at ${where} is not a name`;
  if (names.widgets.has(name)) return null;
  const aliases = type ? RJSF_WIDGET_ALIASES[type] ?? [] : Object.values(RJSF_WIDGET_ALIASES).flat();
  return aliases.includes(name) ? null : `ui.json: "ui:widget": "${name}" at ${where} is not a registered widget${type ? ` for a ${type}` : ''}`;
}

// ---------------------------------------------------------------------------------------------------------------
// uiSchema keys

function checkUiSchema(root: Json, ui: unknown, names: RegisteredNames): string[] {
  const problems: string[] = [];
  const walk = (schemas: unknown[], node: unknown, where: string) => {
    if (!isObject(node)) {
      problems.push(`ui.json: ${where} must be an object`);
      return;
    }
    const resolved = schemas.map((s) => deref(root, s)).filter(isObject);
    const properties = new Map<string, unknown[]>();
    for (const schema of resolved) for (const [k, v] of propertiesAt(root, schema)) properties.set(k, [...(properties.get(k) ?? []), ...v]);
    const type = resolved.map((s) => schemaType(root, s)).find((t) => t !== null) ?? null;
    for (const [key, value] of Object.entries(node)) {
      const at = where === '' ? key : `${where}.${key}`;
      if (key.startsWith('ui:')) {
        if (key === 'ui:widget') {
          const problem = checkWidget(value, type, names, where || '(root)');
          if (problem) problems.push(problem);
        } else if (key === 'ui:field' && (typeof value !== 'string' || !names.fields.has(value))) {
          problems.push(`ui.json: "ui:field": "${String(value)}" at ${where || '(root)'} is not a registered field`);
        } else if (key === 'ui:options' && isObject(value) && 'widget' in value) {
          const problem = checkWidget(value.widget, type, names, where || '(root)');
          if (problem) problems.push(problem);
        } else if (key === 'ui:options' && isObject(value) && 'fillFrom' in value) {
          problems.push(...checkFillFrom(value.fillFrom, properties, where || '(root)'));
        } else if (key === 'ui:order' && Array.isArray(value)) {
          for (const name of value) {
            if (name !== '*' && !properties.has(String(name))) problems.push(`ui.json: "ui:order" at ${where || '(root)'} names "${String(name)}", which is not a property`);
          }
        }
        continue;
      }
      const items = resolved.flatMap((s) => (Array.isArray(s.items) ? s.items : s.items === undefined ? [] : [s.items]));
      const additional = resolved.map((s) => s.additionalProperties).filter(isObject);
      if (properties.has(key)) walk(properties.get(key)!, value, at);
      else if (key === 'items' && items.length > 0) {
        if (Array.isArray(value)) value.forEach((entry, i) => walk([items[i] ?? items[0]], entry, `${at}.${i}`));
        else walk(items, value, at);
      } else if (key === 'additionalProperties' && additional.length > 0) walk(additional, value, at);
      else problems.push(`ui.json: "${at}" names no property of the schema`);
    }
  };
  walk([root], ui, '');
  return problems;
}

/** `ui:options.fillFrom` (src/engine/core/fill-from.ts): well formed, and every field it names a property here. */
function checkFillFrom(option: unknown, properties: ReadonlyMap<string, unknown>, where: string): string[] {
  let actions: FillAction[];
  try {
    actions = fillActions(option);
  } catch (error) {
    return [`ui.json: "fillFrom" at ${where}: ${(error as Error).message}`];
  }
  return actions.flatMap((action) =>
    [action.before, ...Object.keys(action.values).map(topMember)]
      .filter((field) => !properties.has(field))
      .map((field) => `ui.json: "fillFrom" "${action.label}" at ${where} names "${field}", which is not a property`),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Fixtures, with the server's validator and the precompiled one

const RUNTIME = join(ROOT, 'src/engine/core/ajv-runtime.ts');

async function precompiled(files: FormFiles, workDir: string): Promise<ValidateFunction> {
  const file = join(workDir, `${files.id}.mjs`);
  writeFileSync(file, compileValidatorModule(files.schema, pathToFileURL(RUNTIME).href));
  const module = (await import(pathToFileURL(file).href)) as { validateFns: Record<string, ValidateFunction> };
  const validate = module.validateFns[String(files.schema.$id)];
  if (!validate) throw new Error(`no precompiled validator under "${String(files.schema.$id)}"`);
  return validate;
}

function missingMessages(expected: Record<string, string[]>, actual: FieldErrors): string[] {
  return Object.entries(expected).flatMap(([field, messages]) =>
    messages.filter((message) => !actual[field]?.includes(message)).map((message) => `${field}: "${message}"`),
  );
}

async function checkFixtures(files: FormFiles, server: FormRegistry, workDir: string): Promise<string[]> {
  const problems: string[] = [];
  let browser: ValidateFunction;
  try {
    browser = await precompiled(files, workDir);
  } catch (error) {
    return [`precompiled validator: ${(error as Error).message}`];
  }
  const both = (data: unknown) => {
    const serverErrors = server.validate(files.id, data);
    const browserErrors = browser(data) ? null : toFieldErrors(browser.errors ?? [], data);
    return { serverErrors, browserErrors };
  };
  for (const [name, data] of Object.entries(files.validFixtures)) {
    const { serverErrors, browserErrors } = both(data);
    if (serverErrors) problems.push(`${name}: refused by the server validator: ${JSON.stringify(serverErrors)}`);
    if (browserErrors) problems.push(`${name}: refused by the precompiled validator: ${JSON.stringify(browserErrors)}`);
  }
  for (const [name, fixture] of Object.entries(files.invalidFixtures)) {
    if (!isObject(fixture) || !('formData' in fixture) || !isObject(fixture.errors)) {
      problems.push(`${name}: must be {"formData": …, "errors": {"<field>": ["message"]}}`);
      continue;
    }
    const { serverErrors, browserErrors } = both(fixture.formData);
    if (!serverErrors) problems.push(`${name}: accepted by the server validator`);
    if (!browserErrors) problems.push(`${name}: accepted by the precompiled validator`);
    if (serverErrors) for (const m of missingMessages(fixture.errors, serverErrors)) problems.push(`${name}: the server validator does not say ${m}`);
    if (browserErrors) for (const m of missingMessages(fixture.errors, browserErrors)) problems.push(`${name}: the precompiled validator does not say ${m}`);
    if (serverErrors && browserErrors && !isDeepStrictEqual(serverErrors, browserErrors)) {
      problems.push(`${name}: server and browser disagree: ${JSON.stringify(serverErrors)} vs ${JSON.stringify(browserErrors)}`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// The whole run

export interface FormReport {
  id: string;
  problems: string[];
  summary: string;
}

/**
 * The recorded versions of a grading form kept beside it (`<form>/versions/<version>/{schema,ui}.json`, written by
 * `npm run rubrics:export`): each is checked as the form is (strict draft-07, names, bounds, uiSchema, the rubric
 * check) and must declare the version its folder is named after.
 */
function checkVersions(dir: string, id: 'final-grading' | 'section-marks', shared: Record<string, Json>, names: RegisteredNames): FormReport[] {
  const versionsDir = join(dir, id, 'versions');
  if (!existsSync(versionsDir)) return [];
  const reports: FormReport[] = [];
  for (const name of readdirSync(versionsDir).sort()) {
    const folder = join(versionsDir, name);
    if (!statSync(folder).isDirectory()) continue;
    const problems: string[] = [];
    try {
      const raw = JSON.parse(readFileSync(join(folder, 'schema.json'), 'utf8')) as Json;
      const uiPath = join(folder, 'ui.json');
      const uiSchema = (existsSync(uiPath) ? JSON.parse(readFileSync(uiPath, 'utf8')) : {}) as FormFiles['uiSchema'];
      const schema = bundleSchema(raw, shared) as FormFiles['schema'];
      const version = schemaVersion(raw);
      const files: FormFiles = { id, version, schema, uiSchema, files: [], validFixtures: {}, invalidFixtures: {} };
      if (version !== name) problems.push(`schema: "version" is ${version}, not ${name} as its folder says`);
      problems.push(...checkStrict(files, raw));
      problems.push(...checkRequiredNames(schema as Json));
      problems.push(...checkBounds(schema as Json));
      problems.push(...checkUiSchema(schema as Json, uiSchema, names));
      problems.push(...checkRubric(id, schema, uiSchema).map((problem) => `rubric: ${problem}`));
    } catch (error) {
      problems.push(`could not be read: ${(error as Error).message}`);
    }
    reports.push({ id: `${id}/versions/${name}`, problems, summary: `recorded version ${name}` });
  }
  return reports;
}

export interface CheckOptions {
  dir?: string;
  /** Project root holding src/ and tests/ (for the registry, adapters and adapter tests). */
  root?: string;
}

export async function checkSchemas(options: CheckOptions = {}): Promise<FormReport[]> {
  const dir = resolve(options.dir ?? schemasDir());
  const root = options.root ?? ROOT;
  const names = registeredNames(root);
  const ids = listFormIds(dir);
  const reports: FormReport[] = [];
  let server: FormRegistry | null = null;
  let serverProblem: string | null = null;
  try {
    server = loadFormRegistry(dir);
  } catch (error) {
    serverProblem = `server validator: ${(error as Error).message}`;
  }
  const shared = loadSharedDefinitions(dir);
  const workDir = mkdtempSync(join(tmpdir(), 'sightline-check-schemas-'));
  // The consultation sections travel by the one wire transform (src/api/adapters/index.ts, `sectionAdapter`), proven
  // for every section by tests/server/sections/schema-copy.test.ts: they need no adapter of their own.
  const sectionIds = new Set(sectionFormIds(dir));
  try {
    for (const id of ids) {
      const problems: string[] = [];
      let summary = '';
      try {
        const files = loadFormFiles(id, dir, shared);
        const raw = JSON.parse(readFileSync(join(dir, id, 'schema.json'), 'utf8')) as Json;
        problems.push(...checkStrict(files, raw));
        problems.push(...checkRequiredNames(files.schema as Json));
        problems.push(...checkBounds(files.schema as Json));
        problems.push(...checkUiSchema(files.schema as Json, files.uiSchema, names));
        if (isRubricForm(id)) problems.push(...checkRubric(id, files.schema, files.uiSchema).map((problem) => `rubric: ${problem}`));
        problems.push(...fixtureProblems(id, dir));
        if (server?.has(id)) problems.push(...(await checkFixtures(files, server, workDir)));
        else problems.push(serverProblem ?? 'server validator: form not loaded');
        if (!sectionIds.has(id)) {
          if (!Object.prototype.hasOwnProperty.call(adapters, id)) problems.push('adapter: none in src/api/adapters/index.ts');
          if (!existsSync(join(root, 'tests/unit/api/adapters', `${id}.test.ts`))) problems.push(`adapter: no round-trip test tests/unit/api/adapters/${id}.test.ts`);
        }
        summary = `${Object.keys(files.validFixtures).length} valid, ${Object.keys(files.invalidFixtures).length} invalid fixtures, version ${files.version}`;
      } catch (error) {
        problems.push(`could not be read: ${(error as Error).message}`);
      }
      reports.push({ id, problems, summary });
      if (isRubricForm(id)) reports.push(...checkVersions(dir, id, shared.documents, names));
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  for (const [name, document] of Object.entries(shared.documents)) {
    const problems: string[] = [];
    const ajv = strictAjv();
    try {
      ajv.addSchema(document, name);
      for (const definition of Object.keys(isObject(document.$defs) ? document.$defs : {})) ajv.compile({ $ref: `${name}#/$defs/${definition}` });
    } catch (error) {
      problems.push(`schema: ${(error as Error).message}`);
    }
    for (const [definition, schema] of Object.entries(isObject(document.$defs) ? document.$defs : {})) {
      problems.push(...checkBounds(document, schema, `#/$defs/${definition}`));
    }
    reports.push({ id: `shared/${name.replace('../shared/', '')}`, problems, summary: 'shared definitions' });
  }
  reports.push(checkSectionManifest(dir, ids));
  reports.push(checkCaseGuides(dir));
  return reports;
}

/** The form ids of the sections of `dir`'s manifest (none when it cannot be read: its own check says why). */
function sectionFormIds(dir: string): string[] {
  try {
    return validateManifest(dir).manifest?.sections.map((section) => section.formId) ?? [];
  } catch {
    return [];
  }
}

/** The section manifest: valid against its meta-schema, every section a form of the folder, nothing named twice. */
function checkSectionManifest(dir: string, ids: string[]): FormReport {
  let problems: string[];
  let count = 0;
  try {
    const { manifest, problems: invalid } = validateManifest(dir);
    problems = manifest ? manifestProblems(manifest, ids) : invalid;
    count = manifest?.sections.length ?? 0;
  } catch (error) {
    problems = [(error as Error).message];
  }
  return { id: 'consultation/sections.json', problems, summary: `${count} sections, checked against ${manifestFiles(dir).meta}` };
}

/** The Case Management Guide: valid against its meta-schema, every block forward, no id twice, no blocks overlapping. */
function checkCaseGuides(dir: string): FormReport {
  let problems: string[];
  let count = 0;
  try {
    const checked = validateCaseGuides(dir);
    problems = checked.problems;
    count = checked.guides?.length ?? 0;
  } catch (error) {
    problems = [(error as Error).message];
  }
  return { id: 'consultation/case-guides.json', problems, summary: `${count} guides, checked against ${caseGuideFiles(dir).meta}` };
}

async function main(): Promise<void> {
  const reports = await checkSchemas();
  for (const report of reports) {
    if (report.problems.length === 0) console.log(`✓ ${report.id} (${report.summary})`);
    else {
      console.log(`✗ ${report.id}`);
      for (const problem of report.problems) console.log(`    ${problem}`);
    }
  }
  const failed = reports.filter((r) => r.problems.length > 0).length;
  console.log(`${reports.length - failed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
