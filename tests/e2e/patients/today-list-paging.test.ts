// Issue 19 (write budgets, bounded lists), in Chromium against the built app: today's appointments are asked of the
// server one page of 10 at a time; the pager reaches the rest of the day, and the dashboard still counts them all.
import { describe, expect, it } from 'vitest';
import { blockingViolations, expectNone } from '../a11y/axe';
import { accessTokenOf, clinicToday, createPatientByApi } from '../support/api-seed';
import { startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm } from '../support/session';

const env = startAppAndBrowser();
const BOOKED = 13;

/** hadmin books `count` appointments for today, each for a new patient named `Pager <n>`. */
async function bookToday(count: number): Promise<void> {
  const access = await accessTokenOf(env.app.baseUrl, 'hadmin');
  for (let n = 1; n <= count; n += 1) {
    const patient = await createPatientByApi(env.app.baseUrl, access, { first: 'Pager', last: `Person${String.fromCharCode(64 + n)}`, phone: `02447772${String(n).padStart(2, '0')}` });
    const response = await fetch(`${env.app.baseUrl}/api/clients/api/appointments/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
      body: JSON.stringify({ patient, appointment_date: clinicToday(), appointment_type: 'New', status: 'Scheduled' }),
    });
    if (response.status !== 201) throw new Error(`booking answered ${response.status}: ${await response.text()}`);
  }
}

describe("today's appointments, paged by the server", () => {
  it('shows 10 of the day, then the rest on page 2, and the dashboard counts the whole day', async () => {
    await bookToday(BOOKED);
    // bypassCSP: the accessibility check injects axe-core.
    const page = await env.newPage(undefined, { bypassCSP: true });
    await loginThroughForm(page, env.app.baseUrl, 'hadmin');
    const todayCard = page.getByRole('listitem').filter({ hasText: "Today's Appointments" });
    await expect.poll(() => todayCard.textContent()).toContain(String(BOOKED));

    await page.getByRole('link', { name: 'See all' }).click();
    await page.waitForURL(`${env.app.baseUrl}/appointments`);
    const rows = page.getByRole('table', { name: "Today's appointments" }).getByRole('row').filter({ hasText: 'Pager Person' });
    await expect.poll(() => rows.count()).toBe(10);
    // Newest booked first: the last booked (M) leads page 1; the first three booked are on page 2.
    expect(await rows.first().textContent()).toContain('Pager PersonM');

    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => rows.count()).toBe(BOOKED - 10);
    expect(await rows.allTextContents()).toEqual([
      expect.stringContaining('Pager PersonC'),
      expect.stringContaining('Pager PersonB'),
      expect.stringContaining('Pager PersonA'),
    ]);

    // The pager itself: labelled, the current page marked, no accessibility finding, and Back by the keyboard.
    const pager = page.getByRole('navigation', { name: 'Appointments pages' });
    expect(await pager.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).not.toBeNull();
    expect(await pager.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBeNull();
    expectNone(await blockingViolations(page, 'appointments, page 2'));
    await pager.getByRole('button', { name: 'Back' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => rows.count()).toBe(10);
  });
});
