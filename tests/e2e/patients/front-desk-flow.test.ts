// Issue "Patients, appointments and dashboard", end to end in Chromium against the built app and a real server:
// the front desk registers and books (a walk-in at once), a student sees the day and consults, and the top-bar search
// finds patients by part of a name, by patient ID and by phone.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm } from '../support/session';
import { description } from '../support/accessible';
import { expectMessageAt, fillRegistration, openNewPatient } from './registration-form';

const FIRST = { first: 'Abena', last: 'Kwarteng', phone: '0244111222' };
const SAME_PHONE = { first: 'Efia', last: 'Quansahwa', phone: FIRST.phone };
const WALK_IN = { first: 'Yaa', last: 'Asantewaa', phone: '0551234987' };

const env = startAppAndBrowser();

async function signedIn(username: string): Promise<Page> {
    const page = await env.newPage();
  await loginThroughForm(page, env.app.baseUrl, username);
  return page;
}

/** Books today's appointment on the booking page the form went to. */
async function bookToday(page: Page, name: string) {
  await page.waitForURL(`${env.app.baseUrl}/createAppointment`);
  await expect.poll(() => page.getByText(name).count()).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Book Appointment' }).click();
  await page.waitForURL(`${env.app.baseUrl}/appointments`);
}

const todayRow = (page: Page, name: string) => page.getByRole('table', { name: "Today's appointments" }).getByRole('row').filter({ hasText: name });

describe('front desk to consultation', () => {
  it('hadmin registers a patient with live field messages, then books them for today', async () => {
    const page = await signedIn('hadmin');
    await openNewPatient(page, env.app.baseUrl, 'button');
    const firstName = page.getByRole('textbox', { name: 'First name' });
    const phone = page.getByRole('textbox', { name: 'Primary phone' });
    await firstName.pressSequentially('Abena2');
    await expectMessageAt(firstName, 'Only letters, max 20 chars');
    await phone.pressSequentially('02441');
    await expectMessageAt(phone, 'Enter a valid 10-digit number');
    await fillRegistration(page, FIRST);
    await expect.poll(() => description(firstName)).not.toContain('Only letters');
    await expect.poll(() => description(phone)).not.toContain('10-digit');
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    await bookToday(page, `${FIRST.first} ${FIRST.last}`);
    await expect.poll(() => todayRow(page, `${FIRST.first} ${FIRST.last}`).count()).toBe(1);
    await expect.poll(() => todayRow(page, `${FIRST.first} ${FIRST.last}`).textContent()).toContain('Scheduled');
  });

  it("a second patient with the same phone asks 'Confirm Save'; Proceed saves them", async () => {
    const page = await signedIn('hadmin');
    await openNewPatient(page, env.app.baseUrl, 'button', 'CCTU');
    await fillRegistration(page, SAME_PHONE);
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Save' });
    await expect.poll(() => dialog.textContent()).toContain('An account with this primary phone number already exists.');
    await dialog.getByRole('button', { name: 'Proceed' }).click();
    await bookToday(page, `${SAME_PHONE.first} ${SAME_PHONE.last}`);
    await expect.poll(() => todayRow(page, `${SAME_PHONE.first} ${SAME_PHONE.last}`).count()).toBe(1);
  });

  it("a student sees the day's appointments on the dashboard and today's list", async () => {
    const page = await signedIn('student');
    const upcoming = page.getByRole('table', { name: 'Upcoming Appointments' });
    for (const patient of [FIRST, SAME_PHONE]) {
      await expect.poll(() => upcoming.getByRole('row').filter({ hasText: `${patient.first} ${patient.last}` }).count()).toBe(1);
    }
    const cards = page.getByRole('list', { name: 'Appointment counts' });
    await expect.poll(() => cards.getByRole('listitem').filter({ hasText: "Today's Appointments" }).textContent()).toContain('2');
    await expect.poll(() => upcoming.getByRole('button', { name: /^Attend to Patient/ }).count()).toBe(2);
    await page.getByRole('link', { name: 'See all' }).click();
    await page.waitForURL(`${env.app.baseUrl}/appointments`);
    await expect.poll(() => todayRow(page, `${FIRST.first} ${FIRST.last}`).getByRole('button', { name: /^Consult/ }).count()).toBe(1);
  });

  it("a walk-in: 'Attend to Patient Now' books today's consultation, which a student opens from today's list", async () => {
    // Registering is the front desk's (one permission table: 'Add New Patient' is the hospital administrator's).
    const desk = await signedIn('hadmin');
    await openNewPatient(desk, env.app.baseUrl, 'address', 'Science');
    await fillRegistration(desk, WALK_IN);
    await desk.getByRole('button', { name: 'Attend to Patient Now' }).click();
    await desk.waitForURL(/\/consultation\/\d+$/);
    const id = Number(new URL(desk.url()).pathname.split('/').pop());
    // The appointment is today's, Scheduled, for that patient.
    const page = await signedIn('student');
    await page.getByRole('link', { name: 'Appointments' }).click();
    const row = todayRow(page, `${WALK_IN.first} ${WALK_IN.last}`);
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: /^Consult/ }).click();
    await page.waitForURL(`${env.app.baseUrl}/consultation/${id}`);
  });

  it('the top-bar search finds a patient by part of a name, by patient ID and by phone', async () => {
    const page = await signedIn('hadmin');
    await page.getByRole('link', { name: 'Appointments' }).click();
    const row = todayRow(page, `${FIRST.first} ${FIRST.last}`);
    await expect.poll(() => row.count()).toBe(1);
    const patientId = (await row.getByRole('cell').nth(1).textContent())!.trim();
    expect(patientId).toMatch(/\S/);
    const results = page.getByRole('table', { name: 'Search results' });
    const search = async (text: string) => {
      await page.getByRole('searchbox', { name: 'Search Patients' }).fill(text);
      await page.getByRole('searchbox', { name: 'Search Patients' }).press('Enter');
      await page.getByRole('heading', { level: 1, name: `Search Results for "${text}"` }).waitFor();
    };
    await search('warte');
    await expect.poll(() => results.getByRole('row').filter({ hasText: `${FIRST.first} ${FIRST.last}` }).count()).toBe(1);
    await search(patientId);
    await expect.poll(() => results.getByRole('row').filter({ hasText: patientId }).count()).toBe(1);
    await search(FIRST.phone);
    const byPhone = results.getByRole('row').filter({ hasText: FIRST.phone });
    await expect.poll(() => byPhone.count()).toBe(2);
    await search('nobody-by-this-name');
    await expect.poll(() => page.getByText('No patients found.').count()).toBe(1);
  });
});
