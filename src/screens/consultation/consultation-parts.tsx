import { useSectionRecord } from '../../api/use-section-record';
import type { Appointment } from '../../api/appointments';
import { usePatient } from '../../api/use-patients';
import { FLOW_STEPS, STEP_LABELS, type FlowStep } from './flow';
import { sourceOf } from './sections/section-configs';
import { FactsBar, type Fact } from '../../ui/facts-bar';
import { formatDate } from '../../lib/display-dates';

/**
 * The five-step progress bar: an ordered list, the current step marked for assistive technology. A step named in
 * `reachable` (the grading step, for a lecturer) is a button that opens it.
 */
export function ProgressBar({ step, reachable = [], onStep }: { step: FlowStep; reachable?: readonly FlowStep[]; onStep?: (step: FlowStep) => void }) {
  const current = FLOW_STEPS.indexOf(step);
  return (
    <nav aria-label="Consultation progress">
      <ol className="consultation-steps">
        {FLOW_STEPS.map((name, index) => (
          <li key={name} aria-current={index === current ? 'step' : undefined} className={index < current ? 'done' : index === current ? 'current' : ''}>
            {onStep && reachable.includes(name) && index !== current ? (
              <button type="button" className="consultation-step-label consultation-step-link" onClick={() => onStep(name)}>
                {STEP_LABELS[name]}
              </button>
            ) : (
              <span className="consultation-step-label">{STEP_LABELS[name]}</span>
            )}
            {index < current && <span className="sr-only"> (done)</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The section's grading badge: its record's `average_marks`, '--' until graded. */
export function GradeBadge({ formId, appointment }: { formId: string; appointment: Appointment }) {
  const source = sourceOf(formId);
  const record = useSectionRecord(source ? source.path(appointment.id, appointment.patient) : null);
  const body: unknown = Array.isArray(record.data) ? record.data[0] : record.data;
  const marks = (body as { average_marks?: unknown } | null | undefined)?.average_marks;
  return (
    <p className="consultation-badge">
      Grade: <span>{typeof marks === 'number' ? String(marks) : '--'}</span>
    </p>
  );
}

/** The header: the patient (name, patient ID, age, gender) and the appointment. */
export function PatientHeader({ appointment }: { appointment: Appointment }) {
  const patient = usePatient(appointment.patient).data;
  const name = patient ? `${patient.first_name} ${patient.last_name}` : (appointment.patient_name ?? '');
  const rows: Fact[] = [
    ['Patient', name],
    ['Patient ID', patient?.patient_id ?? appointment.patient_id ?? ''],
    ['Age', patient?.age === null || patient?.age === undefined ? '' : String(patient.age)],
    ['Gender', patient?.gender ?? ''],
    ['Appointment', `${formatDate(appointment.appointment_date)} · ${appointment.appointment_type} · ${appointment.status}`],
  ];
  return <FactsBar facts={rows} />;
}
