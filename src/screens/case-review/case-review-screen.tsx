import { useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { approveReview, type Review, type SectionMark } from '../../api/reviews';
import { useAppointment } from '../../api/use-appointments';
import { NOT_SUBMITTED, useGrading, useMarks, useReview } from '../../api/use-reviews';
import { SECTION_SOURCES, type SectionSource } from '../../api/use-section-record';
import { errorMessageOf, formatApiError } from '../../lib/format-error';
import { PageSpinner } from '../../ui/page-spinner';
import { FactsBar, type Fact } from '../../ui/facts-bar';
import { useToast } from '../../ui/toast-context';
import { FinalGradingForm } from '../../views/final-grading-form';
import { RecordTab } from '../../views/record-view';
import { ReviewTimeline } from '../../views/review-timeline';
import { SectionMarksDialog } from '../../views/section-marks-dialog';
import { ReturnDialog } from './return-dialog';
import './case-review.css';
import { formatDate } from '../../lib/display-dates';

const STATUS_TEXT: Record<Review['status'], string> = {
  submitted: 'Submitted for review',
  returned: 'Returned for correction',
  approved: 'Approved',
};

/** The appointment id of the route parameter (a positive integer), or undefined. */
function idParam(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/** /reviews/{appointment}: one case for its lecturer (docs/decisions.md "Reviewing a case"). */
export function CaseReviewScreen() {
  const id = idParam(useParams().appointmentId);
  const review = useReview(id);
  if (id === undefined) return <Navigate to="/pending-reviews" replace />;
  if (review.error || review.data === null) {
    return (
      <div className="case-review-screen">
        <h1>Case Review</h1>
        <p className="form-error" role="alert">
          {review.error ? `Error: ${errorMessageOf(review.error)}` : NOT_SUBMITTED}
        </p>
      </div>
    );
  }
  if (!review.data) return <PageSpinner label="Loading..." />;
  return <CaseReview appointment={id} review={review.data} refresh={() => void review.mutate()} />;
}

function CaseReview({ appointment, review, refresh }: { appointment: number; review: Review; refresh: () => void }) {
  const toast = useToast();
  const details = useAppointment(appointment);
  const marks = useMarks(appointment);
  const grading = useGrading(appointment);
  const [marking, setMarking] = useState<SectionSource | null>(null);
  const [returning, setReturning] = useState(false);
  const [approving, setApproving] = useState(false);
  const open = review.status !== 'approved';
  const graded = Boolean(grading.data?.current);
  const averageOf = (formId: string) => marks.data?.sections[formId]?.average_marks ?? null;

  const approve = async () => {
    setApproving(true);
    try {
      await approveReview(appointment);
      toast.success('Case approved.');
      refresh();
    } catch (error) {
      toast.error(formatApiError(error));
    } finally {
      setApproving(false);
    }
  };
  const onMarked = (mark: SectionMark) => {
    void marks.mutate(
      (current) =>
        current && {
          sections: { ...current.sections, [mark.section]: { marks: current.sections[mark.section]?.marks ?? [], average_marks: mark.average_marks } },
        },
      { revalidate: true },
    );
    setMarking(null);
    refresh();
  };

  const rows: Fact[] = [
    ['Patient', `${review.patient.name} (${review.patient.patient_id})`],
    ['Student', review.student.name],
    ['Date', formatDate(review.appointment_date ?? details.data?.appointment_date)],
    ['Supervisor', review.supervisor.name],
    ['Status', STATUS_TEXT[review.status]],
  ];

  return (
    <div className="case-review-screen">
      <h1>Case Review</h1>
      <FactsBar facts={rows} className="case-review-header" />

      <section aria-labelledby="case-review-consultation">
        <h2 id="case-review-consultation">Consultation</h2>
        {SECTION_SOURCES.map((source) => {
          const headingId = `case-review-section-${source.formId}`;
          const average = averageOf(source.formId);
          return (
            <section key={source.formId} className="case-review-section" aria-labelledby={headingId}>
              <div className="case-review-section__head">
                <h3 id={headingId}>{source.title}</h3>
                <p className="consultation-badge">
                  Grade: <span>{typeof average === 'number' ? String(average) : '--'}</span>
                </p>
                {open && (
                  <Button
                    type="button"
                    size="small"
                    outlined
                    label="Give Marks"
                    aria-label={`Give Marks for ${source.title}`}
                    onClick={() => setMarking(source)}
                  />
                )}
              </div>
              <RecordTab source={source} appointmentId={appointment} patientId={review.patient.id} />
            </section>
          );
        })}
      </section>

      <section aria-labelledby="case-review-grading">
        <h2 id="case-review-grading">Final grading</h2>
        <FinalGradingForm appointment={appointment} status={review.status} onGraded={refresh} />
      </section>

      <section aria-labelledby="case-review-actions">
        <h2 id="case-review-actions">Review</h2>
        {review.status === 'submitted' ? (
          <div className="consultation-actions">
            <Button
              type="button"
              label="Return for Correction"
              icon="pi pi-replay"
              outlined
              onClick={() => setReturning(true)}
            />
            <Button type="button" label="Approve" icon="pi pi-check" loading={approving} disabled={!graded} onClick={() => void approve()} />
            {!graded && <p className="muted">Grade the case before approving it.</p>}
          </div>
        ) : (
          <p className="muted">{review.status === 'returned' ? 'Waiting for the student to resubmit the case.' : 'This case is approved.'}</p>
        )}
      </section>

      <section aria-labelledby="case-review-timeline">
        <h2 id="case-review-timeline">Timeline</h2>
        <ReviewTimeline events={review.timeline} />
      </section>

      <SectionMarksDialog
        section={marking && { id: marking.formId, title: marking.title }}
        appointment={appointment}
        average={marking ? averageOf(marking.formId) : null}
        onClose={() => setMarking(null)}
        onSaved={onMarked}
      />
      <ReturnDialog
        appointment={appointment}
        visible={returning}
        onClose={() => setReturning(false)}
        onReturned={() => {
          setReturning(false);
          refresh();
        }}
      />
    </div>
  );
}
