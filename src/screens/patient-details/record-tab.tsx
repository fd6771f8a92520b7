import useSWR from 'swr';
import { adapters } from '../../api/adapters';
import { getJson } from '../../api/http-client';
import { useSectionRecord, type SectionSource } from '../../api/use-section-record';
import { SchemaForm, useFormDefinition } from '../../engine';
import { errorMessageOf } from '../../lib/format-error';
import { loadReferenceData } from '../../widgets/reference-data';

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
  if (record.data === null || record.data === undefined) return <p className="muted">{source.emptyText}</p>;
  if (definition.status === 'error') {
    return (
      <p className="form-error" role="alert">
        The form could not be loaded.
      </p>
    );
  }
  if (definition.status === 'loading' || reference.isLoading) return <Loading />;
  const adapter = adapters[source.formId];
  const formData: unknown = adapter ? adapter.fromResponse(record.data) : record.data;
  return (
    <SchemaForm
      readOnly
      hideTitle
      form={definition.form}
      validateFns={definition.validateFns}
      formData={formData}
      formContext={{ referenceData: reference.data }}
    />
  );
}
