/**
 * File upload and download. POST /api/files/ takes one file and the `appointment` it is for as
 * multipart/form-data, keeps the file if its bytes are an image or a PDF of at most 10 MB and the user's hourly
 * quota allows it, and answers its random public id; an extra test of that appointment names the file by it.
 * GET /api/files/:id/ sends the bytes back inline, sandboxed, to those who may read the appointment's records.
 * Multipart parsing exists only inside this plugin (and the extra tests'): every other route accepts JSON alone.
 */
import { createReadStream, existsSync } from 'node:fs';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { UploadedFile } from '../../../contracts/generated/types';
import { ref } from '../../../contracts/shapes';
import { can } from '../../../src/lib/permissions';
import { ApiError, MESSAGES } from '../../lib/api-error';
import { createAppointmentGuard } from '../appointments/appointment-guard';
import { auditRead } from '../../services/audit';
import { ACCEPTED_LABELS, inlineDisposition, PUBLIC_ID_PATTERN } from '../../services/uploads';
import { errorResponses } from '../../http/responses';
import { readBodyId } from '../../http/ids';
import { declaredLength, fieldsToBody, receiveMultipart, registerMultipart, UPLOAD_MESSAGES } from '../../http/multipart';
import { writerOf } from '../appointments/consultation-owners';
import type { RecordWriter } from '../../services/record-lifecycle';

export { UPLOAD_MESSAGES };

const TAG = 'files';

/** Browsers show the file but run nothing in it and give it no origin (a PDF or image cannot script the app). */
export const FILE_CONTENT_SECURITY_POLICY = 'sandbox';

const APPOINTMENT_NUMBER = new Set(['appointment']);

const filesRoutes: FastifyPluginAsync = async (app) => {
  const guard = createAppointmentGuard(app.repos);
  await registerMultipart(app);
  // In this context only: a body of any other type reaches the handler, which answers in the API's own words.
  app.addContentTypeParser('*', (_request: FastifyRequest, _payload: unknown, done: (error: null) => void) => done(null));

  /** The form's `appointment`: a whole number naming an appointment that records may be added to. */
  const appointmentOf = async (text: string, writer: RecordWriter): Promise<number> => {
    const { value, errors } = readBodyId(fieldsToBody(new Map([['appointment', text]]), APPOINTMENT_NUMBER), 'appointment');
    if (value === null) throw ApiError.fields(errors ?? {});
    // 404 for no such appointment, 409 once its records are locked (Completed, Cancelled) unless the user is the
    // student of a case returned for correction (a file for a returned section); 403 for a student other than the
    // consultation's owner.
    await guard.assertWritable(value, undefined, writer);
    return value;
  };

  app.post(
    '/api/files/',
    {
      schema: {
        tags: [TAG],
        summary: 'Upload one file (an image or a PDF, at most 10 MB) for an appointment, as multipart/form-data',
        description:
          `Accepted: ${ACCEPTED_LABELS.join(', ')}, recognised by their first bytes. The field \`appointment\` is ` +
          'required; other fields are ignored. Limited per user and rolling hour (files and bytes): 429 beyond.',
        consumes: ['multipart/form-data'],
        body: ref('FileUpload'),
        response: { 201: ref('UploadedFile'), ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw ApiError.detail(415, UPLOAD_MESSAGES.notMultipart);
      const declared = declaredLength(request);
      const userId = request.user!.id;
      const target: { appointmentId: number | null } = { appointmentId: null };
      const form = await receiveMultipart(request, app.uploads.store, {
        // Sent before the file (as the client does), a bad appointment stops the request before any byte is stored.
        onField: async (name, value) => {
          if (name === 'appointment') target.appointmentId = await appointmentOf(value, writerOf(request.user!));
        },
        beforeFile: () => app.uploads.checkQuota(userId, declared),
      });
      const { appointmentId } = target;
      if (appointmentId === null || !form.file) {
        if (form.file) await app.uploads.store.remove(form.file.written.storageName);
        throw appointmentId === null
          ? ApiError.fields({ appointment: ['This field is required.'] })
          : ApiError.detail(400, UPLOAD_MESSAGES.noFile);
      }
      const row = await app.uploads.keep(form.file, { userId, appointmentId });
      const answer: UploadedFile = { id: row.public_id, name: row.original_name, content_type: row.content_type, size: row.size };
      return reply.code(201).send(answer);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/files/:id/',
    {
      config: { audit: { kind: 'file', refusedOnly: true } },
      schema: {
        tags: [TAG],
        summary: 'An uploaded file, shown inline (sandboxed) with the type detected at upload',
        description: "Only for roles that may read the appointment's records (`records.view`).",
        params: {
          type: 'object',
          properties: { id: { type: 'string', description: 'The public id the upload answered.' } },
          required: ['id'],
          additionalProperties: false,
        },
        produces: ['image/*', 'application/pdf'],
        response: {
          200: { description: 'The file bytes.', type: 'string', format: 'binary' },
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      // Besides the route's own rule: a file is part of its appointment's record.
      if (!can(request.user!.role, 'records.view')) throw ApiError.detail(403, MESSAGES.forbidden);
      const { id } = request.params;
      const row = PUBLIC_ID_PATTERN.test(id) ? await app.repos.uploadedFiles.findByPublicId(id) : undefined;
      const appointment = row?.appointment_id ?? null;
      if (!row || appointment === null || (await app.repos.appointments.patientOf(appointment)) === undefined) {
        throw ApiError.detail(404, MESSAGES.notFound);
      }
      const path = app.uploads.store.pathOf(row.storage_name);
      if (!existsSync(path)) {
        request.log.warn({ fileId: row.id }, 'uploaded file missing on disk');
        throw ApiError.detail(404, MESSAGES.notFound);
      }
      // Logged before a byte leaves: a read that cannot be audited is not answered.
      await auditRead(app.repos, { userId: request.user!.id, recordKind: 'file', recordId: row.id, appointmentId: appointment });
      return reply
        .header('content-type', row.content_type)
        .header('content-length', String(row.size))
        .header('content-disposition', inlineDisposition(row.original_name))
        .header('content-security-policy', FILE_CONTENT_SECURITY_POLICY)
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(path));
    },
  );
};

export default filesRoutes;
