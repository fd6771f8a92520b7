/**
 * Who reads the teaching records of a case — its review and timeline, its section marks and their averages, its
 * gradings (docs/decisions.md, "Who reads a case's marks"): its student, lecturers and the other roles with
 * `records.view`; a student only the cases whose review names them. To a student every other case answers the same
 * 404 `Not found.` — never submitted, another student's, or no such appointment alike — so an answer never tells
 * which appointments are submitted cases.
 */
import { can } from '../../../src/lib/permissions';
import type { Repositories } from '../../db/repositories/index';
import { ApiError, MESSAGES } from '../../lib/api-error';
import { averageMarks } from '../grading/section-marks';

/** Who asks. */
export interface Viewer {
  id: number;
  role: string;
}

/** Whether the role reads only its own cases (students: `reviews.own` without `grading.grade`). */
export function readsOwnCasesOnly(role: string): boolean {
  return can(role, 'reviews.own') && !can(role, 'grading.grade');
}

/** Whether `viewer` may read the teaching records of the case whose review names `studentId` (undefined: none). */
export function mayReadCaseOf(viewer: Viewer, studentId: number | undefined): boolean {
  return !readsOwnCasesOnly(viewer.role) || (studentId !== undefined && studentId === viewer.id);
}

/** The 404 a student gets for any case that is not theirs. */
export const notYourCase = () => ApiError.detail(404, MESSAGES.notFound);

/** Throws the uniform 404 when `viewer` may not read the teaching records of `appointmentId`. */
export async function assertMayReadCase(repos: Pick<Repositories, 'caseReviews'>, viewer: Viewer, appointmentId: number): Promise<void> {
  if (!readsOwnCasesOnly(viewer.role)) return;
  if (!mayReadCaseOf(viewer, (await repos.caseReviews.reviewOf(appointmentId))?.student_id)) throw notYourCase();
}

/**
 * A section's `average_marks` of an appointment as `viewer` may see it: the average, or null for a student reading
 * a case that is not theirs (they read its records, not its marks).
 */
export async function visibleAverageMarks(
  repos: Pick<Repositories, 'caseReviews' | 'grading'>,
  viewer: Viewer,
  appointmentId: number,
  section: string,
): Promise<number | null> {
  if (readsOwnCasesOnly(viewer.role) && !mayReadCaseOf(viewer, (await repos.caseReviews.reviewOf(appointmentId))?.student_id)) return null;
  return averageMarks(repos.grading, appointmentId, section);
}
