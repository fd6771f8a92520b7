import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PendingReview, ReviewScope } from '../../api/reviews';
import { usePendingReviews } from '../../api/use-reviews';
import { DataTable, type ListColumn } from '../../ui/data-table';
import { ReadError } from '../../ui/read-state';
import './pending-reviews.css';
import { formatDate } from '../../lib/display-dates';

export const NO_PENDING_REVIEWS = 'No cases waiting for review.';

/** A waiting time in words: '45 min', '2 h 5 min', '3 d 4 h'. */
export function waitingText(minutes: number): string {
  const total = Math.max(0, Math.floor(minutes));
  if (total < 60) return `${total} min`;
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  const rest = total % 60;
  return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`;
}

const SCOPES: { scope: ReviewScope; label: string }[] = [
  { scope: 'mine', label: 'My reviews' },
  { scope: 'all', label: 'All reviews' },
];

/** /pending-reviews (spec §2.13): the cases submitted for review, oldest first; mine or everyone's. */
export function PendingReviewsScreen() {
  const [scope, setScope] = useState<ReviewScope>('mine');
  const { data, error, isLoading } = usePendingReviews(scope);
  const columns = useMemo<ListColumn<PendingReview>[]>(
    () => [
      { id: 'patient', header: 'Patient', cell: ({ row }) => `${row.original.patient.name} (${row.original.patient.patient_id})` },
      { id: 'student', header: 'Student', cell: ({ row }) => row.original.student.name },
      { id: 'date', header: 'Date', cell: ({ row }) => formatDate(row.original.appointment_date) },
      { id: 'diagnosis', header: 'Diagnosis', cell: ({ row }) => row.original.diagnosis ?? '—' },
      { id: 'waiting', header: 'Waiting', cell: ({ row }) => waitingText(row.original.waiting_minutes) },
      {
        id: 'action',
        header: 'Action',
        cell: ({ row }) => (
          <Link className="p-button p-button-sm p-button-outlined" to={`/reviews/${row.original.appointment}`} aria-label={`Open the case of ${row.original.patient.name}`}>
            Open
          </Link>
        ),
      },
    ],
    [],
  );
  return (
    <div className="pending-reviews-screen">
      <h1>Pending Reviews</h1>
      <p>All cases pending your review and approval are listed here.</p>
      <div role="group" aria-label="Which reviews" className="scope-toggle">
        {SCOPES.map((entry) => (
          <button
            key={entry.scope}
            type="button"
            className={entry.scope === scope ? 'p-button p-button-sm' : 'p-button p-button-sm p-button-outlined'}
            aria-pressed={entry.scope === scope}
            onClick={() => setScope(entry.scope)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      {error ? (
        <ReadError error={error} />
      ) : (
        <DataTable
          label="Pending reviews"
          columns={columns}
          rows={data ?? []}
          rowKey={(r) => String(r.appointment)}
          emptyText={NO_PENDING_REVIEWS}
          loading={isLoading}
        />
      )}
    </div>
  );
}
