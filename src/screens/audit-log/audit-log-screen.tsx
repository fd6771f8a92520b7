import { useId, useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { AUDIT_ACTIONS } from '../../../contracts/audit';
import { AUDIT_PAGE_SIZE, exportAuditEvents, useAuditEvents, type AuditEvent, type AuditFilters } from '../../api/users';
import { downloadCsv } from '../../lib/csv';
import { formatDateTime } from '../../lib/display-dates';
import { formatApiError } from '../../lib/format-error';
import { localDate } from '../../lib/local-date';
import { pageCount } from '../../lib/page-count';
import { DataTable, type ListColumn } from '../../ui/data-table';
import { Pager } from '../../ui/pager';
import { ReadError } from '../../ui/read-state';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast-context';

const NO_FILTERS: AuditFilters = { username: '', patient_id: '', action: '', from: '', to: '' };
const ACTION_OPTIONS = [{ label: 'Any action', value: '' }, ...AUDIT_ACTIONS.map((action) => ({ label: action, value: action }))];

/** What the event was about: a patient, an account, or the kind of record. */
function recordText(event: AuditEvent): string {
  if (event.record_label) return `${event.record_kind} ${event.record_label}`;
  return event.record_id === null ? event.record_kind : `${event.record_kind} #${event.record_id}`;
}

function patientText(event: AuditEvent): string {
  if (event.patient_id === null) return '—';
  return event.patient_name ? `${event.patient_id} (${event.patient_name})` : event.patient_id;
}

/**
 * /audit-log (issue 23, systems administrator): the audit trail the server keeps (reads of records, changes of patients
 * and accounts), newest first, filtered by user, patient, action and days, with Export CSV of what the filters match.
 * The filters apply when Apply is pressed (or Enter in a field), so typing does not send a request per key.
 */
export function AuditLogScreen() {
  const id = useId();
  const toast = useToast();
  const [draft, setDraft] = useState<AuditFilters>(NO_FILTERS);
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const { data, error, isLoading } = useAuditEvents(filters, page);
  const set = (field: keyof AuditFilters) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  const columns = useMemo<ListColumn<AuditEvent>[]>(
    () => [
      { id: 'at', header: 'When', cell: ({ row }) => <time dateTime={row.original.at}>{formatDateTime(row.original.at)}</time> },
      { id: 'user', header: 'User', cell: ({ row }) => `${row.original.user.username} (${row.original.user.first_name} ${row.original.user.last_name})` },
      { id: 'action', header: 'Action', cell: ({ row }) => row.original.action },
      { id: 'record', header: 'Record', cell: ({ row }) => recordText(row.original) },
      { id: 'patient', header: 'Patient', cell: ({ row }) => patientText(row.original) },
    ],
    [],
  );

  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadCsv(`audit-log-${localDate()}.csv`, await exportAuditEvents(filters));
    } catch (failure) {
      toast.error(formatApiError(failure));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">Audit Log</h1>
      <form
        className="toolbar"
        aria-label="Audit log filters"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters(draft);
          setPage(1);
        }}
      >
        <TextField id={`${id}-user`} label="User" value={draft.username} onChange={set('username')} placeholder="username" />
        <TextField id={`${id}-patient`} label="Patient ID" value={draft.patient_id} onChange={set('patient_id')} placeholder="SL-000001" />
        <div className="field">
          <label htmlFor={`${id}-action`}>Action</label>
          <select id={`${id}-action`} className="p-inputtext p-component" value={draft.action} onChange={(event) => set('action')(event.target.value)}>
            {ACTION_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <TextField id={`${id}-from`} label="From" type="date" value={draft.from} onChange={set('from')} />
        <TextField id={`${id}-to`} label="To" type="date" value={draft.to} onChange={set('to')} />
        <Button type="submit" label="Apply" icon="pi pi-filter" />
        <Button type="button" label="Export CSV" icon="pi pi-download" outlined loading={exporting} onClick={() => void exportCsv()} />
      </form>
      {error && <ReadError error={error} />}
      <DataTable
        label="Audit events"
        columns={columns}
        rows={data?.results ?? []}
        rowKey={(event) => String(event.id)}
        emptyText="No events match the filters."
        loading={isLoading}
      />
      <Pager label="Audit events" page={page} totalPages={pageCount(data?.count ?? 0, AUDIT_PAGE_SIZE)} onPage={setPage} />
    </section>
  );
}
