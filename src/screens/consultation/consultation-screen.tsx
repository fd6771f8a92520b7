import { useEffect, useRef, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useAppointment } from '../../api/use-appointments';
import type { Appointment } from '../../api/appointments';
import { useAuth } from '../../api/auth-store';
import { useReview } from '../../api/use-reviews';
import type { Review } from '../../api/reviews';
import { PageSpinner } from '../../ui/page-spinner';
import { useCan } from '../../ui/role-gate';
import { ConsultationCompleted } from './completion';
import { GradeBadge, PatientHeader, ProgressBar } from './consultation-parts';
import {
  CONSULTATION_TABS,
  formIdOfTab,
  GUIDE_TAB,
  nextPosition,
  previousPosition,
  readFlowState,
  STEP_LABELS,
  tabOfForm,
  writeFlowState,
  type FlowPosition,
} from './flow';
import { GradingStep, SectionMarksButton, useGradingReachable } from './grading-step';
import { ReturnedBanner } from './returned-banner';
import { SectionView, type SectionId } from './section-view';
import { useFocusNewStep } from './use-focus-new-step';
import { SECTION_MANIFEST } from '../../lib/consultation-sections';
import { PatientAlerts } from '../../views/patient-alerts';
import { sectionOf } from '../../lib/section-manifest';
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
  return <ReviewedFlow key={id} appointment={appointment.data} />;
}

/**
 * A Completed consultation of the signed-in student may be returned for correction (issue 12): its review decides
 * which sections open for editing; every other consultation opens as before.
 */
function ReviewedFlow({ appointment }: { appointment: Appointment }) {
  const mayOwn = useCan('reviews.own');
  const userId = useAuth().user?.id;
  // Only a consultation Completed when opened can be under correction: one completed during this visit keeps its flow
  // mounted (to reach 'Consultation Completed') instead of waiting for its new review.
  const [completedWhenOpened] = useState(appointment.status === 'Completed');
  const review = useReview(mayOwn && completedWhenOpened ? appointment.id : undefined);
  if (review.isLoading) return <PageSpinner label="Loading..." />;
  const returned = review.data && review.data.status === 'returned' && String(review.data.student.id) === String(userId) ? review.data : null;
  return <ConsultationFlow appointment={appointment} returned={returned} />;
}

/** The flow position that shows a section's form id. */
function positionOf(formId: string, tab: FlowPosition['tab']): FlowPosition | null {
  const step = sectionOf(SECTION_MANIFEST, formId)?.step;
  if (step === 'diagnosis' || step === 'management') return { step, tab };
  const found = tabOfForm(formId);
  return found ? { step: 'consultation', tab: found.id } : null;
}

function ConsultationFlow({ appointment, returned }: { appointment: Appointment; returned: Review | null }) {
  const [state, setState] = useState(() => {
    const stored = readFlowState(appointment.id);
    // A returned case opens on its first section to correct.
    const first = returned?.returned_sections[0];
    const start = first ? positionOf(first, stored.position.tab) : null;
    // `turn` counts the moves after which focus goes to the new step (useFocusNewStep).
    return { ...(start ? { ...stored, position: start } : stored), turn: 0 };
  });
  const { position, completion } = state;
  const completed = appointment.status === 'Completed';
  useEffect(() => writeFlowState(appointment.id, position, completion), [appointment.id, position, completion]);
  const panel = useRef<HTMLDivElement>(null);
  useFocusNewStep(panel, state.turn);

  /** Shows `next`; focus goes to it unless `keepFocus` (arrow keys along the tabs keep it on the tabs). */
  const goTo = (next: FlowPosition, keepFocus = false) => setState((s) => ({ ...s, position: next, turn: keepFocus ? s.turn : s.turn + 1 }));
  const section = sectionAt(position);
  const onDone = () => {
    const key = section && section !== GUIDE_TAB.id ? section : null;
    setState((s) => ({ position: nextPosition(s.position), completion: key ? { ...s.completion, [key]: true } : s.completion, turn: s.turn + 1 }));
  };
  const previous = previousPosition(position);
  const gradingReachable = useGradingReachable(appointment);
  const readOnly = completed && !(section && returned?.returned_sections.includes(formIdOf(section)));
  const openSection = (formId: string) => {
    const next = positionOf(formId, position.tab);
    if (next) goTo(next);
  };

  return (
    <div className="consultation-screen">
      <h1>Consultation</h1>
      <PatientHeader appointment={appointment} />
      <PatientAlerts patientId={appointment.patient} />
      {returned && <ReturnedBanner review={returned} onOpen={openSection} />}
      <ProgressBar step={position.step} reachable={gradingReachable ? ['grading'] : []} onStep={(step) => goTo({ step, tab: position.tab })} />
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
                onKeyDown={(event) => moveFocus(event, tab.id, (next) => goTo({ step: 'consultation', tab: next }, true))}
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
        ref={panel}
        id="consultation-panel"
        role={position.step === 'consultation' ? 'tabpanel' : undefined}
        aria-labelledby={position.step === 'consultation' ? `consultation-tab-${position.tab}` : undefined}
        className="consultation-panel"
      >
        {section && section !== GUIDE_TAB.id && (
          <div className="consultation-badge-row">
            <GradeBadge formId={formIdOf(section)} appointment={appointment} />
            <SectionMarksButton formId={formIdOf(section)} appointment={appointment} />
          </div>
        )}
        {section ? (
          <SectionView
            key={section}
            section={section}
            appointment={appointment}
            readOnly={readOnly}
            onDone={onDone}
            onBack={previous ? () => goTo(previous) : undefined}
          />
        ) : position.step === 'complete' && returned ? (
          <>
            <h2>{STEP_LABELS.complete}</h2>
            <p className="muted">Your corrections are saved. Resubmit the case for review when you are ready.</p>
          </>
        ) : position.step === 'complete' ? (
          <ConsultationCompleted appointmentId={appointment.id} />
        ) : (
          <>
            <h2>{STEP_LABELS.grading}</h2>
            <GradingStep appointment={appointment} />
          </>
        )}
      </div>
    </div>
  );
}

/** The form id a section's record is read under (the extra tests tab reads the `extra-test` list). */
const formIdOf = (section: SectionId): string => formIdOfTab(section);

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
