/**
 * File upload and download. POST /api/files/ takes one file and the `appointment` it is for as
 * multipart/form-data, keeps the file if its bytes are an image or a PDF of at most 10 MB and the user's hourly
 * quota allows it, and answers its random public id; an extra test of that appointment names the file by it.
 * GET /api/files/:id/ sends the bytes back inline, sandboxed, to those who may read the appointment's records.
 * Multipart parsing exists only inside this plugin (and the extra tests'): every other route accepts JSON alone.
 * The rules are ./service.ts.
 */
import { createReadStream } from 'node:fs';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { UploadedFile } from '../../../contracts/generated/types';
import { ref } from '../../../contracts/shapes';
import { ApiError } from '../../lib/api-error';
import { createAppointmentGuard } from '../appointments/appointment-guard';
import { ACCEPTED_LABELS, inlineDisposition } from '../../services/uploads';
import { errorResponses } from '../../http/responses';
import { declaredLength, receiveMultipart, registerMultipart, UPLOAD_MESSAGES } from '../../http/multipart';
import { writerOf } from '../appointments/consultation-owners';
import { readableFile, uploadAppointment } from './service';

const TAG = 'files';

/** Browsers show the file but run nothing in it and give it no origin (a PDF or image cannot script the app). */
export const FILE_CONTENT_SECURITY_POLICY = 'sandbox';

const filesRoutes: FastifyPluginAsync = async (app) => {
  const guard = createAppointmentGuard(app.repos);
  await registerMultipart(app);
  // In this context only: a body of any other type reaches the handler, which answers in the API's own words.
  app.addContentTypeParser('*', (_request: FastifyRequest, _payload: unknown, done: (error: null) => void) => done(null));

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
          if (name === 'appointment') target.appointmentId = await uploadAppointment(guard, value, writerOf(request.user!));
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
      const { row, path } = await readableFile({ repos: app.repos, store: app.uploads.store, log: request.log }, request.user!, request.params.id);
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
