import './absent-requests.css';
import { useMemo } from 'react';
import { Button } from 'primereact/button';
import type { AbsentRequest, AbsentRequestStatus } from '../../api/absences';
import { formatDate, formatDateTime } from '../../lib/display-dates';
import { DataTable, type ListColumn } from '../../ui/data-table';

/** What Approve and Decline set. */
export type RequestDecision = 'approved' | 'rejected';

/** The empty state of each tab. */
export const EMPTY_TEXT: Record<AbsentRequestStatus, string> = {
  pending: 'No pending requests.',
  approved: 'No approved requests.',
  rejected: 'No rejected requests.',
};

const TABLE_LABEL: Record<AbsentRequestStatus, string> = {
  pending: 'Pending requests',
  approved: 'Approved requests',
  rejected: 'Rejected requests',
};

/** A moment as date and time ('24 Nov 2026, 09:30'); the text as given when it is not a date. */
export function dateTimeText(value: string | null): string {
  return formatDateTime(value) || '—';
}

/** A day as the other lists show one ('24 Nov 2026'), never broken across lines. */
function DateCell({ value }: { value: string }) {
  return (
    <time className="cell-nowrap" dateTime={value}>
      {formatDate(value)}
    </time>
  );
}

/** A moment as `dateTimeText` words it, its date and its time each kept whole ('24 Nov 2026,' / '09:30' at most); '—' when there is none. */
function MomentCell({ value }: { value: string | null }) {
  if (!value) return '—';
  const [day, ...rest] = dateTimeText(value).split(', ');
  return (
    <time dateTime={value}>
      <span className="cell-nowrap">{rest.length > 0 ? `${day},` : day}</span>
      {rest.length > 0 && (
        <>
          {' '}
          <span className="cell-nowrap">{rest.join(', ')}</span>
        </>
      )}
    </time>
  );
}

/** The words naming one request for a button or a question: 'Kwame Mensah, 24 Nov 2026 to 26 Nov 2026'. */
export function requestName(row: AbsentRequest): string {
  return `${row.requester.name}, ${formatDate(row.from_date)} to ${formatDate(row.to_date)}`;
}

export interface RequestTableProps {
  status: AbsentRequestStatus;
  rows: readonly AbsentRequest[];
  loading: boolean;
  /** Approve or Decline pressed on a row (the screen asks for confirmation). */
  onDecide: (row: AbsentRequest, decision: RequestDecision) => void;
}

/**
 * The requests of one status: requester, from, to, reason, requested; approved and rejected ones add who actioned
 * them and when; pending ones the reader may action have Approve and Decline.
 */
export function RequestTable({ status, rows, loading, onDecide }: RequestTableProps) {
  const anyActions = status === 'pending' && rows.some((row) => row.can_action);
  const columns = useMemo<ListColumn<AbsentRequest>[]>(() => {
    const base: ListColumn<AbsentRequest>[] = [
      { id: 'requester', header: 'Requester', cell: ({ row }) => <span className="cell-name">{row.original.requester.name}</span> },
      { id: 'from', header: 'From', cell: ({ row }) => <DateCell value={row.original.from_date} /> },
      { id: 'to', header: 'To', cell: ({ row }) => <DateCell value={row.original.to_date} /> },
      { id: 'reason', header: 'Reason', cell: ({ row }) => row.original.reason },
      { id: 'requested', header: 'Requested', cell: ({ row }) => <MomentCell value={row.original.requested_at} /> },
    ];
    if (status !== 'pending') {
      base.push(
        { id: 'actioned_by', header: 'Actioned by', cell: ({ row }) => <span className="cell-name">{row.original.actioned_by ?? '—'}</span> },
        { id: 'actioned_at', header: 'Actioned at', cell: ({ row }) => <MomentCell value={row.original.actioned_at} /> },
      );
    }
    if (anyActions) {
      base.push({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) =>
          row.original.status === 'pending' && row.original.can_action ? (
            <div className="row-actions">
              <Button
                type="button"
                size="small"
                label="Approve"
                aria-label={`Approve the request of ${requestName(row.original)}`}
                onClick={() => onDecide(row.original, 'approved')}
              />
              <Button
                type="button"
                size="small"
                severity="danger"
                outlined
                label="Decline"
                aria-label={`Decline the request of ${requestName(row.original)}`}
                onClick={() => onDecide(row.original, 'rejected')}
              />
            </div>
          ) : null,
      });
    }
    return base;
  }, [status, anyActions, onDecide]);
  return (
    <DataTable
      label={TABLE_LABEL[status]}
      columns={columns}
      rows={rows}
      rowKey={(row) => String(row.id)}
      emptyText={EMPTY_TEXT[status]}
      loading={loading}
      loadingText="Loading requests..."
    />
  );
}
