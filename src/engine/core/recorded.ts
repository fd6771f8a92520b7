import { deepEquals, type EnumOptionsType } from '@rjsf/utils';

/** The one line a read-only section (or list) shows when nothing at all was recorded in it. */
export const NOTHING_RECORDED = 'Nothing recorded.';

/** What an empty value reads as where a place must be filled (a table cell). */
export const EMPTY_VALUE = '—';

/**
 * Whether a value holds something a person recorded: not undefined, null or blank text; a list or an object
 * only when one of its members is recorded. `false` and `0` are answers, so they count.
 */
export function isRecorded(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(isRecorded);
  if (typeof value === 'object') return Object.values(value).some(isRecorded);
  return true;
}

/**
 * A stored value as a person reads it: an enum value by its label (`ui:enumNames`, `oneOf` titles; booleans
 * Yes/No), a list joined by commas, anything else as stored (clinical notation is shown exactly as entered).
 */
export function formatValue(value: unknown, enumOptions?: readonly EnumOptionsType[]): string {
  if (!isRecorded(value)) return EMPTY_VALUE;
  if (Array.isArray(value)) return value.filter(isRecorded).map((item) => formatValue(item, enumOptions)).join(', ');
  const option = enumOptions?.find((candidate) => deepEquals(candidate.value, value));
  if (option) return option.label;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * A custom field may say itself whether a value holds a record, with this static (a table whose rows hold
 * only the keys the schema's default starts them with records nothing).
 */
export interface RecordAware {
  hasRecord?: (value: unknown) => boolean;
}
