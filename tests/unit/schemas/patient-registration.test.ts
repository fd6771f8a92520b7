import { describe, expect, it } from 'vitest';
import { optionsList, retrieveSchema, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { form, validateFns } from 'virtual:form/patient-registration';
import { loadFormFiles } from '../../../src/engine/build/load-form-files';
import { formValidators } from './support/form-validators';

const files = loadFormFiles('patient-registration');
const { validators, precompiled } = formValidators(files.schema, form, validateFns);

type Data = Record<string, unknown>;

/** The minimal valid patient with `patch` applied (`undefined` removes a key). */
function patient(patch: Data): Data {
  const data = structuredClone(files.validFixtures['valid-minimal']) as Data;
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete data[key];
    else data[key] = value;
  }
  return data;
}

const NAME = 'Only letters, max 20 chars';
const PHONE = 'Enter a valid 10-digit number';
const INSURANCE = 'Max 20 characters';
const REQUIRED_FIELDS = [
  'first_name',
  'last_name',
  'occupation',
  'occupation_category',
  'dob',
  'gender',
  'clinic',
  'address',
  'landmark',
  'hometown',
  'region',
  'primary_phone',
  'emergency_contact_name',
  'emergency_contact_number',
];

/** Platform specification §5 (patient form): one case per rule, with its exact message. */
const rules: [string, unknown, string, string][] = [
  ...REQUIRED_FIELDS.map((field): [string, unknown, string, string] => [`${field} required`, patient({ [field]: undefined }), field, 'Required']),
  ['first name: digits refused', patient({ first_name: 'Ama2' }), 'first_name', NAME],
  ['last name: hyphen refused', patient({ last_name: 'Owusu-Ansah' }), 'last_name', NAME],
  ['other names: 21 letters refused', patient({ otherNames: 'A'.repeat(21) }), 'otherNames', NAME],
  ['first name: 21 characters refused', patient({ first_name: 'Abena Serwaa Konadu A' }), 'first_name', NAME],
  ['first name: blank is required', patient({ first_name: '  ' }), 'first_name', 'Required'],
  ['primary phone: 9 digits refused', patient({ primary_phone: '024123456' }), 'primary_phone', PHONE],
  ['primary phone: 11 digits refused', patient({ primary_phone: '02412345678' }), 'primary_phone', PHONE],
  ['alternate phone: international form refused', patient({ alternate_phone: '+233241234' }), 'alternate_phone', PHONE],
  ['emergency number: letters refused', patient({ emergency_contact_number: '02412345ab' }), 'emergency_contact_number', PHONE],
  ['emergency number: blank is required', patient({ emergency_contact_number: '' }), 'emergency_contact_number', 'Required'],
  ['insurance number: 21 characters refused', patient({ healthInsuranceNumber: 'X'.repeat(21) }), 'healthInsuranceNumber', INSURANCE],
  ['gender: Male or Female', patient({ gender: 'Other' }), 'gender', 'Not a valid choice.'],
  ['clinic: Old Site, New Site or CCTU', patient({ clinic: 'Science' }), 'clinic', 'Not a valid choice.'],
  ['region: one of the 16', patient({ region: 'Brong-Ahafo' }), 'region', 'Not a valid choice.'],
  ['occupation category: one of the 15', patient({ occupation_category: 'Teacher' }), 'occupation_category', 'Not a valid choice.'],
  ['insurance provider: NHIS or Private', patient({ healthInsuranceProvider: 'Cash' }), 'healthInsuranceProvider', 'Not a valid choice.'],
  ['date of birth: a date', patient({ dob: '1990-02-30x' }), 'dob', 'Enter a valid date (YYYY-MM-DD).'],
  ['occupation: not blank', patient({ occupation: ' ' }), 'occupation', 'Required'],
];

const accepted: [string, unknown][] = [
  ['names of 20 letters with spaces', patient({ first_name: 'Abena Serwaa Konadu ', last_name: 'A', otherNames: 'Nana Ama' })],
  ['lower-case names', patient({ first_name: 'ama', last_name: 'owusu' })],
  ['an insurance number of 20 characters', patient({ healthInsuranceNumber: 'NHIS/2025/0000000001' })],
  ['empty optional fields', patient({ otherNames: '', alternate_phone: '', residence: '' })],
  ['each clinic', patient({ clinic: 'New Site' })],
  ['the region Ahafo', patient({ region: 'Ahafo' })],
  ["the specification's region Brong Ahafo", patient({ region: 'Brong Ahafo' })],
];

describe('patient-registration schema', () => {
  it('is the same bundled schema for the server and the browser', () => {
    expect(form.schema).toEqual(files.schema);
    expect(form.version).toBe('1.2.0');
    expect(files.schema.$id).toBe('https://sightline.app/schemas/patient-registration.json');
  });

  it('has at least two valid fixtures and an invalid fixture per rule family', () => {
    expect(Object.keys(files.validFixtures).length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(files.invalidFixtures)).toEqual(
      expect.arrayContaining(['invalid-required-missing', 'invalid-names', 'invalid-phones', 'invalid-insurance-number']),
    );
  });

  it('lists the 15 occupation categories and the 16 regions of the specification with Ahafo', () => {
    const properties = files.schema.properties as Record<string, RJSFSchema>;
    expect(properties.occupation_category?.enum).toHaveLength(15);
    expect(properties.region?.enum).toHaveLength(17);
    expect(properties.region?.enum).toEqual(expect.arrayContaining(['Ahafo', 'Bono', 'Bono East', 'Brong Ahafo']));
  });

  it("offers Ahafo in the region list and keeps Brong Ahafo, split in 2018, for existing records only (not offered)", () => {
    expect((form.uiSchema.region as UiSchema)['ui:enumDisabled']).toEqual(['Brong Ahafo']);
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

    it('refuses confirm_save in form data (the adapter adds it to the payload)', () => {
      expect(validate(patient({ confirm_save: true }))).toEqual({ non_field_errors: ['Unknown field: confirm_save.'] });
    });
  });

  it('gives the same messages with both validators for every invalid case', () => {
    const cases = [...Object.values(files.invalidFixtures).map((fixture) => fixture.formData), ...rules.map((rule) => rule[1])];
    for (const data of cases) {
      expect(validators[1]![1](data)).toEqual(validators[0]![1](data));
    }
  });

  it('resolves for rendering with the precompiled validator', () => {
    const schema = form.schema as RJSFSchema;
    for (const data of Object.values(files.validFixtures)) {
      expect(() => retrieveSchema(precompiled, schema, schema, data)).not.toThrow();
    }
  });

  it("shows New Site as 'Science' and groups the fields in the four sections, every field once", () => {
    const properties = files.schema.properties as Record<string, RJSFSchema>;
    const clinic = optionsList(properties.clinic!, form.uiSchema.clinic as UiSchema);
    expect(clinic).toEqual([
      { label: 'Old Site', value: 'Old Site' },
      { label: 'Science', value: 'New Site' },
      { label: 'CCTU', value: 'CCTU' },
    ]);
    const sections = (form.uiSchema['ui:options'] as { sections: { title: string; fields: string[] }[] }).sections;
    expect(sections.map((section) => section.title)).toEqual(['Personal', 'Occupation and address', 'Contact', 'Hospital and insurance']);
    expect(sections.flatMap((section) => section.fields).sort()).toEqual(Object.keys(properties).sort());
    expect([...(form.uiSchema['ui:order'] as string[])].sort()).toEqual(Object.keys(properties).sort());
  });
});
