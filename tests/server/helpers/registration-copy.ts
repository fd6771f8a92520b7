/**
 * A copy of `schemas/` whose patient registration schema has one more property of each kind (string, number,
 * boolean, enum, and a list of nested items), for tests that show such a property travels with no code change.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADDED_PROPERTIES, ADDED_UI } from '../../support/registration-additions';
import { PROJECT_SCHEMAS_DIR } from './test-app';

export { ADDED_PROPERTIES, ADDED_UI, ADDED_VALUES } from '../../support/registration-additions';

/** Writes the copy in a new temp folder and answers the folder (the caller removes it). */
export function registrationSchemasCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sightline-schemas-'));
  cpSync(PROJECT_SCHEMAS_DIR, dir, { recursive: true });
  const edit = (file: string, change: (json: Record<string, Record<string, unknown>>) => void) => {
    const path = join(dir, 'patient-registration', file);
    const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, Record<string, unknown>>;
    change(json);
    writeFileSync(path, JSON.stringify(json, null, 2));
  };
  edit('schema.json', (schema) => Object.assign(schema.properties!, ADDED_PROPERTIES));
  edit('ui.json', (ui) => {
    Object.assign(ui, ADDED_UI);
    (ui['ui:order'] as unknown as string[]).push(...Object.keys(ADDED_PROPERTIES));
  });
  return dir;
}
