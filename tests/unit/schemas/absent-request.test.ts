import { describe, expect, it } from 'vitest';

import { form, validateFns } from 'virtual:form/absent-request';
import { loadFormFiles } from '../../../src/engine/build/load-form-files';
import { formValidators } from './support/form-validators';

const files = loadFormFiles('absent-request');
const { validators } = formValidators(files.schema, form, validateFns);

const REQUIRED = 'This field is required.';
const DATE = 'Enter a valid date (YYYY-MM-DD).';
const request = { from_date: '2026-12-01', to_date: '2026-12-03', reason: 'Conference' };

/** Specification §5 (absent request: from date, to date and reason required). */
const rules: [string, unknown, string, string][] = [
  ['from date required', { ...request, from_date: undefined }, 'from_date', REQUIRED],
  ['to date required', { ...request, to_date: undefined }, 'to_date', REQUIRED],
  ['reason required', { ...request, reason: undefined }, 'reason', REQUIRED],
  ['reason not empty', { ...request, reason: '' }, 'reason', REQUIRED],
  ['reason not blank', { ...request, reason: '   ' }, 'reason', REQUIRED],
  ['from date is a date', { ...request, from_date: '2026-02-30x' }, 'from_date', DATE],
  ['to date is a date', { ...request, to_date: '03/12/2026' }, 'to_date', DATE],
  ['a new request names no status', { ...request, status: 'approved' }, 'non_field_errors', 'Unknown field: status.'],
];

const accepted: [string, unknown][] = [
  ['a one-day request', { ...request, to_date: request.from_date }],
  // The order of the two dates is the server's check (draft-07 cannot compare two values).
  ['dates in either order', { ...request, from_date: '2026-12-05' }],
];

describe('absent-request schema', () => {
  it('is the same bundled schema for the server and the browser', () => {
    expect(form.schema).toEqual(files.schema);
    expect(form.version).toBe('1.0.0');
    expect(files.schema.$id).toBe('https://sightline.app/schemas/absent-request.json');
  });

  it('has at least two valid fixtures and one invalid fixture per rule family', () => {
    expect(Object.keys(files.validFixtures).length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(files.invalidFixtures).length).toBeGreaterThanOrEqual(2);
  });

  describe.each(validators)('%s validator', (_name, validate) => {
    it.each(Object.entries(files.validFixtures))('accepts %s', (_fixture, data) => {
      expect(validate(data)).toBeNull();
    });

    it.each(Object.entries(files.invalidFixtures))('refuses %s with its messages', (_fixture, { formData, errors }) => {
      const actual = validate(formData);
      expect(actual).not.toBeNull();
      for (const [path, messages] of Object.entries(errors)) {
        expect(actual?.[path], path).toEqual(expect.arrayContaining(messages));
      }
    });

    it.each(rules)('%s', (_rule, data, path, message) => {
      expect(validate(data)?.[path]).toEqual([message]);
    });

    it.each(accepted)('accepts %s', (_case, data) => {
      expect(validate(data)).toBeNull();
    });
  });

  it('gives the same messages with both validators', () => {
    const cases = [...Object.values(files.invalidFixtures).map((fixture) => fixture.formData), ...rules.map((rule) => rule[1])];
    for (const data of cases) expect(validators[1]![1](data)).toEqual(validators[0]![1](data));
  });
});
