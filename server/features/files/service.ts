/**
 * The rules of the file routes: which appointment an upload is for, and whether a file may be read. A file is part
 * of its appointment's record: it is written only while that record may be, and read only by those who may read
 * records, each read audited before a byte leaves.
 */
import { existsSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { can } from '../../../src/lib/permissions';
import type { Repositories } from '../../db/repositories/index';
import type { UploadedFileRow } from '../../db/tables/uploaded-files';
import { fieldsToBody } from '../../http/multipart';
import { readBodyId } from '../../http/ids';
import { ApiError, MESSAGES } from '../../lib/api-error';
import { auditRead } from '../audit/service';
import type { RecordWriter } from '../../services/record-lifecycle';
import { PUBLIC_ID_PATTERN, type UploadStore } from '../../services/uploads';
import type { AppointmentGuard } from '../appointments/appointment-guard';

const APPOINTMENT_NUMBER = new Set(['appointment']);

/** The form's `appointment`: a whole number naming an appointment that records may be added to. */
export async function uploadAppointment(guard: AppointmentGuard, text: string, writer: RecordWriter): Promise<number> {
  const { value, errors } = readBodyId(fieldsToBody(new Map([['appointment', text]]), APPOINTMENT_NUMBER), 'appointment');
  if (value === null) throw ApiError.fields(errors ?? {});
  // 404 for no such appointment, 409 once its records are locked (Completed, Cancelled) unless the user is the
  // student of a case returned for correction (a file for a returned section); 403 for a student other than the
  // consultation's owner.
  await guard.assertWritable(value, undefined, writer);
  return value;
}

/**
 * The file `publicId` names and where its bytes are, for `user` to read: 403 for a role that may not read records,
 * 404 for no such file (or one of no appointment, or missing on disk). The read is audited first: a read that
 * cannot be audited is not answered.
 */
export async function readableFile(
  deps: { repos: Repositories; store: UploadStore; log: FastifyBaseLogger },
  user: { id: number; role: string },
  publicId: string,
): Promise<{ row: UploadedFileRow; path: string }> {
  // Besides the route's own rule: a file is part of its appointment's record.
  if (!can(user.role, 'records.view')) throw ApiError.detail(403, MESSAGES.forbidden);
  const { repos, store, log } = deps;
  const row = PUBLIC_ID_PATTERN.test(publicId) ? await repos.uploadedFiles.findByPublicId(publicId) : undefined;
  const appointment = row?.appointment_id ?? null;
  if (!row || appointment === null || (await repos.appointments.patientOf(appointment)) === undefined) {
    throw ApiError.detail(404, MESSAGES.notFound);
  }
  const path = store.pathOf(row.storage_name);
  if (!existsSync(path)) {
    log.warn({ fileId: row.id }, 'uploaded file missing on disk');
    throw ApiError.detail(404, MESSAGES.notFound);
  }
  await auditRead(repos, { userId: user.id, recordKind: 'file', recordId: row.id, appointmentId: appointment });
  return { row, path };
}
