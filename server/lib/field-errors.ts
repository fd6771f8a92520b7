/** Field errors (the API's `{"field": ["message"]}` shape) found by several checks, answered as one. */
import type { FieldErrors } from '../../src/engine/core/field-errors';

/** Joins sets of field errors (any may be null); null when all are empty. */
export function mergeFieldErrors(...sets: (FieldErrors | null | undefined)[]): FieldErrors | null {
  const merged: FieldErrors = {};
  for (const set of sets) {
    for (const [field, messages] of Object.entries(set ?? {})) {
      const list = (merged[field] ??= []);
      for (const message of messages) if (!list.includes(message)) list.push(message);
    }
  }
  return Object.keys(merged).length > 0 ? merged : null;
}
