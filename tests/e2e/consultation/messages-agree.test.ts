// Main-path defects, point 8, in Chromium against the built app: Snellen values the schema accepts off the chart's
// lines (3/60, 20/20) get a hint that is neither an error nor blocking, and the save goes through; near VA follows one
// M/N rule on the visual acuity tab and on the refraction tab: 'X5' refused with 'Invalid MN notation', 'N5' saved
// and read back on both.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { description } from '../support/accessible';
import { appointmentTodayFor } from '../support/api-seed';
import { consultationTab, saveAndProceed, seeText, tabCompleted } from '../support/consultation-steps';
import { startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm } from '../support/session';

const env = startAppAndBrowser();
const WAIT = { timeout: 15_000 };
const HINT = 'Not a standard 6 m chart line (6/5 … 6/120); saved as typed.';
const NEAR = 'Invalid MN notation';

const field = (page: Page, name: string) => page.getByLabel(name, { exact: true });

async function openConsultation(appointmentId: number): Promise<Page> {
  const page = await env.newPage();
  await loginThroughForm(page, env.app.baseUrl, 'student');
  await page.goto(`${env.app.baseUrl}/consultation/${appointmentId}`);
  await page.getByRole('heading', { level: 1, name: 'Consultation' }).waitFor(WAIT);
  return page;
}

/** The computed text colour of the first element showing `text` in `scope`. */
const colourOf = (scope: Page | Locator, text: string) =>
  scope.getByText(text, { exact: true }).first().evaluate((element) => getComputedStyle(element).color);

/** Types into the input as a person does, then leaves it with Tab. */
async function typeInto(page: Page, input: Locator, text: string) {
  await input.click();
  await input.fill('');
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

describe('messages that agree with each other (as student)', () => {
  it('visual acuity: Snellen 3/60 and 20/20 get a hint and save; near VA X5 is refused, N5 saved and read back', async () => {
    const appointmentId = await appointmentTodayFor(env.app.baseUrl, { first: 'Ama', last: 'Hintson', phone: '0245550881' });
    const page = await openConsultation(appointmentId);
    await consultationTab(page, 'Visual Acuity').click();
    await page.getByRole('radio', { name: 'Snellen' }).click();
    const od = field(page, 'Unaided distance VA (OD)');
    const os = field(page, 'Unaided distance VA (OS)');
    await typeInto(page, od, '3/60');
    await typeInto(page, os, '20/20');
    for (const input of [od, os]) {
      await expect.poll(() => description(input), WAIT).toContain(HINT);
      expect(await input.getAttribute('aria-invalid')).toBeNull();
    }

    // A near VA the rule refuses: the live feedback and, on save, the field message; an error looks like one.
    const near = field(page, 'Near VA (OD)');
    await typeInto(page, near, 'X5');
    await expect.poll(() => description(near), WAIT).toContain(NEAR);
    expect(await near.getAttribute('aria-invalid')).toBe('true');
    await saveAndProceed(page);
    await seeText(page.getByRole('tabpanel', { name: 'Visual Acuity' }), NEAR);
    expect(await consultationTab(page, 'Visual Acuity').getAttribute('aria-selected')).toBe('true');
    const errorColour = await colourOf(page.getByRole('tabpanel', { name: 'Visual Acuity' }), NEAR);
    const hintColour = await colourOf(page, HINT);
    expect(hintColour).not.toBe(errorColour);
    expect(hintColour).not.toBe(await near.evaluate((element) => getComputedStyle(element).borderColor));

    await typeInto(page, near, 'n5');
    expect(await near.inputValue()).toBe('N5');
    await saveAndProceed(page);
    await tabCompleted(page, 'Visual Acuity');

    // Read back: the values as typed, still with the hint and nothing invalid.
    const again = await openConsultation(appointmentId);
    await consultationTab(again, 'Visual Acuity').click();
    await expect.poll(() => field(again, 'Near VA (OD)').inputValue(), WAIT).toBe('N5');
    expect(await field(again, 'Unaided distance VA (OD)').inputValue()).toBe('3/60');
    expect(await field(again, 'Unaided distance VA (OS)').inputValue()).toBe('20/20');
    expect(await field(again, 'Unaided distance VA (OD)').getAttribute('aria-invalid')).toBeNull();
  });

  it('refraction: the Near VA column refuses X5 with the M/N message and saves N5, read back', async () => {
    const appointmentId = await appointmentTodayFor(env.app.baseUrl, { first: 'Kojo', last: 'Nearson', phone: '0245550882' });
    const page = await openConsultation(appointmentId);
    await consultationTab(page, 'Refraction').click();
    await page.getByRole('radio', { name: 'Retinoscopy' }).click();
    const objective = page.getByRole('table', { name: 'Objective refraction' });
    const subjective = page.getByRole('table', { name: 'Subjective refraction' });
    await objective.getByRole('textbox', { name: 'OD SPH' }).fill('-1.25');
    await objective.getByRole('textbox', { name: 'OS SPH' }).fill('-1.00');
    await subjective.getByRole('textbox', { name: 'OD SPH' }).fill('-1.50');
    await subjective.getByRole('textbox', { name: 'OS SPH' }).fill('-1.25');
    const near = subjective.getByRole('textbox', { name: 'OD Near VA' });
    await near.fill('X5');
    await saveAndProceed(page);
    await seeText(subjective, NEAR);
    await expect.poll(() => description(near), WAIT).toContain(NEAR);
    expect(await near.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Use 6/6 or a float like 0.00', { exact: true }).count()).toBe(0);

    await typeInto(page, near, 'n5');
    expect(await near.inputValue()).toBe('N5');
    await saveAndProceed(page);
    await tabCompleted(page, 'Refraction');

    const again = await openConsultation(appointmentId);
    await consultationTab(again, 'Refraction').click();
    const readBack = again.getByRole('table', { name: 'Subjective refraction' }).getByRole('textbox', { name: 'OD Near VA' });
    await expect.poll(() => readBack.inputValue(), WAIT).toBe('N5');
  });
});
