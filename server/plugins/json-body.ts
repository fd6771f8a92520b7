/**
 * The one body parser: JSON only (Fastify's text/plain parser is removed, so other types get 415). An empty
 * body parses as "no body", so body-less POSTs such as logout work whatever Content-Type the client sends.
 * Parse failures carry the parser's reason; NUL characters are refused because PostgreSQL text cannot
 * store them and no field needs them. Bidirectional controls (server/lib/text.ts) are removed from every string
 * value here, the one place every body passes, so no stored text can display reordered; a key holding one is
 * refused (keys are field names, and removing characters from a key could turn it into another one).
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../lib/api-error';
import { hasBidiControls, stripBidiControls } from '../lib/text';

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

/** The raw text may hold a bidirectional control, either as is or as a `\u202e`-style escape. */
const MAY_HOLD_BIDI = /[\u202A-\u202E\u2066-\u2069]|\\u20(?:2[a-e]|6[6-9])/i;

/**
 * Removes bidirectional controls from every string value in place; false when a key holds one. Iterative, so a
 * deeply nested body cannot exhaust the stack.
 */
function stripBidi(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (value === null || typeof value !== 'object') continue;
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (!Array.isArray(value) && hasBidiControls(key)) return false;
      const item = record[key];
      if (typeof item === 'string') record[key] = stripBidiControls(item);
      else if (item !== null && typeof item === 'object') pending.push(item);
    }
  }
  return true;
}

export default fp(async (app) => {
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
        if (MAY_HOLD_BIDI.test(text)) {
          if (typeof value === 'string') value = stripBidiControls(value);
          else if (!stripBidi(value)) {
            done(parseError('Bidirectional control characters are not allowed in keys.'));
            return;
          }
        }
        done(null, value);
      });
    },
  );
}, { name: 'sightline-json-body' });
