// Issue 10, point 6, in Chromium against the built app: a patient's details open from their URL alone (a bookmark,
// a new tab), with Back and Book Appointment.
import { describe, expect, it } from 'vitest';
import { accessTokenOf, createPatientByApi } from '../support/api-seed';
import { startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm } from '../support/session';

const env = startAppAndBrowser();

describe('patient details by URL', () => {
  it('hadmin opens /patients-details?id= in a new page: the name shows, Book Appointment and Back work', async () => {
    const access = await accessTokenOf(env.app.baseUrl, 'hadmin');
    const id = await createPatientByApi(env.app.baseUrl, access, { first: 'Adwoa', last: 'Bookmarked', phone: '0244777001', dob: '1990-04-12' });
    const signIn = await env.newPage();
    const context = signIn.context();
    await loginThroughForm(signIn, env.app.baseUrl, 'hadmin');

    // A new tab with nothing but the URL: no navigation state, no history.
    const page = await context.newPage();
    await page.goto(`${env.app.baseUrl}/patients-details?id=${id}`);
    await page.getByRole('heading', { level: 1, name: 'Adwoa Bookmarked' }).waitFor();
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await page.waitForURL(`${env.app.baseUrl}/createAppointment`);
    await expect.poll(() => page.getByText('Adwoa Bookmarked').count()).toBeGreaterThan(0);

    // Back to the details page (the browser's history), then the page's own Back.
    await page.goBack();
    await page.waitForURL(`${env.app.baseUrl}/patients-details?id=${id}`);
    await page.getByRole('heading', { level: 1, name: 'Adwoa Bookmarked' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`${env.app.baseUrl}/my-patients`);
    await page.getByRole('heading', { level: 1, name: 'Patients' }).waitFor();

    // A reload of the first entry (no history within the app): Back leads to the patients list.
    const fresh = await context.newPage();
    await fresh.goto(`${env.app.baseUrl}/patients-details?id=${id}`);
    await fresh.getByRole('heading', { level: 1, name: 'Adwoa Bookmarked' }).waitFor();
    await fresh.getByRole('button', { name: 'Back' }).click();
    await fresh.waitForURL(`${env.app.baseUrl}/my-patients`);

    // An unknown id says so.
    await fresh.goto(`${env.app.baseUrl}/patients-details?id=999999`);
    await fresh.getByText('No patient found with the id "999999".').waitFor();
  });
});
