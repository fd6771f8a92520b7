import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { byStatus, TODAY_PAGE_SIZE, type Appointment } from '../../api/appointments';
import { useTodayAppointments } from '../../api/use-appointments';
import { pageCount } from '../../lib/page-count';
import { DataTable, type ListColumn } from '../../ui/data-table';
import { Pager } from '../../ui/pager';
import { ReadError } from '../../ui/read-state';
import { useCan } from '../../ui/role-gate';
import { StatusBadge } from '../../ui/status-badge';
import { formatDate } from '../../lib/display-dates';

/**
 * /appointments (platform §2.11): today's appointments, Scheduled then Completed then Cancelled, 10 per page (the
 * server answers one page at a time: docs/decisions.md, "Bounded lists"), with Consult for the roles allowed to
 * consult.
 */
export function AppointmentsScreen() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useTodayAppointments(page);
  const navigate = useNavigate();
  const canConsult = useCan('appointment.consult');
  // A page holds what the server sent, and at its top an appointment booked here since (appointment-cache.ts).
  const shown = useMemo(() => byStatus(data?.data ?? []).slice(0, TODAY_PAGE_SIZE), [data]);
  const columns = useMemo<ListColumn<Appointment>[]>(
    () => [
      { id: 'date', header: 'Date', cell: ({ row }) => formatDate(row.original.appointment_date) },
      { id: 'patient_id', header: 'Patient ID', cell: ({ row }) => row.original.patient_id || 'N/A' },
      { id: 'name', header: 'Name', cell: ({ row }) => row.original.patient_name || 'N/A' },
      { id: 'type', header: 'Type', cell: ({ row }) => row.original.appointment_type },
      { id: 'status', header: 'Status', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
      {
        id: 'action',
        header: 'Action',
        cell: ({ row }) =>
          canConsult ? (
            <Button
              type="button"
              label="Consult"
              size="small"
              aria-label={`Consult ${row.original.patient_name ?? ''}`.trim()}
              onClick={() => navigate(`/consultation/${row.original.id}`)}
            />
          ) : null,
      },
    ],
    [canConsult, navigate],
  );
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">Today&apos;s Appointments</h1>
      {error && <ReadError error={error} />}
      <DataTable
        label="Today's appointments"
        columns={columns}
        rows={shown}
        rowKey={(a) => String(a.id)}
        emptyText="No appointments available."
        loading={isLoading}
      />
      <Pager label="Appointments" page={page} totalPages={pageCount(data?.count ?? 0, TODAY_PAGE_SIZE)} onPage={setPage} />
    </section>
  );
}
