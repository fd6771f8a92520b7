/**
 * Whose consultation it is (docs/decisions.md, "Whose consultation"): a consultation belongs to the student
 * attending it — the first student who writes to it (a section, an extra test, its completion) becomes its owner,
 * in the write's transaction (server/db/repositories/appointments.ts `claimOwner`), and other students' writes are
 * refused (server/services/record-lifecycle.ts). A coordinator or an administrator reassigns it to another student
 * with a reason, kept in the case's timeline and the audit trail.
 */
import { REASON_MAX, REASSIGN_MESSAGES } from '../../../contracts/appointments';
import type { ConsultationOwner } from '../../../contracts/generated/types';
import { can } from '../../../src/lib/permissions';
import { ApiError, MESSAGES } from '../../lib/api-error';
import { fullName } from '../../lib/text';
import type { RecordWriter } from '../../services/record-lifecycle';
import type { ConsultationsRepository } from './repository';

/** Who writes to a consultation, as the record rules see them: a role with `consultation.own` attends as a student. */
export function writerOf(user: { id: number; role: string }): Required<Pick<RecordWriter, 'userId' | 'student'>> {
  return { userId: user.id, student: can(user.role, 'consultation.own') };
}

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
  consultations: ConsultationsRepository,
  change: { appointmentId: number; studentId: number; reason: unknown; actorId: number },
): Promise<ConsultationOwner> {
  const reason = reasonOf(change.reason);
  return consultations.transaction(async (tx) => {
    const state = await tx.lockedWriteState(change.appointmentId);
    if (!state) throw ApiError.detail(404, MESSAGES.notFound);
    if (!(await tx.isActiveStudent(change.studentId))) throw ApiError.fields({ student: [REASSIGN_MESSAGES.notStudent] });
    const at = new Date().toISOString();
    await tx.setOwner({ appointmentId: change.appointmentId, studentId: change.studentId, assignedAt: at, assignedBy: change.actorId });
    if (state.review) await tx.moveReview(change.appointmentId, change.studentId);
    await tx.addEvent({
      appointmentId: change.appointmentId,
      action: 'reassigned',
      actorId: change.actorId,
      remarks: reason,
      detail: { from: state.owner ?? null, student: change.studentId },
      at,
    });
    await tx.insertAuditEvent({
      at,
      user_id: change.actorId,
      action: 'update',
      record_kind: 'consultation-owner',
      record_id: null,
      patient_id: state.patient_id,
      appointment_id: change.appointmentId,
    });
    const student = await tx.userName(change.studentId);
    return {
      appointment: change.appointmentId,
      student: { id: change.studentId, name: fullName(student.first_name, student.last_name) },
      assigned_at: at,
    };
  });
}
