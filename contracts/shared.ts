/** Contracts every route may answer or use: errors, the signed-in user. */
import { ROLES } from '../src/lib/permissions';

export const ErrorDetail = {
  $id: 'ErrorDetail',
  type: 'object',
  description: 'A single error message.',
  properties: { detail: { type: 'string' } },
  required: ['detail'],
  additionalProperties: false,
} as const;

export const FieldErrors = {
  $id: 'FieldErrors',
  type: 'object',
  description:
    'Either `detail`, or messages per field (`non_field_errors` for the body as a whole); a duplicate primary ' +
    'phone also lists the patients holding it in `existing_patients`.',
  properties: {
    detail: { type: 'string' },
    existing_patients: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          patient_id: { type: 'string' },
          first_name: { type: 'string' },
          last_name: { type: 'string' },
          dob: { type: 'string' },
        },
      },
    },
  },
  additionalProperties: { type: 'array', items: { type: 'string' } },
} as const;

export const User = {
  $id: 'User',
  type: 'object',
  properties: {
    id: { type: 'integer' },
    username: { type: 'string' },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    role: {
      type: 'string',
      enum: [...ROLES],
      description: "The specification's role words (platform §1), always in lower case; compare them ignoring case.",
    },
  },
  required: ['id', 'username', 'first_name', 'last_name', 'role'],
  additionalProperties: false,
} as const;

export const SHARED_CONTRACTS = [ErrorDetail, FieldErrors, User];
