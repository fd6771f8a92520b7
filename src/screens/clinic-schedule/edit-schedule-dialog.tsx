import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import type { UiSchema } from '@rjsf/utils';
import { useSWRConfig } from 'swr';
import { form, validateFns } from 'virtual:form/clinic-schedule';
import { schemaAdapter } from '../../api/adapters/schema-adapter';
import { deleteSchedule, updateSchedule, type ScheduleEntry } from '../../api/clinic-schedule';
import { SchemaForm } from '../../engine';
import type { FormDefinition } from '../../engine/core/form-definition';
import { formatDate } from '../../lib/display-dates';
import { saveFailureText } from '../../lib/format-error';
import { AppDialog } from '../../ui/app-dialog';
import { SafeConfirmDialog } from '../../ui/safe-confirm-dialog';
import { useKeyedToasts } from '../../ui/toast-context';
import { isScheduleKey, refusalOf, type Refusal } from './schedule-save';

export const UPDATED_TEXT = 'Schedule entry updated.';
export const UPDATE_FAILED_TEXT = 'Failed to update schedule entry.';
export const DELETED_TEXT = 'Schedule entry deleted.';
export const DELETE_FAILED_TEXT = 'Failed to delete schedule entry.';
export const DELETE_BUTTON_ID = 'schedule-entry-delete';

/** How an edit ended: the calendar puts the focus back on the entry, or (deleted) on the calendar. */
export type EditOutcome = 'kept' | 'deleted';

type EntryForm = { staff_ids?: number[] } & Record<string, unknown>;

/** An entry as form data and back: the form with its one staff member (`x-wire.entryKey`). */
const adapter = schemaAdapter(form.schema, []);

/**
 * The clinic-schedule form for one entry: its staff member shown ticked and fixed (an entry is one person's; someone
 * else is put on the rota with a new entry), without the weeks to repeat (an option of a creation).
 */
function entryForm(entry: ScheduleEntry): FormDefinition {
  const staff = (form.uiSchema.staff_ids ?? {}) as UiSchema;
  const options = (staff['ui:options'] ?? {}) as Record<string, unknown>;
  return {
    ...form,
    uiSchema: {
      ...form.uiSchema,
      staff_ids: {
        ...staff,
        'ui:help': 'An entry is one staff member’s: to put someone else on the rota, create an entry.',
        'ui:options': { ...options, enumOptions: [{ value: entry.staff_id, label: entry.staff.name || 'Staff' }] },
        'ui:enumDisabled': [entry.staff_id],
      },
      repeat_weeks: { 'ui:widget': 'hidden' },
    },
  };
}

/** 'Efua Boateng, 30 Nov 2026, 08:00–14:00': the entry as the delete question names it. */
const entryText = (entry: ScheduleEntry) =>
  `${entry.staff.name || 'Staff'}, ${formatDate(entry.date)}, ${entry.start_time}–${entry.end_time}`;

/**
 * 'Edit Schedule Entry': the coordinator changes an entry's date, times or place ('Save Changes', PATCH), or deletes
 * it ('Delete Entry', after 'Delete Schedule Entry' asks; Cancel is its first focus). A refused save keeps the dialog
 * open with what was typed and the server's reason; after a save or a deletion the calendar is asked again.
 */
export function EditScheduleDialog({ entry, onClose }: { entry: ScheduleEntry | null; onClose: (outcome: EditOutcome) => void }) {
  const toast = useKeyedToasts('clinic-schedule');
  const { mutate } = useSWRConfig();
  const [refusal, setRefusal] = useState<Refusal>({});
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const definition = useMemo(() => (entry ? entryForm(entry) : form), [entry]);
  const formData = useMemo(() => (entry ? (adapter.fromResponse(entry, {}) as EntryForm) : undefined), [entry]);

  const close = (outcome: EditOutcome) => {
    setRefusal({});
    setConfirming(false);
    onClose(outcome);
  };

  const save = async (data: EntryForm) => {
    if (!entry) return;
    const [payload] = adapter.toPayload(data, {}) as Record<string, unknown>[];
    try {
      await updateSchedule(entry.id, payload ?? {});
    } catch (error) {
      setRefusal(refusalOf(error));
      toast.error(saveFailureText(error, UPDATE_FAILED_TEXT));
      throw error;
    }
    toast.success(UPDATED_TEXT);
    void mutate(isScheduleKey);
    close('kept');
  };

  const remove = async () => {
    if (!entry) return;
    setConfirming(false);
    setDeleting(true);
    try {
      await deleteSchedule(entry.id);
    } catch (error) {
      setRefusal(refusalOf(error));
      toast.error(saveFailureText(error, DELETE_FAILED_TEXT));
      document.getElementById(DELETE_BUTTON_ID)?.focus();
      return;
    } finally {
      setDeleting(false);
    }
    toast.success(DELETED_TEXT);
    void mutate(isScheduleKey);
    close('deleted');
  };

  return (
    <>
      <AppDialog
        header="Edit Schedule Entry"
        visible={entry !== null}
        onHide={() => close('kept')}
        closeOnEscape={!confirming}
        style={{ width: 'min(34rem, 95vw)' }}
      >
        <div className="schedule-form">
          {refusal.detail && (
            <p className="form-error" role="alert">
              {refusal.detail}
            </p>
          )}
          {entry && (
            <SchemaForm<EntryForm>
              key={entry.id}
              formData={formData}
              hideTitle
              idPrefix="schedule-entry"
              form={definition}
              validateFns={validateFns}
              submitLabel="Save Changes"
              onBack={() => close('kept')}
              backLabel="Cancel"
              serverErrors={refusal.fields}
              onSubmit={save}
            />
          )}
          <div className="schedule-entry-delete">
            <Button
              id={DELETE_BUTTON_ID}
              type="button"
              label="Delete Entry"
              icon="pi pi-trash"
              severity="danger"
              outlined
              loading={deleting}
              onClick={() => setConfirming(true)}
            />
          </div>
        </div>
      </AppDialog>
      <SafeConfirmDialog
        header="Delete Schedule Entry"
        visible={confirming}
        confirmLabel="Delete"
        onConfirm={() => void remove()}
        onCancel={() => {
          setConfirming(false);
          document.getElementById(DELETE_BUTTON_ID)?.focus();
        }}
      >
        {entry && <p>Delete the entry {entryText(entry)}? This cannot be undone.</p>}
      </SafeConfirmDialog>
    </>
  );
}
