import type { TimelineEvent } from '../api/reviews';
import { sectionTitle } from '../lib/consultation-sections';
import './views.css';
import { formatDateTime } from '../lib/display-dates';

/** What happened, in words. */
export function eventText(event: TimelineEvent): string {
  switch (event.action) {
    case 'submitted':
      return 'Submitted for review';
    case 'supervisor_changed':
      return 'Supervising lecturer changed';
    case 'reassigned':
      return event.student ? `Reassigned to ${event.student.name}` : 'Reassigned to another student';
    case 'returned':
      return event.sections && event.sections.length > 0
        ? `Returned for correction: ${event.sections.map(sectionTitle).join(', ')}`
        : 'Returned for correction';
    case 'resubmitted':
      return 'Resubmitted for review';
    case 'approved':
      return 'Approved';
    case 'marked':
      return `Marked ${event.section ? sectionTitle(event.section) : 'a section'}: ${event.marks ?? '--'}`;
    case 'graded':
      return `Graded: ${event.total ?? '--'}`;
    case 'regraded':
      return `Grade changed: ${event.total ?? '--'}${event.reason ? ` (reason: ${event.reason})` : ''}`;
    default:
      return String(event.action);
  }
}

/** A case's timeline (docs/decisions.md "Reviewing a case"): an ordered list, oldest first — when, who, what, remarks. */
export function ReviewTimeline({ events }: { events: readonly TimelineEvent[] }) {
  if (events.length === 0) return <p className="muted">Nothing recorded yet.</p>;
  return (
    <ol className="review-timeline" aria-label="Timeline">
      {events.map((event, index) => (
        <li key={`${event.at}-${index}`}>
          <time dateTime={event.at}>{formatDateTime(event.at)}</time> · <span>{event.by.name}</span> ·{' '}
          <strong>{eventText(event)}</strong>
          {event.remarks && <p className="review-timeline__remarks">{event.remarks}</p>}
        </li>
      ))}
    </ol>
  );
}
