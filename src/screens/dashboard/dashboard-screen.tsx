import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import type { Appointment } from '../../api/appointments';
import { useDashboardSummary } from '../../api/use-dashboard-summary';
import { DataTable, type ListColumn } from '../../ui/data-table';
import { ReadError } from '../../ui/read-state';
import { useCan } from '../../ui/role-gate';
import { StatusBadge } from '../../ui/status-badge';

export const UPCOMING_ROWS = 5;

function CountCard({ label, value }: { label: string; value: number | undefined }) {
  return (
    <li className="stat-card">
      <span className="stat-label">{label}</span>
      <span className="stat-value">{value ?? '--'}</span>
    </li>
  );
}

/**
 * / (platform §2.5): today's, pending and completed counts, and up to 5 of today's scheduled appointments with
 * 'Attend to Patient' for the roles that attend.
 */
export function DashboardScreen() {
  const { data, error, isLoading } = useDashboardSummary();
  const navigate = useNavigate();
  const canAttend = useCan('appointment.attend');
  const canSeeInventory = useCan('inventory.view');
  const canSeeDispensary = useCan('dispensary.view');
  // The dashboard state resets on a fetch error (platform §4): no stale figures next to the error.
  const summary = error ? undefined : data;
  const upcoming = useMemo(
    () => (summary?.today_appointments.data ?? []).filter((a) => a.status === 'Scheduled').slice(0, UPCOMING_ROWS),
    [summary],
  );
  const columns = useMemo<ListColumn<Appointment>[]>(() => {
    const base: ListColumn<Appointment>[] = [
      { id: 'patient_id', header: 'Patient ID', cell: ({ row }) => row.original.patient_id || 'N/A' },
      { id: 'name', header: 'Name', cell: ({ row }) => row.original.patient_name || 'N/A' },
      { id: 'type', header: 'Type', cell: ({ row }) => row.original.appointment_type },
      { id: 'status', header: 'Status', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
    ];
    if (!canAttend) return base;
    return [
      ...base,
      {
        id: 'action',
        header: 'Action',
        cell: ({ row }) => (
          <Button
            type="button"
            label="Attend to Patient"
            size="small"
            aria-label={`Attend to Patient ${row.original.patient_name ?? ''}`.trim()}
            onClick={() => navigate(`/consultation/${row.original.id}`)}
          />
        ),
      },
    ];
  }, [canAttend, navigate]);

  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">Dashboard</h1>
      {error && <ReadError error={error} />}
      <ul className="stat-cards" aria-label="Appointment counts">
        <CountCard label="Today's Appointments" value={summary?.today_appointments.count} />
        <CountCard label="Pending Appointments" value={summary?.pending_appointments} />
        <CountCard label="Completed Appointments" value={summary?.completed_appointments} />
      </ul>
      {canSeeInventory && (
        <nav className="dashboard-links" aria-label="Clinic operations">
          <Link to="/inventory">Inventory</Link>
          {canSeeDispensary && <Link to="/dispensary">Dispensary</Link>}
        </nav>
      )}
      <div className="screen-header">
        <h2 id="upcoming-title">Upcoming Appointments</h2>
        <Link to="/appointments">See all</Link>
      </div>
      <DataTable
        label="Upcoming Appointments"
        columns={columns}
        rows={upcoming}
        rowKey={(a) => String(a.id)}
        emptyText="No scheduled appointments available."
        loading={isLoading}
      />
    </section>
  );
}
