/** Ids as they arrive in a path, a query string or a body, and their route schemas (every feature's routes). */
import type { FieldErrors } from '../../src/engine/core/field-errors';
import { idFromText } from '../../src/engine/core/id-refs';
import { isRecord } from '../../src/lib/is-record';
import { ApiError, MESSAGES } from '../lib/api-error';
import { MAX_ID } from '../lib/ids';

export { MAX_ID };

/** A positive whole number as it arrives in a path or a query string (never coerced: see docs/decisions.md). */
export const ID_PATTERN = '^[1-9][0-9]{0,9}$';

const idText = {
  type: 'string',
  pattern: ID_PATTERN,
  errorMessage: { pattern: 'A valid integer is required.', type: 'A valid integer is required.' },
} as const;

/** `params` schema of a route whose path ends in one id, e.g. `/api/management/:id/`. */
export function idParams(name: 'id' | 'appointment') {
  return {
    type: 'object',
    properties: { [name]: { ...idText, description: 'The appointment id.' } },
    required: [name],
    additionalProperties: false,
  } as const;
}

/** `querystring` schema with one required id parameter, e.g. `?patient=12`. */
export function idQuery(name: string, description: string) {
  return {
    type: 'object',
    properties: { [name]: { ...idText, description } },
    required: [name],
    additionalProperties: false,
    errorMessage: { required: { [name]: 'This field is required.' } },
  } as const;
}

/** The id in a path or query: an id beyond the integer range names nothing, so it is simply not found. */
export function toId(text: string): number {
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) throw ApiError.detail(404, MESSAGES.notFound);
  return id;
}

/**
 * An id carried in a JSON body (`appointment`, `patient`): a whole number from 1 up, or that number as text (`"2"`,
 * as a client that took it from a URL sends it; src/engine/core/id-refs.ts). Answers the value, or the messages for
 * the field, in the words of the API's other validation errors.
 */
export function readBodyId(body: unknown, key: string): { value: number | null; errors: FieldErrors | null } {
  const value = idFromText(isRecord(body) ? body[key] : undefined);
  if (value === undefined || value === null) return { value: null, errors: { [key]: ['This field is required.'] } };
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    return { value: null, errors: { [key]: ['A valid integer is required.'] } };
  }
  if (value < 1) return { value: null, errors: { [key]: ['Ensure this value is greater than or equal to 1.'] } };
  if (value > MAX_ID) return { value: null, errors: { [key]: [`Ensure this value is less than or equal to ${MAX_ID}.`] } };
  return { value, errors: null };
}

/** When a body names an appointment (as a number, or as id text: `"2"`), it must be the one of the path. */
export function appointmentMismatch(body: unknown, appointmentId: number): FieldErrors | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !('appointment' in body)) return null;
  const named = idFromText((body as { appointment?: unknown }).appointment);
  return named === appointmentId ? null : { appointment: ['Does not match the appointment in the URL.'] };
}

/** `params` of a route whose path names one record by id. */
export function recordIdParams(description: string) {
  return {
    type: 'object',
    properties: {
      id: { ...idText, description },
    },
    required: ['id'],
    additionalProperties: false,
  } as const;
}
