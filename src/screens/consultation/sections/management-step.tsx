import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { appointmentPath, completeAppointment } from '../../../api/appointments';
import { saveSection } from '../../../api/section-saves';
import { SchemaForm } from '../../../engine';
import { formatApiError } from '../../../lib/format-error';
import { useKeyedToasts } from '../../../ui/toast-context';
import type { SectionTabProps } from '../section-tab-props';
import { ConfirmCompleteDialog } from './confirm-complete-dialog';
import { sectionDraftKey } from './schema-section-tab';
import { schemaSectionConfig } from './section-configs';
import { useSectionForm } from './use-section-form';

const FORM_ID = 'management';

/**
 * A refused call as consultation §8 formats any server error body (its `detail`, else 'FIELD: messages' lines),
 * with the section's failure text when the answer says nothing.
 */
const failureText = (error: unknown): string => formatApiError(error, schemaSectionConfig(FORM_ID).failureText);

/** Thrown when Confirm Save is cancelled: the engine keeps the input, and nothing is reported. */
class Cancelled extends Error {}

interface PendingSave {
  /** The form data to save, or undefined when nothing changed (only the completion is left to do). */
  data: unknown;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * The management step (consultation.md §2, §4, §5): the `management` schema form (the seven options, each with its
 * details once ticked — shown by the engine from the schema —, the prescription block of refractive correction,
 * the medications). Save asks 'Confirm Save'; confirmed, the plan is POSTed to /management/{id}/, the appointment
 * completed (PATCH /clients/api/{id}/complete/), and `onDone` leads to 'Consultation Completed'. A failure of either
 * call keeps the input (and its draft) and shows the server's error body (§8) or 'Something went wrong while saving.'.
 */
export function ManagementStep({ appointment, readOnly, onDone, onBack }: SectionTabProps) {
  const { record, definition, adapter, loaded, formContext, saved, view } = useSectionForm(FORM_ID, appointment, readOnly);
  // One key for the step's toasts: a failure's toast goes once a save goes through.
  const toast = useKeyedToasts(`section:${FORM_ID}`);
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<PendingSave | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The data whose plan is already stored (a completion that failed after it): a retry only completes.
  const storedPlan = useRef<string | null>(null);
  if (view || definition.status !== 'ready') return view;

  /** Waits for the person's answer to 'Confirm Save'; the form stays busy meanwhile. */
  const confirmThenSave = (data: unknown) =>
    new Promise<void>((resolve, reject) => {
      setFailure(null);
      setPending({ data, resolve, reject });
    });

  /** A returned case's correction (the appointment is already Completed): the plan is saved, nothing completed again. */
  const saveCorrection = async (data: unknown) => {
    setFailure(null);
    try {
      await saveSection(FORM_ID, appointment.id, adapter!.toPayload(data, { appointmentId: appointment.id, patientId: appointment.patient }));
    } catch (error) {
      const text = failureText(error);
      toast.error(text);
      setFailure(text);
      throw error;
    }
    toast.dismiss();
    await record.mutate();
    onDone();
  };
  const correcting = appointment.status === 'Completed';

  const saveAndComplete = async ({ data, resolve, reject }: PendingSave) => {
    setPending(null);
    try {
      const key = data === undefined ? null : JSON.stringify(data);
      if (key !== null && storedPlan.current !== key) {
        await saveSection(FORM_ID, appointment.id, adapter!.toPayload(data, { appointmentId: appointment.id, patientId: appointment.patient }));
        storedPlan.current = key;
      }
      const completed = await completeAppointment(appointment.id);
      await mutate(appointmentPath(appointment.id), completed, { revalidate: false });
    } catch (error) {
      const text = failureText(error);
      toast.error(text);
      setFailure(text);
      reject(error);
      return;
    }
    toast.dismiss();
    resolve();
    void record.mutate();
    onDone();
  };

  const cancel = () => {
    pending?.reject(new Cancelled('Confirm Save cancelled'));
    setPending(null);
  };

  return (
    <>
      {saved && <p className="muted">{saved}</p>}
      <SchemaForm
        form={definition.form}
        validateFns={definition.validateFns}
        formData={loaded}
        formContext={formContext}
        draftKey={sectionDraftKey(appointment.id, FORM_ID)}
        onSubmit={correcting ? saveCorrection : confirmThenSave}
        onBack={onBack}
        onNoChanges={() => {
          toast.info('No changes detected');
          if (correcting) return onDone();
          setFailure(null);
          setPending({ data: undefined, resolve: () => {}, reject: () => {} });
        }}
      />
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <ConfirmCompleteDialog visible={pending !== null} onConfirm={() => pending && void saveAndComplete(pending)} onCancel={cancel} />
    </>
  );
}
