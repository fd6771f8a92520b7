import { describe, expect, it } from 'vitest';
import { getDefaultFormState, retrieveSchema, type RJSFSchema } from '@rjsf/utils';
import { form, validateFns } from 'virtual:form/refraction';
import { loadFormFiles } from '../../../src/engine/build/load-form-files';
import { formValidators } from './support/form-validators';

const files = loadFormFiles('refraction');
const { validators, precompiled } = formValidators(files.schema, form, validateFns);

const clone = <T>(value: T): T => structuredClone(value);
const base = () => clone(files.validFixtures['valid-full']) as Record<string, Record<string, unknown>[]>;

/** The valid full fixture with one row of one section changed (`undefined` removes a key). */
function withRow(section: string, index: number, patch: Record<string, unknown>): unknown {
  const data = base();
  const row = data[section]![index]!;
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete row[key];
    else row[key] = value;
  }
  return data;
}

const SPH_FORMAT = 'Invalid SPH format. Must start with + or -';
const CYL = 'CYL must be negative (e.g., -0.75)';
const AXIS_RANGE = 'AXIS must be a number between 0 and 180';
const AXIS_WITH_CYL = 'AXIS is required if CYL is entered';
const ADD = 'ADD must start with +';
const VA = 'Use 6/6 or a float like 0.00';
const NEAR = 'Invalid MN notation';
const REQUIRED = 'This field is required.';

/** Specification §5 (refraction, field formats) and §8 field messages: one case per rule and section. */
const rules: [string, unknown, string, string][] = [
  ['objective method required', { ...base(), objective_method: undefined }, 'objective_method', REQUIRED],
  ['objective SPH required (OD)', withRow('objective', 0, { sph: undefined }), 'objective.0.sph', REQUIRED],
  ['objective SPH required (OS)', withRow('objective', 1, { sph: undefined }), 'objective.1.sph', REQUIRED],
  ['subjective SPH required (OD)', withRow('subjective', 0, { sph: undefined }), 'subjective.0.sph', REQUIRED],
  ['subjective SPH required (OS)', withRow('subjective', 1, { sph: undefined }), 'subjective.1.sph', REQUIRED],
  ['objective AXIS required with CYL', withRow('objective', 0, { axis: undefined }), 'objective.0.axis', AXIS_WITH_CYL],
  ['subjective AXIS required with CYL', withRow('subjective', 1, { axis: undefined }), 'subjective.1.axis', AXIS_WITH_CYL],
  ['cycloplegic AXIS required with CYL', withRow('cycloplegic', 0, { axis: undefined }), 'cycloplegic.0.axis', AXIS_WITH_CYL],
  ['SPH without a sign refused', withRow('objective', 0, { sph: '1.25' }), 'objective.0.sph', SPH_FORMAT],
  ['SPH off the quarter steps refused', withRow('subjective', 0, { sph: '+1.10' }), 'subjective.0.sph', SPH_FORMAT],
  ['SPH with one decimal refused', withRow('cycloplegic', 1, { sph: '-1.5' }), 'cycloplegic.1.sph', SPH_FORMAT],
  ['SPH as a number refused', withRow('objective', 1, { sph: -2.25 }), 'objective.1.sph', SPH_FORMAT],
  ['positive CYL refused (objective)', withRow('objective', 0, { cyl: '+0.75' }), 'objective.0.cyl', CYL],
  ['unsigned CYL refused (subjective)', withRow('subjective', 0, { cyl: '0.75' }), 'subjective.0.cyl', CYL],
  ['CYL off the quarter steps refused (cycloplegic)', withRow('cycloplegic', 0, { cyl: '-0.80' }), 'cycloplegic.0.cyl', CYL],
  ['AXIS above 180 refused', withRow('objective', 0, { axis: '181' }), 'objective.0.axis', AXIS_RANGE],
  ['negative AXIS refused', withRow('subjective', 0, { axis: '-1' }), 'subjective.0.axis', AXIS_RANGE],
  ['decimal AXIS refused', withRow('cycloplegic', 0, { axis: '90.5' }), 'cycloplegic.0.axis', AXIS_RANGE],
  ['ADD without + refused', withRow('subjective', 0, { add: '1.50' }), 'subjective.0.add', ADD],
  ['negative ADD refused', withRow('subjective', 1, { add: '-1.00' }), 'subjective.1.add', ADD],
  ['ADD off the quarter steps refused', withRow('subjective', 1, { add: '+1.30' }), 'subjective.1.add', ADD],
  ['distance VA notation', withRow('objective', 0, { va_6m: '20-20' }), 'objective.0.va_6m', VA],
  ['near VA in M/N notation (a distance notation refused)', withRow('subjective', 0, { va_0_4m: '6/6' }), 'subjective.0.va_0_4m', NEAR],
  ['near VA in M/N notation (another letter refused)', withRow('subjective', 1, { va_0_4m: 'X5' }), 'subjective.1.va_0_4m', NEAR],
  ['decimal VA above 3 refused', withRow('cycloplegic', 1, { va_6m: '3.5' }), 'cycloplegic.1.va_6m', VA],
];

