/**
 * When a form's submit button shows, declared in its uiSchema: `"ui:options": {"submitWhenFilled": ["a", "b"]}` on
 * the root shows it only while each named top-level field holds something (a non-empty list or text, any other
 * value but null, or input its field reports as not yet data: a chosen condition none of whose inputs is filled).
 * Until then the footer shows `"submitHint"` (the root's `ui:options`), a plain line saying what is needed.
 * Example: case history's save button appears once a condition is chosen (consultation §2).
 * Without the option the button always shows. Pure.
 */
import { isRecord } from '../../lib/is-record';

/** The option's key in the root `ui:options`. */
export const SUBMIT_WHEN_FILLED = 'submitWhenFilled';
/** The key of the line shown in place of the hidden submit button. */
export const SUBMIT_HINT = 'submitHint';

function filled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.trim() !== '';
  if (isRecord(value)) return Object.keys(value).length > 0;
  return true;
}

const rootOptions = (uiSchema: unknown): Record<string, unknown> | undefined => {
  const options = isRecord(uiSchema) ? uiSchema['ui:options'] : undefined;
  return isRecord(options) ? options : undefined;
};

/**
 * Whether the submit button shows for `data`, by the rule of `uiSchema` (always, without one). `holding` names the
 * top-level fields that hold input not yet in `data` (reported by their fields): they count as filled.
 */
export function isSubmitShown(uiSchema: unknown, data: unknown, holding: ReadonlySet<string> = new Set()): boolean {
  const fields = rootOptions(uiSchema)?.[SUBMIT_WHEN_FILLED];
  if (!Array.isArray(fields)) return true;
  const record = isRecord(data) ? data : {};
  return fields.every((field) => typeof field === 'string' && (holding.has(field) || filled(record[field])));
}

/** The line that says what the hidden submit button waits for, or undefined. */
export function submitHint(uiSchema: unknown): string | undefined {
  const hint = rootOptions(uiSchema)?.[SUBMIT_HINT];
  return typeof hint === 'string' && hint.trim() !== '' ? hint : undefined;
}
