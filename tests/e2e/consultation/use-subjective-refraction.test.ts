// Issue 22, item 4: the spectacle prescription is not retyped. In Management, one click on 'Use subjective refraction'
// fills the Rx (SPH, CYL, AXIS, ADD of each eye) from this appointment's saved subjective refraction; the values stay
// editable and are saved with the plan. Without a saved refraction the button says so.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import savedRefraction from '../../../schemas/refraction/fixtures/valid-full.json';
import { adapters } from '../../../src/api/adapters';
import { appointmentTodayFor, sectionSavePath } from '../support/api-seed';
import { hasFocus } from '../support/consultation-steps';
import { startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm } from '../support/session';
import { apiAs } from '../support/teaching';

const env = startAppAndBrowser();
const WAIT = { timeout: 15_000 };

/** The management Rx fields by their labels, in the order of the form. */
const RX_FIELDS = ['SPH OD', 'SPH OS', 'CYL OD', 'CYL OS', 'AXIS OD', 'AXIS OS', 'ADD OD', 'ADD OS'];

/** Signs in as student and opens the consultation at Management with refractive correction (spectacles) ticked. */
async function openSpectaclesPlan(appointmentId: number): Promise<Page> {
  const page = await env.newPage({ width: 1366, height: 900 });
  await loginThroughForm(page, env.app.baseUrl, 'student');
  await page.evaluate((key) => localStorage.setItem(key, 'management'), `consultation-${appointmentId}-flowStep`);
  await page.goto(`${env.app.baseUrl}/consultation/${appointmentId}`);
  await page.getByRole('checkbox', { name: 'Refractive correction' }).check(WAIT);
  await page.getByRole('combobox', { name: 'Type of refractive correction' }).focus();
  await page.keyboard.type('S');
  return page;
}

const rxValues = (page: Page) => Promise.all(RX_FIELDS.map((name) => page.getByRole('textbox', { name: new RegExp(`^${name}`) }).inputValue()));

describe("Management: 'Use subjective refraction' (as student)", () => {
  it('one click fills the eight Rx values from the saved subjective refraction; an edited value and the rest are saved and read back', async () => {
    const appointmentId = await appointmentTodayFor(env.app.baseUrl, { first: 'Abena', last: 'Subjective', phone: '0244807391' });
    // The refraction with its subjective rows, and the diagnosis a completion needs, saved before Management.
    const refraction = adapters.refraction!.toPayload(savedRefraction as never, { appointmentId });
    const diagnosis = { appointment: appointmentId, differential_diagnosis: 'Presbyopia', final_diagnoses: [] };
    const saves = [
      await apiAs(env.app.baseUrl, 'student', 'POST', sectionSavePath('refraction', appointmentId), refraction),
      await apiAs(env.app.baseUrl, 'student', 'POST', sectionSavePath('diagnosis', appointmentId), diagnosis),
    ];
    expect(saves.map((save) => save.status)).toEqual([201, 201]);
    const page = await openSpectaclesPlan(appointmentId);

    await page.getByRole('button', { name: 'Use subjective refraction' }).click();
    await expect.poll(() => rxValues(page), WAIT).toEqual(['+1.00', '-2.00', '-0.50', '-1.25', '85', '0', '+1.50', '+1.50']);
    await hasFocus(page.getByRole('textbox', { name: /^SPH OD/ }));

    // Editable as any typed value: the left ADD changed before saving.
    await page.getByRole('textbox', { name: /^ADD OS/ }).fill('+1.75');
    await page.getByRole('button', { name: 'Save and Proceed' }).click();
    await page.getByRole('dialog', { name: 'Confirm Save' }).getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Consultation Completed' }).waitFor(WAIT);

    const plan = (await apiAs<Record<string, unknown>>(env.app.baseUrl, 'student', 'GET', `/management/${appointmentId}/`)).body;
    expect(plan).toMatchObject({
      refractive_correction: true,
      type_of_refractive_correction: 'Spectacles',
      od_sph: 1,
      os_sph: -2,
      od_cyl: -0.5,
      os_cyl: -1.25,
      od_axis: 85,
      os_axis: 0,
      od_add: 1.5,
      os_add: 1.75,
    });
  });

  it('without a saved refraction the button says so, and the Rx stays empty', async () => {
    const appointmentId = await appointmentTodayFor(env.app.baseUrl, { first: 'Kofi', last: 'Norefraction', phone: '0244807392' });
    const page = await openSpectaclesPlan(appointmentId);
    const button = page.getByRole('button', { name: 'Use subjective refraction' });
    await button.click();
    await page.getByRole('status').filter({ hasText: 'No subjective refraction is saved for this appointment' }).waitFor(WAIT);
    await hasFocus(button);
    expect(await rxValues(page)).toEqual(['', '', '', '', '', '', '', '']);
  });
});