/** Accepted notations: quarter steps, plano, the AXIS range ends, fraction and decimal VA. */
const accepted: [string, unknown][] = [
  ['plano SPH', withRow('objective', 0, { sph: '+0.00' })],
  ['whole-dioptre SPH without decimals', withRow('objective', 0, { sph: '-3' })],
  ['high SPH', withRow('subjective', 0, { sph: '+20.75' })],
  ['AXIS 0', withRow('objective', 0, { axis: '0' })],
  ['AXIS 180', withRow('subjective', 0, { axis: '180' })],
  ['AXIS without CYL', withRow('objective', 1, { cyl: undefined, axis: '90' })],
  ['decimal VA 0.00', withRow('objective', 0, { va_6m: '0.00' })],
  ['decimal VA 3', withRow('objective', 0, { va_6m: '3' })],
  ['fraction VA 6/7.5', withRow('objective', 0, { va_6m: '6/7.5' })],
  ['near VA N5', withRow('subjective', 0, { va_0_4m: 'N5' })],
  ['near VA M1', withRow('subjective', 1, { va_0_4m: 'M1' })],
  ['no cycloplegic rows', { ...base(), cycloplegic: [] }],
  ['no cycloplegic key', { ...base(), cycloplegic: undefined }],
  ['cycloplegic rows without SPH', withRow('cycloplegic', 0, { sph: undefined })],
];

describe('refraction schema', () => {
  it('is the same bundled schema for the server and the browser', () => {
    expect(form.schema).toEqual(files.schema);
    expect(form.version).toBe('1.0.0');
    expect(files.schema.$id).toBe('https://sightline.app/schemas/refraction.json');
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
      const actual = validate(data);
      expect(actual?.[path]).toEqual([message]);
    });

    it.each(accepted)('accepts %s', (_case, data) => {
      expect(validate(data)).toBeNull();
    });

    it('refuses one row per section, two rows of one eye, and a single cycloplegic row', () => {
      const data = base();
      data.objective = [data.objective![0]!];
      data.subjective = [data.subjective![1]!, data.subjective![1]!];
      data.cycloplegic = [data.cycloplegic![0]!];
      const message = 'Enter one row for each eye: OD and OS.';
      expect(validate(data)).toEqual({ objective: [message], subjective: [message], cycloplegic: [message] });
    });

    it('refuses an appointmentId key (the id is in the URL)', () => {
      expect(validate({ ...base(), appointmentId: 7 })).toEqual({ non_field_errors: ['Unknown field: appointmentId.'] });
    });
  });

  it('gives the same messages with both validators for every invalid case', () => {
    const cases = [...Object.values(files.invalidFixtures).map((fixture) => fixture.formData), ...rules.map((rule) => rule[1])];
    for (const data of cases) {
      expect(validators[1]![1](data)).toEqual(validators[0]![1](data));
    }
  });

  it('starts a new form with one OD and one OS row and no cycloplegic rows', () => {
    const schema = form.schema as RJSFSchema;
    const defaults = getDefaultFormState(precompiled, schema, undefined, schema) as Record<string, unknown>;
    expect(defaults.objective).toEqual([{ eye: 'OD' }, { eye: 'OS' }]);
    expect(defaults.subjective).toEqual([{ eye: 'OD' }, { eye: 'OS' }]);
    expect(defaults.cycloplegic).toEqual([]);
  });

  it('resolves for rendering with the precompiled validator (conditions included)', () => {
    const schema = form.schema as RJSFSchema;
    for (const data of [...Object.values(files.validFixtures), ...Object.values(files.invalidFixtures).map((f) => f.formData)]) {
      expect(() => retrieveSchema(precompiled, schema, schema, data)).not.toThrow();
    }
    const cycloplegic = retrieveSchema(precompiled, (schema.properties as Record<string, RJSFSchema>).cycloplegic!, schema, [{ eye: 'OD' }]);
    expect(cycloplegic.minItems).toBe(2);
  });
});
