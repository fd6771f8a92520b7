/**
 * The audit trail (docs/server.md, "Audit trail"). Every read of a patient's clinical records — a consultation
 * section, the Oculo-Medical History, an uploaded file — is logged with who read it, whose record it is, which
 * appointment and kind of record, and when, before the answer leaves the server: a read that cannot be logged is
 * not answered. Changes of a patient's fields are logged by the patients repository, in the change's transaction.
 * Routes that declare `config.audit` are logged by server/plugins/read-audit.ts, refused reads (403, 404) included.
 * Events are listed by the systems administrator (GET /api/audit/api/events/).
 */
import { AUDIT_ACTIONS } from '../../../contracts/audit';
import type { AuditEvent } from '../../../contracts/generated/types';
import { normalizeRole } from '../../../src/lib/permissions';
import type { AuditEventWithNames, AuditFilter } from '../../db/repositories/audit-events';
import type { Repositories } from '../../db/repositories/index';

export { AUDIT_ACTIONS };
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One read of clinical records. */
export interface RecordRead {
  /** users.id of the reader. */
  userId: number;
  /** What was read: a section's form id (`case-history`, …) or `file`. */
  recordKind: string;
  /** The section record or file read, when it is one record. */
  recordId?: number | null;
  /** The appointment the record belongs to; its patient is the record's patient unless `patientId` is given. */
  appointmentId?: number | null;
  patientId?: number | null;
  /** `read` (the default) or `refused`. */
  action?: AuditAction;
}

/** Logs one read. Call it after the record was found and before it is answered. */
export async function auditRead(repos: Repositories, read: RecordRead): Promise<void> {
  const appointmentId = read.appointmentId ?? null;
  const patientId = read.patientId ?? null;
  const event = {
    at: new Date().toISOString(),
    user_id: read.userId,
    action: read.action ?? 'read',
    record_kind: read.recordKind,
    record_id: read.recordId ?? null,
  };
  // Every read of a record writes one event: its patient is found in the same statement, not in a round trip before.
  if (patientId === null && appointmentId !== null) {
    await repos.auditEvents.insertForAppointment({ ...event, appointment_id: appointmentId });
  } else {
    await repos.auditEvents.insert({ ...event, patient_id: patientId, appointment_id: appointmentId });
  }
}

export function toAuditEventResponse(row: AuditEventWithNames): AuditEvent {
  return {
    id: row.id,
    at: row.at,
    action: row.action as AuditAction,
    record_kind: row.record_kind,
    record_id: row.record_id,
    record_label: row.record_username,
    user: { id: row.user_id, username: row.username, first_name: row.user_first_name, last_name: row.user_last_name, role: normalizeRole(row.user_role) },
    patient: row.patient_id,
    patient_id: row.patient_code,
    patient_name: row.patient_first_name === null ? null : `${row.patient_first_name} ${row.patient_last_name ?? ''}`.trim(),
    appointment: row.appointment_id,
  };
}

/** The events matching `filter` as a paged source (server/http/paging.ts), newest first. */
export function auditEventSource(repos: Repositories, filter: AuditFilter) {
  return {
    count: () => repos.auditEvents.count(filter),
    page: (offset: number, limit: number) => repos.auditEvents.page(filter, offset, limit),
  };
}
