/**
 * The review loop and teaching marks as the lecturer's screens use them (docs/decisions.md "Reviewing a case"):
 * the queue, one case with its timeline, section marks, the final grading, Approve and Return.
 */
import type { Review } from './adapters/review-answers';
import { request } from './http-client';

export type { PendingReview, PersonRef, Review, ReviewAction, ReviewStatus, StudentReviewItem, TimelineEvent } from './adapters/review-answers';

export type ReviewScope = 'mine' | 'all';

/** A recorded mark (`POST /marks/{appointment}/{section}/`). */
export interface SectionMark {
  id: number;
  appointment: number;
  section: string;
  marks: number;
  remarks: string | null;
  marked_by: number;
  marked_by_name: string;
  marked_at: string;
  average_marks: number | null;
}

/** `GET /marks/{appointment}/`. */
export interface MarksSummary {
  sections: Record<string, { average_marks: number | null; marks: { id: number; marks: number; remarks: string | null; marked_by_name: string; marked_at: string }[] }>;
}

/** A recorded rubric version (`GET /grading/rubrics/{form}/…`). */
export interface RubricVersion {
  id: number;
  form: 'final-grading' | 'section-marks';
  version: string;
  schema: Record<string, unknown>;
  ui: Record<string, unknown>;
  source: 'file' | 'app';
  created_by_name: string | null;
  created_at: string;
}

/** A recorded final grading. */
export interface Grading {
  id: number;
  appointment: number;
  rubric_version: string;
  scores: Record<string, Record<string, number>>;
  totals: Record<string, number>;
  total: number;
  remarks: string | null;
  reason: string | null;
  graded_by_name: string;
  graded_at: string;
}

/** `GET /grading/{appointment}/`. */
export interface GradingState {
  current: Grading | null;
  rubric: RubricVersion;
  history: Grading[];
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
