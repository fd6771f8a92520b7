/**
 * The review loop as a student meets it (issue 12, design "Reviews"): the supervising lecturer chosen at completion,
 * the student's own cases, and resubmitting a returned case (one case's review: `useReview` in use-reviews.ts).
 */
import useSWR, { type SWRResponse } from 'swr';
import { getJson, request } from './http-client';
import { reviewPath, type PersonRef, type Review, type StudentReviewItem } from './reviews';

/** `GET /reviews/supervisors/`: an active lecturer, `default` for the one a completion picks when none is named. */
export interface Supervisor extends PersonRef {
  default: boolean;
}

/** An item of `GET /reviews/student/`. */
export interface StudentCase extends Omit<StudentReviewItem, 'waiting_minutes'> {
  waiting_minutes?: number;
}

export const SUPERVISORS_PATH = '/reviews/supervisors/';
export const STUDENT_CASES_PATH = '/reviews/student/';

/** The active lecturers a student may submit a case to. */
export function useSupervisors(enabled = true): SWRResponse<Supervisor[]> {
  return useSWR<Supervisor[]>(enabled ? SUPERVISORS_PATH : null, getJson);
}

/** The signed-in student's cases, every status. */
export function useStudentCases(): SWRResponse<StudentCase[]> {
  return useSWR<StudentCase[]>(STUDENT_CASES_PATH, getJson);
}

/** `PUT /reviews/{appointment}/supervisor/`: answers the review with its new supervisor. */
export function changeSupervisor(appointment: number, supervisor: number): Promise<Review> {
  return request<Review>('put', `${reviewPath(appointment)}supervisor/`, { data: { supervisor } });
}

/** `POST /reviews/{appointment}/resubmit/`: a returned case goes back to its lecturer's queue. */
export function resubmitCase(appointment: number): Promise<Review> {
  return request<Review>('post', `${reviewPath(appointment)}resubmit/`, { data: {} });
}

/** The latest remarks a lecturer gave when returning the case (from its timeline), or null. */
export function latestReturnRemarks(review: Pick<Review, 'timeline'>): string | null {
  for (let i = review.timeline.length - 1; i >= 0; i -= 1) {
    const entry = review.timeline[i]!;
    if (entry.action === 'returned') return entry.remarks;
  }
  return null;
}
