import { describe, expect, it } from 'vitest';
import { retrieveSchema, type RJSFSchema } from '@rjsf/utils';
import { form, validateFns } from 'virtual:form/visual-acuity';
import { loadFormFiles } from '../../../src/engine/build/load-form-files';
import { formValidators } from './support/form-validators';

const files = loadFormFiles('visual-acuity');
const { validators, precompiled } = formValidators(files.schema, form, validateFns);

type Data = Record<string, unknown>;

/** Unaided distance VA only, on the chart given (`undefined` in `patch` removes a key). */
function va(chart: string | undefined, patch: Data = {}): Data {
  const data: Data = { va_chart_used: chart, distance_unaided_od: '6/6', distance_unaided_os: '6/6' };
  if (chart === 'LOGMAR') Object.assign(data, { distance_unaided_od: '0.00', distance_unaided_os: '0.00' });
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete data[key];
    else data[key] = value;
  }
  if (data.va_chart_used === undefined) delete data.va_chart_used;
  return data;
}

/** A patient who came with spectacles, SPH given for both eyes. */
const withRx = (patch: Data = {}) =>
  va('SNELLEN', { came_with_prescription: true, prescription_type: 'GLASSES', rx_sph_od: '+1.00', rx_sph_os: '-2.25', ...patch });

const CHART = 'Please select the VA chart used.';
const UNAIDED = 'Enter Unaided Distance VA per eye.';
const SNELLEN = 'Use Snellen notation such as 6/6 or 6/18 (or CF, HM, PL, NPL).';
const LOGMAR = 'Value must be between -0.02 and 3.5 (decimal)';
const NEAR = 'Invalid MN notation';
const TYPE = 'Please select a prescription type before proceeding.';
const SPH_REQUIRED = 'SPH is required and must be a valid value for both eyes (e.g., +1.00, -2.25).';
const SPH_FORMAT = 'Invalid SPH format. Must start with + or -';
const CYL = 'CYL must be negative (e.g., -0.75)';
const AXIS_RANGE = 'AXIS must be a number between 0 and 180';
const AXIS_WITH_CYL = 'AXIS is required if CYL is entered';
const RX_VA = 'Use 6/6 or a float like 0.00';
const ADD = 'ADD must start with +';

