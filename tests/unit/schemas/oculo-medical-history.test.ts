import { describe, expect, it } from 'vitest';
import { getDefaultFormState, retrieveSchema, type RJSFSchema } from '@rjsf/utils';
import { form, validateFns } from 'virtual:form/oculo-medical-history';
import { loadFormFiles } from '../../../src/engine/build/load-form-files';
import { formValidators } from './support/form-validators';

const files = loadFormFiles('oculo-medical-history');
const { validators, precompiled } = formValidators(files.schema, form, validateFns);

type Data = Record<string, unknown>;
const complete = () => structuredClone(files.validFixtures['valid-first-history-complete']) as Data;

/** The complete first history with `patch` applied (`undefined` removes a key). */
function firstHistory(patch: Data): Data {
  const data = complete();
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete data[key];
    else data[key] = value;
  }
  return data;
}

const REQUIRED = 'This field is required.';
const PARTS = [
  'drug_entries',
  'allergy_entries',
  'social_entries',
  'medical_history',
  'ocular_history',
  'family_medical_history',
  'family_ocular_history',
];

/** Specification §5 (Oculo-Medical History): one case per rule, with its exact message. */
const rules: [string, unknown, string, string][] = [
  ['last eye examination required (first history)', firstHistory({ last_eye_examination: undefined }), 'last_eye_examination', REQUIRED],
  ['last eye examination required (later history)', { first_history: false }, 'last_eye_examination', REQUIRED],
  ['last eye examination required (flag absent)', {}, 'last_eye_examination', REQUIRED],
  ...PARTS.map((part): [string, unknown, string, string] => [`${part} required (first history)`, firstHistory({ [part]: undefined }), part, REQUIRED]),
  ...PARTS.map((part): [string, unknown, string, string] => [`${part} not empty (first history)`, firstHistory({ [part]: [] }), part, REQUIRED]),
  ['an entry needs a name', firstHistory({ drug_entries: [{ name: ' ', notes: 'daily' }] }), 'drug_entries.0.name', REQUIRED],
  ['an entry without a name key', firstHistory({ social_entries: [{ notes: 'x' }] }), 'social_entries.0.name', REQUIRED],
  ['last eye examination from the list', firstHistory({ last_eye_examination: '2 years' }), 'last_eye_examination', 'Not a valid choice.'],
];

const accepted: [string, unknown][] = [
  ['a later history with the last eye examination only', { first_history: false, last_eye_examination: 'Never' }],
  ['a history without the flag: only the last eye examination', { last_eye_examination: '>3 years' }],
  ['a later history with empty lists', { first_history: false, last_eye_examination: '<1 week', drug_entries: [], medical_history: [] }],
  ...['Never', '<1 week', '<3 months', '6 months - 1 year', '1 - 3 years', '>3 years', 'Cannot remember'].map(
    (option): [string, unknown] => [`last eye examination '${option}'`, firstHistory({ last_eye_examination: option })],
  ),
  ['an entry without notes', firstHistory({ allergy_entries: [{ name: 'None known' }] })],
];

describe('oculo-medical-history schema', () => {
  it('is the same bundled schema for the server and the browser', () => {
    expect(form.schema).toEqual(files.schema);
    expect(form.version).toBe('1.0.0');
    expect(files.schema.$id).toBe('https://sightline.app/schemas/oculo-medical-history.json');
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

    it('requires every part of a first history at once', () => {
      const expected = Object.fromEntries(['last_eye_examination', ...PARTS].map((part) => [part, [REQUIRED]]));
      expect(validate({ first_history: true })).toEqual(expected);
    });
  });

  it('gives the same messages with both validators for every invalid case', () => {
    const cases = [...Object.values(files.invalidFixtures).map((fixture) => fixture.formData), ...rules.map((rule) => rule[1])];
    for (const data of cases) {
      expect(validators[1]![1](data)).toEqual(validators[0]![1](data));
    }
  });

  it('resolves for rendering with the precompiled validator: a first history marks every part required', () => {
    const schema = form.schema as RJSFSchema;
    for (const data of Object.values(files.validFixtures)) {
      expect(() => retrieveSchema(precompiled, schema, schema, data)).not.toThrow();
    }
    expect(retrieveSchema(precompiled, schema, schema, { first_history: true }).required).toEqual(
      expect.arrayContaining(['last_eye_examination', ...PARTS]),
    );
    expect(retrieveSchema(precompiled, schema, schema, { first_history: false }).required).toEqual(['last_eye_examination']);
  });

  it('starts a first history with empty lists, not blank rows', () => {
    const schema = form.schema as RJSFSchema;
    const defaults = getDefaultFormState(precompiled, schema, { first_history: true }, schema) as Data;
    for (const part of PARTS) expect(defaults[part], part).toEqual([]);
  });

  it('keeps the first-history flag hidden and picks conditions by their own category', () => {
    expect(form.uiSchema.first_history).toEqual({ 'ui:widget': 'hidden' });
    for (const list of ['medical_history', 'ocular_history', 'family_medical_history', 'family_ocular_history']) {
      expect(form.uiSchema[list]).toEqual({ 'ui:field': 'conditionPicker', 'ui:options': { categories: [list] } });
    }
  });
});
