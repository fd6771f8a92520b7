// Issue "Guided consultation", in Chromium against the built app: nothing typed is lost — a reload in the middle of the
// visual-acuity tab restores the tab, the step and the typed values; a save while the server cannot be reached keeps
// the input and says so; a successful save removes the draft; an untouched loaded tab says 'No changes detected'.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appointmentTodayFor } from '../support/api-seed';
import { startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm } from '../support/session';

const env = startAppAndBrowser();

const field = (page: Page, name: string) => page.getByLabel(name, { exact: true });
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
/** The drafts of this consultation's visual acuity in the browser's storage. */
const vaDrafts = (page: Page, appointmentId: number) =>
  page.evaluate((id) => Object.keys(localStorage).filter((key) => key.endsWith(`:consultation-${id}-visual-acuity`)), appointmentId);

async function openConsultation(appointmentId: number): Promise<Page> {
  const page = await env.newPage();
  await loginThroughForm(page, env.app.baseUrl, 'student');
  await page.goto(`${env.app.baseUrl}/consultation/${appointmentId}`);
  await page.getByRole('heading', { level: 1, name: 'Consultation' }).waitFor();
  return page;
}

describe('consultation drafts and saves (as student)', () => {
  it('a reload restores tab, step and typed values; an unreachable server keeps the input; a save removes the draft', async () => {
    const appointmentId = await appointmentTodayFor(env.app.baseUrl, { first: 'Esi', last: 'Reloadson', phone: '0245550771' });
    const page = await openConsultation(appointmentId);
    await tab(page, 'Visual Acuity').click();
    await page.getByRole('radio', { name: 'Snellen' }).click();
    await field(page, 'Unaided distance VA (OD)').fill('6/9');
    await field(page, 'Unaided distance VA (OS)').fill('6/12');
    await expect.poll(() => vaDrafts(page, appointmentId)).toHaveLength(1);

    await page.reload();
    await expect.poll(() => tab(page, 'Visual Acuity').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => field(page, 'Unaided distance VA (OD)').inputValue()).toBe('6/9');
    expect(await field(page, 'Unaided distance VA (OS)').inputValue()).toBe('6/12');
    expect(await page.getByRole('radio', { name: 'Snellen' }).isChecked()).toBe(true);
    expect(await page.evaluate((id) => localStorage.getItem(`consultation-${id}-flowStep`), appointmentId)).toBe('consultation');

    // The server cannot be reached: the save fails, the input stays and the person is told.
    await page.route('**/api/tests/api/visual-acuity/', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Save and Proceed' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Something went wrong while saving.' }).count()).toBeGreaterThan(0);
    expect(await tab(page, 'Visual Acuity').getAttribute('aria-selected')).toBe('true');
    expect(await field(page, 'Unaided distance VA (OD)').inputValue()).toBe('6/9');
    expect(await vaDrafts(page, appointmentId)).toHaveLength(1);

    // Back again: the save goes through, the tab is ticked, the next one opens and the draft is gone.
    await page.unroute('**/api/tests/api/visual-acuity/');
    await page.getByRole('button', { name: 'Save and Proceed' }).click();
    await expect.poll(() => tab(page, 'Externals').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.getByRole('tab', { name: 'Visual Acuity (completed)' }).count()).toBe(1);
    expect(await vaDrafts(page, appointmentId)).toHaveLength(0);
  });

  it("saving an untouched loaded tab says 'No changes detected', still ticks it and moves on", async () => {
    const appointmentId = await appointmentTodayFor(env.app.baseUrl, { first: 'Kofi', last: 'Untouchedson', phone: '0245550772' });
    const page = await openConsultation(appointmentId);
    await tab(page, 'Visual Acuity').click();
    await page.getByRole('radio', { name: 'Snellen' }).click();
    await field(page, 'Unaided distance VA (OD)').fill('6/6');
    await field(page, 'Unaided distance VA (OS)').fill('6/6');
    await page.getByRole('button', { name: 'Save and Proceed' }).click();
    await expect.poll(() => tab(page, 'Externals').getAttribute('aria-selected')).toBe('true');

    // Opened again later: the saved record is loaded; saving it unchanged says so and moves on.
    const again = await openConsultation(appointmentId);
    await tab(again, 'Visual Acuity').click();
    await expect.poll(() => field(again, 'Unaided distance VA (OD)').inputValue()).toBe('6/6');
    await again.getByRole('button', { name: 'Save and Proceed' }).click();
    await expect.poll(() => again.getByText('No changes detected').count()).toBeGreaterThan(0);
    await expect.poll(() => tab(again, 'Externals').getAttribute('aria-selected')).toBe('true');
    expect(await again.getByRole('tab', { name: 'Visual Acuity (completed)' }).count()).toBe(1);
  });
});
