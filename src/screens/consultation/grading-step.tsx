import { useState } from 'react';
import { Button } from 'primereact/button';
import type { Appointment } from '../../api/appointments';
import { useSectionRecord } from '../../api/use-section-record';
import { NOT_SUBMITTED, useReview } from '../../api/use-reviews';
import { errorMessageOf } from '../../lib/format-error';
import { useCan } from '../../ui/role-gate';
import { FinalGradingForm } from '../../views/final-grading-form';
import { SectionMarksDialog } from '../../views/section-marks-dialog';
import { sourceOf } from './sections/section-configs';

/** Whether the signed-in user may open the grading step of this consultation: a lecturer, once it is completed. */
export function useGradingReachable(appointment: Appointment): boolean {
  const mayGrade = useCan('grading.grade');
  return mayGrade && appointment.status === 'Completed';
}

/**
 * The grading step (consultation §2 supervisor grading screen): for a lecturer on a consultation submitted for review
 * the final grading form (the same as on /reviews/{appointment}); for everyone else a line saying who grades.
 */
export function GradingStep({ appointment }: { appointment: Appointment }) {
  const reachable = useGradingReachable(appointment);
  const review = useReview(reachable ? appointment.id : undefined);
  if (!reachable) return <p className="muted">Grading is done by a supervisor.</p>;
  if (review.error || review.data === null) {
    return (
      <p className="form-error" role="alert">
        {review.error ? `Error: ${errorMessageOf(review.error)}` : NOT_SUBMITTED}
      </p>
    );
  }
  if (!review.data) {
    return (
      <p className="muted" role="status">
        Loading...
      </p>
    );
  }
  return <FinalGradingForm appointment={appointment.id} status={review.data.status} onGraded={() => void review.mutate()} />;
}

/**
 * 'Give Marks' beside a section's badge, for a lecturer on a consultation under review (not yet approved): the
 * 'Section marks' dialog; a save refreshes the section's record, whose `average_marks` the badge shows.
 */
export function SectionMarksButton({ appointment, formId }: { appointment: Appointment; formId: string }) {
  const reachable = useGradingReachable(appointment);
  const review = useReview(reachable ? appointment.id : undefined);
  const source = sourceOf(formId);
  const record = useSectionRecord(reachable && source ? source.path(appointment.id, appointment.patient) : null);
  const [open, setOpen] = useState(false);
  if (!reachable || !source || !review.data || review.data.status === 'approved') return null;
  const body: unknown = Array.isArray(record.data) ? record.data[0] : record.data;
  const average = (body as { average_marks?: unknown } | null | undefined)?.average_marks;
  return (
    <>
      <Button type="button" size="small" outlined label="Give Marks" aria-label={`Give Marks for ${source.title}`} onClick={() => setOpen(true)} />
      <SectionMarksDialog
        section={open ? { id: formId, title: source.title } : null}
        appointment={appointment.id}
        average={typeof average === 'number' ? average : null}
        onClose={() => setOpen(false)}
        onSaved={() => {
          setOpen(false);
          void record.mutate();
          void review.mutate();
        }}
      />
    </>
  );
}
