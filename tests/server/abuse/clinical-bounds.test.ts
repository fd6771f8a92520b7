/**
 * Clinical values are bounded in the schemas (issue 19, low findings): a management plan's PD (40-80 mm), segment
 * height and fitting cross height (5-40 mm) refuse 1e308 and 0 with the bound's message, and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFormFiles } from '../../../src/engine/build/load-form-files';
import { freshContext, payloadFor, SECTION_ROUTES } from '../helpers/sections';
import { bearer, createTestApp, expectErrorShape, PROJECT_SCHEMAS_DIR, tokensFor, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;
const route = SECTION_ROUTES.find((entry) => entry.formId === 'management')!;
const spectacles = loadFormFiles('management', PROJECT_SCHEMAS_DIR).validFixtures['valid-spectacles'] as Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  token = (await tokensFor(t.app, 'student')).access;
});
afterAll(async () => {
  await t?.close();
});

async function save(change: Record<string, unknown>) {
  const context = await freshContext(t.app);
  const response = await t.app.inject({
    method: 'POST',
    url: route.post(context.appointmentId),
    payload: payloadFor(route, { ...structuredClone(spectacles), ...change }, context) as object,
    headers: bearer(token),
  });
  const stored = await t.app.db.selectFrom('section_records').select('id').where('appointment_id', '=', context.appointmentId).where('form_id', '=', 'management').execute();
  return { response, stored: stored.length };
}

const AT_LEAST = (bound: number) => `Ensure this value is greater than or equal to ${bound}.`;
const AT_MOST = (bound: number) => `Ensure this value is less than or equal to ${bound}.`;

describe('management measurements', () => {
  it.each([
    ['pd', 1e308, AT_MOST(80)],
    ['pd', 0, AT_LEAST(40)],
    ['segment_height', 1e308, AT_MOST(40)],
    ['segment_height', 0, AT_LEAST(5)],
    ['fitting_cross_height', 1e308, AT_MOST(40)],
    ['fitting_cross_height', 0, AT_LEAST(5)],
  ])('refuses %s %s', async (field, value, message) => {
    const { response, stored } = await save({ [field]: value });
    expect(response.statusCode, response.body).toBe(400);
    expect(expectErrorShape(response)).toBeNull();
    expect(response.json()).toEqual({ [field]: [message] });
    expect(stored).toBe(0);
  });

  it('stores measurements within the bounds', async () => {
    const { response, stored } = await save({ pd: 40, segment_height: 5, fitting_cross_height: 40 });
    expect(response.statusCode, response.body).toBe(201);
    expect(stored).toBe(1);
  });
});
