/**
 * The clinic's one way of showing dates and times, day first: a day '27 Nov 2026', a moment '27 Nov 2026, 14:00'
 * (24-hour clock, the browser's time zone). Every screen shows dates through these; what is sent and stored stays
 * ISO (days as YYYY-MM-DD). A day given as YYYY-MM-DD is that calendar day, never shifted by the time zone.
 */
import { format, isValid, parseISO } from 'date-fns';
import { enGB } from 'date-fns/locale';

/** date-fns patterns of a day and of a time of day, for the places (the calendar) that take patterns. */
export const DAY_PATTERN = 'd MMM yyyy';
export const TIME_PATTERN = 'HH:mm';
/** The clinic's locale: month and weekday names, and the first day of the week (Monday). */
export const CLINIC_LOCALE = enGB;

type DateInput = string | Date | null | undefined;

function toDate(value: Exclude<DateInput, null | undefined>): Date | null {
  const date = value instanceof Date ? value : parseISO(value);
  return isValid(date) ? date : null;
}

function shown(value: DateInput, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (date) return format(date, pattern, { locale: CLINIC_LOCALE });
  // Not a date (an older free-text value): shown as it is rather than hidden.
  return value instanceof Date ? '' : value;
}

/** A day: '27 Nov 2026' (from YYYY-MM-DD, a timestamp or a Date); '' for none; other text as it is. */
export function formatDate(value: DateInput): string {
  return shown(value, DAY_PATTERN);
}

/** A moment: '27 Nov 2026, 14:00' in the browser's time zone; '' for none; other text as it is. */
export function formatDateTime(value: DateInput): string {
  return shown(value, `${DAY_PATTERN}, ${TIME_PATTERN}`);
}

/** A time of day: '14:00'. */
export function formatTime(value: DateInput): string {
  return shown(value, TIME_PATTERN);
}
