/**
 * What the server's log may hold. Request URLs carry patient names and phone numbers in their query string
 * (`?search=Ama Owusu`), so a request is logged by its path alone; bodies are never logged; an error is logged
 * by its type, code, message and stack, not every property it carries (a database error's `detail` quotes the
 * row's values).
 */
import type { FastifyRequest } from 'fastify';

export interface LogStream {
  write(line: string): void;
}

/** The path of a request URL, without its query string or fragment. */
export function pathOnly(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

export const LOG_SERIALIZERS = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: pathOnly(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
  err(error: Error & { code?: unknown; statusCode?: unknown }) {
    return {
      type: error.name,
      message: error.message,
      stack: error.stack ?? '',
      ...(error.code === undefined ? {} : { code: error.code }),
      ...(error.statusCode === undefined ? {} : { statusCode: error.statusCode }),
    };
  },
};

/** Fastify's `logger` option: pino at `level` with the serializers above, to `stream` (tests) or stdout. */
export function loggerOptions(level: string, stream?: LogStream) {
  return { level, serializers: LOG_SERIALIZERS, ...(stream ? { stream } : {}) };
}
