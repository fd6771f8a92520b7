import { useEffect, useState } from 'react';
import { saveSection } from '../../../api/section-saves';
import { SchemaForm } from '../../../engine';
import { useDraftOwner } from '../../../engine/draft-owner';
import { draftStorageKey } from '../../../lib/drafts';
import { saveFailureText } from '../../../lib/format-error';
import { useKeyedToasts } from '../../../ui/toast-context';
import type { SectionTabProps } from '../section-tab-props';
import { CarriedForwardNotice } from './carried-forward-notice';
import { RefractionErrorDialog } from './refraction-error-dialog';
import { useSectionForm } from './use-section-form';

/** The draft key of a section of an appointment (per user: the engine prefixes `draft:<userId>:`). */
export const sectionDraftKey = (appointmentId: number, formId: string) => `consultation-${appointmentId}-${formId}`;

/**
 * Tells when another browser tab writes the same draft: both tabs keep their own input, and the person learns that
 * the other tab's input will be replaced by this tab's on the next keystroke here (docs/decisions.md).
 */
function useDraftChangedElsewhere(draftKey: string): boolean {
  const owner = useDraftOwner();
  const [changed, setChanged] = useState(false);
  useEffect(() => {
    if (!owner) return;
    const key = draftStorageKey(owner.id, draftKey);
    // The storage event fires only in the other tabs of the same origin: a change seen here is another tab's.
    const listener = (event: StorageEvent) => {
      if (event.key === key && event.newValue !== null) setChanged(true);
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  }, [owner, draftKey]);
  return changed;
}

/**
 * A consultation section that is one schema form (case history, Oculo-Medical History, visual acuity, externals,
 * internals, refraction): the saved record loaded into the form, unsaved input kept as a per-user draft, the
 * adapter's payload POSTed, 'No changes detected' for an untouched form, "Saved by {name}, {time}" once saved.
 */
export function SchemaSectionTab({ formId, appointment, readOnly, onDone, onBack }: SectionTabProps & { formId: string }) {
  const { config, record, definition, adapter, loaded, carriedFrom, formContext, saved, view } = useSectionForm(formId, appointment, readOnly);
  // The section's toasts share a key: a refusal's toast goes once a save goes through.
  const toast = useKeyedToasts(`section:${formId}`);
  const [failure, setFailure] = useState<string | null>(null);
  const [failureDialog, setFailureDialog] = useState(false);
  const draftKey = sectionDraftKey(appointment.id, formId);
  const changedElsewhere = useDraftChangedElsewhere(draftKey);
  if (view || definition.status !== 'ready') return view;

  const onSubmit = async (data: unknown) => {
    setFailure(null);
    try {
      await saveSection(formId, appointment.id, adapter!.toPayload(data, { appointmentId: appointment.id, patientId: appointment.patient }));
    } catch (error) {
      // The section's own failure text, unless the save got no answer (offline, or no answer in time).
      const text = saveFailureText(error, config.failureText);
      if (config.failure === 'dialog') setFailureDialog(true);
      else toast.error(text);
      setFailure(text);
      throw error;
    }
    toast.dismiss();
    await record.mutate();
    onDone();
  };

  return (
    <>
      {saved && <p className="muted">{saved}</p>}
      {carriedFrom && <CarriedForwardNotice from={carriedFrom} />}
      {changedElsewhere && (
        <p className="muted" role="status">
          Another browser tab changed the unsaved input of this section. What you type here replaces it.
        </p>
      )}
      <SchemaForm
        form={definition.form}
        validateFns={definition.validateFns}
        formData={loaded}
        formContext={formContext}
        draftKey={draftKey}
        onSubmit={onSubmit}
        onBack={onBack}
        onNoChanges={() => {
          toast.info('No changes detected');
          onDone();
        }}
        // A refused save also says why in a toast (consultation §8's validation toasts): the first message.
        onInvalid={(messages) => {
          if (messages[0]) toast.error(messages[0]);
        }}
      />
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      {config.failure === 'dialog' && (
        <RefractionErrorDialog visible={failureDialog} message={failure ?? config.failureText} onClose={() => setFailureDialog(false)} />
      )}
    </>
  );
}
