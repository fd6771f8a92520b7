import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useAppointment } from '../../api/use-appointments';
import type { Appointment } from '../../api/appointments';
import { PageSpinner } from '../../ui/page-spinner';
import { ConsultationCompleted } from './completion';
import { GradeBadge, PatientHeader, ProgressBar } from './consultation-parts';
import {
  CONSULTATION_TABS,
  nextPosition,
  previousPosition,
  readFlowState,
  writeFlowState,
  type CompletionMap,
  type FlowPosition,
} from './flow';
import { SectionView, type SectionId } from './section-view';
import './consultation.css';

/** The appointment id of a route parameter (a positive integer), or undefined. */
export function idParam(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/** The section shown at a position, or null (grading, complete). */
function sectionAt(position: FlowPosition): SectionId | null {
  if (position.step === 'consultation') return position.tab;
  if (position.step === 'diagnosis' || position.step === 'management') return position.step;
  return null;
}

/** The guided consultation of one appointment (consultation.md §2, §4): `/consultation/{appointmentId}`. */
export function ConsultationScreen() {
  const id = idParam(useParams().appointmentId);
  const appointment = useAppointment(id);
  if (id === undefined) return <Navigate to="/" replace />;
  if (appointment.error || (!appointment.isLoading && !appointment.data?.id)) return <Navigate to="/" replace />;
  if (!appointment.data) return <PageSpinner label="Loading..." />;
  return <ConsultationFlow key={id} appointment={appointment.data} />;
}

function ConsultationFlow({ appointment }: { appointment: Appointment }) {
  const [state, setState] = useState(() => readFlowState(appointment.id));
  const { position, completion } = state;
  const readOnly = appointment.status === 'Completed';
  useEffect(() => writeFlowState(appointment.id, position, completion), [appointment.id, position, completion]);

  const goTo = (next: FlowPosition, done?: CompletionMap) => setState((s) => ({ position: next, completion: done ?? s.completion }));
  const section = sectionAt(position);
  const onDone = () => {
    const key = section && section !== 'case-management-guide' ? section : null;
    setState((s) => ({ position: nextPosition(s.position), completion: key ? { ...s.completion, [key]: true } : s.completion }));
  };
  const previous = previousPosition(position);

  return (
    <div className="consultation-screen">
      <h1>Consultation</h1>
      <PatientHeader appointment={appointment} />
      <ProgressBar step={position.step} />
      {position.step === 'consultation' && (
        <div role="tablist" aria-label="Consultation sections" className="consultation-tabs">
          {CONSULTATION_TABS.map((tab) => {
            const selected = tab.id === position.tab;
            return (
              <button
                key={tab.id}
                type="button"
                role="tab"
                id={`consultation-tab-${tab.id}`}
                aria-selected={selected}
                aria-controls="consultation-panel"
                tabIndex={selected ? 0 : -1}
                className={selected ? 'consultation-tab active' : 'consultation-tab'}
                onClick={() => goTo({ step: 'consultation', tab: tab.id })}
                onKeyDown={(event) => moveFocus(event, tab.id, (next) => goTo({ step: 'consultation', tab: next }))}
              >
                {tab.label}
                {completion[tab.id] && (
                  <>
                    <i className="pi pi-check" aria-hidden="true" />
                    <span className="sr-only"> (completed)</span>
                  </>
                )}
              </button>
            );
          })}
        </div>
      )}
      <div
        id="consultation-panel"
        role={position.step === 'consultation' ? 'tabpanel' : undefined}
        aria-labelledby={position.step === 'consultation' ? `consultation-tab-${position.tab}` : undefined}
        className="consultation-panel"
      >
        {section && section !== 'case-management-guide' && <GradeBadge formId={formIdOf(section)} appointment={appointment} />}
        {section ? (
          <SectionView
            key={section}
            section={section}
            appointment={appointment}
            readOnly={readOnly}
            onDone={onDone}
            onBack={previous ? () => goTo(previous) : undefined}
          />
        ) : position.step === 'complete' ? (
          <ConsultationCompleted />
        ) : (
          <p className="muted">Grading is done by a supervisor.</p>
        )}
      </div>
    </div>
  );
}

/** The form id a section's record is read under (the extra tests tab reads the `extra-test` list). */
const formIdOf = (section: SectionId): string => (section === 'extra-tests' ? 'extra-test' : section);

/** Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern, selection follows focus). */
function moveFocus(event: React.KeyboardEvent, current: string, select: (tab: (typeof CONSULTATION_TABS)[number]['id']) => void) {
  const index = CONSULTATION_TABS.findIndex((t) => t.id === current);
  const last = CONSULTATION_TABS.length - 1;
  const target =
    event.key === 'ArrowRight' ? (index + 1) % (last + 1) : event.key === 'ArrowLeft' ? (index + last) % (last + 1) : event.key === 'Home' ? 0 : event.key === 'End' ? last : -1;
  if (target < 0) return;
  event.preventDefault();
  const tab = CONSULTATION_TABS[target]!;
  select(tab.id);
  document.getElementById(`consultation-tab-${tab.id}`)?.focus();
}
