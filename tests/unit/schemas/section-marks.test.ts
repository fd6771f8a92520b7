import { describe, expect, it } from 'vitest';

import { form, validateFns } from 'virtual:form/section-marks';
import { loadFormFiles } from '../../../src/engine/build/load-form-files';
import { formValidators } from './support/form-validators';

const files = loadFormFiles('section-marks');
const { validators } = formValidators(files.schema, form, validateFns);

const MARK = 'Please enter a valid mark.';

/** Specification §5 (supervisor marks modal: 0-100, step 0.01) with its alert. */
const rules: [string, unknown, string, string][] = [
  ['marks required', { remarks: 'x' }, 'marks', MARK],
  ['marks is a number', { marks: '80' }, 'marks', MARK],
  ['marks is not null', { marks: null }, 'marks', MARK],
  ['marks not negative', { marks: -0.01 }, 'marks', MARK],
  ['marks at most 100', { marks: 100.01 }, 'marks', MARK],
  ['marks in steps of 0.01', { marks: 55.555 }, 'marks', MARK],
  ['remarks is text', { marks: 50, remarks: 5 }, 'remarks', 'Not a valid string.'],
  ['no other member', { marks: 50, average_marks: 60 }, 'non_field_errors', 'Unknown field: average_marks.'],
];

const accepted: [string, unknown][] = [
  ['0', { marks: 0 }],
  ['100', { marks: 100 }],
  ['two decimals', { marks: 66.67 }],
  ['empty remarks', { marks: 70, remarks: '' }],
];

describe('section-marks schema', () => {
  it('is the same bundled schema for the server and the browser', () => {
    expect(form.schema).toEqual(files.schema);
    expect(form.version).toBe('1.0.0');
    expect(files.schema.$id).toBe('https://sightline.app/schemas/section-marks.json');
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
