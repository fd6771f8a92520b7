import 'react-big-calendar/lib/css/react-big-calendar.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Calendar, Views, type Components, type View } from 'react-big-calendar';
import { useSchedules } from '../../api/use-clinic-schedule';
import {
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
import { useNow } from './use-now';

export const LOADING_SCHEDULE_TEXT = 'Loading schedule...';

/**
 * Day headers as plain text: the library's own carry `role="columnheader"` outside any table or grid, which
 * assistive technology cannot place (axe: aria-required-parent).
 */
const COMPONENTS: Components<ScheduleEvent> = { header: ({ label }) => <span>{label}</span> };

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
 * time views open scrolled to 07:00. On a narrow screen the calendar keeps a readable width inside a region that
 * scrolls sideways (named, and focusable so the keyboard can scroll it).
 */
export function ScheduleCalendar() {
  const [view, setView] = useState<View>(Views.WEEK);
  const [date, setDate] = useState(() => new Date());
  const now = useNow();
  const { from, to } = visibleRange(view, date);
  const schedules = useSchedules(from, to);
  const events = useMemo(() => scheduleEvents(schedules.data), [schedules.data]);
  const box = useScrollableTimeGrid();
  const scrollToTime = useMemo(openingScrollTime, []);
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
      <div className="schedule-calendar-scroll" role="region" aria-label="Schedule calendar" tabIndex={0}>
        <div ref={box} className="schedule-calendar" style={{ height: 700 }}>
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
            components={COMPONENTS}
            style={{ height: 650 }}
            scrollToTime={scrollToTime}
          />
        </div>
      </div>
    </>
  );
}
