import { useMemo } from 'react';
import { adapters, sectionAdapter } from '../api/adapters';
import { SECTION_SOURCES, useSectionRecord, type SectionSource } from '../api/use-section-record';
import { useFormDefinition } from '../engine';
import { recordAlerts } from '../engine/core/record-alerts';
import { useCan } from '../ui/role-gate';
import './patient-alerts.css';

/** The sections read as the patient's latest record (the Oculo-Medical History): where a patient's alerts are. */
const PATIENT_SOURCES = SECTION_SOURCES.filter((source) => source.latestOfPatient);

/**
 * The alerts of one patient-level section's latest record: each list its schema marks `x-alert` (allergies) that
 * holds something, as "Allergies: Penicillin, Latex". The record is the one the section's form reads (same SWR key,
 * so a save refreshes it).
 */
function SectionAlerts({ source, patientId }: { source: SectionSource; patientId: number }) {
  // A patient-level read names the patient only (no appointment in its path).
  const record = useSectionRecord(source.path(0, patientId));
  const definition = useFormDefinition(source.formId);
  const schema = definition.status === 'ready' ? definition.form.schema : undefined;
  const alerts = useMemo(() => {
    if (!schema || record.data === null || record.data === undefined) return [];
    const adapter = adapters[source.formId] ?? sectionAdapter(source.formId, schema);
    return recordAlerts(schema, adapter.fromResponse(record.data));
  }, [schema, record.data, source.formId]);
  if (alerts.length === 0) return null;
  return (
    <section className="patient-alerts" aria-label="Patient alerts">
      {alerts.map((alert) => (
        <p key={alert.label}>
          <i className="pi pi-exclamation-triangle" aria-hidden="true" /> <strong>{alert.label}:</strong> {alert.names.join(', ')}
        </p>
      ))}
    </section>
  );
}

/**
 * The patient's alerts (an allergy banner) wherever the patient is seen: the consultation header and patient
 * details. Labelled regions, shown only while the latest records hold something to alert of; read only by the roles
 * that may read examination records (a coordinator's patient details make no record read).
 */
export function PatientAlerts({ patientId }: { patientId: number }) {
  if (!useCan('records.view')) return null;
  return (
    <>
      {PATIENT_SOURCES.map((source) => (
        <SectionAlerts key={source.formId} source={source} patientId={patientId} />
      ))}
    </>
  );
}
