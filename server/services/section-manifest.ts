/**
 * The section manifest of the schemas folder the server runs with (`<schemasDir>/consultation/sections.json`,
 * its shape `<schemasDir>/meta/consultation-sections.json`): read and checked at start, like the forms. A manifest
 * that does not match its meta-schema, names a form the folder does not hold, or names a section, a tab or a
 * path twice stops the start with a message saying so.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAjv } from '../../src/engine/core/create-ajv';
import { apiRoute, tabIdOf, type SectionEntry, type SectionManifest } from '../../src/lib/section-manifest';
import { FormSchemaError } from './form-registry';

/** Where the manifest and its meta-schema are, in a schemas folder. */
export const manifestFiles = (dir: string) => ({
  manifest: join(dir, 'consultation', 'sections.json'),
  meta: join(dir, 'meta', 'consultation-sections.json'),
});

/** The JSON of a file of the schemas folder; a FormSchemaError naming `what` ('Section manifest') when missing or not JSON. */
export function readSchemasJson(path: string, what = 'Section manifest'): unknown {
  if (!existsSync(path)) throw new FormSchemaError(`${what} file not found: ${path}`);
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new FormSchemaError(`${what} file ${path} is not JSON: ${(error as Error).message}`, { cause: error });
  }
}
const readJson = (path: string) => readSchemasJson(path);

/** The problems of a manifest beyond its meta-schema: forms the folder lacks, a form, tab or path named twice. */
export function manifestProblems(manifest: SectionManifest, formIds: readonly string[]): string[] {
  const problems: string[] = [];
  const twice = (what: string, values: string[]) => {
    const seen = new Set<string>();
    for (const value of values) {
      if (seen.has(value)) problems.push(`${what} "${value}" is named twice`);
      seen.add(value);
    }
  };
  for (const entry of manifest.sections) {
    if (!formIds.includes(entry.formId)) problems.push(`section "${entry.formId}" has no form: no ${entry.formId}/schema.json`);
  }
  twice('section', manifest.sections.map((entry) => entry.formId));
  twice('tab', manifest.sections.filter((entry) => entry.step === 'consultation').map(tabIdOf));
  twice('save path', manifest.sections.map((entry) => entry.save.path));
  twice('read path', manifest.sections.map((entry) => entry.read.path));
  for (const step of ['diagnosis', 'management'] as const) {
    const count = manifest.sections.filter((entry) => entry.step === step).length;
    if (count !== 1) problems.push(`the ${step} step must be exactly one section (it is ${count})`);
  }
  return problems;
}

/** The manifest checked against its meta-schema; the meta-schema's messages when it is not. */
export function validateManifest(dir: string): { manifest: SectionManifest | null; problems: string[] } {
  const files = manifestFiles(dir);
  const validate = createAjv().compile(readJson(files.meta) as object);
  const manifest = readJson(files.manifest);
  if (validate(manifest)) return { manifest: manifest as SectionManifest, problems: [] };
  return { manifest: null, problems: (validate.errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message ?? ''}`.trim()) };
}

/** Reads and checks the manifest of `dir` against the forms it holds; throws a FormSchemaError naming every problem. */
export function loadSectionManifest(dir: string, formIds: readonly string[]): SectionManifest {
  const { manifest, problems } = validateManifest(dir);
  const all = manifest ? manifestProblems(manifest, formIds) : problems;
  if (!manifest || all.length > 0) {
    throw new FormSchemaError(`The section manifest ${manifestFiles(dir).manifest} is invalid: ${all.join('; ')}`);
  }
  return manifest;
}

/** A manifest path as a Fastify route under /api: `{id}` → `:id`, the query left out (`?patient={patient}`). */
export const routeUrl = apiRoute;

/** The section of a form id, which the routes that keep code of their own need to exist. */
export function requireSection(manifest: SectionManifest, formId: string): SectionEntry {
  const entry = manifest.sections.find((section) => section.formId === formId);
  if (!entry) throw new FormSchemaError(`The section manifest has no section "${formId}"`);
  return entry;
}
