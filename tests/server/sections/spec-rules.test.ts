/**
 * Every visual acuity (with its prescription), refraction and management rule of consultation §5, over HTTP, with
 * the exact texts of §8: one valid record of the form, one rule broken, the save refused with that message on that
 * field. The fixture suite covers what the schema authors wrote; this list is the specification's, so a rule whose
 * fixture disappears is still held.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFormFiles } from '../../../src/engine/build/load-form-files';
import { bearer, createTestApp, PROJECT_SCHEMAS_DIR, tokensFor, type TestApp } from '../helpers/test-app';
import { freshContext, payloadFor, SECTION_ROUTES } from '../helpers/sections';

type Data = Record<string, unknown> & { objective?: Data[]; subjective?: Data[]; cycloplegic?: Data[] };
type Rule = [rule: string, change: (data: Data) => void, field: string, message: string];

const SPH = 'Invalid SPH format. Must start with + or -';
const SPH_BOTH = 'SPH is required and must be a valid value for both eyes (e.g., +1.00, -2.25).';
const CYL = 'CYL must be negative (e.g., -0.75)';
const AXIS = 'AXIS must be a number between 0 and 180';
const AXIS_WITH_CYL = 'AXIS is required if CYL is entered';
const ADD = 'ADD must start with +';
const RX_VA = 'Use 6/6 or a float like 0.00';
const REQUIRED = 'This field is required.';

const RULES: Record<string, { base: string; rules: Rule[] }> = {
  'visual-acuity': {
    base: 'valid-snellen-full',
    rules: [
      ['chart required', (d) => delete d.va_chart_used, 'va_chart_used', 'Please select the VA chart used.'],
      ['unaided distance VA for the right eye', (d) => (d.distance_unaided_od = ''), 'distance_unaided_od', 'Enter Unaided Distance VA per eye.'],
      ['unaided distance VA for the left eye', (d) => delete d.distance_unaided_os, 'distance_unaided_os', 'Enter Unaided Distance VA per eye.'],
      [
        'Snellen notation',
        (d) => (d.distance_ph_od = '6/six'),
        'distance_ph_od',
        'Use Snellen notation such as 6/6 or 6/18 (or CF, HM, PL, NPL).',
      ],
      [
        'LogMAR range',
        (d) => Object.assign(d, { va_chart_used: 'LOGMAR', distance_unaided_od: '3.6', distance_unaided_os: '0.10', distance_ph_od: '0.00', distance_ph_os: '-0.02', distance_plus1_od: '3.5', distance_plus1_os: 'HM' }),
        'distance_unaided_od',
        'Value must be between -0.02 and 3.5 (decimal)',
      ],
      ['near VA in M or N notation', (d) => (d.near_va_os = 'X5'), 'near_va_os', 'Invalid MN notation'],
      ['prescription type when the patient came with one', (d) => delete d.prescription_type, 'prescription_type', 'Please select a prescription type before proceeding.'],
      ['prescription SPH for both eyes', (d) => (d.rx_sph_os = ''), 'rx_sph_os', SPH_BOTH],
      ['prescription SPH sign', (d) => (d.rx_sph_od = '1.00'), 'rx_sph_od', SPH],
      ['prescription SPH quarter steps', (d) => (d.rx_sph_od = '+1.10'), 'rx_sph_od', SPH],
      ['prescription CYL negative', (d) => (d.rx_cyl_od = '+0.75'), 'rx_cyl_od', CYL],
      ['prescription AXIS 0-180', (d) => (d.rx_axis_od = '181'), 'rx_axis_od', AXIS],
      ['prescription AXIS whole number', (d) => (d.rx_axis_od = '90.5'), 'rx_axis_od', AXIS],
      ['prescription AXIS with CYL', (d) => (d.rx_axis_od = ''), 'rx_axis_od', AXIS_WITH_CYL],
      ['prescription VA 1', (d) => (d.rx_va1_od = '6-6'), 'rx_va1_od', RX_VA],
      ['prescription VA 2', (d) => (d.rx_va2_os = '3.5'), 'rx_va2_os', RX_VA],
      ['prescription ADD', (d) => (d.rx_add_os = '2.00'), 'rx_add_os', ADD],
    ],
  },
  refraction: {
    base: 'valid-full',
    rules: [
      ['objective method required', (d) => delete d.objective_method, 'objective_method', REQUIRED],
      ['objective SPH per eye', (d) => delete d.objective![1]!.sph, 'objective.1.sph', REQUIRED],
      ['subjective SPH per eye', (d) => delete d.subjective![0]!.sph, 'subjective.0.sph', REQUIRED],
      ['objective AXIS with CYL', (d) => delete d.objective![0]!.axis, 'objective.0.axis', AXIS_WITH_CYL],
      ['subjective AXIS with CYL', (d) => delete d.subjective![1]!.axis, 'subjective.1.axis', AXIS_WITH_CYL],
      ['cycloplegic AXIS with CYL', (d) => delete d.cycloplegic![0]!.axis, 'cycloplegic.0.axis', AXIS_WITH_CYL],
      ['SPH sign', (d) => (d.objective![0]!.sph = '1.25'), 'objective.0.sph', SPH],
      ['CYL negative', (d) => (d.subjective![0]!.cyl = '+0.50'), 'subjective.0.cyl', CYL],
      ['AXIS 0-180', (d) => (d.cycloplegic![0]!.axis = '200'), 'cycloplegic.0.axis', AXIS],
      ['ADD sign', (d) => (d.subjective![1]!.add = '1.50'), 'subjective.1.add', ADD],
      ['VA notation', (d) => (d.objective![0]!.va_6m = 'good'), 'objective.0.va_6m', RX_VA],
      // One near-VA rule with the visual acuity form: valid-full's near VA is N5 and M2.5.
      ['near VA in M or N notation', (d) => (d.subjective![0]!.va_0_4m = 'X5'), 'subjective.0.va_0_4m', 'Invalid MN notation'],
    ],
  },
  management: {
    base: 'valid-spectacles',
    rules: [
      [
        'at least one option',
        (d) => Object.assign(d, { refractive_correction: false, counselling: false }),
        'non_field_errors',
        'Please select at least one management option.',
      ],
      ['type of refractive correction', (d) => delete d.type_of_refractive_correction, 'type_of_refractive_correction', 'Please select a type of refractive correction.'],
      ['SPH for both eyes', (d) => delete d.os_sph, 'os_sph', SPH_BOTH],
      // The management payload carries numbers (§3): a sign is not text there, but quarter steps and signs are.
      ['SPH in quarter steps', (d) => (d.od_sph = '+1.10'), 'od_sph', SPH_BOTH],
      ['CYL negative', (d) => (d.od_cyl = '+0.75'), 'od_cyl', CYL],
      ['AXIS 0-180', (d) => (d.os_axis = '181'), 'os_axis', AXIS],
      ['AXIS with CYL', (d) => delete d.od_axis, 'od_axis', AXIS_WITH_CYL],
      ['ADD positive', (d) => (d.os_add = '-2.00'), 'os_add', ADD],
    ],
  },
};

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await tokensFor(t.app, 'lecturer')).access;
});
afterAll(async () => {
  await t?.close();
});

describe.each(Object.entries(RULES))('%s', (formId, { base, rules }) => {
  const route = SECTION_ROUTES.find((r) => r.formId === formId)!;
  const valid = loadFormFiles(formId, PROJECT_SCHEMAS_DIR).validFixtures[base] as Data;

  async function save(data: Data) {
    const context = await freshContext(t.app);
    return t.app.inject({
      method: 'POST',
      url: route.post(context.appointmentId),
      payload: payloadFor(route, data, context) as object,
      headers: bearer(token),
    });
  }

  it(`stores the unbroken record (${base})`, async () => {
    expect(valid).toBeDefined();
    expect((await save(structuredClone(valid))).statusCode).toBe(201);
  });

  it.each(rules)('%s', async (_rule, change, field, message) => {
    const data = structuredClone(valid);
    change(data);
    const response = await save(data);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()[field], response.body).toContain(message);
  });
});
