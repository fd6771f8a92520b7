// Specification §5 rules in a real browser: the review bundle served by the real server, /dev/forms, visual acuity
// and refraction filled in as a person would (click, type, Tab, save), and the §8 messages read under the fields.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { PLAYWRIGHT_DEFAULT_VIEWPORT, startAppAndBrowser } from '../support/e2e-env';
import { description } from '../support/accessible';
import { loginThroughForm } from '../support/session';
import { reviewBundle } from './support/review-bundle';

const CHART = 'Please select the VA chart used.';
const UNAIDED = 'Enter Unaided Distance VA per eye.';
const NEAR = 'Invalid MN notation';
const CYL = 'CYL must be negative (e.g., -0.75)';
const AXIS_WITH_CYL = 'AXIS is required if CYL is entered';
const SPH_FORMAT = 'Invalid SPH format. Must start with + or -';

const env = startAppAndBrowser({ app: () => ({ env: { STATIC_DIR: reviewBundle() }, ensureBuild: false }) });

/** A signed-in page on /dev/forms with `formId` chosen from the list; page errors are collected. */
async function openForm(formId: string): Promise<{ page: Page; pageErrors: string[] }> {
  const page = await env.newPage(PLAYWRIGHT_DEFAULT_VIEWPORT);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await loginThroughForm(page, env.app.baseUrl, 'student');
  await page.goto(`${env.app.baseUrl}/dev/forms`);
  await page.getByRole('navigation', { name: 'Forms' }).getByRole('link', { name: formId, exact: true }).click();
  await page.getByRole('button', { name: 'Save and Proceed' }).waitFor();
  return { page, pageErrors };
}

/** Clicks into the input and types as a person does, then leaves it with Tab. */
async function typeInto(page: Page, input: Locator, text: string) {
  await input.click();
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

/** `message` is on screen and announced with `control`. */
async function expectMessageAt(page: Page, control: Locator, message: string) {
  await expect.poll(() => description(control), { timeout: 5000 }).toContain(message);
  await expect.poll(() => page.getByText(message).first().isVisible()).toBe(true);
}

describe('§5 rules in the browser', () => {
  it('visual acuity: chart, unaided VA per eye, near VA notation, CYL sign, AXIS with CYL, SPH sign', async () => {
    const { page, pageErrors } = await openForm('visual-acuity');
    const save = page.getByRole('button', { name: 'Save and Proceed' });
    const field = (name: string) => page.getByLabel(name, { exact: true });

    await save.click();
    await expectMessageAt(page, page.getByRole('radiogroup', { name: 'VA chart used' }), CHART);
    await expectMessageAt(page, field('Unaided distance VA (OD)'), UNAIDED);
    await expectMessageAt(page, field('Unaided distance VA (OS)'), UNAIDED);

    await page.getByRole('radio', { name: 'Snellen' }).click();
    await typeInto(page, field('Unaided distance VA (OD)'), '6/6');
    await typeInto(page, field('Near VA (OD)'), 'J2');
    await expectMessageAt(page, field('Near VA (OD)'), NEAR);

    await page.getByRole('radiogroup', { name: 'Came with a prescription?' }).getByRole('radio', { name: 'Yes' }).click();
    await page.getByRole('radio', { name: 'Spectacles' }).click();
    await typeInto(page, field('SPH (OD)'), '1.00');
    await expectMessageAt(page, field('SPH (OD)'), SPH_FORMAT);
    await typeInto(page, field('CYL (OD)'), '+0.75');
    await expectMessageAt(page, field('CYL (OD)'), CYL);
    await typeInto(page, field('CYL (OS)'), '-0.75');

    await save.click();
    await expectMessageAt(page, field('AXIS (OS)'), AXIS_WITH_CYL);
    await expectMessageAt(page, field('Unaided distance VA (OS)'), UNAIDED);
    await expectMessageAt(page, field('Near VA (OD)'), NEAR);
    await expectMessageAt(page, field('SPH (OD)'), SPH_FORMAT);
    await expectMessageAt(page, field('CYL (OD)'), CYL);
    expect(await page.getByText('Valid: the form would save this data.').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('refraction: CYL sign, AXIS with CYL and SPH sign in the objective table', async () => {
    const { page, pageErrors } = await openForm('refraction');
    const table = page.getByRole('table', { name: 'Objective refraction' });
    const cell = (name: string) => table.getByLabel(name, { exact: true });

    await page.getByRole('radio', { name: 'Retinoscopy' }).click();
    await typeInto(page, cell('OD SPH'), '1.25');
    await expectMessageAt(page, cell('OD SPH'), SPH_FORMAT);
    await typeInto(page, cell('OD CYL'), '+0.75');
    await typeInto(page, cell('OS SPH'), '-0.50');
    await typeInto(page, cell('OS CYL'), '-0.75');

    await page.getByRole('button', { name: 'Save and Proceed' }).click();
    await expectMessageAt(page, cell('OD SPH'), SPH_FORMAT);
    await expectMessageAt(page, cell('OD CYL'), CYL);
    await expectMessageAt(page, cell('OS AXIS'), AXIS_WITH_CYL);
    expect(await page.getByText('Valid: the form would save this data.').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
