// Issue 22, item 6, in Chromium against the built app: a completed consultation whose plan prescribes spectacles
// shows, in the dispensary, the lenses' prescription per eye and prints it (the PDF, read with the user's token,
// opens in a new tab); patient details prints the same appointment's documents from its records dialog. The
// consultation is recorded through the API (refraction, diagnosis, management, completion).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import spheresOnly from '../../../schemas/refraction/fixtures/valid-spheres-only.json';
import { NO_MANAGEMENT_OPTION } from '../../fixtures/management-plan';
import { appointmentTodayFor } from '../support/api-seed';
import { blockingViolations, expectNone } from '../a11y/axe';
import { startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm } from '../support/session';
import { apiAs } from '../support/teaching';
import { adapters } from '../../../src/api/adapters';

const TIMEOUT = 180_000;
const WAIT = { timeout: 15_000 };

const env = startAppAndBrowser();

const SPECTACLES = {
  ...NO_MANAGEMENT_OPTION,
  refractive_correction: true,
  type_of_refractive_correction: 'Spectacles',
  od_sph: '+1.25',
  os_sph: '-0.50',
  od_cyl: '-0.75',
  od_axis: '90',
  od_add: '+2.00',
  os_add: '+2.00',
  type_of_lens: 'Progressive',
  referral: true,
  referral_details: 'Ophthalmologist: raised IOP for gonioscopy',
  prescribed_medications: [],
};

/** Presses `button` and answers the URL of the tab it opens. */
async function openedBy(page: Page, button: ReturnType<Page['getByRole']>): Promise<string> {
  const [opened] = await Promise.all([page.context().waitForEvent('page', WAIT), button.click()]);
  return opened.url();
}

describe('printable documents (issue 22)', () => {
  it(
    "the dispensary shows a spectacles item's prescription and prints it; patient details prints the appointment's documents",
    async () => {
      const base = env.app.baseUrl;
      const appointment = await appointmentTodayFor(base, { first: 'Abena', last: 'Lenses', phone: '0244100301' });
      const saves = [
        await apiAs(base, 'student', 'POST', `/tests/api/refraction/${appointment}/`, adapters.refraction!.toPayload(spheresOnly as never, { appointmentId: appointment })),
        await apiAs(base, 'student', 'POST', `/diagnosis/${appointment}/create/`, { appointment, differential_diagnosis: 'Presbyopia', final_diagnoses: [] }),
        await apiAs(base, 'student', 'POST', `/management/${appointment}/`, adapters.management!.toPayload(SPECTACLES as never, { appointmentId: appointment })),
        await apiAs(base, 'student', 'PATCH', `/clients/api/${appointment}/complete/`, {}),
      ];
      expect(saves.map((save) => save.status), JSON.stringify(saves.map((save) => save.body))).toEqual([201, 201, 201, 200]);

      const page = await env.newPage(undefined, { bypassCSP: true });
      const violations: string[] = [];
      await loginThroughForm(page, base, 'hadmin');

      // The dispensary: the spectacles item's prescription per eye, and its print button.
      await page.getByRole('navigation', { name: 'Clinic operations' }).getByRole('link', { name: 'Dispensary' }).click();
      const rx = page.getByRole('table', { name: 'Prescription for Abena Lenses' });
      await rx.waitFor(WAIT);
      expect(await rx.getByRole('row').allInnerTexts()).toEqual([
        expect.stringMatching(/Eye\s+SPH\s+CYL\s+AXIS\s+ADD/),
        expect.stringMatching(/OD \(right\)\s+\+1\.25\s+-0\.75\s+90\s+\+2\.00/),
        expect.stringMatching(/OS \(left\)\s+-0\.50\s+—\s+—\s+\+2\.00/),
      ]);
      violations.push(...(await blockingViolations(page, 'dispensary queue with a prescription')));
      const url = await openedBy(page, page.getByRole('button', { name: 'Print spectacle prescription for Abena Lenses' }));
      expect(url).toMatch(/^blob:/);

      // Patient details: the appointment's records dialog prints both documents its plan gives.
      await page.getByRole('searchbox', { name: 'Search Patients' }).fill('Lenses');
      await page.getByRole('searchbox', { name: 'Search Patients' }).press('Enter');
      await page.getByRole('button', { name: 'View Abena Lenses' }).click();
      await page.getByRole('heading', { level: 1, name: 'Abena Lenses' }).waitFor(WAIT);
      await page.getByRole('tab', { name: 'Appointments' }).click();
      await page.getByRole('button', { name: /^View More of / }).first().click();
      const dialog = page.getByRole('dialog');
      const documents = dialog.getByRole('group', { name: 'Documents to print' });
      await documents.waitFor(WAIT);
      expect(await documents.getByRole('button').allInnerTexts()).toEqual(['Print spectacle prescription', 'Print referral letter']);
      violations.push(...(await blockingViolations(page, 'records dialog with documents')));
      expect(await openedBy(page, documents.getByRole('button', { name: 'Print referral letter' }))).toMatch(/^blob:/);
      expectNone(violations);
    },
    TIMEOUT,
  );
});
