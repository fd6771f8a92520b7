import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { changeSupervisor, useSupervisors } from '../../api/student-reviews';
import { useReview } from '../../api/use-reviews';
import { formatApiError } from '../../lib/format-error';
import { useCan } from '../../ui/role-gate';
import { useToast } from '../../ui/toast-context';
import { PrintDocuments } from '../../views/print-documents';

/**
 * The last step of the consultation (consultation.md §2): the appointment is Completed; the student attends to the
 * next patient (/appointments) or goes back to the dashboard (/). The heading takes focus so that a screen reader
 * announces the outcome of Confirm Save. A student's completed case is submitted for review (issue 12): the
 * supervising lecturer shows here and may be changed. The documents the plan gives (spectacle prescription, referral
 * letter; issue 22) are printed from here.
 */
export function ConsultationCompleted({ appointmentId }: { appointmentId?: number }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const submitsForReview = useCan('reviews.own');
  const readsRecords = useCan('records.view');
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="consultation-completed" aria-labelledby="consultation-completed-title">
      <h2 id="consultation-completed-title" ref={heading} tabIndex={-1}>
        <i className="pi pi-check-circle" aria-hidden="true" /> Consultation Completed
      </h2>
      {readsRecords && appointmentId !== undefined && <PrintDocuments appointmentId={appointmentId} />}
      {submitsForReview && appointmentId !== undefined && <SupervisorChoice appointmentId={appointmentId} />}
      <div className="dialog-actions">
        <Link to="/appointments" className="p-button">
          Attend to Next Patient
        </Link>
        <Link to="/" className="p-button p-button-outlined">
          Go to Dashboard
        </Link>
      </div>
    </section>
  );
}

/**
 * 'Supervising lecturer': the lecturer the case was submitted to (the review's: the server chose the default at
 * completion), chosen from GET /reviews/supervisors/; another choice PUTs /reviews/{id}/supervisor/ and says so.
 */
function SupervisorChoice({ appointmentId }: { appointmentId: number }) {
  const supervisors = useSupervisors();
  const review = useReview(appointmentId);
  const toast = useToast();
  const [chosen, setChosen] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const list = supervisors.data ?? [];
  const current = chosen ?? review.data?.supervisor.id ?? null;
  const name = list.find((s) => s.id === current)?.name ?? review.data?.supervisor.name ?? null;

  if (supervisors.error || review.error) {
    return (
      <p className="form-error" role="alert">
        The supervising lecturers could not be loaded.
      </p>
    );
  }
  if (!supervisors.data || review.data === undefined) {
    return (
      <p className="muted" role="status">
        Loading...
      </p>
    );
  }
  // No review (no active lecturer when it was completed): nothing to choose.
  if (review.data === null) return <p className="muted">This case was not submitted for review.</p>;

  const onChange = async (value: string) => {
    const id = Number(value);
    const next = list.find((s) => s.id === id);
    if (!next || id === current) return;
    setSaving(true);
    try {
      const updated = await changeSupervisor(appointmentId, id);
      setChosen(id);
      await review.mutate(updated, { revalidate: false });
      toast.success(`Case now submitted for review to ${next.name}.`);
    } catch (error) {
      toast.error(formatApiError(error, 'The supervising lecturer could not be changed.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="supervisor-choice">
      <label htmlFor="supervisor-select">Supervising lecturer</label>
      <select id="supervisor-select" value={current ?? ''} disabled={saving} onChange={(event) => void onChange(event.target.value)}>
        {list.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
      {name && <p role="status">Submitted for review to {name}</p>}
    </div>
  );
}
