import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import type { Appointment } from '../../api/appointments';
import { usePatientAppointments } from '../../api/use-patients';
import { DataTable, type ListColumn } from '../../ui/data-table';
import { PageSpinner } from '../../ui/page-spinner';
import { useCan } from '../../ui/role-gate';
import { appointmentClinician, appointmentTime, StatusWithReason } from '../../views/appointment-cells';
import { formatDate } from '../../lib/display-dates';

// The records dialog brings the form engine (the largest chunk): it loads when a first 'View More' is pressed.
const RecordsDialog = lazy(() => import('./records-dialog').then((m) => ({ default: m.RecordsDialog })));

export const RECORDS_NOT_AVAILABLE = 'Examination records are not available to your role.';

/**
 * The 'Appointments' tab (platform §2.8): date, time, type, clinician, status (with a cancellation's reason) and
 * 'View More' for the records of each. A role that may
 * not read clinical records (`records.view`) sees the appointments without 'View More', and a line saying why.
 */
export function PatientAppointments({ patientId }: { patientId: number }) {
  const { data, error, isLoading } = usePatientAppointments(patientId);
  const [open, setOpen] = useState<Appointment | null>(null);
  // Once opened, the dialog stays mounted so that closing it animates like any other dialog.
  const [dialogWanted, setDialogWanted] = useState(false);
  const openRecords = useCallback((appointment: Appointment) => {
    setDialogWanted(true);
    setOpen(appointment);
  }, []);
  const canReadRecords = useCan('records.view');
  const columns = useMemo<ListColumn<Appointment>[]>(
    () => [
      { id: 'date', header: 'Date', cell: ({ row }) => formatDate(row.original.appointment_date) },
      { id: 'time', header: 'Time', cell: ({ row }) => appointmentTime(row.original) },
      { id: 'type', header: 'Type', cell: ({ row }) => row.original.appointment_type },
      { id: 'clinician', header: 'Clinician', cell: ({ row }) => appointmentClinician(row.original) },
      { id: 'status', header: 'Status', cell: ({ row }) => <StatusWithReason appointment={row.original} /> },
      ...(canReadRecords ? [viewMoreColumn(openRecords)] : []),
    ],
    [canReadRecords, openRecords],
  );
  if (error) {
    return (
      <p className="form-error" role="alert">
        Error fetching appointments.
      </p>
    );
  }
  return (
    <>
      {!canReadRecords && <p className="muted">{RECORDS_NOT_AVAILABLE}</p>}
      <DataTable
        label="Appointments"
        columns={columns}
        rows={data ?? []}
        rowKey={(a) => String(a.id)}
        emptyText="No appointments yet."
        loading={isLoading}
      />
      {canReadRecords && dialogWanted && (
        <Suspense fallback={<PageSpinner label="Loading records..." />}>
          <RecordsDialog appointment={open} patientId={patientId} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}

/** 'View More': opens the records of the row's appointment. */
function viewMoreColumn(setOpen: (appointment: Appointment) => void): ListColumn<Appointment> {
  return {
    id: 'action',
    header: 'Action',
    cell: ({ row }) => (
      <Button
        type="button"
        label="View More"
        size="small"
        outlined
        aria-label={`View More of ${formatDate(row.original.appointment_date)}`}
        onClick={() => setOpen(row.original)}
      />
    ),
  };
}
