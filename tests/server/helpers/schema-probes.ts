/**
 * Probe properties of each kind (text, number, boolean, choice; a number for nested items) that server tests add to
 * a copy of `schemas/` to show a property added to a form's schema is validated, stored and read back with its
 * type with no code change; and what those tests share: the copy, the probes' invalid values with the messages
 * their schemas give, and the messages the browser computes for form data.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAjv } from '../../../src/engine/core/create-ajv';
import { toFieldErrors, type FieldErrors } from '../../../src/engine/core/field-errors';
import { ADDED, ITEM_ADDED, VALUES } from '../../support/schema-probes';
import { PROJECT_SCHEMAS_DIR } from './test-app';

export type Json = Record<string, unknown>;

export { ADDED, ITEM_ADDED, VALUES };

/** An invalid value of the added properties that have a rule (the flag has none but its type). */
export const INVALID_VALUES: Json = { ...VALUES, probe_text: 'Far too long for the note', probe_count: 500, probe_level: 'medium' };
/** The messages the added properties' schemas give for INVALID_VALUES. */
export const INVALID_MESSAGES: Record<string, string[]> = {
  probe_text: ['Keep the teaching note short.'],
  probe_count: ['Keep the count under 100.'],
  probe_level: ['Choose low or high.'],
};
/** A nested number ITEM_ADDED refuses, and its message. */
export const INVALID_ITEM_NUMBER = -1;
export const INVALID_ITEM_MESSAGE = ['No negative item numbers.'];

/** Reads, changes and writes back one JSON file of a schemas folder (`<form>/schema.json`). */
export function editJson(dir: string, file: string, change: (json: Json) => void): void {
  const path = join(dir, file);
  const json = JSON.parse(readFileSync(path, 'utf8')) as Json;
  change(json);
  writeFileSync(path, JSON.stringify(json, null, 2));
}

/** A copy of `schemas/` in a new temp folder, changed by `edit`; answers the folder (the caller removes it). */
export function schemasCopy(edit: (dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'sightline-schemas-'));
  cpSync(PROJECT_SCHEMAS_DIR, dir, { recursive: true });
  edit(dir);
  return dir;
}

/** What the browser shows for `formData` under `schema` (bundled): the shared ajv and the form's message mapping. */
export function browserErrors(schema: unknown, formData: unknown): FieldErrors {
  const validate = createAjv().compile(schema as object);
  if (validate(formData)) return {};
  return toFieldErrors(validate.errors ?? [], formData);
}
