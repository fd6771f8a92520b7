import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { byStatus, TODAY_PAGE_SIZE, type Appointment } from '../../api/appointments';
import { useTodayAppointments } from '../../api/use-appointments';
import { pageCount } from '../../lib/page-count';
import { DataTable, type ListColumn } from '../../ui/data-table';
import { Pager } from '../../ui/pager';
import { ReadError } from '../../ui/read-state';
import { useCan } from '../../ui/role-gate';
import { appointmentClinician, appointmentWhen, StatusWithReason } from '../../views/appointment-cells';
import { ChangeAppointmentDialog, type ChangeMode } from '../../views/change-appointment-dialog';

const CHANGES: readonly { mode: ChangeMode; label: string }[] = [
  { mode: 'reschedule', label: 'Reschedule' },
  { mode: 'cancel', label: 'Cancel' },
  { mode: 'no-show', label: 'No-show' },
];

/**
 * /appointments (platform §2.11): today's appointments, Scheduled then Completed then Cancelled, 10 per page (the
 * server answers one page at a time: docs/decisions.md, "Bounded lists"), with their time and clinician, Consult
 * for the roles allowed to consult, and for the front desk Reschedule, Cancel and No-show on Scheduled ones.
 */
export function AppointmentsScreen() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useTodayAppointments(page);
  const navigate = useNavigate();
  const canConsult = useCan('appointment.consult');
  const canChange = useCan('appointment.change');
  const [changing, setChanging] = useState<{ appointment: Appointment; mode: ChangeMode } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // A page holds what the server sent, and at its top an appointment booked here since (appointment-cache.ts).
  const shown = useMemo(() => byStatus(data?.data ?? []).slice(0, TODAY_PAGE_SIZE), [data]);
  const columns = useMemo<ListColumn<Appointment>[]>(
    () => [
      // The time of day beside the date: one column less, so that the list still fits a tablet's width.
      { id: 'date', header: 'Date', cell: ({ row }) => appointmentWhen(row.original) },
      { id: 'patient_id', header: 'Patient ID', cell: ({ row }) => row.original.patient_id || 'N/A' },
      { id: 'name', header: 'Name', cell: ({ row }) => row.original.patient_name || 'N/A' },
      { id: 'type', header: 'Type', cell: ({ row }) => row.original.appointment_type },
      { id: 'clinician', header: 'Clinician', cell: ({ row }) => appointmentClinician(row.original) },
      { id: 'status', header: 'Status', cell: ({ row }) => <StatusWithReason appointment={row.original} /> },
      {
        id: 'action',
        header: 'Action',
        cell: ({ row }) => {
          const appointment = row.original;
          const name = appointment.patient_name ?? '';
          return (
            <div className="row-actions">
              {canConsult && (
                <Button
                  type="button"
                  label="Consult"
                  size="small"
                  aria-label={`Consult ${name}`.trim()}
                  onClick={() => navigate(`/consultation/${appointment.id}`)}
                />
              )}
              {canChange &&
                appointment.status === 'Scheduled' &&
                CHANGES.map(({ mode, label }) => (
                  <Button
                    key={mode}
                    type="button"
                    label={label}
                    size="small"
                    outlined
                    severity={mode === 'reschedule' ? undefined : 'danger'}
                    aria-label={`${label} ${name}`.trim()}
                    onClick={() => setChanging({ appointment, mode })}
                  />
                ))}
            </div>
          );
        },
      },
    ],
    [canConsult, canChange, navigate],
  );
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title" ref={heading} tabIndex={-1}>
        Today&apos;s Appointments
      </h1>
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
      {canChange && (
        <ChangeAppointmentDialog
          appointment={changing?.appointment ?? null}
          mode={changing?.mode ?? 'cancel'}
          onClose={() => setChanging(null)}
          onChanged={() => {
            setChanging(null);
            // The row's buttons are gone (or the row is): the list, under its heading, is where the work goes on.
            heading.current?.focus();
          }}
        />
      )}
    </section>
  );
}
