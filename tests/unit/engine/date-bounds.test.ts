/**
 * `dateMaximum: "today"` and `dateMinimum: {"$data": …}` (src/engine/core/date-bounds.ts) in the browser's
 * precompiled validator of New Patient: the same verdicts and messages the server gives (tests/server/patients).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { form, validateFns } from 'virtual:form/patient-registration';
import valid from '../../../schemas/patient-registration/fixtures/valid-minimal.json';
import { dateOutside } from '../../../src/engine/core/ajv-runtime';
import { precompiledValidator } from '../../../src/engine/form-validator';
import { localDate } from '../../../src/lib/local-date';

const messagesOf = (data: Record<string, unknown>) => {
  const validator = precompiledValidator(validateFns, form.schema as RJSFSchema);
  const { errors } = validator.validateFormData(data, form.schema as RJSFSchema);
  return errors.map((error) => `${error.property}: ${error.message}`);
};

afterEach(() => vi.useRealTimers());

describe('date bounds', () => {
  it('compares two well-formed dates only, "today" being the local date', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 24, 23, 30) });
    expect(localDate()).toBe('2026-11-24');
    expect(dateOutside('2026-11-24', 'today', 'max')).toBe(false);
    expect(dateOutside('2026-11-25', 'today', 'max')).toBe(true);
    expect(dateOutside('2000-01-01', '2000-01-02', 'min')).toBe(true);
    expect(dateOutside('2000-01-02', '2000-01-02', 'min')).toBe(false);
    for (const [value, bound] of [['', '2000-01-02'], ['2000-01-01', undefined], ['2000-01-01', ''], [5, 'today']]) {
      expect(dateOutside(value, bound, 'min')).toBe(false);
    }
  });

  it('refuses in the browser a date of birth in the future and a first visit before birth, with the schema messages', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 24, 9) });
    expect(messagesOf({ ...valid, dob: '2026-11-24', dateOfFirstVisit: '2026-11-24' })).toEqual([]);
    expect(messagesOf({ ...valid, dob: '2026-11-25' })).toEqual(['.dob: Date of birth cannot be in the future.']);
    expect(messagesOf({ ...valid, dob: '2000-05-10', dateOfFirstVisit: '2000-05-09' })).toEqual([
      '.dateOfFirstVisit: Date of first visit cannot be before the date of birth.',
    ]);
  });
});
