import useSWR from 'swr';
import { adapters } from '../api/adapters';
import { openFile } from '../api/files';
import { getJson } from '../api/http-client';
import { useSectionRecord, type SectionSource } from '../api/use-section-record';
import { SchemaForm, useFormDefinition } from '../engine';
import { errorMessageOf } from '../lib/format-error';
import type { DiagnosisCode } from '../widgets/form-context';
import { loadReferenceData } from '../widgets/reference-data';
import { recordItemKey, recordItemLabel } from '../lib/record-items';

function Loading() {
  return (
    <p className="muted" role="status">
      <i className="pi pi-spin pi-spinner" aria-hidden="true" /> Loading...
    </p>
  );
}

/** One past section of an appointment, read-only through the form engine; the section's empty text when none was saved. */
export function RecordTab({ source, appointmentId, patientId }: { source: SectionSource; appointmentId: number; patientId: number }) {
  const record = useSectionRecord(source.path(appointmentId, patientId));
  const definition = useFormDefinition(source.formId);
  const reference = useSWR('reference-data', () => loadReferenceData(getJson), { revalidateOnFocus: false });
  if (record.error) {
    return (
      <p className="form-error" role="alert">
        Error: {errorMessageOf(record.error)}
      </p>
    );
  }
  if (record.isLoading) return <Loading />;
  if (record.data === null || record.data === undefined || source.isEmpty?.(record.data)) {
    return <p className="muted">{source.emptyText}</p>;
  }
  if (definition.status === 'error') {
    return (
      <p className="form-error" role="alert">
        The form could not be loaded.
      </p>
    );
  }
  if (definition.status === 'loading' || reference.isLoading) return <Loading />;
  const adapter = adapters[source.formId];
  // The diagnosis view carries the whole code list (consultation §3): the codes it names are read from it.
  const codes = (record.data as { all_diagnosis_codes?: unknown }).all_diagnosis_codes;
  const referenceData = Array.isArray(codes) ? { ...reference.data, diagnosisCodes: codes as DiagnosisCode[] } : reference.data;
  const show = (body: unknown, idPrefix?: string) => (
    <SchemaForm
      readOnly
      hideTitle
      idPrefix={idPrefix}
      form={definition.form}
      validateFns={definition.validateFns}
      formData={adapter ? adapter.fromResponse(body) : body}
      formContext={{ referenceData, openFile }}
    />
  );
  // A section kept as a list (extra tests): each saved item, oldest first.
  if (!Array.isArray(record.data) || source.listIsOneRecord) return show(record.data);
  if (record.data.length === 0) return <p className="muted">{source.emptyText}</p>;
  return (
    <ol className="record-list" aria-label={source.title}>
      {(record.data as unknown[]).map((item, index) => (
        <li key={recordItemKey(item, index)} aria-label={recordItemLabel(item, index)}>
          {/* Each item its own element ids: the items share one form. */}
          {show(item, `${source.formId}-${recordItemKey(item, index)}`)}
        </li>
      ))}
    </ol>
  );
}
