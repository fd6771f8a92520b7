import { describe, expect, it } from 'vitest';
import { registrationErrors } from '../../../../src/screens/register-patient/registration-errors';

const FIELDS = new Set(['first_name', 'primary_phone']);

describe('registrationErrors', () => {
  it('puts field errors of the form under their fields', () => {
    expect(registrationErrors({ first_name: ['Only letters, max 20 chars'], other: ['x'] }, FIELDS)).toEqual({
      fields: { first_name: ['Only letters, max 20 chars'] },
    });
  });

  it('otherwise shows detail, else the first non_field_errors entry, else the unexpected-error text', () => {
    expect(registrationErrors({ detail: 'Database unavailable.' }, FIELDS)).toEqual({ banner: 'Database unavailable.' });
    expect(registrationErrors({ non_field_errors: ['First', 'Second'] }, FIELDS)).toEqual({ banner: 'First' });
    expect(registrationErrors(undefined, FIELDS)).toEqual({ banner: 'An unexpected error occurred.' });
    expect(registrationErrors({ unknown_key: ['x'] }, FIELDS)).toEqual({ banner: 'An unexpected error occurred.' });
  });
});
