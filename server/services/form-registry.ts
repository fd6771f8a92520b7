/**
 * The server's copy of every form schema: loaded from `schemas/` (the same files, bundled the same way, as the
 * browser's precompiled validators) and compiled once with the shared ajv configuration.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import { listFormIds, loadFormFiles, loadSharedDefinitions } from '../../src/engine/build/load-form-files';
import { createAjv } from '../../src/engine/core/create-ajv';
import { toFieldErrors, type FieldErrors } from '../../src/engine/core/field-errors';
import { compileBoundsCheck } from '../../src/engine/core/bounds-check';
import { compileIdRefReader } from '../../src/engine/core/id-refs';

export interface FormRegistry {
  /**
   * `null` when `data` is valid form data for `formId`, else the messages per field (the schema's own words).
   * Counts come first: a list past its `maxItems`, an object past its `maxProperties`, or more unknown fields than
   * a report shows, is answered with that bound's message (or those fields) alone, without the full validation,
   * whose cost grows faster than the data.
   */
  validate(formId: string, data: unknown): FieldErrors | null;
  /**
   * `data` with every id reference of the form (a value whose schema refers to the shared `idRef` definition)
   * given as id text (`"2"`) read as its number; everything else as it came (src/engine/core/id-refs.ts). A body
   * past the form's bounds is answered as it came: `validate` refuses it for the bound, before any reading.
   */
  readIds(formId: string, data: unknown): unknown;
  /** The schema's `version`, stored with every record saved through it. */
  version(formId: string): string;
  /**
   * The form's schema as loaded (bundled). The adapters take their fields from it (`AdapterContext.schema`), so a
   * property added to the schemas folder is validated, stored and read back with no code change.
   */
  schema(formId: string): unknown;
  /** The ids of the loaded forms, sorted. */
  ids(): string[];
  has(formId: string): boolean;
  /** The folder the forms were read from. */
  readonly dir: string;
}

/** A form that cannot be loaded or compiled: the server refuses to start rather than validate with less. */
export class FormSchemaError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FormSchemaError';
  }
}

interface LoadedForm {
  version: string;
  schema: unknown;
  validate: ValidateFunction;
  bounds: (data: unknown) => FieldErrors | null;
  readIds: (data: unknown) => unknown;
}

type CompiledForm = Omit<LoadedForm, 'version' | 'schema'>;

/**
 * Forms compiled in this process, by their bundled schema's text: an app built again over the same schemas (the
 * test suites build hundreds) reuses the compiled checks, which depend on nothing but that text.
 */
const compiledByText = new Map<string, CompiledForm>();

function compileForm(schema: unknown): CompiledForm {
  const text = JSON.stringify(schema);
  let compiled = compiledByText.get(text);
  if (!compiled) {
    // One ajv per form: two forms that reuse an $id by mistake cannot shadow each other.
    compiled = { validate: createAjv().compile(schema as object), bounds: compileBoundsCheck(schema), readIds: compileIdRefReader(schema) };
    compiledByText.set(text, compiled);
  }
  return compiled;
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Loads and compiles every form of `dir`; throws a FormSchemaError naming the form and the problem. */
export function loadFormRegistry(dir: string): FormRegistry {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new FormSchemaError(`Form schemas folder not found: ${dir} (set SCHEMAS_DIR).`);
  }
  const forms = new Map<string, LoadedForm>();
  const shared = loadSharedDefinitions(dir);
  for (const id of listFormIds(dir)) {
    const where = join(dir, id, 'schema.json');
    let files: ReturnType<typeof loadFormFiles>;
    try {
      files = loadFormFiles(id, dir, shared);
    } catch (error) {
      throw new FormSchemaError(`Form "${id}" could not be read (${where}): ${reason(error)}`, { cause: error });
    }
    try {
      forms.set(id, { version: files.version, schema: files.schema, ...compileForm(files.schema) });
    } catch (error) {
      throw new FormSchemaError(`Form "${id}" has an invalid schema (${where}): ${reason(error)}`, { cause: error });
    }
  }

  const get = (formId: string): LoadedForm => {
    const form = forms.get(formId);
    if (!form) throw new Error(`Unknown form "${formId}": no ${formId}/schema.json in ${dir}`);
    return form;
  };

  return {
    dir,
    validate(formId, data) {
      const { validate, bounds } = get(formId);
      return bounds(data) ?? (validate(data) ? null : toFieldErrors(validate.errors ?? [], data));
    },
    // Counts first here too: a body past its bounds is left as it came (validate then answers the bound), so that
    // reading ids never walks 50,000 items of a body that will be refused.
    readIds(formId, data) {
      const { bounds, readIds } = get(formId);
      return bounds(data) ? data : readIds(data);
    },
    version: (formId) => get(formId).version,
    schema: (formId) => get(formId).schema,
    ids: () => [...forms.keys()].sort(),
    has: (formId) => forms.has(formId),
  };
}
