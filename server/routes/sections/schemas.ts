/** Route schemas and id helpers shared by the consultation section routes. */
import type { FieldErrors } from '../../../src/engine/core/field-errors';
import { idFromText } from '../../../src/engine/core/id-refs';
import { ApiError, MESSAGES } from '../../lib/api-error';
import { MAX_ID } from '../../lib/ids';
import { isRecord } from '../../../src/lib/is-record';

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

/** Body schema of a section write: a JSON object; the form's schema (run by the handler) says the rest. */
export function sectionBodySchema(formId: string) {
  return {
    // Named in the OpenAPI document after its form: case-history → CaseHistoryPayload.
    title: `${formId.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase())}Payload`,
    type: 'object',
    // Every form's fields and the read answer's keys fit many times over; the form's schema says the rest.
    maxProperties: 100,
    description:
      `The section payload of the "${formId}" form (docs/server.md, "Section records"). It is read back into form ` +
      `data with the form's adapter and validated against schemas/${formId}/schema.json: unknown fields are refused.`,
  } as const;
}

/** A stored section as answered: the payload, plus the record's id and save time. */
export const sectionRecordSchema = {
  title: 'SectionRecord',
  type: 'object',
  description: 'The stored payload of the section, with the id and save time of this version of the record.',
  properties: {
    id: { type: 'integer', description: 'Record id (each save makes a new record).' },
    saved_at: { type: 'string', description: 'ISO 8601 UTC time of the save.' },
    saved_by_name: {
      type: 'string',
      description: 'Who saved this version, "First Last" (on reads; a save\'s answer leaves it out).',
    },
  },
  required: ['id', 'saved_at'],
  additionalProperties: true,
} as const;

/** `average_marks` of a section read (server/services/section-marks.ts). */
export const averageMarksProperty = {
  type: ['number', 'null'],
  description: 'The mean of the marks lecturers gave this section of the appointment, to 2 decimals; null when none.',
} as const;

/** The same, for read answers, which also carry the section's `average_marks`. */
export const gradedSectionRecordSchema = {
  ...sectionRecordSchema,
  title: 'GradedSectionRecord',
  properties: {
    ...sectionRecordSchema.properties,
    average_marks: averageMarksProperty,
  },
  required: [...sectionRecordSchema.required, 'average_marks'],
} as const;
