/** Schemas of the absent-request routes (also their OpenAPI description). */
import { ABSENCE_MESSAGES, ABSENT_REQUEST_STATUSES, ACTION_STATUSES } from '../../services/absent-requests';

const nullableText = { type: ['string', 'null'] } as const;

export const absentRequestSchema = {
  title: 'AbsentRequest',
  type: 'object',
  description:
    'Beside these, every other property of the absent-request form (schemas/absent-request) the request was saved ' +
    'with, with its type.',
  properties: {
    id: { type: 'integer' },
    from_date: { type: 'string', description: 'YYYY-MM-DD, the first day of the absence.' },
    to_date: { type: 'string', description: 'YYYY-MM-DD, the last day (not before from_date).' },
    reason: { type: 'string' },
    status: { type: 'string', enum: [...ABSENT_REQUEST_STATUSES] },
    requester: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        name: { type: 'string', description: '"First Last".' },
        role: { type: 'string', description: 'The role in lower case (student, lecturer).' },
      },
      required: ['id', 'name', 'role'],
      additionalProperties: false,
    },
    requested_at: { type: 'string', description: 'ISO 8601 UTC time the request was made.' },
    actioned_by: { ...nullableText, description: 'The name of who approved or declined it; null while pending.' },
    actioned_by_id: { type: ['integer', 'null'], description: 'Their user id; null while pending.' },
    actioned_at: { ...nullableText, description: 'ISO 8601 UTC time it was approved or declined; null while pending.' },
    can_action: {
      type: 'boolean',
      description: 'True when the request is pending and the signed-in user may approve or decline it.',
    },
  },
  required: [
    'id', 'from_date', 'to_date', 'reason', 'status', 'requester', 'requested_at', 'actioned_by', 'actioned_by_id',
    'actioned_at', 'can_action',
  ],
  // A property added to the form's schema is answered from the stored document (server/services/form-documents.ts).
  additionalProperties: true,
} as const;

export const listQuerySchema = {
  type: 'object',
  properties: {
    status: {
      type: 'string',
      enum: [...ABSENT_REQUEST_STATUSES],
      description: 'Only the requests with this status; all when not given.',
      errorMessage: { enum: 'Choose pending, approved or rejected.', type: 'Choose pending, approved or rejected.' },
    },
  },
  additionalProperties: false,
} as const;

/** Checked by the handler against schemas/absent-request (the form's rules and messages). */
export const absentRequestBodySchema = {
  title: 'AbsentRequestPayload',
  type: 'object',
  description:
    'The fields of the absent-request form (schemas/absent-request/schema.json: from_date, to_date, reason), ' +
    "validated with that schema: unknown fields are refused, messages are the form's; then to_date not before " +
    `from_date (400 {"to_date": ["${ABSENCE_MESSAGES.toBeforeFrom}"]}). Read-answer keys (id, status, requester, …) ` +
    'and null values are ignored, so a listed request can be sent back.',
  // Open (the form's schema refuses unknown fields, in its own words), but bounded.
  maxProperties: 50,
} as const;

export const actionBodySchema = {
  title: 'AbsentRequestActionPayload',
  type: 'object',
  properties: {
    status: {
      type: 'string',
      enum: [...ACTION_STATUSES],
      errorMessage: { enum: ABSENCE_MESSAGES.badStatus, type: ABSENCE_MESSAGES.badStatus },
    },
  },
  required: ['status'],
  additionalProperties: false,
  errorMessage: { required: { status: ABSENCE_MESSAGES.badStatus } },
} as const;
