/**
 * The review loop and teaching marks as the lecturer's screens use them (docs/decisions.md "Reviewing a case"):
 * the queue, one case with its timeline, section marks, the final grading, Approve and Return.
 */
import type { Grading, Review, SectionMark, SectionMarks } from '../../contracts/generated/types';
import { request } from './http-client';

export type {
  Grading,
  GradingState,
  PendingReview,
  PersonRef,
  Review,
  ReviewAction,
  ReviewStatus,
  RubricVersion,
  SectionMark,
  StudentReviewItem,
  TimelineEvent,
} from '../../contracts/generated/types';

export type ReviewScope = 'mine' | 'all';

/** `GET /marks/{appointment}/` (the answer's MarksOfCase, read by any section's form id). */
export interface MarksSummary {
  sections: Record<string, SectionMarks>;
}

export const reviewsPath = (scope: ReviewScope) => `/reviews/?scope=${scope}`;
export const reviewPath = (appointment: number) => `/reviews/${appointment}/`;
export const marksPath = (appointment: number) => `/marks/${appointment}/`;
export const gradingPath = (appointment: number) => `/grading/${appointment}/`;

/** Gives a section marks (0–100) and remarks; answers the mark with the section's new average. */
export function giveMarks(appointment: number, section: string, body: Record<string, unknown>): Promise<SectionMark> {
  return request<SectionMark>('post', `/marks/${appointment}/${section}/`, { data: body });
}

/** Records a final grading: the rubric form data (sections by key, remarks), the version used, a reason for a regrade. */
export function submitGrading(appointment: number, body: Record<string, unknown>): Promise<Grading> {
  return request<Grading>('post', gradingPath(appointment), { data: body });
}

/** Approves a graded case. */
export function approveReview(appointment: number, remarks?: string): Promise<Review> {
  return request<Review>('post', `/reviews/${appointment}/approve/`, { data: remarks ? { remarks } : {} });
}

/** Returns a case to its student with remarks and the sections to correct. */
export function returnReview(appointment: number, body: { remarks: string; sections: string[] }): Promise<Review> {
  return request<Review>('post', `/reviews/${appointment}/return/`, { data: body });
}
