// Issue 10, "Duplicate guard", in Chromium against the built app and a real server: the 'Confirm Save' dialog names
// the patient already holding the phone number, starts on Cancel so that Enter saves nothing, links to that patient,
// and an exact duplicate is refused outright.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessTokenOf } from '../support/api-seed';
import { startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm } from '../support/session';
import { expectMessageAt, fillRegistration, openNewPatient } from './registration-form';

const EXISTING = { first: 'Adwoa', last: 'Boatemaa', phone: '0244777888' };
const SAME_PHONE = { first: 'Akosua', last: 'Boatemaa', phone: EXISTING.phone };

const env = startAppAndBrowser();
let access = '';

beforeAll(async () => {
  access = await accessTokenOf(env.app.baseUrl, 'hadmin');
});

/** How many patients the server holds, read through the API. */
async function patientCount(): Promise<number> {
  const response = await fetch(`${env.app.baseUrl}/api/clients/api/patients/?page=1&page_size=1`, {
    headers: { authorization: `Bearer ${access}` },
  });
  return ((await response.json()) as { count: number }).count;
}

async function signedIn(): Promise<Page> {
  const page = await env.newPage();
  await loginThroughForm(page, env.app.baseUrl, 'hadmin');
  return page;
}

describe('duplicate guard', () => {
  it("names the existing patient in 'Confirm Save', and Enter does not save a duplicate", async () => {
    const page = await signedIn();
    await openNewPatient(page, env.app.baseUrl, 'button');
    await fillRegistration(page, EXISTING);
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    await page.waitForURL(`${env.app.baseUrl}/createAppointment`);
    const before = await patientCount();

    await openNewPatient(page, env.app.baseUrl, 'address');
    await fillRegistration(page, SAME_PHONE);
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Save' });
    await expect.poll(() => dialog.textContent()).toContain('An account with this primary phone number already exists.');
    const existing = dialog.getByRole('list', { name: 'Already registered with this number' }).getByRole('listitem');
    await expect.poll(() => existing.textContent()).toMatch(/^Adwoa Boatemaa \(SL-\d{6}, born 17 May 1990\)$/);
    await expect.poll(() => dialog.getByRole('button', { name: 'Cancel' }).evaluate((button) => button === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/register-patient');
    expect(await patientCount()).toBe(before);

    // The link opens the patient who already has the number.
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    await dialog.getByRole('link', { name: 'Adwoa Boatemaa' }).click();
    await page.waitForURL((url) => url.pathname === '/patients-details');
    await page.getByRole('heading', { level: 1, name: 'Adwoa Boatemaa' }).waitFor();
    expect(await patientCount()).toBe(before);
  });

  it('refuses an exact duplicate (same names, date of birth and phone) without asking', async () => {
    const page = await signedIn();
    const before = await patientCount();
    await openNewPatient(page, env.app.baseUrl, 'address');
    await fillRegistration(page, EXISTING);
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    await expectMessageAt(page.getByRole('textbox', { name: 'Primary phone' }), 'This patient is already registered as SL-');
    expect(await page.getByRole('dialog', { name: 'Confirm Save' }).count()).toBe(0);
    expect(await patientCount()).toBe(before);
  });
});
