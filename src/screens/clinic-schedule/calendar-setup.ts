import { addDays, format, getDay, parse, startOfWeek } from 'date-fns';
import { dateFnsLocalizer, Views, type DateRange, type Formats, type View } from 'react-big-calendar';
import type { ScheduleAbsence, ScheduleEntry } from '../../api/clinic-schedule';
import { CLINIC_LOCALE, DAY_PATTERN, formatDate, formatTime, TIME_PATTERN } from '../../lib/display-dates';
import { localDate } from '../../lib/local-date';

/** The calendar's views (platform §2.12): week (the default), day and agenda. */
export const CALENDAR_VIEWS: View[] = [Views.WEEK, Views.DAY, Views.AGENDA];
/** Days the agenda lists from its date (platform §9). */
export const AGENDA_LENGTH = 30;
/** The hour the week and day views open scrolled to: just before the clinic's default 08:00 start. */
export const OPENING_HOUR = 7;

/** The time the week and day views open scrolled to (OPENING_HOUR); the whole day stays reachable above and below. */
export function openingScrollTime(): Date {
  const at = new Date(1970, 0, 1);
  at.setHours(OPENING_HOUR, 0, 0, 0);
  return at;
}

const mondayWeek = (date: Date) => startOfWeek(date, { weekStartsOn: 1 });

/** The calendar's culture: the clinic's locale (src/lib/display-dates). */
export const CALENDAR_CULTURE = 'en-GB';

/** date-fns 4 localizer, weeks starting on Monday. */
export const localizer = dateFnsLocalizer({ format, parse, startOfWeek: mondayWeek, getDay, locales: { [CALENDAR_CULTURE]: CLINIC_LOCALE } });

const dayRange = ({ start, end }: DateRange) => `${formatDate(start)} – ${formatDate(end)}`;
const timeRange = ({ start, end }: DateRange) => `${formatTime(start)} – ${formatTime(end)}`;

/** The calendar's headings and times in the clinic's one format, day first ('Fri 27 Nov', '27 Nov 2026', '14:00'). */
export const CALENDAR_FORMATS: Formats = {
  dayFormat: 'EEE d MMM',
  weekdayFormat: 'EEE',
  dayHeaderFormat: `EEEE ${DAY_PATTERN}`,
  dayRangeHeaderFormat: dayRange,
  agendaHeaderFormat: dayRange,
  agendaDateFormat: `EEE ${DAY_PATTERN}`,
  agendaTimeFormat: TIME_PATTERN,
  agendaTimeRangeFormat: timeRange,
  timeGutterFormat: TIME_PATTERN,
  eventTimeRangeFormat: timeRange,
};

/** A calendar block: one staff member's entry (with its place), or, in the agenda, an approved absence (all day). */
export interface ScheduleEvent {
  key: string;
  title: string;
  start: Date;
  end: Date;
  place?: string;
  allDay?: boolean;
  /** The entry the block shows; none for an absence. */
  entry?: ScheduleEntry;
}

/** The days (inclusive, YYYY-MM-DD) a view shows around `date`: the entries to fetch. */
export function visibleRange(view: View, date: Date): { from: string; to: string } {
  if (view === Views.DAY) return { from: localDate(date), to: localDate(date) };
  if (view === Views.AGENDA) return { from: localDate(date), to: localDate(addDays(date, AGENDA_LENGTH)) };
  const monday = mondayWeek(date);
  return { from: localDate(monday), to: localDate(addDays(monday, 6)) };
}

const at = (day: string, time: string) => parse(`${day} ${time.slice(0, 5)}`, 'yyyy-MM-dd HH:mm', new Date());
const dayOf = (day: string) => parse(day, 'yyyy-MM-dd', new Date());

/** Entries as calendar events, titled with the staff member's name ('Staff' when it is blank), with their place. */
export function scheduleEvents(entries: readonly ScheduleEntry[] | undefined): ScheduleEvent[] {
  return (entries ?? []).map((entry) => ({
    key: `entry-${entry.id}`,
    title: entry.staff.name || 'Staff',
    start: at(entry.date, entry.start_time),
    end: at(entry.date, entry.end_time),
    ...(typeof entry.place === 'string' && entry.place !== '' ? { place: entry.place } : {}),
    entry,
  }));
}

/** The text an approved absence is shown with: 'Absent: Efua Boateng'. */
export const absenceText = (absence: ScheduleAbsence) => `Absent: ${absence.staff.name || 'Staff'}`;

/** Approved absences as all-day events (the agenda lists them by day). */
export function absenceEvents(absences: readonly ScheduleAbsence[] | undefined): ScheduleEvent[] {
  return (absences ?? []).map((absence) => ({
    key: `absence-${absence.id}`,
    title: absenceText(absence),
    start: dayOf(absence.from_date),
    end: addDays(dayOf(absence.to_date), 1),
    allDay: true,
  }));
}

/** The absences of each day (YYYY-MM-DD) of `from`..`to`, as the day headers of the time views show them. */
export function absencesByDay(absences: readonly ScheduleAbsence[] | undefined, from: string, to: string): Map<string, ScheduleAbsence[]> {
  const out = new Map<string, ScheduleAbsence[]>();
  for (let day = dayOf(from); localDate(day) <= to; day = addDays(day, 1)) {
    const date = localDate(day);
    const on = (absences ?? []).filter((absence) => absence.from_date <= date && date <= absence.to_date);
    if (on.length > 0) out.set(date, on);
  }
  return out;
}
