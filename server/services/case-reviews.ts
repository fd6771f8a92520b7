/**
 * The review loop of a consultation (docs/decisions.md, "The review loop"): a student's completed consultation is
 * submitted for review to a supervising lecturer; the lecturer returns it for correction (naming the sections to
 * correct) or approves it (once graded); the student resubmits a returned case. One row per case in
 * `case_reviews`; every transition also inserts a `case_review_events` row, in the same transaction, so the
 * case's timeline is complete. The state decides which records may still change (server/services/record-lifecycle.ts).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ReviewAction as AnswerAction, ReviewStatus } from '../../src/api/adapters/review-answers';
import { SECTION_FORM_IDS } from '../../src/lib/consultation-sections';
import type { Database } from '../db/tables/database';
import type { CaseReviewRow } from '../db/tables/teaching';
import { ApiError, MESSAGES } from '../lib/api-error';
import { fullName } from '../lib/text';
import { scheduledLecturer } from '../features/clinic-schedule/repository';

export type { ReviewStatus } from '../../src/api/adapters/review-answers';
/** The actions of a transition (the timeline's other entries are marks and gradings). */
export type ReviewAction = Exclude<AnswerAction, 'marked' | 'graded' | 'regraded'>;

type Db = Kysely<Database> | Transaction<Database>;

export const REVIEW_MESSAGES = {
  remarks: 'Give remarks for the student.',
  sections: 'Name at least one section to correct.',
  unknownSection: 'Not a section of the consultation.',
  remarksLength: 'Ensure this field has no more than 2000 characters.',
  notLecturer: 'Choose an active lecturer.',
  notWaiting: 'This case is not waiting for review.',
  notReturned: 'This case is not returned for correction.',
  notGraded: 'Grade the case before approving it.',
} as const;

/** The longest remarks a transition keeps. */
export const REMARKS_MAX = 2000;

/** The review of an appointment, or undefined when it was never submitted. */
export function reviewOf(db: Db, appointmentId: number): Promise<CaseReviewRow | undefined> {
  return db.selectFrom('case_reviews').selectAll().where('appointment_id', '=', appointmentId).executeTakeFirst();
}

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

/** A role stored in any letter case or spacing compares as the table's word (src/lib/permissions.ts). */
const isLecturerRole = sql<boolean>`lower(trim(role)) = 'lecturer'`;

/** The active lecturers, by name (first, last, then id). */
export async function activeLecturers(db: Db): Promise<Lecturer[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('is_active', '=', 1)
    .where(isLecturerRole)
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, name: fullName(row.first_name, row.last_name) }));
}

