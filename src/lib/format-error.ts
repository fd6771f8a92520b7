/**
 * Error texts of spec §8. Both formatters take whatever was thrown: an object carrying the response body as
 * `data` (our ApiError, a redaxios response) or `response.data` (axios style), or anything else.
 */

import { networkFailureOf, type NetworkFailure } from './network-error';

export const UNEXPECTED_ERROR = 'An unexpected error occurred.';
export const LOGIN_FALLBACK = 'An error occurred during login.';

/** A save that could not reach the server (docs/decisions.md, 'Saves without an answer'). */
export const OFFLINE_SAVE_TEXT = 'You are offline — your entries are kept on this device';
/** A save sent but not answered in time: it may have arrived, so it is not called a failure. */
export const TIMEOUT_SAVE_TEXT =
  'The server did not answer in time — your entries are kept on this device. Check the record before saving again.';

const NETWORK_SAVE_TEXTS: Record<NetworkFailure, string> = { offline: OFFLINE_SAVE_TEXT, timeout: TIMEOUT_SAVE_TEXT };

/** What a save (or any action) that got no answer says: offline or not answered in time; nothing for any other error. */
export function networkSaveText(error: unknown): string | undefined {
  const failure = networkFailureOf(error);
  return failure ? NETWORK_SAVE_TEXTS[failure] : undefined;
}

/**
 * A failed save's text where the form has a fixed failure message of its own (spec §8, e.g. 'Failed to save case
 * history.'): that message, unless the save got no answer, which says so (`networkSaveText`).
 */
export function saveFailureText(error: unknown, fallback: string): string {
  return networkSaveText(error) ?? fallback;
}

/** The response body carried by a thrown value, if any. */
export function errorBody(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('data' in error) return error.data;
  if ('response' in error && typeof error.response === 'object' && error.response !== null) {
    return 'data' in error.response ? error.response.data : undefined;
  }
  return undefined;
}

function isEmpty(body: unknown): boolean {
  return body === undefined || body === null || body === '';
}

function messagesText(value: unknown): string {
  if (Array.isArray(value)) return value.map(messagesText).join(' ');
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/**
 * `detail` when it is a string; else one line per field, 'FIELD NAME: messages' (name upper case, underscores
 * as spaces, several messages joined by a space); else `fallback` ('An unexpected error occurred.' unless a
 * caller's own failure text is given, e.g. 'Something went wrong while saving.').
 */
export function formatErrorBody(body: unknown, fallback: string = UNEXPECTED_ERROR): string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return fallback;
  const record = body as Record<string, unknown>;
  if (typeof record.detail === 'string' && record.detail) return record.detail;
  const lines = Object.entries(record).map(
    ([field, value]) => `${field.replace(/_/g, ' ').toUpperCase()}: ${messagesText(value)}`,
  );
  return lines.length > 0 ? lines.join('\n') : fallback;
}

/**
 * Generic formatter of spec §8 for any failed call; `fallback` when the answer says nothing (see `formatErrorBody`).
 * A call that got no answer says so instead (`networkSaveText`).
 */
export function formatApiError(error: unknown, fallback: string = UNEXPECTED_ERROR): string {
  return networkSaveText(error) ?? formatErrorBody(errorBody(error), fallback);
}

/** Login formatter of spec §8: as the generic one, but 'An error occurred during login.' when no answer came. */
export function formatLoginError(error: unknown): string {
  const body = errorBody(error);
  return isEmpty(body) ? LOGIN_FALLBACK : formatErrorBody(body);
}

/**
 * A failed call in one line for an error line ('Error: {message}'): the server's words, else the error's own message
 * (a read that got no answer: 'You are offline.' or 'The server did not answer in time.', `NetworkError`).
 */
export function errorMessageOf(error: unknown): string {
  const body = errorBody(error);
  if (!isEmpty(body)) return formatErrorBody(body);
  return error instanceof Error && error.message ? error.message : UNEXPECTED_ERROR;
}
