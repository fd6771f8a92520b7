import { useReview } from '../../api/use-reviews';
import { ReviewTimeline } from '../../views/review-timeline';

/** One case's timeline (GET /reviews/{appointment}/), loaded when the student opens it; the lecturer's rendering. */
export function CaseTimeline({ appointment, id }: { appointment: number; id: string }) {
  const review = useReview(appointment);
  return (
    <div id={id}>
      {review.error ? (
        <p className="form-error" role="alert">
          The timeline could not be loaded.
        </p>
      ) : review.data ? (
        <ReviewTimeline events={review.data.timeline} />
      ) : (
        <p className="muted" role="status">
          {review.isLoading ? 'Loading...' : 'Nothing recorded yet.'}
        </p>
      )}
    </div>
  );
}
