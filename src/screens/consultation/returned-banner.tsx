import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Review } from '../../api/reviews';
import { STUDENT_CASES_PATH, latestReturnRemarks, resubmitCase } from '../../api/student-reviews';
import { sectionTitle } from '../../lib/consultation-sections';
import { formatApiError } from '../../lib/format-error';
import { useToast } from '../../ui/toast-context';
import { useSWRConfig } from 'swr';

/**
 * Above a returned case's consultation (issue 12): who returned it, the sections to correct (each a button that
 * opens it), the lecturer's remarks, and 'Resubmit for Review' (POST /reviews/{id}/resubmit/ → /case-reviews).
 */
export function ReturnedBanner({ review, onOpen }: { review: Review; onOpen: (formId: string) => void }) {
  const toast = useToast();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const remarks = latestReturnRemarks(review);

  const resubmit = async () => {
    setBusy(true);
    try {
      await resubmitCase(review.appointment);
    } catch (error) {
      toast.error(formatApiError(error, 'The case could not be resubmitted.'));
      setBusy(false);
      return;
    }
    toast.success(`Case resubmitted for review to ${review.supervisor.name}.`);
    await Promise.all([mutate(`/reviews/${review.appointment}/`), mutate(STUDENT_CASES_PATH)]);
    navigate('/case-reviews');
  };

  return (
    <section className="returned-banner" aria-labelledby="returned-banner-title">
      <h2 id="returned-banner-title">Returned for correction by {review.supervisor.name}</h2>
      <p>Only these sections can be changed; the others stay as they were submitted.</p>
      <p>
        Sections to correct:{' '}
        {review.returned_sections.map((formId, index) => (
          <span key={formId}>
            {index > 0 && ', '}
            <button type="button" className="p-button p-button-link p-button-sm" onClick={() => onOpen(formId)}>
              {sectionTitle(formId)}
            </button>
          </span>
        ))}
      </p>
      {remarks && <p>Lecturer&apos;s remarks: {remarks}</p>}
      <button type="button" className="p-button" disabled={busy} onClick={() => void resubmit()}>
        Resubmit for Review
      </button>
    </section>
  );
}
