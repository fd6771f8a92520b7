import { useMemo, useState } from 'react';
import { Dialog } from 'primereact/dialog';
import { useSWRConfig } from 'swr';
import { form, validateFns } from 'virtual:form/clinic-schedule';
import { clinicScheduleAdapter, type ClinicScheduleForm } from '../../api/adapters/clinic-schedule';
import { createSchedules, SCHEDULES_PATH } from '../../api/clinic-schedule';
import { ApiError } from '../../api/http-client';
import { useScheduleStaff } from '../../api/use-clinic-schedule';
import { SchemaForm } from '../../engine';
import { errorBody } from '../../lib/format-error';
import { useToast } from '../../ui/toast-context';
import { withStaffOptions } from './staff-options';

export const SELECT_DATE_AND_STAFF_TEXT = 'Please select a date and at least one staff member.';
export const CREATE_FAILED_TEXT = 'Failed to create schedule.';
export const CREATED_TEXT = 'Clinic schedule created successfully.';

interface Refusal {
  detail?: string;
  fields?: Record<string, string[]>;
}

/** A refused save: the server's `detail`, and its field messages (`staff_id` shown under the staff list). */
function refusalOf(error: unknown): Refusal {
  const body = errorBody(error);
  if (!(error instanceof ApiError) || typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const refusal: Refusal = {};
  const fields: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (key === 'detail' && typeof value === 'string') refusal.detail = value;
    else if (Array.isArray(value)) {
      const messages = value.filter((m): m is string => typeof m === 'string');
      const field = key === 'staff_id' ? 'staff_ids' : key;
      fields[field] = [...(fields[field] ?? []), ...messages];
    }
  }
  if (Object.keys(fields).length > 0) refusal.fields = fields;
  return refusal;
}

const isScheduleKey = (key: unknown) => typeof key === 'string' && key.startsWith(SCHEDULES_PATH);

/**
 * 'Create Clinic Schedule' (platform §2.12, §4): the clinic-schedule form — date, start (08:00), end (14:00), a
 * scrollable checklist of the rota's staff, those unavailable on the date disabled with the reason — with Cancel and
 * 'Save Schedule'. One entry per chosen staff member is posted. After a save the form starts afresh and the dialog
 * closes; a refused save keeps it open with what was typed and the server's reason.
 */
export function CreateScheduleDialog({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [date, setDate] = useState<string | undefined>();
  const [generation, setGeneration] = useState(0);
  const [refusal, setRefusal] = useState<Refusal>({});
  const staff = useScheduleStaff(date || undefined, visible);
  const staffForm = useMemo(() => withStaffOptions(form, staff.data ?? []), [staff.data]);

  const close = () => {
    setRefusal({});
    onClose();
  };

  const save = async (data: ClinicScheduleForm) => {
    const payload = clinicScheduleAdapter.toPayload(data, {});
    if (!data.date || payload.length === 0) {
      toast.error(SELECT_DATE_AND_STAFF_TEXT);
      throw new Error(SELECT_DATE_AND_STAFF_TEXT);
    }
    try {
      await createSchedules(payload);
    } catch (error) {
      setRefusal(refusalOf(error));
      toast.error(CREATE_FAILED_TEXT);
      throw error;
    }
    toast.success(CREATED_TEXT);
    setRefusal({});
    setDate(undefined);
    setGeneration((n) => n + 1);
    void mutate(isScheduleKey);
    onClose();
  };

  return (
    <Dialog header="Create Clinic Schedule" visible={visible} onHide={close} closeOnEscape style={{ width: 'min(34rem, 95vw)' }}>
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
        <SchemaForm<ClinicScheduleForm>
          key={generation}
          hideTitle
          idPrefix="schedule"
          form={staffForm}
          validateFns={validateFns}
          submitLabel="Save Schedule"
          onBack={close}
          backLabel="Cancel"
          serverErrors={refusal.fields}
          onChange={(data) => setDate(typeof data.date === 'string' ? data.date : undefined)}
          onInvalid={(messages) => {
            if (messages.includes(SELECT_DATE_AND_STAFF_TEXT)) toast.error(SELECT_DATE_AND_STAFF_TEXT);
          }}
          onSubmit={save}
        />
      </div>
    </Dialog>
  );
}
