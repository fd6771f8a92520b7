/** SWR hooks of the review loop (docs/decisions.md "Reviewing a case"). */
import useSWR, { type SWRResponse } from 'swr';
import { ApiError, getJson } from './http-client';
import { gradingPath, marksPath, reviewPath, reviewsPath, type GradingState, type MarksSummary, type PendingReview, type Review, type ReviewScope } from './reviews';

/** The lecturer's queue: cases submitted to them (`mine`) or to anyone (`all`), oldest first. */
export function usePendingReviews(scope: ReviewScope): SWRResponse<PendingReview[]> {
  return useSWR<PendingReview[]>(reviewsPath(scope), getJson);
}

/** What a screen says when a case has no review the reader may see. */
export const NOT_SUBMITTED = 'This consultation has not been submitted for review.';

/** GET a review; a case never submitted (404) or not the reader's (403) answers null instead of failing. */
async function readReview(path: string): Promise<Review | null> {
  try {
    return await getJson<Review>(path);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
}

/**
 * One case's review with its timeline, for the lecturer's case screen and grading step and for the student's cases
 * and returned consultation: `data` is the review, null when there is none the reader may see (never submitted, or
 * not theirs), undefined while loading; any other failure is `error`. No call without an id.
 */
export function useReview(appointment: number | undefined): SWRResponse<Review | null> {
  return useSWR<Review | null>(appointment ? reviewPath(appointment) : null, readReview, { shouldRetryOnError: false });
}

/** Every section's marks and average for one appointment. */
export function useMarks(appointment: number | undefined): SWRResponse<MarksSummary> {
  return useSWR<MarksSummary>(appointment ? marksPath(appointment) : null, getJson);
}

/** The case's current grading, the rubric to grade with (the grading's own version, else the current one), the history. */
export function useGrading(appointment: number | undefined): SWRResponse<GradingState> {
  return useSWR<GradingState>(appointment ? gradingPath(appointment) : null, getJson, { shouldRetryOnError: false });
}
