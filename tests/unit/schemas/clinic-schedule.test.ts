import { describe, expect, it } from 'vitest';

import { form, validateFns } from 'virtual:form/clinic-schedule';
import { loadFormFiles } from '../../../src/engine/build/load-form-files';
import { formValidators } from './support/form-validators';

const files = loadFormFiles('clinic-schedule');
const { validators, precompiled } = formValidators(files.schema, form, validateFns);

const DATE_AND_STAFF = 'Please select a date and at least one staff member.';
const TIME = 'Enter a valid time (HH:MM).';
const schedule = { date: '2026-12-07', start_time: '08:00', end_time: '14:00', staff_ids: [4] };

/** Platform specification §5 (schedule creation) with its message. */
const rules: [string, unknown, string, string][] = [
  ['date required', { ...schedule, date: undefined }, 'date', DATE_AND_STAFF],
  ['staff required', { ...schedule, staff_ids: undefined }, 'staff_ids', DATE_AND_STAFF],
  ['at least one staff member', { ...schedule, staff_ids: [] }, 'staff_ids', DATE_AND_STAFF],
  ['start time required', { ...schedule, start_time: undefined }, 'start_time', 'This field is required.'],
  ['end time required', { ...schedule, end_time: undefined }, 'end_time', 'This field is required.'],
  ['start time is a time', { ...schedule, start_time: '24:00' }, 'start_time', TIME],
  ['end time is a time', { ...schedule, end_time: '2pm' }, 'end_time', TIME],
  ['date is a date', { ...schedule, date: '2026-12-7' }, 'date', 'Enter a valid date (YYYY-MM-DD).'],
  ['a staff member once', { ...schedule, staff_ids: [4, 4] }, 'staff_ids', 'Items must not repeat.'],
  ['staff by id', { ...schedule, staff_ids: ['Ama'] }, 'staff_ids.0', 'A valid integer is required.'],
];

const accepted: [string, unknown][] = [
  ['several staff members', { ...schedule, staff_ids: [1, 2, 3] }],
  ['times with seconds', { ...schedule, start_time: '08:00:00', end_time: '14:00:00' }],
];

describe('clinic-schedule schema', () => {
  it('is the same bundled schema for the server and the browser', () => {
    expect(form.schema).toEqual(files.schema);
    expect(form.version).toBe('1.0.0');
    expect(files.schema.$id).toBe('https://sightline.app/schemas/clinic-schedule.json');
  });

  it('has at least two valid fixtures and one invalid fixture per rule family', () => {
    expect(Object.keys(files.validFixtures).length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(files.invalidFixtures).length).toBeGreaterThanOrEqual(3);
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

describe('clinic-schedule defaults', () => {
  it('starts at 08:00 and ends at 14:00 with no staff selected', async () => {
    const { getDefaultFormState } = await import('@rjsf/utils');
    const schema = form.schema as Parameters<typeof getDefaultFormState>[1];
    expect(getDefaultFormState(precompiled, schema, undefined, schema)).toEqual({ start_time: '08:00', end_time: '14:00', staff_ids: [] });
  });
});
