// Issue "Guided consultation", in Chromium against the built app: nothing typed is lost — a reload in the middle of the
// visual-acuity tab restores the tab, the step and the typed values; a save while offline keeps the input and says so,
// with 'Offline' in the top bar until the connection is back (the browser offline, or the server stopped); a save the
// server does not answer says so within the save timeout and keeps the input; a successful save removes the draft; an
// untouched loaded tab says 'No changes detected'.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appointmentTodayFor } from '../support/api-seed';
import { startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm } from '../support/session';

const env = startAppAndBrowser();

const field = (page: Page, name: string) => page.getByLabel(name, { exact: true });
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const OFFLINE_TEXT = 'You are offline — your entries are kept on this device';
const TIMEOUT_TEXT =
  'The server did not answer in time — your entries are kept on this device. Check the record before saving again.';
/** The top bar's 'Offline' indicator. */
const offlineIndicator = (page: Page) => page.getByRole('status').filter({ hasText: 'Offline' });
const alertSaying = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();
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
  it('a reload restores tab, step and typed values; offline, a save keeps the input and says so; back online it saves', async () => {
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

    // Offline: the top bar says so, the save cannot reach the server, the input stays and the person is told why.
    expect(await offlineIndicator(page).count()).toBe(0);
    await page.context().setOffline(true);
    await offlineIndicator(page).waitFor();
    await page.getByRole('button', { name: 'Save and Proceed' }).click();
    await alertSaying(page, OFFLINE_TEXT).waitFor();
    expect(await alertSaying(page, 'Something went wrong while saving.').count()).toBe(0);
    expect(await tab(page, 'Visual Acuity').getAttribute('aria-selected')).toBe('true');
    expect(await field(page, 'Unaided distance VA (OD)').inputValue()).toBe('6/9');
    expect(await vaDrafts(page, appointmentId)).toHaveLength(1);

    // Back online: the indicator goes, the save goes through, the tab is ticked, the next one opens and the draft is gone.
    await page.context().setOffline(false);
    await expect.poll(() => offlineIndicator(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Save and Proceed' }).click();
    await expect.poll(() => tab(page, 'Externals').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.getByRole('tab', { name: 'Visual Acuity (completed)' }).count()).toBe(1);
    expect(await vaDrafts(page, appointmentId)).toHaveLength(0);
  });

  it('a save the server does not answer says so within the save timeout and keeps the input; a later save goes through', async () => {
    const appointmentId = await appointmentTodayFor(env.app.baseUrl, { first: 'Ama', last: 'Silentson', phone: '0245550773' });
    const page = await openConsultation(appointmentId);
    await tab(page, 'Visual Acuity').click();
    await page.getByRole('radio', { name: 'Snellen' }).click();
    await field(page, 'Unaided distance VA (OD)').fill('6/18');
    await field(page, 'Unaided distance VA (OS)').fill('6/6');

    // The save is sent and never answered: after the save timeout (8 s) the person learns it may not have arrived.
    await page.route('**/api/tests/api/visual-acuity/', () => undefined);
    await page.getByRole('button', { name: 'Save and Proceed' }).click();
    await alertSaying(page, TIMEOUT_TEXT).waitFor({ timeout: 20_000 });
    expect(await offlineIndicator(page).count()).toBe(0);
    expect(await tab(page, 'Visual Acuity').getAttribute('aria-selected')).toBe('true');
    expect(await field(page, 'Unaided distance VA (OD)').inputValue()).toBe('6/18');
    expect(await field(page, 'Unaided distance VA (OS)').inputValue()).toBe('6/6');
    expect(await vaDrafts(page, appointmentId)).toHaveLength(1);

    await page.unroute('**/api/tests/api/visual-acuity/');
    await page.getByRole('button', { name: 'Save and Proceed' }).click();
    await expect.poll(() => page.getByRole('tab', { name: 'Visual Acuity (completed)' }).count()).toBe(1);
    expect(await vaDrafts(page, appointmentId)).toHaveLength(0);
  });

  it("with the server stopped, a save says offline and the top bar 'Offline'; once it is back the indicator goes by itself", async () => {
    const appointmentId = await appointmentTodayFor(env.app.baseUrl, { first: 'Yaw', last: 'Stoppedson', phone: '0245550774' });
    const page = await openConsultation(appointmentId);
    await tab(page, 'Visual Acuity').click();
    await page.getByRole('radio', { name: 'Snellen' }).click();
    await field(page, 'Unaided distance VA (OD)').fill('6/24');
    await field(page, 'Unaided distance VA (OS)').fill('6/9');

    // The browser thinks it is online; only the failed request tells the app that the server cannot be reached.
    await env.app.pause();
    try {
      await page.getByRole('button', { name: 'Save and Proceed' }).click();
      await alertSaying(page, OFFLINE_TEXT).waitFor();
      await offlineIndicator(page).waitFor();
      expect(await field(page, 'Unaided distance VA (OD)').inputValue()).toBe('6/24');
      expect(await vaDrafts(page, appointmentId)).toHaveLength(1);
    } finally {
      await env.app.resume();
    }

    await offlineIndicator(page).waitFor({ state: 'detached', timeout: 20_000 });
    await page.getByRole('button', { name: 'Save and Proceed' }).click();
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
