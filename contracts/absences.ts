/** Contracts of the absent-request routes (consultation §2, §7; docs/api.md "Absent requests"). */
import { X_FORM } from './shapes';

export const ABSENT_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
/** The statuses a request can be actioned to. */
export const ACTION_STATUSES = ['approved', 'rejected'] as const;

export const ABSENCE_MESSAGES = {
  toBeforeFrom: 'To date cannot be before from date.',
  badDate: 'Enter a valid date (YYYY-MM-DD).',
  badStatus: 'Choose approved or rejected.',
  badFilter: 'Choose pending, approved or rejected.',
  ownRequest: 'You cannot action your own request.',
  notApprover: 'You may not action this request.',
  already: (status: string) => `This request has already been ${status}.`,
  scheduled: (name: string, entry: { date: string; start_time: string; end_time: string }) =>
    `${name} is on the clinic schedule on ${entry.date} from ${entry.start_time} to ${entry.end_time}.`,
} as const;

const nullableText = { type: ['string', 'null'] } as const;

export const AbsentRequest = {
  $id: 'AbsentRequest',
  type: 'object',
  description:
    'Beside these, every other property of the absent-request form (schemas/absent-request) the request was saved ' +
    'with, with its type.',
  [X_FORM]: 'absent-request',
  properties: {
    id: { type: 'integer' },
    from_date: { type: 'string', description: 'YYYY-MM-DD, the first day of the absence.' },
    to_date: { type: 'string', description: 'YYYY-MM-DD, the last day (not before from_date).' },
    reason: { type: 'string' },
    status: { type: 'string', enum: [...ABSENT_REQUEST_STATUSES] },
    requester: {
      title: 'AbsentRequester',
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
  // The form's other properties, answered from the stored document (server/features/absences/service.ts).
  additionalProperties: true,
} as const;

export const AbsentRequests = {
  $id: 'AbsentRequests',
  type: 'array',
  description: 'Newest first, at most 500.',
  items: { $ref: 'AbsentRequest#' },
} as const;

/** Checked by the handler against schemas/absent-request (the form's rules and messages). */
export const AbsentRequestPayload = {
  $id: 'AbsentRequestPayload',
  type: 'object',
  description:
    'The fields of the absent-request form (schemas/absent-request/schema.json), validated with that schema: ' +
    "unknown fields are refused, messages are the form's; then to_date not before from_date " +
    `(400 {"to_date": ["${ABSENCE_MESSAGES.toBeforeFrom}"]}). Read-answer keys (id, status, requester, …) and null ` +
    'values are ignored, so a listed request can be sent back.',
  [X_FORM]: 'absent-request',
  // Open (the form's schema refuses unknown fields, in its own words), but bounded.
  maxProperties: 50,
} as const;

export const AbsentRequestAction = {
  $id: 'AbsentRequestAction',
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

export const ABSENCE_CONTRACTS = [AbsentRequest, AbsentRequests, AbsentRequestPayload, AbsentRequestAction];
