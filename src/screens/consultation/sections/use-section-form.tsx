import { useMemo, type ReactElement } from 'react';
import useSWR from 'swr';
import vaConversions from '../../../../refdata/va-conversions.json';
import { adapters, sectionAdapter } from '../../../api/adapters';
import type { Appointment } from '../../../api/appointments';
import { getJson } from '../../../api/http-client';
import { usePreviousRecords } from '../../../api/use-previous-records';
import { useSectionRecord } from '../../../api/use-section-record';
import { SchemaForm, useFormDefinition } from '../../../engine';
import { asksForPrevious } from '../../../engine/core/previous-value';
import { loadReferenceData } from '../../../widgets/reference-data';
import { startFromLatest, type StartingForm } from './latest-history';
import { savedFormReader, withoutReadFields } from './saved-form-reader';
import { savedByText } from './saved-by';
import { schemaSectionConfig } from './section-configs';


function Loading() {
  return (
    <p className="muted" role="status">
      <i className="pi pi-spin pi-spinner" aria-hidden="true" /> Loading...
    </p>
  );
}

/**
 * What a consultation section needs before its form can show, in one place for every section that is one schema
 * form: its configuration, the saved record (read through the adapter into form data), the form's definition, the
 * reference data, and "Saved by {name}, {time}". `view` is what shows instead of the editable form while loading,
 * on a failure, and for a read-only section (its summary or its empty text); null when the form may be edited.
 */
export function useSectionForm(formId: string, appointment: Appointment, readOnly: boolean) {
  const config = schemaSectionConfig(formId);
  const { id: appointmentId, patient: patientId } = appointment;
  const record = useSectionRecord(config.source.path(appointment.id, appointment.patient));
  const definition = useFormDefinition(formId);
  const reference = useSWR('reference-data', () => loadReferenceData(getJson), { revalidateOnFocus: false });
  // A section added to the manifest has no shipped adapter: the wire transform over the schema the form loaded.
  const schema = definition.status === 'ready' ? definition.form.schema : undefined;
  const adapter = useMemo(() => adapters[formId] ?? (schema ? sectionAdapter(formId, schema) : undefined), [formId, schema]);
  const hasRecord = record.data !== null && record.data !== undefined && !config.source.isEmpty?.(record.data);
  const latestFor = config.source.latestOfPatient && !readOnly ? appointment.id : undefined;
  const start = useMemo((): StartingForm | undefined => {
    if (!adapter) return undefined;
    // A per-patient section (Oculo-Medical History): the latest record, or its absence, starts this appointment's form.
    if (latestFor !== undefined) return startFromLatest(adapter, schema, hasRecord ? withoutReadFields(record.data) : null, latestFor);
    return { data: hasRecord ? adapter.fromResponse(withoutReadFields(record.data)) : undefined, carriedFrom: null };
  }, [hasRecord, record.data, adapter, schema, latestFor]);
  const loaded = start?.data ?? undefined;
  const carriedFrom = start?.carriedFrom ?? null;
  // The previous visit's record of the section, for the hints of the fields whose uiSchema asks for them.
  const wantsPrevious = definition.status === 'ready' && asksForPrevious(definition.form.uiSchema);
  const previous = usePreviousRecords(appointment.id, formId, wantsPrevious).data;
  // The VA conversion table is static reference data: the widgets receive it, they import none. Another section's
  // saved record is read for a `fillFrom` button (management's 'Use subjective refraction').
  const formContext = useMemo(
    () => ({
      referenceData: { ...reference.data, vaConversions },
      previous,
      readSavedForm: savedFormReader({ id: appointmentId, patient: patientId }),
    }),
    [reference.data, previous, appointmentId, patientId],
  );

  // The patient's latest history may be another appointment's: "Saved by" speaks only of this appointment's record.
  const ofThisAppointment = !config.source.latestOfPatient || (record.data as { appointment?: unknown } | null)?.appointment === appointment.id;
  const saved = hasRecord && ofThisAppointment ? savedByText(record.data) : null;

  let view: ReactElement | null = null;
  if (record.isLoading || definition.status === 'loading' || reference.isLoading) view = <Loading />;
  else if (definition.status === 'error') {
    view = (
      <p className="form-error" role="alert">
        The form could not be loaded.
      </p>
    );
  } else if (readOnly) {
    view = !hasRecord ? (
      <p className="muted">{config.source.emptyText}</p>
    ) : (
      <>
        {saved && <p className="muted">{saved}</p>}
        <SchemaForm readOnly form={definition.form} validateFns={definition.validateFns} formData={loaded} formContext={formContext} />
      </>
    );
  }
  return { config, record, definition, adapter, loaded, carriedFrom, formContext, saved, view };
}
