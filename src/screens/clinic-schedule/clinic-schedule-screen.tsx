import './clinic-schedule.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import type { ScheduleEntry } from '../../api/clinic-schedule';
import { focusAfterDialogs } from '../../ui/focus-after-dialogs';
import { RoleGate, useCan } from '../../ui/role-gate';
import { CreateScheduleDialog } from './create-schedule-dialog';
import { EditScheduleDialog, type EditOutcome } from './edit-schedule-dialog';
import { entryClass, ScheduleCalendar } from './schedule-calendar';

export const CALENDAR_REGION_ID = 'schedule-calendar-region';

/**
 * Where the focus goes once an entry's dialog has closed (and any question it asked): back to the entry's block, or
 * (deleted, or no longer on show) to the calendar's region.
 */
function useFocusAfterEditing() {
  const stop = useRef<() => void>(() => undefined);
  useEffect(() => () => stop.current(), []);
  return useCallback((entryId: number, outcome: EditOutcome) => {
    stop.current();
    const block = () => (outcome === 'kept' ? document.querySelector<HTMLElement>(`.${entryClass(entryId)}`) : null);
    stop.current = focusAfterDialogs(() => block() ?? document.getElementById(CALENDAR_REGION_ID));
  }, []);
}

/**
 * /clinic-schedule (platform §2.12): the schedule calendar for every role; 'Create Schedule' for the coordinator,
 * whose blocks open 'Edit Schedule Entry' (schedule.edit); for an approver without the sidebar's Absent Request entry
 * (the coordinator), a link to the absent requests.
 */
export function ClinicScheduleScreen() {
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ScheduleEntry | null>(null);
  const mayAction = useCan('absence.action');
  const hasMenuEntry = useCan('nav.absent_request');
  const mayEdit = useCan('schedule.edit');
  const focusAfter = useFocusAfterEditing();
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">Clinic Schedule</h1>
      <div className="row-actions schedule-actions">
        <RoleGate action="schedule.create">
          <Button type="button" label="Create Schedule" icon="pi pi-plus" onClick={() => setCreating(true)} />
        </RoleGate>
        {mayAction && !hasMenuEntry && <Link to="/absent-request">Absent requests</Link>}
      </div>
      <ScheduleCalendar regionId={CALENDAR_REGION_ID} onOpenEntry={mayEdit ? setEditing : undefined} />
      <RoleGate action="schedule.create">
        <CreateScheduleDialog visible={creating} onClose={() => setCreating(false)} />
      </RoleGate>
      {mayEdit && (
        <EditScheduleDialog
          entry={editing}
          onClose={(outcome) => {
            if (editing) focusAfter(editing.id, outcome);
            setEditing(null);
          }}
        />
      )}
    </section>
  );
}
