import './clinic-schedule.css';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import { RoleGate, useCan } from '../../ui/role-gate';
import { CreateScheduleDialog } from './create-schedule-dialog';
import { ScheduleCalendar } from './schedule-calendar';

/**
 * /clinic-schedule (platform §2.12): the schedule calendar for every role; 'Create Schedule' for the coordinator;
 * for an approver without the sidebar's Absent Request entry (the coordinator), a link to the absent requests.
 */
export function ClinicScheduleScreen() {
  const [creating, setCreating] = useState(false);
  const mayAction = useCan('absence.action');
  const hasMenuEntry = useCan('nav.absent_request');
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">Clinic Schedule</h1>
      <div className="row-actions schedule-actions">
        <RoleGate action="schedule.create">
          <Button type="button" label="Create Schedule" icon="pi pi-plus" onClick={() => setCreating(true)} />
        </RoleGate>
        {mayAction && !hasMenuEntry && <Link to="/absent-request">Absent requests</Link>}
      </div>
      <ScheduleCalendar />
      <RoleGate action="schedule.create">
        <CreateScheduleDialog visible={creating} onClose={() => setCreating(false)} />
      </RoleGate>
    </section>
  );
}
