/**
 * The queries of completing a consultation and of whose it is (server/features/appointments): the completion with
 * the case's submission for review, the owner a student claims, and a reassignment with its timeline and audit
 * events. The appointments themselves are read through the shared appointments repository.
 */
import { PostgresAdapter, sql } from 'kysely';
import { claimOwner, createAppointmentsRepository, ownerOf, readWriteState } from '../../db/repositories/appointments';
import { createAuditEventsRepository } from '../../db/repositories/audit-events';
import { inTransaction, type Db } from '../../db/transactional';
import { addEvent, defaultSupervisor, isActiveLecturer, submitIn } from '../reviews/service';

export interface NewOwner {
  appointmentId: number;
  studentId: number;
  assignedAt: string;
  assignedBy: number;
}

function queries(db: Db) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    /** Completes a Scheduled appointment; false when it was no longer Scheduled. */
    complete: (id: number, now: string) => createAppointmentsRepository(db).complete(id, now),

    /** users.id of the student a consultation belongs to; undefined while it has none. */
    ownerOf: (appointmentId: number) => ownerOf(db, appointmentId),

    /** Makes `studentId` the owner of a consultation that has none, and answers its owner, whoever that is now. */
    claimOwner: (appointmentId: number, studentId: number) => claimOwner(db, appointmentId, studentId),

    /** The appointment's write state (its patient, case review and owner), locked to the transaction on PostgreSQL. */
    lockedWriteState: (appointmentId: number) => readWriteState(db, appointmentId, postgres && db.isTransaction),

    isActiveLecturer: (id: number) => isActiveLecturer(db, id),

    /** The lecturer a case goes to when its student names none (docs/decisions.md, "The review loop"). */
    defaultSupervisor: (appointmentDate: string) => defaultSupervisor(db, appointmentDate),

    /** Submits the case of `appointmentId` for review (once). */
    submitForReview: (submission: { appointmentId: number; studentId: number; supervisorId: number; at: string }) =>
      submitIn(db, submission),

    async isActiveStudent(id: number): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', id)
        .where('is_active', '=', 1)
        .where(sql<boolean>`lower(trim(role)) = 'student'`)
        .executeTakeFirst();
      return row !== undefined;
    },

    async setOwner(owner: NewOwner): Promise<void> {
      const values = { student_id: owner.studentId, assigned_at: owner.assignedAt, assigned_by: owner.assignedBy };
      await db
        .insertInto('consultation_owners')
        .values({ appointment_id: owner.appointmentId, ...values })
        .onConflict((oc) => oc.column('appointment_id').doUpdateSet(values))
        .execute();
    },

    /** The submitted case of the appointment now belongs to `studentId`. */
    async moveReview(appointmentId: number, studentId: number): Promise<void> {
      await db.updateTable('case_reviews').set({ student_id: studentId }).where('appointment_id', '=', appointmentId).execute();
    },

    addEvent: (event: Parameters<typeof addEvent>[1]) => addEvent(db, event),

    insertAuditEvent: (event: Parameters<ReturnType<typeof createAuditEventsRepository>['insert']>[0]) =>
      createAuditEventsRepository(db).insert(event),

    userName(id: number) {
      return db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', id).executeTakeFirstOrThrow();
    },
  };
}

export type ConsultationQueries = ReturnType<typeof queries>;

export function createConsultationsRepository(db: Db) {
  return { ...queries(db), transaction: inTransaction(db, queries) };
}

export type ConsultationsRepository = ReturnType<typeof createConsultationsRepository>;
