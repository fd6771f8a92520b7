/**
 * The one error handler and not-found handler. Every error body is `{detail}` or `{field: [messages]}`;
 * client mistakes map to 4xx, anything else is logged with its stack and answered with a bare 500.
 */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, MESSAGES, type ErrorBody } from '../lib/api-error';
import type { ErrorObject } from 'ajv';
import { limitErrorBody, toFieldErrors } from '../../src/engine/core/field-errors';

export interface ErrorsPluginOptions {
  /** Serve the client's index.html for page requests that match no route (SPA fallback). */
  spaFallback: boolean;
}

/** Generic texts for 4xx errors raised by Fastify or its plugins, whose own messages are not for users. */
const STATUS_TEXT: Record<number, string> = {
  400: 'Malformed request.',
  401: MESSAGES.notAuthenticated,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  405: 'Method not allowed.',
  406: 'Could not satisfy the request Accept header.',
  408: 'Request timeout.',
  413: MESSAGES.tooLarge,
  414: 'Request URI is too long.',
  415: 'Unsupported media type in request.',
  429: 'Request was throttled.',
  431: 'Request header fields are too large.',
};

function clip(text: string, max = 80): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

function toResponse(error: FastifyError, request: FastifyRequest): { status: number; body: ErrorBody } {
  if (error instanceof ApiError) return { status: error.statusCode, body: error.body };
  if (error.validation) {
    const data = error.validationContext === 'body' ? request.body : undefined;
    return { status: 400, body: toFieldErrors(error.validation as ErrorObject[], data) };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { detail: MESSAGES.tooLarge } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': {
      const type = request.headers['content-type'];
      const detail = type
        ? `Unsupported media type "${clip(type)}" in request. Send application/json.`
        : 'Unsupported media type: a body needs Content-Type: application/json.';
      return { status: 415, body: { detail } };
    }
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, body: { detail: 'Request body size did not match Content-Length.' } };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, body: { detail: STATUS_TEXT[status] ?? STATUS_TEXT[400]! } };
  }
  return { status: 500, body: { detail: MESSAGES.serverError } };
}

function wantsPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0]!;
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    path !== '/api' &&
    !path.startsWith('/api/') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

export default fp<ErrorsPluginOptions>(async (app, options) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toResponse(error, request);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.debug({ status, code: error.code }, 'request refused');
    if (error instanceof ApiError) reply.headers(error.headers);
    // Whatever produced it, an error answer stays small (at most 100 messages, 32 KB).
    const limited = limitErrorBody(body);
    const existing = error instanceof ApiError ? error.existingPatients : undefined;
    return reply.code(status).send(existing ? { ...limited, existing_patients: existing } : limited);
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (options.spaFallback && wantsPage(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ detail: MESSAGES.notFound });
  });
}, { name: 'sightline-errors' });
