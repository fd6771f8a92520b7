import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/** A form as the engine sees it: a self-contained (bundled) JSON Schema, its UI schema, and their identity. */
export interface FormDefinition {
  /** The form's folder name under `schemas/`, e.g. `visual-acuity`. */
  id: string;
  /** The schema's `version`; stored with every saved record. */
  version: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
}

/** Reads the `version` keyword of a form schema (a string or number); `"0"` when absent. */
export function schemaVersion(schema: { version?: unknown }): string {
  return schema.version === undefined ? '0' : String(schema.version);
}
