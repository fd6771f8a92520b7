import { formatISO } from 'date-fns';

/**
 * The local calendar date of `at` (now by default) as YYYY-MM-DD: the API's date format, and what a person means by
 * "today" (the browser's time zone on the client, the server's on the server).
 */
export const localDate = (at: Date = new Date()): string => formatISO(at, { representation: 'date' });
