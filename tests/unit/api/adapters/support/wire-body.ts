import { SECTION_CONTEXT_KEYS } from '../../../../../src/api/adapters';
import { loadFormFiles } from '../../../../../src/engine/build/load-form-files';
import { fromWire } from '../../../../../src/engine/core/wire-transform';

/** A request body read as the server reads it (unknown keys kept, so that validation refuses them). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function readBody(formId: string, body: unknown): any {
  const context = ['appointment', ...(SECTION_CONTEXT_KEYS[formId] ?? [])];
  return fromWire(loadFormFiles(formId).schema, body, { context });
}
