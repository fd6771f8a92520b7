import { describe, expect, it } from 'vitest';
import { form as refractionForm, validateFns as refractionFns } from 'virtual:form/refraction';
import { form as vaForm, validateFns as vaFns } from 'virtual:form/visual-acuity';
import refractionSchemaFile from '../../../schemas/refraction/schema.json';
import sharedDefinitions from '../../../schemas/shared/defs.json';
import vaSchemaFile from '../../../schemas/visual-acuity/schema.json';
import { loadFormFiles } from '../../../src/engine/build/load-form-files';
import { createAjv } from '../../../src/engine/core/create-ajv';
import { formValidators } from './support/form-validators';

const MESSAGE = 'Invalid MN notation';
const NEAR_VA_REF = '../shared/defs.json#/$defs/nearVa';

/** Spec §5: near VA is M or N followed by a number (M1, N5, M2.5). */
const VALID = ['M1', 'N5', 'M2.5', 'N24', 'M0.8', 'N10'];
const INVALID = ['X5', 'n5', 'N', 'M', 'N5.', 'N 5', '5N', 'J1', '6/6', '0.00', 'N5/6'];

describe('shared near-VA rule (nearVa)', () => {
  const validate = createAjv().compile(sharedDefinitions.$defs.nearVa);

  it.each(VALID)('accepts %s', (value) => {
    expect(validate(value)).toBe(true);
  });

  it.each(INVALID)("refuses %s with 'Invalid MN notation'", (value) => {
    expect(validate(value)).toBe(false);
    expect(validate.errors?.map((error) => error.message)).toEqual([MESSAGE]);
  });

  it('suggests only values it accepts', () => {
    for (const example of sharedDefinitions.$defs.nearVa.examples) expect(validate(example)).toBe(true);
  });
});

/** Every near-VA field of every form, with a document holding `value` in it. */
const vaFiles = loadFormFiles('visual-acuity');
const refractionFiles = loadFormFiles('refraction');
const vaBase = { va_chart_used: 'SNELLEN', distance_unaided_od: '6/6', distance_unaided_os: '6/6' };
const withNearVa = (value: string) => {
  const data = structuredClone(refractionFiles.validFixtures['valid-full']) as { subjective: Record<string, unknown>[] };
  data.subjective[0]!.va_0_4m = value;
  return data;
};
const fields = [
  { name: 'visual acuity near_va_od', validators: formValidators(vaFiles.schema, vaForm, vaFns).validators, data: (v: string) => ({ ...vaBase, near_va_od: v }), path: 'near_va_od' },
  { name: 'visual acuity near_va_os', validators: formValidators(vaFiles.schema, vaForm, vaFns).validators, data: (v: string) => ({ ...vaBase, near_va_os: v }), path: 'near_va_os' },
  { name: 'refraction subjective va_0_4m', validators: formValidators(refractionFiles.schema, refractionForm, refractionFns).validators, data: withNearVa, path: 'subjective.0.va_0_4m' },
];

describe.each(fields)('$name', ({ validators, data, path }) => {
  describe.each(validators)('%s validator (server and browser)', (_name, validate) => {
    it.each(VALID)('accepts %s', (value) => {
      expect(validate(data(value))).toBeNull();
    });

    it.each(INVALID)("refuses %s with 'Invalid MN notation'", (value) => {
      expect(validate(data(value))?.[path]).toEqual([MESSAGE]);
    });
  });
});

describe('one near-VA rule', () => {
  it('is referred to by every near-VA field, not written again', () => {
    const refraction = JSON.stringify(refractionSchemaFile);
    const va = JSON.stringify(vaSchemaFile);
    expect(refraction).toContain(`"va_0_4m":{"$ref":"${NEAR_VA_REF}"`);
    expect(va).toContain('"near_va_od":{"$ref":"#/$defs/nearVaOrBlank"');
    expect(va).toContain('"near_va_os":{"$ref":"#/$defs/nearVaOrBlank"');
    expect(vaSchemaFile.$defs.nearVaOrBlank.else).toEqual({ $ref: NEAR_VA_REF });
    // The pattern lives once, in schemas/shared/defs.json.
    for (const schema of [refraction, va]) expect(schema).not.toContain(JSON.stringify(sharedDefinitions.$defs.nearVa.pattern));
  });
});
