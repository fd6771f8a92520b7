import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ReviewStatus } from '../../api/reviews';
import { useStudentCases, type StudentCase } from '../../api/student-reviews';
import { sectionTitle } from '../../lib/consultation-sections';
import { FactsBar, type Fact } from '../../ui/facts-bar';
import { CaseTimeline } from './case-timeline';
import './case-reviews.css';
import { formatDate } from '../../lib/display-dates';

/** The status of a case in the student's words. */
export const STATUS_WORDS: Record<ReviewStatus, string> = {
  submitted: 'Waiting for review',
  returned: 'Returned for correction',
  approved: 'Approved',
};

/**
 * /case-reviews (spec §2.13, issue 12): the signed-in student's submitted cases, every status, newest change first
 * as the server answers them: the patient, the date, the status, the lecturer's latest remarks, the total once
 * graded, the sections to correct, and each case's timeline on demand. A returned case leads to its consultation,
 * where only the returned sections can be edited.
 */
export function CaseReviewsScreen() {
  const cases = useStudentCases();
  return (
    <section className="case-reviews-screen">
      <h1>Case Reviews</h1>
      {cases.error ? (
        <p className="form-error" role="alert">
          Your cases could not be loaded.{' '}
          <button type="button" className="p-button p-button-text" onClick={() => void cases.mutate()}>
            Retry
          </button>
        </p>
      ) : !cases.data ? (
        <p className="muted" role="status">
          <i className="pi pi-spin pi-spinner" aria-hidden="true" /> Loading...
        </p>
      ) : cases.data.length === 0 ? (
        <p className="muted">No cases yet.</p>
      ) : (
        <ul className="case-review-list" aria-label="Your cases">
          {cases.data.map((item) => (
            <CaseItem key={item.appointment} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CaseItem({ item }: { item: StudentCase }) {
  const [open, setOpen] = useState(false);
  const titleId = `case-${item.appointment}-title`;
  const timelineId = `case-${item.appointment}-timeline`;
  const rows: Fact[] = [
    ['Date', formatDate(item.appointment_date)],
    ['Status', STATUS_WORDS[item.status] ?? item.status],
    ['Supervising lecturer', item.supervisor.name],
    ['Total', item.total === null ? '--' : String(item.total)],
  ];
  if (item.status === 'returned' && item.returned_sections.length > 0) rows.push(['Sections to correct', item.returned_sections.map(sectionTitle).join(', ')]);
  if (item.remarks) rows.push(["Lecturer's remarks", item.remarks]);
  return (
    <li>
      <article className="case-review" aria-labelledby={titleId}>
        <h2 id={titleId}>
          {item.patient.name} <span className="muted">({item.patient.patient_id})</span>
        </h2>
        <FactsBar facts={rows} />
        <div className="dialog-actions">
          {item.status === 'returned' && (
            <Link to={`/consultation/${item.appointment}`} className="p-button">
              Correct Case
            </Link>
          )}
          <button type="button" className="p-button p-button-outlined" aria-expanded={open} aria-controls={open ? timelineId : undefined} onClick={() => setOpen((o) => !o)}>
            {open ? 'Hide Timeline' : 'Show Timeline'}
          </button>
        </div>
        {open && <CaseTimeline appointment={item.appointment} id={timelineId} />}
      </article>
    </li>
  );
}