/** Whether `id` names an active lecturer. */
export async function isActiveLecturer(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', id)
    .where('is_active', '=', 1)
    .where(isLecturerRole)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The lecturer a case goes to when the student names none: the active lecturer on the clinic schedule of the
 * appointment's date who starts first (then by name); when none is scheduled that day (or no date is given), the
 * first active lecturer by name. Undefined when there is no active lecturer.
 */
export async function defaultSupervisor(db: Db, appointmentDate?: string): Promise<number | undefined> {
  const scheduled = appointmentDate ? await scheduledLecturer(db, appointmentDate) : undefined;
  if (scheduled !== undefined) return scheduled;
  const [first] = await activeLecturers(db);
  return first?.id;
}

/** Adds one event to a case's timeline, inside the caller's transaction. */
export async function addEvent(
  trx: Db,
  event: { appointmentId: number; action: ReviewAction; actorId: number; remarks?: string | null; detail?: unknown; at: string },
): Promise<void> {
  await trx
    .insertInto('case_review_events')
    .values({
      appointment_id: event.appointmentId,
      action: event.action,
      actor_id: event.actorId,
      remarks: event.remarks ?? null,
      detail: event.detail === undefined ? null : JSON.stringify(event.detail),
      at: event.at,
    })
    .execute();
}

/**
 * Submits a completed consultation for review, inside the caller's transaction (the completion's): the case row
 * (submitted) and its 'submitted' event. A case already submitted is left as it is.
 */
export async function submitIn(
  trx: Db,
  submission: { appointmentId: number; studentId: number; supervisorId: number; at: string },
): Promise<void> {
  if (await reviewOf(trx, submission.appointmentId)) return;
  await trx
    .insertInto('case_reviews')
    .values({
      appointment_id: submission.appointmentId,
      student_id: submission.studentId,
      supervisor_id: submission.supervisorId,
      status: 'submitted',
      returned_sections: '[]',
      submitted_at: submission.at,
      updated_at: submission.at,
    })
    .execute();
  await addEvent(trx, {
    appointmentId: submission.appointmentId,
    action: 'submitted',
    actorId: submission.studentId,
    detail: { supervisor: submission.supervisorId },
    at: submission.at,
  });
}

interface ReviewEvent {
  action: ReviewAction;
  actorId: number;
  remarks?: string | null;
  detail?: unknown;
}

/**
 * Changes the state of a case from `from` in one transaction with its event; 404 for a case never submitted, 409
 * (`refusal`) when it is not in `from` (checked again on the row written, so two transitions never both pass).
 * `check` runs inside the transaction on the current row (who may act, what must exist).
 */
async function transition(
  db: Kysely<Database>,
  appointmentId: number,
  options: {
    from: ReviewStatus;
    refusal: string;
    check?: (review: CaseReviewRow, trx: Transaction<Database>) => Promise<void>;
    set: Partial<Pick<CaseReviewRow, 'status' | 'returned_sections' | 'supervisor_id' | 'submitted_at'>>;
    event: ReviewEvent | ((review: CaseReviewRow) => ReviewEvent);
  },
): Promise<CaseReviewRow> {
  return db.transaction().execute(async (trx) => {
    const review = await reviewOf(trx, appointmentId);
    if (!review) throw ApiError.detail(404, MESSAGES.notFound);
    await options.check?.(review, trx);
    if (review.status !== options.from) throw ApiError.detail(409, options.refusal);
    const at = new Date().toISOString();
    const result = await trx
      .updateTable('case_reviews')
      .set({ ...options.set, updated_at: at })
      .where('appointment_id', '=', appointmentId)
      .where('status', '=', options.from)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw ApiError.detail(409, options.refusal);
    const event = typeof options.event === 'function' ? options.event(review) : options.event;
    await addEvent(trx, { appointmentId, ...event, at });
    return (await reviewOf(trx, appointmentId))!;
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
  db: Kysely<Database>,
  appointmentId: number,
  supervisorId: number,
  userId: number,
): Promise<CaseReviewRow> {
  return transition(db, appointmentId, {
    ...WHILE_WAITING,
    check: async (review, trx) => {
      assertStudentOf(review, userId);
      if (!(await isActiveLecturer(trx, supervisorId))) throw ApiError.fields({ supervisor: [REVIEW_MESSAGES.notLecturer] });
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
  db: Kysely<Database>,
  appointmentId: number,
  body: { remarks: string; sections: string[] },
  userId: number,
): Promise<CaseReviewRow> {
  const refused = returnErrors(body);
  if (refused) throw ApiError.fields(refused);
  const sections = [...new Set(body.sections)];
  return transition(db, appointmentId, {
    ...WHILE_WAITING,
    set: { status: 'returned', returned_sections: JSON.stringify(sections) },
    event: { action: 'returned', actorId: userId, remarks: body.remarks.trim(), detail: { sections } },
  });
}

/** A lecturer approves a submitted case that has a final grading (409 otherwise). */
export async function approve(
  db: Kysely<Database>,
  appointmentId: number,
  remarks: string | null,
  userId: number,
): Promise<CaseReviewRow> {
  return transition(db, appointmentId, {
    ...WHILE_WAITING,
    check: async (review, trx) => {
      if (review.status !== 'submitted') return;
      const graded = await trx
        .selectFrom('final_gradings')
        .select('id')
        .where('appointment_id', '=', appointmentId)
        .limit(1)
        .executeTakeFirst();
      if (!graded) throw ApiError.detail(409, REVIEW_MESSAGES.notGraded);
    },
    set: { status: 'approved' },
    event: { action: 'approved', actorId: userId, remarks },
  });
}

/** The case's student resubmits a returned case: back in the queue, nothing returned any more. */
export async function resubmit(db: Kysely<Database>, appointmentId: number, userId: number): Promise<CaseReviewRow> {
  const at = new Date().toISOString();
  return transition(db, appointmentId, {
    from: 'returned',
    refusal: REVIEW_MESSAGES.notReturned,
    check: async (review) => assertStudentOf(review, userId),
    set: { status: 'submitted', returned_sections: '[]', submitted_at: at },
    event: { action: 'resubmitted', actorId: userId },
  });
}
