import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { patientDetailsLink, patientName, toPatientRef, type Patient } from '../../api/patients';
import { clinicLabel } from '../../lib/clinics';
import { DataTable, type ListColumn } from '../../ui/data-table';

/** The name; with the other names and a note when a search matched there (they are not shown otherwise). */
function PatientNameCell({ patient }: { patient: Patient }) {
  const name = patientName(patient);
  if (!patient.matched_on?.includes('other_names')) return <>{name}</>;
  return (
    <>
      {name}
      <br />
      <small className="muted">Matched: other names ({String(patient.otherNames ?? '')})</small>
    </>
  );
}

export interface PatientTableProps {
  label: string;
  patients: readonly Patient[];
  emptyText: string;
  loading?: boolean;
  /** Whether each row offers 'Book Appointment'. */
  canBook: boolean;
}

/**
 * Patients with the columns of platform §2.6 (Patient ID 'N/A', Clinic by its shown name or 'Not assigned', Phone
 * Number 'Not provided' when missing) and the actions Book Appointment and View.
 */
export function PatientTable({ label, patients, emptyText, loading, canBook }: PatientTableProps) {
  const navigate = useNavigate();
  const columns = useMemo<ListColumn<Patient>[]>(
    () => [
      { id: 'patient_id', header: 'Patient ID', cell: ({ row }) => row.original.patient_id || 'N/A' },
      { id: 'name', header: 'Name', cell: ({ row }) => <PatientNameCell patient={row.original} /> },
      { id: 'clinic', header: 'Clinic', cell: ({ row }) => clinicLabel(row.original.clinic) || 'Not assigned' },
      { id: 'phone', header: 'Phone Number', cell: ({ row }) => row.original.primary_phone || 'Not provided' },
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => {
          const patient = row.original;
          const name = patientName(patient);
          return (
            <div className="row-actions">
              {canBook && (
                <Button
                  type="button"
                  label="Book Appointment"
                  size="small"
                  aria-label={`Book Appointment for ${name}`}
                  onClick={() => {
                    const ref = typeof patient.id === 'number' ? toPatientRef(patient) : null;
                    if (!ref) return console.error('Book Appointment: this row has no patient to book for.');
                    navigate('/createAppointment', { state: { patient: ref } });
                  }}
                />
              )}
              <Button
                type="button"
                label="View"
                size="small"
                outlined
                aria-label={`View ${name}`}
                onClick={() => {
                  const { to, state } = patientDetailsLink(patient);
                  navigate(to, { state });
                }}
              />
            </div>
          );
        },
      },
    ],
    [canBook, navigate],
  );
  return <DataTable label={label} columns={columns} rows={patients} rowKey={(p) => String(p.id)} emptyText={emptyText} loading={loading} />;
}
