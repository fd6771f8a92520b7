import { describe, expect, it } from 'vitest';
import { getDefaultFormState, retrieveSchema, type RJSFSchema } from '@rjsf/utils';
import { form, validateFns } from 'virtual:form/externals';
import { loadFormFiles } from '../../../src/engine/build/load-form-files';
import { formValidators } from './support/form-validators';

const files = loadFormFiles('externals');
const { validators, precompiled } = formValidators(files.schema, form, validateFns);

const observation = (patch: Record<string, unknown> = {}) => ({
  condition: 10,
  affected_eye: 'OD',
  field_type: 'grading',
  value: '2',
  ...patch,
});
const one = (patch: Record<string, unknown>) => ({ observations: [observation(patch)] });

/** Specification §3 (observations): one case per rule, with its message. */
const rules: [string, unknown, string, string][] = [
  ['observations required', {}, 'observations', 'This field is required.'],
  ['observations are a list', { observations: {} }, 'observations', 'Expected a list of items.'],
  ['affected eye required', { observations: [{ condition: 10, field_type: 'notes', value: 'x' }] }, 'observations.0.affected_eye', 'This field is required.'],
  ['a note is for one eye or none', one({ affected_eye: 'OU', field_type: 'notes', value: 'x' }), 'observations.0.affected_eye', 'Not a valid choice.'],
  ['field type grading, notes or dropdown', one({ field_type: 'checkbox' }), 'observations.0.field_type', 'Not a valid choice.'],
  ['condition required', { observations: [{ affected_eye: 'OS', field_type: 'notes', value: 'x' }] }, 'observations.0.condition', 'This field is required.'],
  ['condition is an id', one({ condition: '10' }), 'observations.0.condition', 'A valid integer is required.'],
  ['value is a string', one({ value: 2 }), 'observations.0.value', 'Not a valid string.'],
  [
    'the same input twice',
    { observations: [observation(), observation()] },
    'observations',
    'This condition is already selected.',
  ],
];

const accepted: [string, unknown][] = [
  ['nothing recorded', { observations: [] }],
  // A condition the catalogue does not record per eye (PERRLA): graded or chosen once, for no one eye. Whether a
  // condition is per eye is reference data: the server checks it (tests/server/sections/not-per-eye.test.ts).
  ['a grading for no one eye', one({ affected_eye: null })],
  ['an option for no one eye', one({ affected_eye: null, field_type: 'dropdown', value: 'Yes' })],
  ['a general note, for no one eye', { observations: [observation({ affected_eye: null, field_type: 'notes', value: 'Quiet' })] }],
  ['both eyes graded', { observations: [observation(), observation({ affected_eye: 'OS', value: 'NA' })] }],
  ['notes and a chosen option', { observations: [observation({ field_type: 'notes', value: 'Quiet' }), observation({ condition: 12, field_type: 'dropdown', value: 'Mild' })] }],
];

describe('externals schema', () => {
  it('is the same bundled schema for the server and the browser', () => {
    expect(form.schema).toEqual(files.schema);
    expect(form.version).toBe('1.2.0');
    expect(files.schema.$id).toBe('https://sightline.app/schemas/externals.json');
  });

  it('has at least two valid fixtures and an invalid fixture per rule family', () => {
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
      expect(validate(data)).toEqual({ [path]: [message] });
    });

    it.each(accepted)('accepts %s', (_case, data) => {
      expect(validate(data)).toBeNull();
    });

    it('refuses the keys of a read-back item and of a read answer', () => {
      expect(validate({ observations: [{ condition: 10, affected_eye: 'OD', grading: '2', notes: '' }], average_marks: 70 })).toEqual({
        non_field_errors: [
          'Unknown field: average_marks.',
          'Unknown field: observations.0.grading.',
          'Unknown field: observations.0.notes.',
        ],
        'observations.0.field_type': ['This field is required.'],
        'observations.0.value': ['This field is required.'],
      });
    });
  });

  it('gives the same messages with both validators for every invalid case', () => {
    const cases = [...Object.values(files.invalidFixtures).map((fixture) => fixture.formData), ...rules.map((rule) => rule[1])];
    for (const data of cases) {
      expect(validators[1]![1](data)).toEqual(validators[0]![1](data));
    }
  });

  it('starts with no observations, renders with the precompiled validator, and groups by the externals catalogue', () => {
    const schema = form.schema as RJSFSchema;
    expect(getDefaultFormState(precompiled, schema, undefined, schema)).toEqual({ observations: [] });
    for (const data of Object.values(files.validFixtures)) {
      expect(() => retrieveSchema(precompiled, schema, schema, data)).not.toThrow();
    }
    expect(form.uiSchema.observations).toEqual({ 'ui:field': 'groupedObservations', 'ui:options': { type: 'external' } });
  });
});
