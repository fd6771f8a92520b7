import { useEffect, useMemo, useRef, useState } from 'react';
import { AppDialog } from '../../ui/app-dialog';
import { useSWRConfig } from 'swr';
import { form, validateFns } from 'virtual:form/clinic-schedule';
import { schemaAdapter } from '../../api/adapters/schema-adapter';
import { createSchedules } from '../../api/clinic-schedule';
import { useScheduleStaff } from '../../api/use-clinic-schedule';
import { SchemaForm } from '../../engine';
import { requiredMessage } from '../../engine/core/required-message';
import { saveFailureText } from '../../lib/format-error';
import { useKeyedToasts } from '../../ui/toast-context';
import { isScheduleKey, refusalOf, type Refusal } from './schedule-save';
import { unavailableIds, withStaffOptions } from './staff-options';

/** The schema's message for a missing date or no staff, also shown as a toast (platform §5, §8). */
export const SELECT_DATE_AND_STAFF_TEXT = requiredMessage(form.schema, 'staff_ids');
export const CREATE_FAILED_TEXT = 'Failed to create schedule.';
export const CREATED_TEXT = 'Clinic schedule created successfully.';

/** The form data the dialog reads: the staff checklist; every other property is the schema's alone. */
type ClinicScheduleForm = { staff_ids?: number[] } & Record<string, unknown>;

/** The form's data as sent: one entry per chosen staff member (the schema's `x-wire.entryKey`). */
const adapter = schemaAdapter(form.schema, []);

/**
 * 'Create Clinic Schedule' (platform §2.12, §4): the clinic-schedule form — date, start (08:00), end (14:00), place,
 * a scrollable checklist of the rota's staff (those unavailable on the date disabled with the reason, and unticked
 * when a new date makes them so; those already scheduled that day with their times), weeks to repeat (1) — with
 * Cancel and 'Save Schedule'. One entry per chosen staff member is posted (the server stores each for the weeks
 * asked). After a save the form starts afresh and the dialog closes; a refused save keeps it open with what was
 * typed and the server's reason.
 */
export function CreateScheduleDialog({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  // The dialog's toasts share a key: the success toast replaces an earlier refusal's.
  const toast = useKeyedToasts('clinic-schedule');
  const { mutate } = useSWRConfig();
  const [date, setDate] = useState<string | undefined>();
  const [generation, setGeneration] = useState(0);
  const [refusal, setRefusal] = useState<Refusal>({});
  const staff = useScheduleStaff(date || undefined, visible);
  const staffForm = useMemo(() => withStaffOptions(form, staff.data ?? []), [staff.data]);
  // What the form restarts from (a new `generation`), the latest data typed, and who was last unticked.
  const [start, setStart] = useState<ClinicScheduleForm | undefined>();
  const latest = useRef<ClinicScheduleForm>({});
  const refocus = useRef<string | undefined>(undefined);
  const [unticked, setUnticked] = useState<string[]>([]);

  // The staff list of a new date: whoever is ticked but cannot be chosen that date is unticked (the form restarts
  // from what was typed without them, the focus staying where it was) and the dialog says so.
  useEffect(() => {
    const list = staff.data ?? [];
    const off = new Set(unavailableIds(list));
    const data = latest.current;
    const chosen = Array.isArray(data.staff_ids) ? data.staff_ids : [];
    const dropped = chosen.filter((id) => off.has(id));
    if (dropped.length === 0) return;
    const next = { ...data, staff_ids: chosen.filter((id) => !off.has(id)) };
    latest.current = next;
    refocus.current = document.activeElement instanceof HTMLElement && document.activeElement.id ? document.activeElement.id : undefined;
    setStart(next);
    setGeneration((n) => n + 1);
    setUnticked(list.filter((member) => dropped.includes(member.id)).map((member) => member.name));
  }, [staff.data]);

  useEffect(() => {
    if (refocus.current) document.getElementById(refocus.current)?.focus();
    refocus.current = undefined;
  }, [generation]);

  const restartEmpty = () => {
    latest.current = {};
    setStart(undefined);
    setUnticked([]);
    setDate(undefined);
  };

  const close = () => {
    setRefusal({});
    restartEmpty();
    onClose();
  };

  const save = async (data: ClinicScheduleForm) => {
    // The schema has refused a missing date or an empty checklist before this runs (onInvalid toasts it).
    const payload = adapter.toPayload(data, {});
    try {
      await createSchedules(payload);
    } catch (error) {
      setRefusal(refusalOf(error));
      toast.error(saveFailureText(error, CREATE_FAILED_TEXT));
      throw error;
    }
    toast.success(CREATED_TEXT);
    setRefusal({});
    restartEmpty();
    setGeneration((n) => n + 1);
    void mutate(isScheduleKey);
    onClose();
  };

  return (
    <AppDialog header="Create Clinic Schedule" visible={visible} onHide={close} closeOnEscape style={{ width: 'min(34rem, 95vw)' }}>
      <div className="schedule-form">
        {staff.error && (
          <p className="form-error" role="alert">
            The staff list could not be loaded.
          </p>
        )}
        {refusal.detail && (
          <p className="form-error" role="alert">
            {refusal.detail}
          </p>
        )}
        {unticked.length > 0 && (
          <p className="muted" role="status">
            {unticked.join(', ')} cannot be scheduled on this date and {unticked.length === 1 ? 'was' : 'were'} unticked.
          </p>
        )}
        <SchemaForm<ClinicScheduleForm>
          key={generation}
          formData={start}
          hideTitle
          idPrefix="schedule"
          form={staffForm}
          validateFns={validateFns}
          submitLabel="Save Schedule"
          onBack={close}
          backLabel="Cancel"
          serverErrors={refusal.fields}
          onChange={(data) => {
            latest.current = data;
            setDate(typeof data.date === 'string' ? data.date : undefined);
          }}
          onInvalid={(messages) => {
            if (messages.includes(SELECT_DATE_AND_STAFF_TEXT)) toast.error(SELECT_DATE_AND_STAFF_TEXT);
          }}
          onSubmit={save}
        />
      </div>
    </AppDialog>
  );
}
