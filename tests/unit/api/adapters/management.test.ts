import { describe, expect, it } from 'vitest';
import { adapters } from '../../../../src/api/adapters';
import { readBody } from './support/wire-body';
import { loadFormFiles } from '../../../../src/engine/build/load-form-files';
import { createAjv } from '../../../../src/engine/core/create-ajv';
import { formatWireNumber, parseWireNumber } from '../../../../src/engine/core/wire-number';
import { propertiesOf, wireOf } from '../../../../src/engine/core/wire-schema';
import { counsellingPlanBody, NO_MANAGEMENT_OPTION } from '../../../fixtures/management-plan';

const managementAdapter = adapters['management']!;
type ManagementForm = Record<string, unknown>;

const files = loadFormFiles('management');
const validate = createAjv().compile(files.schema);
const context = { appointmentId: 42 };
const wire = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));

describe('management adapter', () => {
  it('is registered under the form id', () => {
    expect(adapters.management).toBe(managementAdapter);
  });

  it.each(Object.entries(files.validFixtures))('round-trips %s', (_name, fixture) => {
    const back = managementAdapter.fromResponse(wire(managementAdapter.toPayload(fixture as ManagementForm, context)));
    expect(back).toEqual(fixture);
    expect(validate(back)).toBe(true);
  });

  it('reads the shared test plan (tests/fixtures/management-plan.ts) as a valid form that sends the same body back', () => {
    const body = counsellingPlanBody();
    const form = managementAdapter.fromResponse(wire(body));
    expect(validate(form), JSON.stringify(validate.errors)).toBe(true);
    expect(managementAdapter.toPayload(form, context)).toMatchObject(body);
  });

  it('sends the plan with numbers or null for the prescription and measurements', () => {
    expect(managementAdapter.toPayload(files.validFixtures['valid-spectacles'] as ManagementForm, context)).toEqual({
      refractive_correction: true,
      medications: false,
      counselling: true,
      low_vision_aid: false,
      therapy: false,
      surgery: false,
      referral: false,
      type_of_refractive_correction: 'Spectacles',
      od_sph: 1.25,
      os_sph: -0.5,
      od_cyl: -0.75,
      os_cyl: -1,
      od_axis: 90,
      os_axis: 180,
      od_add: 2,
      os_add: 2,
      type_of_lens: 'Progressive',
      pd: 63.5,
      segment_height: 18,
      fitting_cross_height: 22,
      counselling_details: 'Wear full time; adaptation takes about two weeks.',
      low_vision_aid_details: '',
      therapy_details: '',
      surgery_details: '',
      referral_details: '',
      prescribed_medications: [],
    });
  });

  it('sends the chosen medications with name, dosage and eye', () => {
    const payload = managementAdapter.toPayload(files.validFixtures['valid-medications-and-referral'] as ManagementForm, context);
    expect(payload.prescribed_medications).toEqual([
      { id: 12, name: 'Chloramphenicol 0.5% eye drops', dosage: '1 drop 4 times daily for 5 days', eye: 'OU' },
      { id: 31, name: 'Carboxymethylcellulose 0.5%', dosage: '', eye: 'OS' },
    ]);
    expect(payload).toMatchObject({ od_sph: null, type_of_refractive_correction: null, pd: null, referral_details: 'Ophthalmologist: raised IOP for gonioscopy' });
  });

  it('does not send the prescription, details or medications of an option that is not ticked', () => {
    const payload = managementAdapter.toPayload(
      {
        ...NO_MANAGEMENT_OPTION,
        counselling: true,
        type_of_refractive_correction: 'Spectacles',
        od_sph: '+1.00',
        pd: 60,
        surgery_details: 'Left over',
        prescribed_medications: [{ id: 1, name: 'x', eye: 'OD' }],
      },
      context,
    );
    expect(payload).toMatchObject({ type_of_refractive_correction: null, od_sph: null, pd: null, surgery_details: '', prescribed_medications: [] });
  });

  it.each([
    ['+1.25', 1.25],
    ['-0.75', -0.75],
    ['-3', -3],
    ['+0.00', 0],
    ['90', 90],
    ['+2.00', 2],
    ['', null],
    ['abc', null],
    [undefined, null],
  ])('converts the notation %j to %j', (text, number) => {
    expect(parseWireNumber(text)).toBe(number);
  });

  it.each([
    ['od_sph', 1.25, '+1.25'],
    ['os_sph', -2, '-2.00'],
    ['od_sph', 0, '+0.00'],
    ['od_cyl', -0.75, '-0.75'],
    ['os_cyl', 0, '-0.00'],
    ['od_axis', 90, '90'],
    ['os_add', 2, '+2.00'],
  ])('reads %s %j back as %j', (field, number, text) => {
    const format = wireOf(files.schema, propertiesOf(files.schema, files.schema).get(field)).number!;
    expect(formatWireNumber(number, format)).toBe(text);
  });

  it('reads a saved plan: numbers to notation, nulls and blanks left out, the record’s keys dropped', () => {
    const back = managementAdapter.fromResponse({
      appointment: 42,
      id: 9,
      saved_at: '2026-11-21T10:16:00.000Z',
      ...NO_MANAGEMENT_OPTION,
      refractive_correction: true,
      type_of_refractive_correction: 'Contact Lenses',
      od_sph: -2.25,
      os_sph: -2,
      od_cyl: null,
      os_cyl: -0.5,
      od_axis: null,
      os_axis: 10,
      od_add: null,
      os_add: null,
      type_of_lens: null,
      pd: 62,
      segment_height: null,
      fitting_cross_height: null,
      counselling_details: '',
      low_vision_aid_details: null,
      therapy_details: '',
      surgery_details: '',
      referral_details: '',
      prescribed_medications: null,
    });
    expect(back).toEqual({
      ...NO_MANAGEMENT_OPTION,
      refractive_correction: true,
      type_of_refractive_correction: 'Contact Lenses',
      od_sph: '-2.25',
      os_sph: '-2.00',
      os_cyl: '-0.50',
      os_axis: '10',
      pd: 62,
      prescribed_medications: [],
    });
    expect(validate(back)).toBe(true);
  });

  it('reads invalid numbers back as notation the form refuses (positive CYL, negative ADD, fractional AXIS)', () => {
    const back = managementAdapter.fromResponse({ ...NO_MANAGEMENT_OPTION, refractive_correction: true, type_of_refractive_correction: 'Other', od_sph: 1, os_sph: 1.3, od_cyl: 0.5, od_axis: 90.5, os_add: -1 });
    expect(back).toMatchObject({ od_sph: '+1.00', os_sph: '+1.30', od_cyl: '+0.50', od_axis: '90.5', os_add: '-1.00' });
    expect(validate(back)).toBe(false);
  });

  it('reading a body keeps unknown keys and odd values, so that validation still refuses them', () => {
    const back = readBody('management', { ...NO_MANAGEMENT_OPTION, counselling: 'yes', od_sph: true, plan_id: 3 });
    expect(back).toMatchObject({ counselling: 'yes', od_sph: true, plan_id: 3 });
    expect(validate(back)).toBe(false);
  });

  it.each([null, undefined, 'text', 12, [], [1], { prescribed_medications: 'x', pd: {} }, { prescribed_medications: [null, 3] }])(
    'never throws on junk: %j',
    (junk) => {
      expect(() => managementAdapter.fromResponse(junk)).not.toThrow();
      expect(validate(managementAdapter.fromResponse(junk))).toBe(false);
      expect(() => managementAdapter.toPayload(junk as unknown as ManagementForm, {})).not.toThrow();
    },
  );
});
