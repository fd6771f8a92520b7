import { describe, expect, it } from 'vitest';
import { retrieveSchema, type RJSFSchema } from '@rjsf/utils';
import { form, validateFns } from 'virtual:form/extra-test';
import { loadFormFiles } from '../../../src/engine/build/load-form-files';
import { formValidators } from './support/form-validators';

const files = loadFormFiles('extra-test');
const { validators, precompiled } = formValidators(files.schema, form, validateFns);

const REQUIRED_PAIR = 'Test name and file are required.';
const PRESSURE = 'Enter the pressure in mmHg (0-80).';
const tonometry = { name: 'Tonometry', method: 'Tonopen', iop_od: 14, iop_os: 15 };

/** Specification §5 (extra test) and §9 (test names, tonometry methods). */
const rules: [string, unknown, string, string][] = [
  ['test name required', { file: 3 }, 'name', REQUIRED_PAIR],
  ['file required for a test other than tonometry', { name: 'OCT' }, 'file', REQUIRED_PAIR],
  ['a null file is no file', { name: 'B-Scan', file: null }, 'file', REQUIRED_PAIR],
  ['an empty file id is no file', { name: 'Pachymetry', file: '' }, 'file', 'This field may not be blank.'],
  ['test name from the list', { name: 'Gonioscopy', file: 3 }, 'name', 'Not a valid choice.'],
  ['tonometry method required', { ...tonometry, method: undefined }, 'method', 'This field is required.'],
  ['tonometry OD pressure required', { ...tonometry, iop_od: undefined }, 'iop_od', 'This field is required.'],
  ['tonometry OS pressure required', { ...tonometry, iop_os: undefined }, 'iop_os', 'This field is required.'],
  ['tonometry method from the list', { ...tonometry, method: 'Goldmann' }, 'method', 'Not a valid choice.'],
  ['pressure not negative', { ...tonometry, iop_od: -1 }, 'iop_od', PRESSURE],
  ['pressure at most 80 mmHg', { ...tonometry, iop_os: 80.5 }, 'iop_os', PRESSURE],
  ['pressure is a number', { ...tonometry, iop_os: '15' }, 'iop_os', PRESSURE],
  ['recorded at is a time or a date and time', { ...tonometry, recorded_at: '25:00' }, 'recorded_at', 'Enter a valid time (HH:MM) or date and time.'],
];

const accepted: [string, unknown][] = [
  ...['OCT', 'Perimetry', 'Color Vision', 'Visual Field Test', 'B-Scan', 'Pachymetry'].map(
    (name): [string, unknown] => [`${name} with a file`, { name, file: 1 }],
  ),
  ...['Applanation', 'Tonopen', 'Non-Contact', 'Other'].map((method): [string, unknown] => [`tonometry by ${method}, no file`, { ...tonometry, method }]),
  ['tonometry with a null file', { ...tonometry, file: null }],
  ['pressures 0 and 80', { ...tonometry, iop_od: 0, iop_os: 80 }],
  ['recorded at HH:MM:SS', { ...tonometry, recorded_at: '09:30:15' }],
  ['recorded at with an offset', { ...tonometry, recorded_at: '2026-11-21T09:30:00+01:00' }],
  ['pressure fields left on another test (not sent)', { name: 'OCT', file: 'abc', method: 'Other', iop_od: 12 }],
];

describe('extra-test schema', () => {
  it('is the same bundled schema for the server and the browser', () => {
    expect(form.schema).toEqual(files.schema);
    expect(form.version).toBe('1.1.0');
    expect(files.schema.$id).toBe('https://sightline.app/schemas/extra-test.json');
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

    it('asks for both with one message when neither the name nor the file is given', () => {
      expect(validate({ notes: 'x' })).toEqual({ name: [REQUIRED_PAIR], file: [REQUIRED_PAIR] });
    });
  });

  it('gives the same messages with both validators', () => {
    const cases = [...Object.values(files.invalidFixtures).map((fixture) => fixture.formData), ...rules.map((rule) => rule[1])];
    for (const data of cases) expect(validators[1]![1](data)).toEqual(validators[0]![1](data));
  });

  it('marks the file required for other tests and the readings required for tonometry when rendering', () => {
    const schema = form.schema as RJSFSchema;
    expect(retrieveSchema(precompiled, schema, schema, { name: 'OCT' }).required).toEqual(expect.arrayContaining(['name', 'file']));
    const resolved = retrieveSchema(precompiled, schema, schema, { name: 'Tonometry' });
    expect(resolved.required).toEqual(expect.arrayContaining(['name', 'method', 'iop_od', 'iop_os']));
    expect(resolved.required).not.toContain('file');
  });
});
