import { describe, expect, it } from 'vitest';
import {
  errorBody,
  errorMessageOf,
  formatApiError,
  formatErrorBody,
  formatLoginError,
  networkSaveText,
  saveFailureText,
} from '../../../src/lib/format-error';
import { ApiError } from '../../../src/api/http-client';
import { NetworkError } from '../../../src/lib/network-error';

describe('formatApiError (generic, spec §8)', () => {
  it('uses detail when it is a string', () => {
    expect(formatApiError(new ApiError(401, { detail: 'No active account found with the given credentials' }))).toBe(
      'No active account found with the given credentials',
    );
  });

  it('otherwise lists each field as FIELD NAME: messages, one per line, name in upper case', () => {
    const error = new ApiError(400, {
      primary_phone: ['Enter a valid 10-digit number'],
      first_name: ['Only letters, max 20 chars', 'Required'],
      region: 'Required',
    });
    expect(formatApiError(error)).toBe(
      ['PRIMARY PHONE: Enter a valid 10-digit number', 'FIRST NAME: Only letters, max 20 chars Required', 'REGION: Required'].join(
        '\n',
      ),
    );
  });

  it('treats a non-string detail as a field', () => {
    expect(formatErrorBody({ detail: ['a', 'b'] })).toBe('DETAIL: a b');
  });

  it("takes a caller's own fallback (management: 'Something went wrong while saving.') only when the answer says nothing", () => {
    const fallback = 'Something went wrong while saving.';
    expect(formatApiError(new ApiError(502, ''), fallback)).toBe(fallback);
    expect(formatApiError(new Error('Network Error'), fallback)).toBe(fallback);
    expect(formatApiError(new ApiError(500, '<html>Server Error</html>'), fallback)).toBe(fallback);
    expect(formatApiError(new ApiError(400, {}), fallback)).toBe(fallback);
    expect(formatApiError(new ApiError(400, { detail: 'Save the diagnosis before completing.' }), fallback)).toBe(
      'Save the diagnosis before completing.',
    );
    expect(formatApiError(new ApiError(400, { od_sph: ['Invalid number'] }), fallback)).toBe('OD SPH: Invalid number');
  });

  it('falls back to An unexpected error occurred.', () => {
    expect(formatApiError(new ApiError(500, '<html>Server Error</html>'))).toBe('An unexpected error occurred.');
    expect(formatApiError(new ApiError(500, {}))).toBe('An unexpected error occurred.');
    expect(formatApiError(new TypeError('Failed to fetch'))).toBe('An unexpected error occurred.');
    expect(formatApiError(undefined)).toBe('An unexpected error occurred.');
  });

  it('reads axios-style response.data as well', () => {
    expect(formatApiError({ response: { data: { detail: 'Not found.' } } })).toBe('Not found.');
    expect(errorBody({ response: { data: { a: 1 } } })).toEqual({ a: 1 });
  });
});

describe('formatLoginError (spec §8)', () => {
  it('shows the server detail', () => {
    expect(formatLoginError(new ApiError(401, { detail: 'No active account found with the given credentials' }))).toBe(
      'No active account found with the given credentials',
    );
  });

  it('lists field errors in upper case', () => {
    expect(formatLoginError(new ApiError(400, { username: ['This field may not be blank.'] }))).toBe(
      'USERNAME: This field may not be blank.',
    );
  });

  it('says An unexpected error occurred. when the answer has nothing usable', () => {
    expect(formatLoginError(new ApiError(502, 'Bad Gateway'))).toBe('An unexpected error occurred.');
    expect(formatLoginError(new ApiError(400, {}))).toBe('An unexpected error occurred.');
  });

  it('falls back to An error occurred during login. when no answer came', () => {
    expect(formatLoginError(new TypeError('Failed to fetch'))).toBe('An error occurred during login.');
    expect(formatLoginError(new ApiError(500, ''))).toBe('An error occurred during login.');
    expect(formatLoginError(null)).toBe('An error occurred during login.');
  });
});

describe('a call that got no answer (NetworkError)', () => {
  const OFFLINE = 'You are offline — your entries are kept on this device';
  const TIMEOUT =
    'The server did not answer in time — your entries are kept on this device. Check the record before saving again.';

  it('a save says offline, or that the server did not answer in time, in place of its own failure text', () => {
    expect(saveFailureText(new NetworkError('offline'), 'Failed to save case history.')).toBe(OFFLINE);
    expect(saveFailureText(new NetworkError('timeout'), 'Failed to save case history.')).toBe(TIMEOUT);
    expect(formatApiError(new NetworkError('offline'), 'Something went wrong while saving.')).toBe(OFFLINE);
    expect(formatApiError(new NetworkError('timeout'))).toBe(TIMEOUT);
  });

  it('any other failure keeps its own text', () => {
    expect(networkSaveText(new ApiError(500, ''))).toBeUndefined();
    expect(networkSaveText(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(saveFailureText(new ApiError(400, { detail: 'No.' }), 'Failed to save case history.')).toBe('Failed to save case history.');
    expect(formatApiError(new ApiError(400, { detail: 'No.' }), 'Something went wrong while saving.')).toBe('No.');
  });

  it("a read's error line says it in short; login keeps its own fallback", () => {
    expect(errorMessageOf(new NetworkError('offline'))).toBe('You are offline.');
    expect(errorMessageOf(new NetworkError('timeout'))).toBe('The server did not answer in time.');
    expect(formatLoginError(new NetworkError('offline'))).toBe('An error occurred during login.');
  });
});
