import { Views, type View } from 'react-big-calendar';
import type { ScheduleEntry } from '../../api/clinic-schedule';

/** The narrowest the calendar gets (seven day columns of about 95 px). */
export const MIN_CALENDAR_PX = 760;
/** The time gutter's width. */
const GUTTER_PX = 64;
/** The narrowest a block gets: room for a first and a last name on one line each ('Kwame Asante'). */
export const MIN_BLOCK_PX = 112;

/** The most entries of one day that run at the same time (those the week view puts side by side). */
export function mostSideBySide(entries: readonly ScheduleEntry[] | undefined): number {
  const byDate = new Map<string, { start: string; end: string }[]>();
  for (const entry of entries ?? []) {
    const day = byDate.get(entry.date) ?? [];
    day.push({ start: entry.start_time, end: entry.end_time });
    byDate.set(entry.date, day);
  }
  let most = 0;
  for (const day of byDate.values()) {
    // At each start, the entries already running then (touching ranges do not meet).
    for (const entry of day) most = Math.max(most, day.filter((other) => other.start <= entry.start && entry.start < other.end).length);
  }
  return most;
}

/**
 * How wide the calendar must be for every block to be at least MIN_BLOCK_PX wide (never narrower than
 * MIN_CALENDAR_PX): names then break between words, never between letters. Wider than its region, the calendar
 * scrolls sideways inside it.
 */
export function calendarMinWidth(view: View, entries: readonly ScheduleEntry[] | undefined): number {
  if (view === Views.AGENDA) return MIN_CALENDAR_PX;
  const columns = view === Views.DAY ? 1 : 7;
  return Math.max(MIN_CALENDAR_PX, GUTTER_PX + columns * MIN_BLOCK_PX * Math.max(1, mostSideBySide(entries)));
}
