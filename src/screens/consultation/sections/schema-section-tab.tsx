import { useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { adapters } from '../../../api/adapters';
import { getJson } from '../../../api/http-client';
import { saveSection } from '../../../api/section-saves';
import { useSectionRecord } from '../../../api/use-section-record';
import { SchemaForm, useFormDefinition } from '../../../engine';
import { useDraftOwner } from '../../../engine/draft-owner';
import { draftStorageKey } from '../../../lib/drafts';
import { useToast } from '../../../ui/toast-context';
import { loadReferenceData } from '../../../widgets/reference-data';
import type { SectionTabProps } from '../section-tab-props';
import { RefractionErrorDialog } from './refraction-error-dialog';
import { schemaSectionConfig } from './section-configs';
import { savedByText } from './saved-by';

function Loading() {
  return (
    <p className="muted" role="status">
      <i className="pi pi-spin pi-spinner" aria-hidden="true" /> Loading...
    </p>
  );
}

/** The read answer's own fields (who saved it), which are not the form's: left out before the adapter reads it. */
const READ_ONLY_FIELDS = ['saved_by_name'];
function withoutReadFields(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([key]) => !READ_ONLY_FIELDS.includes(key)));
}

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
  const config = schemaSectionConfig(formId);
  const toast = useToast();
  const record = useSectionRecord(config.source.path(appointment.id, appointment.patient));
  const definition = useFormDefinition(formId);
  const reference = useSWR('reference-data', () => loadReferenceData(getJson), { revalidateOnFocus: false });
  const [failed, setFailed] = useState(false);
  const [failureDialog, setFailureDialog] = useState(false);
  const draftKey = sectionDraftKey(appointment.id, formId);
  const changedElsewhere = useDraftChangedElsewhere(draftKey);
  const adapter = adapters[formId];
  const hasRecord = record.data !== null && record.data !== undefined && !config.source.isEmpty?.(record.data);
  const latestFor = config.source.latestOfPatient && !readOnly ? appointment.id : undefined;
  const loaded = useMemo(() => {
    if (!adapter) return undefined;
    // A per-patient section (Oculo-Medical History): the adapter reads the latest record, or its absence, for this appointment.
    if (latestFor !== undefined) return adapter.fromResponse(hasRecord ? withoutReadFields(record.data) : null, { latestFor }) ?? undefined;
    return hasRecord ? adapter.fromResponse(withoutReadFields(record.data)) : undefined;
  }, [hasRecord, record.data, adapter, latestFor]);
  const formContext = useMemo(() => ({ referenceData: reference.data }), [reference.data]);

  if (record.isLoading || definition.status === 'loading' || reference.isLoading) return <Loading />;
  if (definition.status === 'error') {
    return (
      <p className="form-error" role="alert">
        The form could not be loaded.
      </p>
    );
  }
  // The patient's latest history may be another appointment's: "Saved by" speaks only of this appointment's record.
  const ofThisAppointment = !config.source.latestOfPatient || (record.data as { appointment?: unknown } | null)?.appointment === appointment.id;
  const saved = hasRecord && ofThisAppointment ? savedByText(record.data) : null;
  if (readOnly) {
    if (!hasRecord) return <p className="muted">{config.source.emptyText}</p>;
    return (
      <>
        {saved && <p className="muted">{saved}</p>}
        <SchemaForm readOnly form={definition.form} validateFns={definition.validateFns} formData={loaded} formContext={formContext} />
      </>
    );
  }

  const onSubmit = async (data: unknown) => {
    setFailed(false);
    try {
      await saveSection(formId, appointment.id, adapter!.toPayload(data, { appointmentId: appointment.id, patientId: appointment.patient }));
    } catch (error) {
      if (config.failure === 'dialog') setFailureDialog(true);
      else toast.error(config.failureText);
      setFailed(true);
      throw error;
    }
    await record.mutate();
    onDone();
  };

  return (
    <>
      {saved && <p className="muted">{saved}</p>}
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
      {failed && (
        <p className="form-error" role="alert">
          {config.failureText}
        </p>
      )}
      {config.failure === 'dialog' && <RefractionErrorDialog visible={failureDialog} onClose={() => setFailureDialog(false)} />}
    </>
  );
}
