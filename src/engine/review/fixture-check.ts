import type { ErrorObject } from 'ajv';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { toFieldErrors, type FieldErrors } from '../core/field-errors';

/** What validating a fixture found, against what the fixture says it should find. */
export interface FixtureCheck {
  /** Messages found, as the API reports them: `{dotted.path: [message]}`, form-wide ones under `non_field_errors`. */
  found: FieldErrors;
  /** Expected messages that were not found. */
  missing: FieldErrors;
  /** Whether the fixture behaves as its name says (valid: no error; invalid: at least the expected ones). */
  ok: boolean;
}

/**
 * Validates a fixture's data with the form's validator and maps the errors as the server does
 * (`core/field-errors`), the format of `fixtures/invalid-*.json`, then compares them with the expected ones.
 */
export function checkFixture(
  validator: ValidatorType,
  schema: RJSFSchema,
  formData: unknown,
  expected: FieldErrors,
  kind: 'valid' | 'invalid',
): FixtureCheck {
  const errors = validator.rawValidation<ErrorObject>(schema, formData).errors ?? [];
  const found = errors.length > 0 ? toFieldErrors(errors, formData) : {};
  const missing: FieldErrors = {};
  for (const [path, messages] of Object.entries(expected)) {
    const absent = messages.filter((message) => !(found[path] ?? []).includes(message));
    if (absent.length > 0) missing[path] = absent;
  }
  const ok = kind === 'valid' ? errors.length === 0 : errors.length > 0 && Object.keys(missing).length === 0;
  return { found, missing, ok };
}