/** Specification §5 (visual acuity, field formats) and §8 messages: one case per rule, with its exact message. */
const rules: [string, unknown, string, string][] = [
  ['chart required', va(undefined), 'va_chart_used', CHART],
  ['chart must be one of Snellen, LogMAR, Others', va('ETDRS'), 'va_chart_used', CHART],
  ['unaided distance VA required (OD)', va('SNELLEN', { distance_unaided_od: undefined }), 'distance_unaided_od', UNAIDED],
  ['unaided distance VA required (OS)', va('SNELLEN', { distance_unaided_os: undefined }), 'distance_unaided_os', UNAIDED],
  ['unaided distance VA not blank (OD)', va('SNELLEN', { distance_unaided_od: '' }), 'distance_unaided_od', UNAIDED],
  ['unaided distance VA required on free-text charts', va('Others', { distance_unaided_os: '' }), 'distance_unaided_os', UNAIDED],
  ['Snellen: decimal refused (unaided)', va('SNELLEN', { distance_unaided_od: '0.3' }), 'distance_unaided_od', SNELLEN],
  ['Snellen: 6/1200 refused (PH)', va('SNELLEN', { distance_ph_os: '6/1200' }), 'distance_ph_os', SNELLEN],
  ['Snellen: 6/7.25 refused (+1.00)', va('SNELLEN', { distance_plus1_od: '6/7.25' }), 'distance_plus1_od', SNELLEN],
  ['Snellen: letters refused', va('SNELLEN', { distance_unaided_os: 'good' }), 'distance_unaided_os', SNELLEN],
  ['LogMAR: -0.03 refused', va('LOGMAR', { distance_unaided_od: '-0.03' }), 'distance_unaided_od', LOGMAR],
  ['LogMAR: 3.51 refused', va('LOGMAR', { distance_unaided_os: '3.51' }), 'distance_unaided_os', LOGMAR],
  ['LogMAR: 3.6 refused (PH)', va('LOGMAR', { distance_ph_od: '3.6' }), 'distance_ph_od', LOGMAR],
  ['LogMAR: Snellen fraction refused (+1.00)', va('LOGMAR', { distance_plus1_os: '6/6' }), 'distance_plus1_os', LOGMAR],
  ['LogMAR: -0.1 refused', va('LOGMAR', { distance_unaided_od: '-0.1' }), 'distance_unaided_od', LOGMAR],
  ['near VA: other notation refused (OD)', va('SNELLEN', { near_va_od: 'J2' }), 'near_va_od', NEAR],
  ['near VA: letter without number refused (OS)', va('LOGMAR', { near_va_os: 'N' }), 'near_va_os', NEAR],
  ['near VA: lower case refused', va('Others', { near_va_os: 'n5' }), 'near_va_os', NEAR],
  ['prescription type required', withRx({ prescription_type: undefined }), 'prescription_type', TYPE],
  ['prescription type not null', withRx({ prescription_type: null }), 'prescription_type', TYPE],
  ['SPH required with a prescription (OD)', withRx({ rx_sph_od: undefined }), 'rx_sph_od', SPH_REQUIRED],
  ['SPH required with a prescription (OS)', withRx({ rx_sph_os: undefined }), 'rx_sph_os', SPH_REQUIRED],
  ['SPH not blank with a prescription', withRx({ rx_sph_os: '' }), 'rx_sph_os', SPH_REQUIRED],
  ['SPH without a sign refused', withRx({ rx_sph_od: '1.00' }), 'rx_sph_od', SPH_FORMAT],
  ['SPH off the quarter steps refused', withRx({ rx_sph_os: '-2.20' }), 'rx_sph_os', SPH_FORMAT],
  ['SPH format checked without a prescription too', va('SNELLEN', { rx_sph_od: '+1.1' }), 'rx_sph_od', SPH_FORMAT],
  ['positive CYL refused (OD)', withRx({ rx_cyl_od: '+0.75', rx_axis_od: '90' }), 'rx_cyl_od', CYL],
  ['unsigned CYL refused (OS)', withRx({ rx_cyl_os: '0.75', rx_axis_os: '90' }), 'rx_cyl_os', CYL],
  ['AXIS above 180 refused', withRx({ rx_cyl_od: '-0.75', rx_axis_od: '181' }), 'rx_axis_od', AXIS_RANGE],
  ['decimal AXIS refused', withRx({ rx_cyl_os: '-0.75', rx_axis_os: '90.5' }), 'rx_axis_os', AXIS_RANGE],
  ['negative AXIS refused', withRx({ rx_axis_os: '-5' }), 'rx_axis_os', AXIS_RANGE],
  ['AXIS required with CYL (OD)', withRx({ rx_cyl_od: '-0.75' }), 'rx_axis_od', AXIS_WITH_CYL],
  ['AXIS required with CYL (OS)', withRx({ rx_cyl_os: '-1.50', rx_axis_os: '' }), 'rx_axis_os', AXIS_WITH_CYL],
  ['AXIS required with CYL without a prescription', va('LOGMAR', { rx_cyl_od: '-0.25' }), 'rx_axis_od', AXIS_WITH_CYL],
  ['prescription VA: words refused', withRx({ rx_va1_od: 'good' }), 'rx_va1_od', RX_VA],
  ['prescription VA: decimal above 3 refused', withRx({ rx_va1_os: '3.5' }), 'rx_va1_os', RX_VA],
  ['prescription VA: near notation refused', withRx({ rx_va2_od: 'N5' }), 'rx_va2_od', RX_VA],
  ['ADD without + refused', withRx({ rx_add_od: '2.00' }), 'rx_add_od', ADD],
  ['negative ADD refused', withRx({ rx_add_os: '-1.00' }), 'rx_add_os', ADD],
];

