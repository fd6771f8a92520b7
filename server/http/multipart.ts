/**
 * Reading a multipart/form-data request that may carry one file (POST /api/files/, and the multipart form of
 * POST /api/tests/extra-tests/:id/): text fields as they come, the file written to the store as it streams, then
 * checked (not empty, an image or a PDF by its bytes). Whatever is refused is removed before the error leaves.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../lib/api-error';
import type { ReceivedUpload } from '../services/upload-service';
import { ACCEPTED_LABELS, cleanFileName, MAX_UPLOAD_BYTES, sniffContentType, type UploadStore, type WrittenUpload } from '../services/uploads';

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

/** Multipart parsing for the routes of the registering plugin only (every other route stays JSON-only). */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  // An oversized file is cut at the limit and reported by the handler (413), not thrown mid-stream.
  await app.register(fastifyMultipart, { throwFileSizeLimit: false });
}

/** The request's declared length (0 when it declares none); 413 at once when it is far over the file limit. */
export function declaredLength(request: FastifyRequest): number {
  const declared = Number(request.headers['content-length']);
  if (declared > MAX_UPLOAD_BYTES + FRAMING_ALLOWANCE) throw ApiError.detail(413, UPLOAD_MESSAGES.tooLarge);
  return Number.isFinite(declared) && declared > 0 ? declared : 0;
}

function multipartError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT') return ApiError.detail(400, UPLOAD_MESSAGES.oneFile);
  return ApiError.detail(400, UPLOAD_MESSAGES.malformed);
}

export interface ReceiveOptions {
  /** Runs when the file part arrives, before any of its bytes are read (the quota); may throw. */
  beforeFile?: () => Promise<void>;
  /** Checks a text field as it arrives, so a bad one stops the request before a file sent after it is read. */
  onField?: (name: string, value: string) => Promise<void>;
}

export interface ReceivedForm {
  /** Text fields by name (the last value of a repeated name). */
  fields: Map<string, string>;
  /** The file, written to the store but not recorded; null when the form carried none. */
  file: ReceivedUpload | null;
}

export async function receiveMultipart(request: FastifyRequest, store: UploadStore, options: ReceiveOptions = {}): Promise<ReceivedForm> {
  const fields = new Map<string, string>();
  let written: WrittenUpload | null = null;
  let name = '';
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 21 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        await options.beforeFile?.();
        written = await store.write(part.file);
        name = cleanFileName(part.filename);
        if (part.file.truncated) throw ApiError.detail(413, UPLOAD_MESSAGES.tooLarge);
        // A browser sends a nameless empty part for a file input left empty: no file.
        if (written.size === 0 && !part.filename) {
          await store.remove(written.storageName);
          written = null;
        }
        continue;
      }
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      fields.set(part.fieldname, value);
      await options.onField?.(part.fieldname, value);
    }
  } catch (error) {
    if (written) await store.remove(written.storageName);
    throw multipartError(error);
  }
  if (!written) return { fields, file: null };

  const contentType = written.size > 0 ? sniffContentType(written.head) : null;
  if (!contentType) {
    await store.remove(written.storageName);
    throw ApiError.detail(400, written.size === 0 ? UPLOAD_MESSAGES.empty : UPLOAD_MESSAGES.wrongType);
  }
  return { fields, file: { written, name, contentType } };
}

/**
 * A text field as the JSON body would carry it: decimal text becomes a number for the fields that are numbers
 * (`numeric`), an empty field is absent, anything else stays text (and the form's schema judges it).
 */
export function fieldsToBody(fields: Map<string, string>, numeric: ReadonlySet<string>): Record<string, unknown> {
  // fromEntries defines own properties: a field named __proto__ stays a field (refused as unknown by the form).
  return Object.fromEntries(
    [...fields]
      .filter(([, text]) => text !== '')
      .map(([name, text]) => [name, numeric.has(name) && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text]),
  );
}
