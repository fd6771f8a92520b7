/**
 * Every query of the review loop (server/features/reviews): the case rows and their events, the lecturers a case
 * may go to, and what the lists and the timeline show of a case.
 */
import { sql } from 'kysely';
import type { CaseReviewRow } from '../../db/tables/teaching';
import { inTransaction, type Db } from '../../db/transactional';

export interface NewReviewEvent {
  appointment_id: number;
  action: string;
  actor_id: number;
  remarks: string | null;
  /** JSON text, or null. */
  detail: string | null;
  at: string;
}

export type ReviewChange = Partial<Pick<CaseReviewRow, 'status' | 'returned_sections' | 'supervisor_id' | 'submitted_at' | 'updated_at'>>;

/** A role stored in any letter case or spacing compares as the table's word (src/lib/permissions.ts). */
const isLecturerRole = sql<boolean>`lower(trim(role)) = 'lecturer'`;

/** Every review joined with what a list shows of it. */
function reviewsWithNames(db: Db) {
  return db
    .selectFrom('case_reviews as r')
    .innerJoin('appointments as a', 'a.id', 'r.appointment_id')
    .innerJoin('patients as p', 'p.id', 'a.patient_id')
    .innerJoin('users as s', 's.id', 'r.student_id')
    .innerJoin('users as v', 'v.id', 'r.supervisor_id')
    .selectAll('r')
    .select([
      'a.appointment_date',
      'a.appointment_type',
      'p.id as patient_pk',
      'p.patient_id as patient_code',
      'p.first_name as patient_first',
      'p.last_name as patient_last',
      's.first_name as student_first',
      's.last_name as student_last',
      'v.first_name as supervisor_first',
      'v.last_name as supervisor_last',
    ]);
}

export type ReviewWithNames = Awaited<ReturnType<ReturnType<typeof reviewsWithNames>['executeTakeFirstOrThrow']>>;

function queries(db: Db) {
  return {
    /** The review of an appointment, or undefined when it was never submitted. */
    reviewOf(appointmentId: number): Promise<CaseReviewRow | undefined> {
      return db.selectFrom('case_reviews').selectAll().where('appointment_id', '=', appointmentId).executeTakeFirst();
    },

    async insertReview(review: CaseReviewRow): Promise<void> {
      await db.insertInto('case_reviews').values(review).execute();
    },

    async insertEvent(event: NewReviewEvent): Promise<void> {
      await db.insertInto('case_review_events').values(event).execute();
    },

    /** Changes the review of `appointmentId` if it is still in `from`; whether it was. */
    async changeFrom(appointmentId: number, from: string, change: ReviewChange): Promise<boolean> {
      const result = await db
        .updateTable('case_reviews')
        .set(change)
        .where('appointment_id', '=', appointmentId)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Whether the appointment has a final grading. */
    async isGraded(appointmentId: number): Promise<boolean> {
      const row = await db.selectFrom('final_gradings').select('id').where('appointment_id', '=', appointmentId).limit(1).executeTakeFirst();
      return row !== undefined;
    },

    /** The active lecturers, by name (first, last, then id). */
    activeLecturers() {
      return db
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name'])
        .where('is_active', '=', 1)
        .where(isLecturerRole)
        .orderBy('first_name')
        .orderBy('last_name')
        .orderBy('id')
        .execute();
    },

    async isActiveLecturer(id: number): Promise<boolean> {
      const row = await db.selectFrom('users').select('id').where('id', '=', id).where('is_active', '=', 1).where(isLecturerRole).executeTakeFirst();
      return row !== undefined;
    },

    /** The cases in `status`, oldest submission first; `supervisorId`: only those sent to them. */
    waiting(status: string, supervisorId?: number): Promise<ReviewWithNames[]> {
      let query = reviewsWithNames(db).where('r.status', '=', status);
      if (supervisorId !== undefined) query = query.where('r.supervisor_id', '=', supervisorId);
      return query.orderBy('r.submitted_at').orderBy('r.appointment_id').execute();
    },

    /** A student's own cases, most recently changed first. */
    ofStudent(studentId: number): Promise<ReviewWithNames[]> {
      return reviewsWithNames(db)
        .where('r.student_id', '=', studentId)
        .orderBy('r.updated_at', 'desc')
        .orderBy('r.appointment_id', 'desc')
        .execute();
    },

    withNames(appointmentId: number): Promise<ReviewWithNames | undefined> {
      return reviewsWithNames(db).where('r.appointment_id', '=', appointmentId).executeTakeFirst();
    },

    /** The diagnosis records of the appointments, newest first. */
    diagnosisRecords(appointmentIds: number[]) {
      return db
        .selectFrom('section_records')
        .select(['appointment_id', 'data'])
        .where('form_id', '=', 'diagnosis')
        .where('appointment_id', 'in', appointmentIds)
        .orderBy('id', 'desc')
        .execute();
    },

    /** The remarks of the returns and approvals of the appointments, newest first. */
    transitionRemarks(appointmentIds: number[]) {
      return db
        .selectFrom('case_review_events')
        .select(['appointment_id', 'remarks'])
        .where('appointment_id', 'in', appointmentIds)
        .where('action', 'in', ['returned', 'approved'])
        .where('remarks', 'is not', null)
        .orderBy('id', 'desc')
        .execute();
    },

    /** The totals of the gradings of the appointments, newest first. */
    gradingTotals(appointmentIds: number[]) {
      return db
        .selectFrom('final_gradings')
        .select(['appointment_id', 'total_centi'])
        .where('appointment_id', 'in', appointmentIds)
        .orderBy('id', 'desc')
        .execute();
    },

    /** The transitions of a case with who made them, oldest first. */
    events(appointmentId: number) {
      return db
        .selectFrom('case_review_events as e')
        .leftJoin('users as u', 'u.id', 'e.actor_id')
        .select(['e.id', 'e.action', 'e.actor_id', 'e.remarks', 'e.detail', 'e.at', 'u.first_name', 'u.last_name'])
        .where('e.appointment_id', '=', appointmentId)
        .orderBy('e.id')
        .execute();
    },

    userNames(ids: number[]) {
      return db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', ids).execute();
    },
  };
}

export type CaseReviewQueries = ReturnType<typeof queries>;

export function createCaseReviewsRepository(db: Db) {
  return { ...queries(db), transaction: inTransaction(db, queries) };
}

export type CaseReviewsRepository = ReturnType<typeof createCaseReviewsRepository>;
