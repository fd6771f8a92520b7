/**
 * When a form's submit button shows, declared in its uiSchema: `"ui:options": {"submitWhenFilled": ["a", "b"]}` on
 * the root shows it only while each named top-level field holds something (a non-empty list or text, any other
 * value but null). Example: case history's save button appears once a condition is recorded (consultation §2).
 * Without the option the button always shows. Pure.
 */

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The option's key in the root `ui:options`. */
export const SUBMIT_WHEN_FILLED = 'submitWhenFilled';

function filled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.trim() !== '';
  if (isObject(value)) return Object.keys(value).length > 0;
  return true;
}

/** Whether the submit button shows for `data`, by the rule of `uiSchema` (always, without one). */
export function isSubmitShown(uiSchema: unknown, data: unknown): boolean {
  const options = isObject(uiSchema) ? uiSchema['ui:options'] : undefined;
  const fields = isObject(options) ? options[SUBMIT_WHEN_FILLED] : undefined;
  if (!Array.isArray(fields)) return true;
  const record = isObject(data) ? data : {};
  return fields.every((field) => typeof field === 'string' && filled(record[field]));
}