/** Notations the rules accept, among them the ends of each range. */
const accepted: [string, unknown][] = [
  ['Snellen 6/7.5', va('SNELLEN', { distance_unaided_od: '6/7.5' })],
  ['Snellen 6/120', va('SNELLEN', { distance_unaided_os: '6/120' })],
  ['Snellen 6/5 and 6/60', va('SNELLEN', { distance_ph_od: '6/5', distance_ph_os: '6/60' })],
  ['Snellen off-chart CF, HM, PL, NPL', va('SNELLEN', { distance_unaided_od: 'CF', distance_unaided_os: 'HM', distance_ph_od: 'PL', distance_ph_os: 'NPL' })],
  ['Snellen any 1-2 digits over 1-3 digits on save', va('SNELLEN', { distance_plus1_od: '3/60', distance_plus1_os: '20/200' })],
  ['LogMAR -0.02', va('LOGMAR', { distance_unaided_od: '-0.02' })],
  ['LogMAR 3.5', va('LOGMAR', { distance_unaided_os: '3.5' })],
  ['LogMAR 3.50', va('LOGMAR', { distance_unaided_os: '3.50' })],
  ['LogMAR 0.00 and 1.3', va('LOGMAR', { distance_ph_od: '0.00', distance_ph_os: '1.3' })],
  ['LogMAR off-chart notations', va('LOGMAR', { distance_unaided_od: 'CF', distance_plus1_os: 'NPL' })],
  ['Others: free text', va('Others', { distance_unaided_od: 'Fix and follow', distance_unaided_os: '20/40 Lea' })],
  ['near VA M1, N5, M2.5', va('SNELLEN', { near_va_od: 'M1', near_va_os: 'N5' })],
  ['near VA M2.5', va('SNELLEN', { near_va_od: 'M2.5' })],
  ['empty optional fields', va('SNELLEN', { distance_ph_od: '', near_va_os: '', rx_cyl_od: '', rx_axis_od: '' })],
  ['no prescription: nothing of it required', va('SNELLEN', { came_with_prescription: false, prescription_type: null })],
  ['unanswered prescription question', va('SNELLEN', { came_with_prescription: null })],
  ['prescription with SPH only', withRx()],
  ['contact lenses', withRx({ prescription_type: 'CONTACTS' })],
  ['plano SPH and AXIS 0 and 180', withRx({ rx_sph_od: '+0.00', rx_cyl_od: '-0.25', rx_axis_od: '0', rx_cyl_os: '-0.50', rx_axis_os: '180' })],
  ['AXIS without CYL', withRx({ rx_axis_od: '90' })],
  ['prescription VA 6/6, 0.00, 3', withRx({ rx_va1_od: '6/6', rx_va1_os: '0.00', rx_va2_od: '3' })],
  ['ADD +2.50', withRx({ rx_add_od: '+2.50', rx_add_os: '+0.75' })],
];

describe('visual-acuity schema', () => {
  it('is the same bundled schema for the server and the browser', () => {
    expect(form.schema).toEqual(files.schema);
    expect(form.version).toBe('1.0.0');
    expect(files.schema.$id).toBe('https://sightline.app/schemas/visual-acuity.json');
    expect(files.schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
  });

  it('has at least two valid fixtures and an invalid fixture per rule family', () => {
    expect(Object.keys(files.validFixtures).length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(files.invalidFixtures)).toEqual(
      expect.arrayContaining([
        'invalid-chart-missing',
        'invalid-unaided-missing',
        'invalid-snellen-notation',
        'invalid-logmar-range',
        'invalid-near-va',
        'invalid-prescription-required',
        'invalid-prescription-formats',
        'invalid-axis-required',
      ]),
    );
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
      const actual = validate(data);
      expect(actual?.[path]).toEqual([message]);
      expect(Object.keys(actual ?? {})).toEqual([path]);
    });

    it.each(accepted)('accepts %s', (_case, data) => {
      expect(validate(data)).toBeNull();
    });

    it('refuses the read-only average_marks and unknown fields', () => {
      expect(validate(va('SNELLEN', { average_marks: 80 }))).toEqual({ non_field_errors: ['Unknown field: average_marks.'] });
    });
  });

  it('gives the same messages with both validators for every invalid case', () => {
    const cases = [...Object.values(files.invalidFixtures).map((fixture) => fixture.formData), ...rules.map((rule) => rule[1])];
    for (const data of cases) {
      expect(validators[1]![1](data)).toEqual(validators[0]![1](data));
    }
  });

  it('resolves for rendering with the precompiled validator, conditions and per-field notation included', () => {
    const schema = form.schema as RJSFSchema;
    const all = [
      ...Object.values(files.validFixtures),
      ...Object.values(files.invalidFixtures).map((fixture) => fixture.formData),
      ...accepted.map((entry) => entry[1]),
    ] as Data[];
    for (const data of all) {
      const resolved = retrieveSchema(precompiled, schema, schema, data);
      for (const [key, property] of Object.entries(resolved.properties ?? {})) {
        expect(() => retrieveSchema(precompiled, property as RJSFSchema, schema, data[key])).not.toThrow();
      }
    }
    const withPrescription = retrieveSchema(precompiled, schema, schema, withRx());
    expect(withPrescription.required).toEqual(expect.arrayContaining(['prescription_type', 'rx_sph_od', 'rx_sph_os']));
    const without = retrieveSchema(precompiled, schema, schema, va('SNELLEN'));
    expect(without.required).not.toContain('rx_sph_od');
  });
});
