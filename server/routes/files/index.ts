/**
 * File upload and download. POST /api/files/ takes one file as multipart/form-data (field name free), keeps it if
 * its bytes are an image or a PDF of at most 10 MB, and answers its id; records refer to the file by that id
 * (an extra test's `file`). GET /api/files/:id/ sends the bytes back inline with the detected type.
 * Multipart parsing exists only inside this plugin: every other route still accepts JSON alone.
 */
import { createReadStream, existsSync } from 'node:fs';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ApiError, MESSAGES } from '../../lib/api-error';
import { ACCEPTED_LABELS, cleanFileName, createUploadStore, inlineDisposition, MAX_UPLOAD_BYTES, sniffContentType, type WrittenUpload } from '../../services/uploads';
import { errorResponses } from '../responses';
import { idParams, toId } from '../sections/schemas';

export interface FilesRoutesOptions {
  /** Where the bytes live: DATA_DIR/uploads. */
  uploadsDir: string;
}

const TAG = 'files';
export const UPLOAD_MESSAGES = {
  notMultipart: 'Send the file as multipart/form-data.',
  noFile: 'No file was submitted.',
  oneFile: 'Send one file per request.',
  tooLarge: `The file is too large (at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB).`,
  empty: 'The submitted file is empty.',
  wrongType: `The file must be an image or a PDF (${ACCEPTED_LABELS.join(', ')}).`,
  malformed: 'Malformed multipart body.',
} as const;

/** Room for the multipart framing and a few small fields around the file. */
const FRAMING_ALLOWANCE = 64 * 1024;

const uploadedFileSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string', description: 'The file name the client gave (cleaned).' },
    content_type: { type: 'string', description: 'The type detected from the bytes.' },
    size: { type: 'integer', description: 'Bytes.' },
  },
  required: ['id', 'name', 'content_type', 'size'],
  additionalProperties: false,
} as const;

function multipartError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT') return ApiError.detail(400, UPLOAD_MESSAGES.oneFile);
  return ApiError.detail(400, UPLOAD_MESSAGES.malformed);
}

const filesRoutes: FastifyPluginAsync<FilesRoutesOptions> = async (app, options) => {
  const store = createUploadStore(options.uploadsDir);
  // An oversized file is cut at the limit and reported by the handler (413), not thrown mid-stream.
  await app.register(fastifyMultipart, { throwFileSizeLimit: false });
  // In this context only: a body of any other type reaches the handler, which answers in the API's own words.
  app.addContentTypeParser('*', (_request: FastifyRequest, _payload: unknown, done: (error: null) => void) => done(null));

  app.post(
    '/api/files/',
    {
      schema: {
        tags: [TAG],
        summary: 'Upload one file (an image or a PDF, at most 10 MB) as multipart/form-data',
        description: `Accepted: ${ACCEPTED_LABELS.join(', ')}, recognised by their first bytes. Other form fields are ignored.`,
        consumes: ['multipart/form-data'],
        // For the OpenAPI document only: a multipart body is read by the handler, so nothing here is required.
        body: {
          description: 'One file part (any field name); other fields are ignored.',
          properties: { file: { description: 'The file: an image or a PDF, at most 10 MB.' } },
        },
        response: { 201: uploadedFileSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw ApiError.detail(415, UPLOAD_MESSAGES.notMultipart);
      const declared = Number(request.headers['content-length']);
      if (declared > MAX_UPLOAD_BYTES + FRAMING_ALLOWANCE) throw ApiError.detail(413, UPLOAD_MESSAGES.tooLarge);

      let written: WrittenUpload | null = null;
      let name = '';
      try {
        const parts = request.parts({
          limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 21 },
        });
        for await (const part of parts) {
          if (part.type !== 'file') continue;
          written = await store.write(part.file);
          name = cleanFileName(part.filename);
          if (part.file.truncated) throw ApiError.detail(413, UPLOAD_MESSAGES.tooLarge);
        }
        if (!written) throw ApiError.detail(400, UPLOAD_MESSAGES.noFile);
        if (written.size === 0) throw ApiError.detail(400, UPLOAD_MESSAGES.empty);
      } catch (error) {
        if (written) await store.remove(written.storageName);
        throw multipartError(error);
      }

      const contentType = sniffContentType(written.head);
      if (!contentType) {
        await store.remove(written.storageName);
        throw ApiError.detail(400, UPLOAD_MESSAGES.wrongType);
      }
      const row = await app.repos.uploadedFiles.insert({
        storage_name: written.storageName,
        original_name: name,
        content_type: contentType,
        size: written.size,
        sha256: written.sha256,
        uploaded_by: request.user!.id,
        uploaded_at: new Date().toISOString(),
      });
      return reply.code(201).send({ id: row.id, name: row.original_name, content_type: row.content_type, size: row.size });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/files/:id/',
    {
      schema: {
        tags: [TAG],
        summary: 'An uploaded file, shown inline with the type detected at upload',
        params: idParams('id'),
        produces: ['image/*', 'application/pdf'],
        response: {
          200: { description: 'The file bytes.', type: 'string', format: 'binary' },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const row = await app.repos.uploadedFiles.find(toId(request.params.id));
      const path = row && store.pathOf(row.storage_name);
      if (!row || !path || !existsSync(path)) {
        if (row) request.log.warn({ fileId: row.id }, 'uploaded file missing on disk');
        throw ApiError.detail(404, MESSAGES.notFound);
      }
      return reply
        .header('content-type', row.content_type)
        .header('content-length', String(row.size))
        .header('content-disposition', inlineDisposition(row.original_name))
        .send(createReadStream(path));
    },
  );
};

export default filesRoutes;
