import type { ExistingPatient } from '../../src/lib/existing-patient';
import { PASSWORD_CHANGE_REQUIRED } from '../../src/lib/password-change';

/** The only two error body shapes the API ever sends (docs/decisions.md, "API"). */
export type DetailBody = { detail: string };
export type FieldErrorsBody = Record<string, string[]>;
export type ErrorBody = DetailBody | FieldErrorsBody;

/** An expected failure with its status and body; the error handler sends it as is. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : 'Invalid request.');
    this.name = 'ApiError';
  }

  static detail(statusCode: number, detail: string, headers?: Record<string, string>): ApiError {
    return new ApiError(statusCode, { detail }, headers);
  }

  static fields(fields: FieldErrorsBody): ApiError {
    return new ApiError(400, fields);
  }

  /**
   * A 400 on fields that also names the patients who already hold the number: sent beside the field errors as
   * `existing_patients` (docs/api.md), which a client that reads only field errors never looks at.
   */
  static duplicatePhone(fields: FieldErrorsBody, existingPatients: readonly ExistingPatient[]): ApiError {
    const error = new ApiError(400, fields);
    error.existingPatients = existingPatients;
    return error;
  }

  /** The `existing_patients` of a duplicate-phone answer. */
  existingPatients?: readonly ExistingPatient[];
}

/** Texts shared by several plugins and routes, kept in one place so docs and tests can quote them. */
export const MESSAGES = {
  notFound: 'Not found.',
  serverError: 'A server error occurred.',
  tooLarge: 'Request body is too large.',
  notAuthenticated: 'Authentication credentials were not provided.',
  badToken: 'Given token not valid for any token type',
  forbidden: 'You do not have permission to perform this action.',
  csrfFailed: 'CSRF Failed: CSRF token missing or incorrect.',
  badCredentials: 'No active account found with the given credentials',
  badRefresh: 'Token is invalid or expired',
  loggedOut: 'Successfully logged out.',
  passwordChangeRequired: PASSWORD_CHANGE_REQUIRED,
} as const;
