import { describe, expect, it } from 'vitest';
import { form, validateFns } from 'virtual:form/diagnosis';
import { loadFormFiles } from '../../../src/engine/build/load-form-files';
import { formValidators } from './support/form-validators';

const files = loadFormFiles('diagnosis');
const { validators } = formValidators(files.schema, form, validateFns);

const entry = (patch: Record<string, unknown> = {}) => ({ code: 5, management_plan: 'Lubricants', affected_eye: 'OU', queries: [], ...patch });
const withEntries = (...entries: unknown[]) => ({ differential_diagnosis: 'Dry eye', final_diagnoses: entries });

/** Specification §5 (diagnosis) with the §8 toasts. */
const rules: [string, unknown, string, string][] = [
  ['differential diagnosis required', { final_diagnoses: [] }, 'differential_diagnosis', 'Differential diagnosis cannot be empty.'],
  ['differential diagnosis not empty', { differential_diagnosis: '', final_diagnoses: [] }, 'differential_diagnosis', 'Differential diagnosis cannot be empty.'],
  ['differential diagnosis not blank', { differential_diagnosis: ' \n ', final_diagnoses: [] }, 'differential_diagnosis', 'Differential diagnosis cannot be empty.'],
  ['the same diagnosis twice', withEntries(entry(), entry()), 'final_diagnoses', 'Diagnosis already selected'],
  ['management plan required', withEntries(entry({ management_plan: undefined })), 'final_diagnoses.0.management_plan', 'This field is required.'],
  ['management plan not blank', withEntries(entry(), entry({ code: 6, management_plan: '  ' })), 'final_diagnoses.1.management_plan', 'This field is required.'],
  ['diagnosis code required', withEntries(entry({ code: undefined })), 'final_diagnoses.0.code', 'This field is required.'],
  ['diagnosis code is an id', withEntries(entry({ code: 'H10' })), 'final_diagnoses.0.code', 'A valid integer is required.'],
  ['affected eye required', withEntries(entry({ affected_eye: undefined })), 'final_diagnoses.0.affected_eye', 'This field is required.'],
  ['affected eye OD, OS or OU', withEntries(entry({ affected_eye: 'both' })), 'final_diagnoses.0.affected_eye', 'Choose OD, OS or OU.'],
  ['a query has text', withEntries(entry({ queries: [{ query: '' }] })), 'final_diagnoses.0.queries.0.query', 'This field is required.'],
];

const accepted: [string, unknown][] = [
  ['no final diagnosis yet', { differential_diagnosis: 'Dry eye' }],
  ['each eye value', withEntries(entry({ affected_eye: 'OD' }), entry({ code: 6, affected_eye: 'OS' }), entry({ code: 7 }))],
  ['no notes or queries', withEntries({ code: 5, management_plan: 'Review', affected_eye: 'OD' })],
  ['several queries', withEntries(entry({ queries: [{ query: 'Screen time?' }, { query: 'Contact lenses?' }] }))],
];

describe('diagnosis schema', () => {
  it('is the same bundled schema for the server and the browser', () => {
    expect(form.schema).toEqual(files.schema);
    expect(form.version).toBe('1.1.0');
    expect(files.schema.$id).toBe('https://sightline.app/schemas/diagnosis.json');
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

    it('cannot see the same code with different details as a duplicate (the picker and the server refuse it)', () => {
      // JSON Schema compares whole entries; "unique by code" is the diagnosisPicker's and the server's check.
      expect(validate(withEntries(entry(), entry({ management_plan: 'Other plan' })))).toBeNull();
    });
  });

  it('gives the same messages with both validators', () => {
    const cases = [...Object.values(files.invalidFixtures).map((fixture) => fixture.formData), ...rules.map((rule) => rule[1])];
    for (const data of cases) expect(validators[1]![1](data)).toEqual(validators[0]![1](data));
  });
});
