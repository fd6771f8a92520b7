/**
 * Whose consultation it is (docs/decisions.md, "Whose consultation"): a consultation belongs to the student
 * attending it — the first student who writes to it (a section, an extra test, its completion) becomes its owner,
 * in the write's transaction (server/db/repositories/appointments.ts `claimOwner`), and other students' writes are
 * refused (server/services/record-lifecycle.ts). A coordinator or an administrator reassigns it to another student
 * with a reason, kept in the case's timeline and the audit trail.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { can } from '../../src/lib/permissions';
import { readWriteState } from '../db/repositories/appointments';
import { createAuditEventsRepository } from '../db/repositories/audit-events';
import type { Database } from '../db/tables/database';
import { ApiError, MESSAGES } from '../lib/api-error';
import { fullName } from '../lib/text';
import { addEvent, REMARKS_MAX, REVIEW_MESSAGES } from '../features/reviews/service';
import type { RecordWriter } from './record-lifecycle';

export const REASSIGN_MESSAGES = {
  reason: 'Give a reason for reassigning the consultation.',
  reasonLength: REVIEW_MESSAGES.remarksLength,
  notStudent: 'Choose an active student.',
} as const;

/** The longest reason a reassignment keeps. */
export const REASON_MAX = REMARKS_MAX;

/** Who writes to a consultation, as the record rules see them: a role with `consultation.own` attends as a student. */
export function writerOf(user: { id: number; role: string }): Required<Pick<RecordWriter, 'userId' | 'student'>> {
  return { userId: user.id, student: can(user.role, 'consultation.own') };
}

/** A consultation's owner as the API answers it. */
export interface ConsultationOwner {
  appointment: number;
  student: { id: number; name: string };
  assigned_at: string;
}

const isActiveStudent = async (db: Kysely<Database>, id: number) =>
  (await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', id)
    .where('is_active', '=', 1)
    .where(sql<boolean>`lower(trim(role)) = 'student'`)
    .executeTakeFirst()) !== undefined;

/** The reason trimmed, or the 400 of a missing or overlong one. */
function reasonOf(reason: unknown): string {
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (text === '') throw ApiError.fields({ reason: [REASSIGN_MESSAGES.reason] });
  if (text.length > REASON_MAX) throw ApiError.fields({ reason: [REASSIGN_MESSAGES.reasonLength] });
  return text;
}

/**
 * Gives a consultation to `studentId` (an active student, else 400 on `student`) for `reason` (required), in one
 * transaction: its owner, its case review's student when it was submitted (so the student it now belongs to
 * corrects and resubmits it), a `reassigned` event of its timeline and an audit event. 404 for no such appointment.
 */
export async function reassign(
  db: Kysely<Database>,
  change: { appointmentId: number; studentId: number; reason: unknown; actorId: number },
): Promise<ConsultationOwner> {
  const reason = reasonOf(change.reason);
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return db.transaction().execute(async (trx) => {
    const state = await readWriteState(trx, change.appointmentId, postgres);
    if (!state) throw ApiError.detail(404, MESSAGES.notFound);
    if (!(await isActiveStudent(trx, change.studentId))) throw ApiError.fields({ student: [REASSIGN_MESSAGES.notStudent] });
    const at = new Date().toISOString();
    const owner = { student_id: change.studentId, assigned_at: at, assigned_by: change.actorId };
    await trx
      .insertInto('consultation_owners')
      .values({ appointment_id: change.appointmentId, ...owner })
      .onConflict((oc) => oc.column('appointment_id').doUpdateSet(owner))
      .execute();
    if (state.review) {
      await trx
        .updateTable('case_reviews')
        .set({ student_id: change.studentId })
        .where('appointment_id', '=', change.appointmentId)
        .execute();
    }
    await addEvent(trx, {
      appointmentId: change.appointmentId,
      action: 'reassigned',
      actorId: change.actorId,
      remarks: reason,
      detail: { from: state.owner ?? null, student: change.studentId },
      at,
    });
    await createAuditEventsRepository(trx).insert({
      at,
      user_id: change.actorId,
      action: 'update',
      record_kind: 'consultation-owner',
      record_id: null,
      patient_id: state.patient_id,
      appointment_id: change.appointmentId,
    });
    const student = await trx.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', change.studentId).executeTakeFirstOrThrow();
    return {
      appointment: change.appointmentId,
      student: { id: change.studentId, name: fullName(student.first_name, student.last_name) },
      assigned_at: at,
    };
  });
}
