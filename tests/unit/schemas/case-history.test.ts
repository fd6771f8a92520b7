import { describe, expect, it } from 'vitest';
import { getDefaultFormState, retrieveSchema, type RJSFSchema } from '@rjsf/utils';
import { form, validateFns } from 'virtual:form/case-history';
import { loadFormFiles } from '../../../src/engine/build/load-form-files';
import { formValidators } from './support/form-validators';

const files = loadFormFiles('case-history');
const { validators, precompiled } = formValidators(files.schema, form, validateFns);

const detail = (value: string, patch: Record<string, unknown> = {}) => ({
  condition: 1,
  affected_eye: null,
  field_type: 'text',
  value,
  ...patch,
});

const COMPLAINT = 'Chief complaint cannot be empty.';
const CONDITION = 'Please fill at least one condition field.';
const DUPLICATE = 'This condition is already selected.';

/** Specification §5 (case history) and §8 messages: one case per rule, with its exact message. */
const rules: [string, unknown, string, string][] = [
  ['chief complaint required', { condition_details: [detail('5 years')] }, 'chief_complaint', COMPLAINT],
  ['chief complaint not empty', { chief_complaint: '', condition_details: [detail('5 years')] }, 'chief_complaint', COMPLAINT],
  ['chief complaint trimmed', { chief_complaint: ' \n\t ', condition_details: [detail('5 years')] }, 'chief_complaint', COMPLAINT],
  ['chief complaint is text', { chief_complaint: 12, condition_details: [detail('5 years')] }, 'chief_complaint', COMPLAINT],
  ['conditions required', { chief_complaint: 'Headache' }, 'condition_details', CONDITION],
  ['at least one condition chosen', { chief_complaint: 'Headache', condition_details: [] }, 'condition_details', CONDITION],
  ['a blank field is not filled', { chief_complaint: 'Headache', condition_details: [detail('  ')] }, 'condition_details', CONDITION],
  [
    'an unticked checkbox is not filled',
    { chief_complaint: 'Headache', condition_details: [detail('false', { field_type: 'checkbox' })] },
    'condition_details',
    CONDITION,
  ],
  [
    'the same condition input twice',
    { chief_complaint: 'Headache', condition_details: [detail('Type 2'), detail('Type 2')] },
    'condition_details',
    DUPLICATE,
  ],
];

const accepted: [string, unknown][] = [
  ['one filled text field', { chief_complaint: 'Headache', condition_details: [detail('Since May')] }],
  ['a ticked checkbox', { chief_complaint: 'Headache', condition_details: [detail('true', { field_type: 'checkbox' })] }],
  [
    'unfilled fields beside a filled one',
    { chief_complaint: 'Headache', condition_details: [detail('false', { field_type: 'checkbox' }), detail(''), detail('2', { condition: 2, field_type: 'grading' })] },
  ],
  [
    'per-eye details without affected_eye key for a general condition',
    { chief_complaint: 'Headache', condition_details: [{ condition: 3, field_type: 'notes', value: 'x' }] },
  ],
];

describe('case-history schema', () => {
  it('is the same bundled schema for the server and the browser', () => {
    expect(form.schema).toEqual(files.schema);
    expect(form.version).toBe('1.0.0');
    expect(files.schema.$id).toBe('https://sightline.app/schemas/case-history.json');
  });

  it('has at least two valid fixtures and an invalid fixture per rule family', () => {
    expect(Object.keys(files.validFixtures).length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(files.invalidFixtures).length).toBeGreaterThanOrEqual(4);
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

    it('reports both rules at once', () => {
      expect(validate({ chief_complaint: '', condition_details: [] })).toEqual({
        chief_complaint: [COMPLAINT],
        condition_details: [CONDITION],
      });
    });
  });

  it('gives the same messages with both validators for every invalid case', () => {
    const cases = [...Object.values(files.invalidFixtures).map((fixture) => fixture.formData), ...rules.map((rule) => rule[1])];
    for (const data of cases) {
      expect(validators[1]![1](data)).toEqual(validators[0]![1](data));
    }
  });

  it('starts a new form with an empty list of conditions and renders with the precompiled validator', () => {
    const schema = form.schema as RJSFSchema;
    expect(getDefaultFormState(precompiled, schema, undefined, schema)).toEqual({ condition_details: [] });
    for (const data of Object.values(files.validFixtures)) {
      expect(() => retrieveSchema(precompiled, schema, schema, data)).not.toThrow();
    }
  });

  it('uses the conditionPicker on the three case-history categories', () => {
    expect(form.uiSchema.condition_details).toMatchObject({
      'ui:field': 'conditionPicker',
      'ui:options': { categories: ['medical_history', 'ocular_history', 'on_direct_questioning'] },
    });
  });
});
