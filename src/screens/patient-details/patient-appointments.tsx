import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import type { Appointment } from '../../api/appointments';
import { usePatientAppointments } from '../../api/use-patients';
import { DataTable, type ListColumn } from '../../ui/data-table';
import { StatusBadge } from '../../ui/status-badge';
import { RecordsDialog } from './records-dialog';

/** The 'Appointments' tab (platform §2.8): date, type, status and 'View More' for the records of each. */
export function PatientAppointments({ patientId }: { patientId: number }) {
  const { data, error, isLoading } = usePatientAppointments(patientId);
  const [open, setOpen] = useState<Appointment | null>(null);
  const columns = useMemo<ListColumn<Appointment>[]>(
    () => [
      { id: 'date', header: 'Date', cell: ({ row }) => row.original.appointment_date },
      { id: 'type', header: 'Type', cell: ({ row }) => row.original.appointment_type },
      { id: 'status', header: 'Status', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
      {
        id: 'action',
        header: 'Action',
        cell: ({ row }) => (
          <Button
            type="button"
            label="View More"
            size="small"
            outlined
            aria-label={`View More of ${row.original.appointment_date}`}
            onClick={() => setOpen(row.original)}
          />
        ),
      },
    ],
    [],
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
      <DataTable
        label="Appointments"
        columns={columns}
        rows={data ?? []}
        rowKey={(a) => String(a.id)}
        emptyText="No appointments yet."
        loading={isLoading}
      />
      <RecordsDialog appointment={open} patientId={patientId} onClose={() => setOpen(null)} />
    </>
  );
}
