/**
 * The review loop of a consultation (docs/decisions.md, "The review loop"): a student's completed consultation is
 * submitted for review to a supervising lecturer; the lecturer returns it for correction (naming the sections to
 * correct) or approves it (once graded); the student resubmits a returned case. One row per case in
 * `case_reviews`; every transition also inserts a `case_review_events` row, in the same transaction, so the
 * case's timeline is complete. The state decides which records may still change (server/services/record-lifecycle.ts).
 */
import { REMARKS_MAX, REVIEW_MESSAGES } from '../../../contracts/reviews';
import type { ReviewAction as AnswerAction, ReviewStatus } from '../../../contracts/generated/types';
import { SECTION_FORM_IDS } from '../../../src/lib/consultation-sections';
import type { CaseReviewRow } from '../../db/tables/teaching';
import type { Db } from '../../db/transactional';
import { ApiError, MESSAGES } from '../../lib/api-error';
import { fullName } from '../../lib/text';
import { scheduledLecturer } from '../clinic-schedule/repository';
import { createCaseReviewsRepository, type CaseReviewQueries, type CaseReviewsRepository, type ReviewChange } from './repository';

export { REMARKS_MAX, REVIEW_MESSAGES };
export type { ReviewStatus };
/** The actions of a transition (the timeline's other entries are marks and gradings). */
export type ReviewAction = Exclude<AnswerAction, 'marked' | 'graded' | 'regraded'>;

