/** Calendar dates as the API writes them: `YYYY-MM-DD`, in the server's local time zone. */

/** The server's local date of `at` (today by default) as YYYY-MM-DD. */
export { localDate } from '../../src/lib/local-date';

/** Whether `text` is YYYY-MM-DD and names a day that exists (not 2025-02-30). */
export function isRealDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC reads years 0-99 as 1900-1999; setUTCFullYear does not.
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whole years from `dob` (YYYY-MM-DD) to `today` (YYYY-MM-DD); a birthday counts on its day (29 Feb on 1 Mar). */
export function ageOn(dob: string, today: string): number {
  // Month and day compared as MMDD text: every list answer counts an age per patient, so no splitting.
  const hadBirthday = today.slice(5, 7) + today.slice(8, 10) >= dob.slice(5, 7) + dob.slice(8, 10);
  return Math.max(0, Number(today.slice(0, 4)) - Number(dob.slice(0, 4)) - (hadBirthday ? 0 : 1));
}
