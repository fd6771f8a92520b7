import 'react-big-calendar/lib/css/react-big-calendar.css';
import { useEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { Calendar, Views, type Components, type HeaderProps, type View } from 'react-big-calendar';
import type { ScheduleEntry } from '../../api/clinic-schedule';
import { useScheduleAbsences, useSchedules } from '../../api/use-clinic-schedule';
import { localDate } from '../../lib/local-date';
import {
  absenceEvents,
  absencesByDay,
  absenceText,
  AGENDA_LENGTH,
  CALENDAR_CULTURE,
  CALENDAR_FORMATS,
  CALENDAR_VIEWS,
  localizer,
  openingScrollTime,
  scheduleEvents,
  visibleRange,
  type ScheduleEvent,
} from './calendar-setup';
import { calendarMinWidth } from './calendar-width';
import { useNow } from './use-now';

export const LOADING_SCHEDULE_TEXT = 'Loading schedule...';

/** A block: the staff member's name and, below it, the place. */
function EventBlock({ event }: { event: ScheduleEvent }) {
  return (
    <>
      <span className="schedule-event-name">{event.title}</span>
      {event.place && <span className="schedule-event-place">{event.place}</span>}
    </>
  );
}

/** The tooltip of a block: name and place. */
const tooltipOf = (event: ScheduleEvent) => (event.place ? `${event.title}, ${event.place}` : event.title);

/** The class of an entry's block (the focus comes back to it after its dialog). */
export const entryClass = (id: number) => `schedule-entry-${id}`;

/**
 * The time grid scrolls inside the calendar: it becomes a named, focusable region so that the keyboard can scroll it
 * even when it holds no event (axe: scrollable-region-focusable). Applied after every render, views being remounted.
 */
function useScrollableTimeGrid() {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const grid of box.current?.querySelectorAll<HTMLElement>('.rbc-time-content') ?? []) {
      grid.tabIndex = 0;
      grid.setAttribute('role', 'region');
      grid.setAttribute('aria-label', 'Schedule by time');
    }
  });
  return box;
}

/**
 * The schedule calendar (platform §2.12): week (default), day and agenda views, 30-minute steps in 2 slots, the
 * entries of the range on show fetched as the user moves (Today, Back, Next, the views), a current-time line. The
 * time views open scrolled to 07:00. Each block shows the staff member's name and the entry's place; entries at the
 * same time sit side by side, the calendar wide enough for each name (calendar-width.ts) inside a region that
 * scrolls sideways (named, and focusable so the keyboard can scroll it). The approved absences the user may see are
 * under their days' headings (in the agenda: all-day rows). With `onOpenEntry`, a block opens its entry (click,
 * Enter or Space).
 */
export function ScheduleCalendar({ regionId, onOpenEntry }: { regionId?: string; onOpenEntry?: (entry: ScheduleEntry) => void }) {
  const [view, setView] = useState<View>(Views.WEEK);
  const [date, setDate] = useState(() => new Date());
  const now = useNow();
  const { from, to } = visibleRange(view, date);
  const schedules = useSchedules(from, to);
  const absences = useScheduleAbsences(from, to);
  const entryEvents = useMemo(() => scheduleEvents(schedules.data), [schedules.data]);
  const events = useMemo(
    () => (view === Views.AGENDA ? [...entryEvents, ...absenceEvents(absences.data)] : entryEvents),
    [view, entryEvents, absences.data],
  );
  const byDay = useMemo(() => absencesByDay(absences.data, from, to), [absences.data, from, to]);
  // Day headers as plain text (the library's own carry `role="columnheader"` outside any grid: axe
  // aria-required-parent), each with the absences of its day.
  const components = useMemo<Components<ScheduleEvent>>(
    () => ({
      event: EventBlock,
      header: ({ date: day, label }: HeaderProps) => (
        <>
          <span>{label}</span>
          {(byDay.get(localDate(day)) ?? []).map((absence) => (
            <span key={absence.id} className="schedule-absence">
              {absenceText(absence)}
            </span>
          ))}
        </>
      ),
    }),
    [byDay],
  );
  const box = useScrollableTimeGrid();
  const scrollToTime = useMemo(openingScrollTime, []);
  const open = (event: ScheduleEvent) => {
    if (onOpenEntry && event.entry) onOpenEntry(event.entry);
  };
  const openByKey = (event: ScheduleEvent, key: SyntheticEvent) => {
    if (!('key' in key) || (key.key !== 'Enter' && key.key !== ' ')) return;
    key.preventDefault();
    open(event);
  };
  return (
    <>
      {schedules.isLoading && (
        <p className="muted" role="status">
          {LOADING_SCHEDULE_TEXT}
        </p>
      )}
      {schedules.error && !schedules.isLoading && (
        <p className="form-error" role="alert">
          The schedule could not be loaded.
        </p>
      )}
      {absences.error && !absences.isLoading && (
        <p className="form-error" role="alert">
          The absences could not be loaded.
        </p>
      )}
      <div id={regionId} className="schedule-calendar-scroll" role="region" aria-label="Schedule calendar" tabIndex={0}>
        <div ref={box} className="schedule-calendar" style={{ height: 700, minWidth: calendarMinWidth(view, schedules.data) }}>
          <Calendar<ScheduleEvent>
            localizer={localizer}
            culture={CALENDAR_CULTURE}
            formats={CALENDAR_FORMATS}
            events={events}
            views={CALENDAR_VIEWS}
            view={view}
            onView={setView}
            date={date}
            onNavigate={setDate}
            step={30}
            timeslots={2}
            length={AGENDA_LENGTH}
            getNow={() => now}
            components={components}
            tooltipAccessor={tooltipOf}
            eventPropGetter={(event) => ({ className: event.entry ? entryClass(event.entry.id) : 'schedule-absence-event' })}
            dayLayoutAlgorithm="no-overlap"
            onSelectEvent={open}
            onKeyPressEvent={openByKey}
            style={{ height: 650 }}
            scrollToTime={scrollToTime}
          />
        </div>
      </div>
    </>
  );
}
