import { deepEquals, type EnumOptionsType } from '@rjsf/utils';

/** What an empty value reads as. */
export const EMPTY_VALUE = '—';

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * A stored value as a person reads it: an enum value by its label (`ui:enumNames`, `oneOf` titles; booleans
 * Yes/No), a list joined by commas, anything else as stored (clinical notation is shown exactly as entered).
 */
export function formatValue(value: unknown, enumOptions?: readonly EnumOptionsType[]): string {
  if (isEmpty(value)) return EMPTY_VALUE;
  if (Array.isArray(value)) return value.map((item) => formatValue(item, enumOptions)).join(', ');
  const option = enumOptions?.find((candidate) => deepEquals(candidate.value, value));
  if (option) return option.label;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