/** The form ids of the sections a review returned for correction (empty unless returned). */
export function returnedSectionsOf(review: Pick<CaseReviewRow, 'returned_sections'>): string[] {
  try {
    const parsed: unknown = JSON.parse(review.returned_sections);
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

export interface Lecturer {
  id: number;
  name: string;
}

/** The active lecturers, by name (first, last, then id). */
export async function activeLecturers(reviews: CaseReviewQueries): Promise<Lecturer[]> {
  return (await reviews.activeLecturers()).map((row) => ({ id: row.id, name: fullName(row.first_name, row.last_name) }));
}

/** Whether `id` names an active lecturer (`db`: the caller's handle or transaction). */
export function isActiveLecturer(db: Db, id: number): Promise<boolean> {
  return createCaseReviewsRepository(db).isActiveLecturer(id);
}

/**
 * The lecturer a case goes to when the student names none: the active lecturer on the clinic schedule of the
 * appointment's date who starts first (then by name); when none is scheduled that day (or no date is given), the
 * first active lecturer by name. Undefined when there is no active lecturer.
 */
export async function defaultSupervisor(db: Db, appointmentDate?: string): Promise<number | undefined> {
  const scheduled = appointmentDate ? await scheduledLecturer(db, appointmentDate) : undefined;
  if (scheduled !== undefined) return scheduled;
  const [first] = await createCaseReviewsRepository(db).activeLecturers();
  return first?.id;
}

/** The supervising lecturers a student may choose, the default one (with no date: the first) marked. */
export async function supervisors(reviews: CaseReviewQueries) {
  const lecturers = await activeLecturers(reviews);
  return lecturers.map((lecturer, index) => ({ ...lecturer, default: index === 0 }));
}

interface ReviewEvent {
  action: ReviewAction;
  actorId: number;
  remarks?: string | null;
  detail?: unknown;
}

function eventRow(appointmentId: number, event: ReviewEvent, at: string) {
  return {
    appointment_id: appointmentId,
    action: event.action,
    actor_id: event.actorId,
    remarks: event.remarks ?? null,
    detail: event.detail === undefined ? null : JSON.stringify(event.detail),
    at,
  };
}

/** Adds one event to a case's timeline, inside the caller's transaction. */
export async function addEvent(trx: Db, event: ReviewEvent & { appointmentId: number; at: string }): Promise<void> {
  await createCaseReviewsRepository(trx).insertEvent(eventRow(event.appointmentId, event, event.at));
}

/**
 * Submits a completed consultation for review, inside the caller's transaction (the completion's): the case row
 * (submitted) and its 'submitted' event. A case already submitted is left as it is.
 */
export async function submitIn(
  trx: Db,
  submission: { appointmentId: number; studentId: number; supervisorId: number; at: string },
): Promise<void> {
  const reviews = createCaseReviewsRepository(trx);
  if (await reviews.reviewOf(submission.appointmentId)) return;
  await reviews.insertReview({
    appointment_id: submission.appointmentId,
    student_id: submission.studentId,
    supervisor_id: submission.supervisorId,
    status: 'submitted',
    returned_sections: '[]',
    submitted_at: submission.at,
    updated_at: submission.at,
  });
  const event = { action: 'submitted', actorId: submission.studentId, detail: { supervisor: submission.supervisorId } } as const;
  await reviews.insertEvent(eventRow(submission.appointmentId, event, submission.at));
}

/**
 * Changes the state of a case from `from` in one transaction with its event; 404 for a case never submitted, 409
 * (`refusal`) when it is not in `from` (checked again on the row written, so two transitions never both pass).
 * `check` runs inside the transaction on the current row (who may act, what must exist).
 */
async function transition(
  reviews: CaseReviewsRepository,
  appointmentId: number,
  options: {
    from: ReviewStatus;
    refusal: string;
    check?: (review: CaseReviewRow, tx: CaseReviewQueries) => Promise<void>;
    set: Omit<ReviewChange, 'updated_at'>;
    event: ReviewEvent | ((review: CaseReviewRow) => ReviewEvent);
  },
): Promise<CaseReviewRow> {
  return reviews.transaction(async (tx) => {
    const review = await tx.reviewOf(appointmentId);
    if (!review) throw ApiError.detail(404, MESSAGES.notFound);
    await options.check?.(review, tx);
    if (review.status !== options.from) throw ApiError.detail(409, options.refusal);
    const at = new Date().toISOString();
    if (!(await tx.changeFrom(appointmentId, options.from, { ...options.set, updated_at: at }))) throw ApiError.detail(409, options.refusal);
    const event = typeof options.event === 'function' ? options.event(review) : options.event;
    await tx.insertEvent(eventRow(appointmentId, event, at));
    return (await tx.reviewOf(appointmentId))!;
  });
}

/** Another student's case answers as a case never submitted (404), so existence does not leak (issue 19). */
const assertStudentOf = (review: CaseReviewRow, userId: number) => {
  if (review.student_id !== userId) throw ApiError.detail(404, MESSAGES.notFound);
};

/** Trimmed remarks, or the field errors of a return's body. */
export function returnErrors(body: { remarks?: unknown; sections?: unknown }): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {};
  const remarks = typeof body.remarks === 'string' ? body.remarks.trim() : '';
  if (remarks === '') errors.remarks = [REVIEW_MESSAGES.remarks];
  else if (remarks.length > REMARKS_MAX) errors.remarks = [REVIEW_MESSAGES.remarksLength];
  const sections = Array.isArray(body.sections) ? body.sections : [];
  if (sections.length === 0) errors.sections = [REVIEW_MESSAGES.sections];
  else if (sections.some((s) => typeof s !== 'string' || !(SECTION_FORM_IDS as readonly string[]).includes(s))) {
    errors.sections = [REVIEW_MESSAGES.unknownSection];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** A transition that only a case waiting for review (submitted) may take. */
const WHILE_WAITING = { from: 'submitted', refusal: REVIEW_MESSAGES.notWaiting } as const;

/** The case's student names another supervising lecturer while the case waits for review. */
export async function changeSupervisor(
  reviews: CaseReviewsRepository,
  appointmentId: number,
  supervisorId: number,
  userId: number,
): Promise<CaseReviewRow> {
  return transition(reviews, appointmentId, {
    ...WHILE_WAITING,
    check: async (review, tx) => {
      assertStudentOf(review, userId);
      if (!(await tx.isActiveLecturer(supervisorId))) throw ApiError.fields({ supervisor: [REVIEW_MESSAGES.notLecturer] });
    },
    set: { supervisor_id: supervisorId },
    event: (review) => ({
      action: 'supervisor_changed',
      actorId: userId,
      detail: { from: review.supervisor_id, supervisor: supervisorId },
    }),
  });
}

/** A lecturer returns a submitted case for correction of `sections` (checked with `returnErrors` first). */
export async function returnForCorrection(
  reviews: CaseReviewsRepository,
  appointmentId: number,
  body: { remarks: string; sections: string[] },
  userId: number,
): Promise<CaseReviewRow> {
  const refused = returnErrors(body);
  if (refused) throw ApiError.fields(refused);
  const sections = [...new Set(body.sections)];
  return transition(reviews, appointmentId, {
    ...WHILE_WAITING,
    set: { status: 'returned', returned_sections: JSON.stringify(sections) },
    event: { action: 'returned', actorId: userId, remarks: body.remarks.trim(), detail: { sections } },
  });
}

/** A lecturer approves a submitted case that has a final grading (409 otherwise). */
export async function approve(
  reviews: CaseReviewsRepository,
  appointmentId: number,
  remarks: string | null,
  userId: number,
): Promise<CaseReviewRow> {
  return transition(reviews, appointmentId, {
    ...WHILE_WAITING,
    check: async (review, tx) => {
      if (review.status !== 'submitted') return;
      if (!(await tx.isGraded(appointmentId))) throw ApiError.detail(409, REVIEW_MESSAGES.notGraded);
    },
    set: { status: 'approved' },
    event: { action: 'approved', actorId: userId, remarks },
  });
}

/** The case's student resubmits a returned case: back in the queue, nothing returned any more. */
export async function resubmit(reviews: CaseReviewsRepository, appointmentId: number, userId: number): Promise<CaseReviewRow> {
  const at = new Date().toISOString();
  return transition(reviews, appointmentId, {
    from: 'returned',
    refusal: REVIEW_MESSAGES.notReturned,
    check: async (review) => assertStudentOf(review, userId),
    set: { status: 'submitted', returned_sections: '[]', submitted_at: at },
    event: { action: 'resubmitted', actorId: userId },
  });
}
