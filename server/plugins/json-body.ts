/**
 * The one body parser: JSON only (Fastify's text/plain parser is removed, so other types get 415). An empty
 * body parses as "no body", so body-less POSTs such as logout work whatever Content-Type the client sends.
 * Parse failures carry the parser's reason; NUL characters are refused because PostgreSQL text cannot
 * store them and no field needs them.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../lib/api-error';
import { sharedPlugin } from '../lib/shared-plugin';

const MAX_REASON = 160;

function parseError(reason: string): ApiError {
  const text = reason.length > MAX_REASON ? `${reason.slice(0, MAX_REASON)}…` : reason;
  return ApiError.detail(400, `JSON parse error - ${text}`);
}

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\0') || containsNul(item));
  }
  return false;
}

export default sharedPlugin('sightline-json-body', async (app) => {
  // Keeps Fastify's protection against __proto__ and constructor.prototype keys.
  const secureParse = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request: FastifyRequest, body: string | Buffer, done: (error: Error | null, value?: unknown) => void) => {
      const text = body.toString();
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      secureParse(request, text, (error: Error | null, value?: unknown) => {
        if (error) {
          let reason = 'Object contains a forbidden prototype property.';
          try {
            JSON.parse(text);
          } catch (syntax) {
            reason = syntax instanceof Error ? syntax.message : 'invalid JSON.';
          }
          done(parseError(reason));
          return;
        }
        if ((text.includes('\\u0000') || text.includes('\0')) && containsNul(value)) {
          done(parseError('Null characters are not allowed.'));
          return;
        }
        done(null, value);
      });
    },
  );
});
