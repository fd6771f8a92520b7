import { describe, expect, it } from 'vitest';
import { retrieveSchema, type RJSFSchema } from '@rjsf/utils';
import { form, validateFns } from 'virtual:form/management';
import { loadFormFiles } from '../../../src/engine/build/load-form-files';
import { formValidators } from './support/form-validators';

const files = loadFormFiles('management');
const { validators, precompiled } = formValidators(files.schema, form, validateFns);

const OPTIONS = ['refractive_correction', 'medications', 'counselling', 'low_vision_aid', 'therapy', 'surgery', 'referral'];
const noOption = Object.fromEntries(OPTIONS.map((option) => [option, false]));
const spectacles = () => structuredClone(files.validFixtures['valid-spectacles']) as Record<string, unknown>;
/** The spectacles fixture with some members changed (`undefined` removes one). */
function rx(patch: Record<string, unknown>): unknown {
  const data = spectacles();
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete data[key];
    else data[key] = value;
  }
  return data;
}

const AT_LEAST_ONE = 'Please select at least one management option.';
const TYPE = 'Please select a type of refractive correction.';
const SPH = 'SPH is required and must be a valid value for both eyes (e.g., +1.00, -2.25).';
const CYL = 'CYL must be negative (e.g., -0.75)';
const AXIS_RANGE = 'AXIS must be a number between 0 and 180';
const AXIS_WITH_CYL = 'AXIS is required if CYL is entered';
const ADD = 'ADD must start with +';

/** Specification §5 (management, field formats) with the §8 toasts and field messages. */
const rules: [string, unknown, string, string][] = [
  ['at least one option (all unticked)', { ...noOption }, 'non_field_errors', AT_LEAST_ONE],
  ['at least one option (nothing given)', {}, 'non_field_errors', AT_LEAST_ONE],
  ['refractive correction needs a type', rx({ type_of_refractive_correction: undefined }), 'type_of_refractive_correction', TYPE],
  ['type from the list', rx({ type_of_refractive_correction: 'Glasses' }), 'type_of_refractive_correction', TYPE],
  ['SPH required for OD', rx({ od_sph: undefined }), 'od_sph', SPH],
  ['SPH required for OS', rx({ os_sph: undefined }), 'os_sph', SPH],
  ['SPH without a sign refused', rx({ od_sph: '1.25' }), 'od_sph', SPH],
  ['SPH off the quarter steps refused', rx({ os_sph: '-2.30' }), 'os_sph', SPH],
  ['positive CYL refused (OD)', rx({ od_cyl: '+0.75' }), 'od_cyl', CYL],
  ['unsigned CYL refused (OS)', rx({ os_cyl: '1.00' }), 'os_cyl', CYL],
  ['CYL off the quarter steps refused', rx({ os_cyl: '-1.10' }), 'os_cyl', CYL],
  ['AXIS above 180 refused', rx({ od_axis: '181' }), 'od_axis', AXIS_RANGE],
  ['AXIS not a whole number refused', rx({ os_axis: '9O' }), 'os_axis', AXIS_RANGE],
  ['AXIS required with CYL (OD)', rx({ od_axis: undefined }), 'od_axis', AXIS_WITH_CYL],
  ['AXIS required with CYL (OS)', rx({ os_axis: undefined }), 'os_axis', AXIS_WITH_CYL],
  ['ADD without + refused (OD)', rx({ od_add: '2.00' }), 'od_add', ADD],
  ['negative ADD refused (OS)', rx({ os_add: '-0.50' }), 'os_add', ADD],
  ['ADD off the quarter steps refused', rx({ os_add: '+2.10' }), 'os_add', ADD],
  ['lens type from the list', rx({ type_of_lens: 'Varifocal' }), 'type_of_lens', 'Not a valid choice.'],
  ['PD not below 40 mm', rx({ pd: 0 }), 'pd', 'Ensure this value is greater than or equal to 40.'],
  ['PD not above 80 mm', rx({ pd: 1e308 }), 'pd', 'Ensure this value is less than or equal to 80.'],
  ['segment height not below 5 mm', rx({ segment_height: 0 }), 'segment_height', 'Ensure this value is greater than or equal to 5.'],
  ['segment height not above 40 mm', rx({ segment_height: 1e308 }), 'segment_height', 'Ensure this value is less than or equal to 40.'],
  ['segment height is a number', rx({ segment_height: '18' }), 'segment_height', 'A valid number is required.'],
  ['fitting cross height not below 5 mm', rx({ fitting_cross_height: -0.5 }), 'fitting_cross_height', 'Ensure this value is greater than or equal to 5.'],
  ['fitting cross height not above 40 mm', rx({ fitting_cross_height: 40.5 }), 'fitting_cross_height', 'Ensure this value is less than or equal to 40.'],
  [
    'a medication needs its eye',
    { ...noOption, medications: true, prescribed_medications: [{ id: 3, name: 'Timolol 0.5%' }] },
    'prescribed_medications.0.eye',
    'This field is required.',
  ],
];

