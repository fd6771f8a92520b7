// Issue 23, Done-when (front desk), in Chromium against the built app: the hospital administrator edits a patient in
// the registration form and the patient's History shows the change (field and previous value); on today's list
// they cancel one appointment (a reason is required) and reschedule another to a time, and the list shows both.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { accessTokenOf, appointmentTodayFor, createPatientByApi } from '../support/api-seed';
import { startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm } from '../support/session';

const TIMEOUT = 120_000;
const WAIT = { timeout: 15_000 };

const env = startAppAndBrowser();

/** A phone number (10 digits) no other patient of this run has. */
const STAMP = String(Date.now()).slice(-6);
const phone = (seed: number) => `020${seed}${STAMP}`;

/** The row of `table` that names `text`. */
const rowOf = (table: Locator, text: string) => table.getByRole('row').filter({ hasText: text });

async function openTodaysList(page: Page): Promise<Locator> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Appointments/ }).click();
  const table = page.getByRole('table', { name: "Today's appointments" });
  await table.waitFor(WAIT);
  return table;
}

describe('front desk edits', () => {
  it(
    'hadmin edits a patient (the history shows it), cancels one appointment with a reason and reschedules another',
    async () => {
      const base = env.app.baseUrl;
      const access = await accessTokenOf(base, 'hadmin');
      const edited = await createPatientByApi(base, access, { first: 'Adjoa', last: 'Editson', phone: phone(1), address: 'Old Road 1' });
      await appointmentTodayFor(base, { first: 'Kwesi', last: 'Cancelman', phone: phone(2) });
      await appointmentTodayFor(base, { first: 'Efua', last: 'Moveton', phone: phone(3) });

      const page = await env.newPage();
      await loginThroughForm(page, base, 'hadmin');

      // Edit: the registration form, filled with the patient; one field changed.
      await page.goto(`${base}/patients-details?id=${edited}`);
      await page.getByRole('heading', { level: 1, name: 'Adjoa Editson' }).waitFor(WAIT);
      await page.getByRole('button', { name: 'Edit Patient' }).click();
      await page.getByRole('heading', { level: 1, name: 'Edit Adjoa Editson' }).waitFor(WAIT);
      const address = page.getByRole('textbox', { name: 'Address' });
      await expect.poll(() => address.inputValue(), WAIT).toBe('Old Road 1');
      await address.fill('New Road 7');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Patient updated successfully').waitFor(WAIT);
      await page.getByRole('heading', { level: 1, name: 'Adjoa Editson' }).waitFor(WAIT);
      await expect.poll(() => page.getByRole('tabpanel').getByText('New Road 7').count(), WAIT).toBe(1);

      // History: who, which field, what it held before.
      await page.getByRole('tab', { name: 'History' }).click();
      const history = page.getByRole('table', { name: 'Patient history' });
      const change = history.getByRole('row').filter({ hasText: 'Address: Old Road 1' });
      await change.waitFor(WAIT);
      const cells = await change.getByRole('cell').allTextContents();
      expect(cells[1]).toContain('Abena Owusu');
      expect(cells[2]).toBe('Address');

      // Cancel: a reason is required.
      const today = await openTodaysList(page);
      await rowOf(today, 'Kwesi Cancelman').getByRole('button', { name: 'Cancel Kwesi Cancelman' }).click();
      const cancel = page.getByRole('dialog', { name: 'Cancel Appointment' });
      await cancel.getByRole('button', { name: 'Cancel Appointment' }).click();
      const reason = cancel.getByRole('textbox', { name: 'Reason for cancelling' });
      await cancel.getByText('Give a reason for cancelling the appointment.').waitFor(WAIT);
      expect(await reason.getAttribute('aria-invalid')).toBe('true');
      await reason.fill('Patient travelling');
      await cancel.getByRole('button', { name: 'Cancel Appointment' }).click();
      await cancel.waitFor({ state: 'hidden', ...WAIT });
      const cancelled = rowOf(today, 'Kwesi Cancelman');
      await cancelled.getByText('Cancelled').waitFor(WAIT);
      await cancelled.getByText('Patient travelling').waitFor(WAIT);
      expect(await cancelled.getByRole('button', { name: /^Cancel / }).count()).toBe(0);

      // Reschedule: to a time of the day; still Scheduled.
      await rowOf(today, 'Efua Moveton').getByRole('button', { name: 'Reschedule Efua Moveton' }).click();
      const reschedule = page.getByRole('dialog', { name: 'Reschedule Appointment' });
      await reschedule.getByLabel('New time (optional)').fill('15:45');
      await reschedule.getByRole('button', { name: 'Reschedule' }).click();
      await reschedule.waitFor({ state: 'hidden', ...WAIT });
      const moved = rowOf(today, 'Efua Moveton');
      await moved.getByRole('cell', { name: /, 15:45$/ }).waitFor(WAIT);
      await moved.getByText('Scheduled').waitFor(WAIT);
    },
    TIMEOUT,
  );
});
