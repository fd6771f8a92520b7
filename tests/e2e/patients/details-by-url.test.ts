// Issue 10, point 6, in Chromium against the built app: a patient's details open from their URL alone (a bookmark,
// a new tab), with Back and Book Appointment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { startAppProcess, type AppProcess } from '../../support/app-process';
import { launchChromium } from '../../support/browser';
import { DEMO_PASSWORD, loginThroughForm } from '../support/session';

let app: AppProcess;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  app = await startAppProcess();
  browser = await launchChromium();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await app?.stop();
});

/** Registers a patient through the API as hadmin; answers its numeric id. */
async function registerPatient(first: string, last: string, phone: string): Promise<number> {
  const login = await fetch(`${app.baseUrl}/api/auth/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'hadmin', password: DEMO_PASSWORD }),
  });
  const { access } = (await login.json()) as { access: string };
  const created = await fetch(`${app.baseUrl}/api/clients/api/patients/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
    body: JSON.stringify({
      first_name: first,
      last_name: last,
      dob: '1990-04-12',
      gender: 'Female',
      clinic: 'Old Site',
      occupation_category: 'Education & Training',
      occupation: 'Teacher',
      address: 'H/No. 12, Ring Road',
      landmark: 'Near the Methodist church',
      hometown: 'Kumasi',
      region: 'Ashanti',
      primary_phone: phone,
      emergency_contact_name: 'Kofi Owusu',
      emergency_contact_number: '0209876543',
    }),
  });
  const body = (await created.json()) as { id: number };
  expect(created.status, JSON.stringify(body)).toBe(201);
  return body.id;
}

describe('patient details by URL', () => {
  it('hadmin opens /patients-details?id= in a new page: the name shows, Book Appointment and Back work', async () => {
    const id = await registerPatient('Adwoa', 'Bookmarked', '0244777001');
    context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await loginThroughForm(await context.newPage(), app.baseUrl, 'hadmin');

    // A new tab with nothing but the URL: no navigation state, no history.
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/patients-details?id=${id}`);
    await page.getByRole('heading', { level: 1, name: 'Adwoa Bookmarked' }).waitFor();
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await page.waitForURL(`${app.baseUrl}/createAppointment`);
    await expect.poll(() => page.getByText('Adwoa Bookmarked').count()).toBeGreaterThan(0);

    // Back to the details page (the browser's history), then the page's own Back.
    await page.goBack();
    await page.waitForURL(`${app.baseUrl}/patients-details?id=${id}`);
    await page.getByRole('heading', { level: 1, name: 'Adwoa Bookmarked' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`${app.baseUrl}/my-patients`);
    await page.getByRole('heading', { level: 1, name: 'Patients' }).waitFor();

    // A reload of the first entry (no history within the app): Back leads to the patients list.
    const fresh = await context.newPage();
    await fresh.goto(`${app.baseUrl}/patients-details?id=${id}`);
    await fresh.getByRole('heading', { level: 1, name: 'Adwoa Bookmarked' }).waitFor();
    await fresh.getByRole('button', { name: 'Back' }).click();
    await fresh.waitForURL(`${app.baseUrl}/my-patients`);

    // An unknown id says so.
    await fresh.goto(`${app.baseUrl}/patients-details?id=999999`);
    await fresh.getByText('No patient found with the id "999999".').waitFor();
  });
});