const accepted: [string, unknown][] = [
  ...OPTIONS.filter((option) => option !== 'refractive_correction').map((option): [string, unknown] => [
    `${option} alone`,
    { ...noOption, [option]: true },
  ]),
  ['only the refractive correction option given', { refractive_correction: true, type_of_refractive_correction: 'Prisms', od_sph: '+0.50', os_sph: '+0.50' }],
  ...['Spectacles', 'Contact Lenses', 'Prisms', 'Magnifiers', 'Telescopic Aids', 'Other'].map((type): [string, unknown] => [
    `type ${type}`,
    rx({ type_of_refractive_correction: type }),
  ]),
  ...['Single Vision', 'Bifocal', 'Progressive', 'Trifocal', 'Photochromic', 'Blue Light Blocking', 'Polarized', 'Other'].map(
    (lens): [string, unknown] => [`lens ${lens}`, rx({ type_of_lens: lens })],
  ),
  ['spheres only', rx({ od_cyl: undefined, os_cyl: undefined, od_axis: undefined, os_axis: undefined, od_add: undefined, os_add: undefined })],
  ['AXIS 0 and 180', rx({ od_axis: '0', os_axis: '180' })],
  ['no measurements', rx({ pd: undefined, segment_height: undefined, fitting_cross_height: undefined })],
  ['the lowest measurements', rx({ pd: 40, segment_height: 5, fitting_cross_height: 5 })],
  ['the highest measurements', rx({ pd: 80, segment_height: 40, fitting_cross_height: 40 })],
  ['no prescription without refractive correction', { ...noOption, counselling: true, counselling_details: 'Screen breaks' }],
];

describe('management schema', () => {
  it('is the same bundled schema for the server and the browser', () => {
    expect(form.schema).toEqual(files.schema);
    expect(form.version).toBe('1.1.0');
    expect(files.schema.$id).toBe('https://sightline.app/schemas/management.json');
  });

  it('has at least two valid fixtures and one invalid fixture per rule family', () => {
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
      expect(validate(data)?.[path]).toEqual([message]);
    });

    it.each(accepted)('accepts %s', (_case, data) => {
      expect(validate(data)).toBeNull();
    });

    it('asks for the type and both SPH values when refractive correction is ticked alone', () => {
      expect(validate({ ...noOption, refractive_correction: true })).toEqual({
        type_of_refractive_correction: [TYPE],
        od_sph: [SPH],
        os_sph: [SPH],
      });
    });
  });

  it('gives the same messages with both validators', () => {
    const cases = [...Object.values(files.invalidFixtures).map((fixture) => fixture.formData), ...rules.map((rule) => rule[1])];
    for (const data of cases) expect(validators[1]![1](data)).toEqual(validators[0]![1](data));
  });

  it('marks the type and both SPH values required when rendering with refractive correction, and AXIS with CYL', () => {
    const schema = form.schema as RJSFSchema;
    expect(retrieveSchema(precompiled, schema, schema, { refractive_correction: true }).required).toEqual(
      expect.arrayContaining(['type_of_refractive_correction', 'od_sph', 'os_sph']),
    );
    expect(retrieveSchema(precompiled, schema, schema, { counselling: true }).required ?? []).not.toContain('od_sph');
    expect(retrieveSchema(precompiled, schema, schema, { refractive_correction: true, od_cyl: '-1.00' }).required).toContain('od_axis');
  });
});
