// Issue 20, point 4, in Chromium against the built app: a patient's More Info shows the registration fields as
// before, then every other property of the registration form under its schema title.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessTokenOf, createPatientByApi } from '../support/api-seed';
import { startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm } from '../support/session';

const env = startAppAndBrowser();

/** The value a details list shows beside `label`. */
function valueBeside(page: Page, label: string) {
  return page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]').textContent();
}

describe('More Info', () => {
  it("shows a fully registered patient's registration fields, each under its label", async () => {
    const access = await accessTokenOf(env.app.baseUrl, 'hadmin');
    const id = await createPatientByApi(env.app.baseUrl, access, {
      first: 'Kwame',
      last: 'Informed',
      phone: '0244777201',
      clinic: 'New Site',
      occupation: 'Retired civil servant',
      more: {
        otherNames: 'Nana Yaw',
        residence: 'Abura',
        alternate_phone: '0274445556',
        hospitalId: 'UCC-EYE-00231',
        dateOfFirstVisit: '2025-01-15',
        healthInsuranceProvider: 'NHIS',
        healthInsuranceNumber: 'NHIS-12345678',
      },
    });
    const page = await env.newPage();
    await loginThroughForm(page, env.app.baseUrl, 'hadmin');
    await page.goto(`${env.app.baseUrl}/patients-details?id=${id}`);
    await page.getByRole('heading', { level: 1, name: 'Kwame Informed' }).waitFor();
    await page.getByRole('tab', { name: 'More Info' }).waitFor();
    // The form's own properties follow once the registration form is loaded.
    await page.getByText('Other names', { exact: true }).waitFor();

    const expected: [string, string][] = [
      ['ID type', 'Hospital ID'],
      ['ID number', 'UCC-EYE-00231'],
      ['Alternate phone', '0274445556'],
      ['Address', 'H/No. 4, Castle Road'],
      ['Landmark', 'Near the lighthouse'],
      ['Region', 'Central'],
      ['Emergency contact name', 'Kofi Owusu'],
      ['Emergency contact number', '0209876543'],
      ['Insurance type', 'Public'],
      ['Insurance provider', 'NHIS'],
      ['Insurance number', 'NHIS-12345678'],
      ['Date of first visit', '15 Jan 2025'],
      ['Other names', 'Nana Yaw'],
      ['Clinic', 'Science'],
      ['Occupation category', 'Education & Training'],
      ['Occupation', 'Retired civil servant'],
      ['Residence', 'Abura'],
      ['Hometown', 'Cape Coast'],
    ];
    for (const [label, value] of expected) expect(await valueBeside(page, label), label).toBe(value);
    // Shown once: a property the specification's fields show already is not repeated under its form title.
    expect(await page.getByText('Hospital ID', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Health insurance provider', { exact: true }).count()).toBe(0);
  });
});
