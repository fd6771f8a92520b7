// Issue 10, point 3, in Chromium against the built app: at the clinic's tablets (768×1024) and a phone (390×844) the
// front desk searches, opens a patient, books an appointment and registers a patient, and the navigation drawer works;
// after every step nothing is wider than the screen and the controls used lie inside it. The visual-acuity form keeps
// its OD and OS columns side by side, each heading above its own inputs (issue 11).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startAppAndBrowser } from '../support/e2e-env';
import { fillRegistration, openNewPatient } from '../patients/registration-form';
import { accessTokenOf, appointmentTodayFor, createPatientByApi } from '../support/api-seed';
import { expectNoSideScroll, expectOnScreen } from '../support/layout';
import { loginThroughForm } from '../support/session';

const SIZES = [
  { name: 'phone', width: 390, height: 844, surname: 'Phoneyard', phone: '0244800390', newcomer: 'Narrowfield', examined: '0244801390' },
  { name: 'tablet', width: 768, height: 1024, surname: 'Tabletson', phone: '0244800768', newcomer: 'Mediumbridge', examined: '0244801768' },
] as const;

const env = startAppAndBrowser();

describe.each(SIZES)('at $width×$height ($name)', (size) => {
  let page: Page;

  beforeAll(async () => {
    const access = await accessTokenOf(env.app.baseUrl, 'hadmin');
    await createPatientByApi(env.app.baseUrl, access, { first: 'Akosua', last: size.surname, phone: size.phone });
    page = await env.newPage({ width: size.width, height: size.height });
  });

  it('login fits, with the show-password toggle inside the field', async () => {
    await page.goto(`${env.app.baseUrl}/login`);
    const password = page.getByLabel('Password', { exact: true });
    const toggle = page.getByRole('button', { name: 'Show password' });
    await expectOnScreen(page, password, 'password field');
    const field = (await password.boundingBox())!;
    const button = (await toggle.boundingBox())!;
    expect(button.x).toBeGreaterThanOrEqual(field.x);
    expect(button.x + button.width).toBeLessThanOrEqual(field.x + field.width);
    expect(button.y).toBeGreaterThanOrEqual(field.y);
    expect(button.y + button.height).toBeLessThanOrEqual(field.y + field.height);
    await expectNoSideScroll(page, 'login');
    await loginThroughForm(page, env.app.baseUrl, 'hadmin');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expectNoSideScroll(page, 'dashboard');
    // 'Login successful!' shows under the top bar without covering the search box, a button or the heading.
    const toast = page.getByText('Login successful!');
    await toast.waitFor();
    const toastBox = (await toast.boundingBox())!;
    for (const [what, control] of [
      ['search box', page.getByRole('searchbox', { name: 'Search Patients' })],
      ['Add New Patient', page.getByRole('button', { name: 'Add New Patient' })],
      ['heading', page.getByRole('heading', { level: 1, name: 'Dashboard' })],
    ] as const) {
      const box = (await control.boundingBox())!;
      const overlaps =
        toastBox.x < box.x + box.width && box.x < toastBox.x + toastBox.width && toastBox.y < box.y + box.height && box.y < toastBox.y + toastBox.height;
      expect(overlaps, `the toast covers the ${what}`).toBe(false);
    }
  });

  it('the Menu button opens a labelled drawer; choosing an entry navigates and closes it; Escape closes it', async () => {
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await expectOnScreen(page, menu, 'Menu');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    const drawer = page.getByRole('navigation', { name: 'Main' });
    await expectOnScreen(page, drawer, 'drawer');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await drawer.getAttribute('id')).toBe(await menu.getAttribute('aria-controls'));
    for (const label of ['Dashboard', 'Patients', 'Appointments', 'Clinic Schedule']) {
      await expectOnScreen(page, drawer.getByRole('link', { name: new RegExp(`^${label}`) }).getByText(label, { exact: true }), label);
    }
    await expect.poll(() => drawer.getByRole('link', { name: 'Dashboard' }).evaluate((link) => link === document.activeElement)).toBe(true);
    await expectNoSideScroll(page, 'drawer open');

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => menu.evaluate((button) => button === document.activeElement)).toBe(true);

    await menu.click();
    await drawer.getByRole('link', { name: 'Patients' }).click();
    await page.waitForURL(`${env.app.baseUrl}/my-patients`);
    await page.getByRole('heading', { level: 1, name: 'Patients' }).waitFor();
    await drawer.waitFor({ state: 'detached' });
    await expectNoSideScroll(page, 'patients list');
  });

  it('searches from the top bar, opens the patient and books an appointment for them', async () => {
    const search = page.getByRole('searchbox', { name: 'Search Patients' });
    await expectOnScreen(page, search, 'search box');
    // The search box has room to type in (the issue saw it shrink to 57 px).
    expect((await search.boundingBox())!.width).toBeGreaterThan(size.width * 0.4);
    await search.fill(size.surname);
    await search.press('Enter');
    await page.getByRole('heading', { level: 1, name: `Search Results for "${size.surname}"` }).waitFor();
    const results = page.getByRole('table', { name: 'Search results' });
    const row = results.getByRole('row').filter({ hasText: `Akosua ${size.surname}` });
    await expect.poll(() => row.count()).toBe(1);
    const view = row.getByRole('button', { name: `View Akosua ${size.surname}` });
    await expectOnScreen(page, view, 'View');
    await expectOnScreen(page, row.getByRole('button', { name: `Book Appointment for Akosua ${size.surname}` }), 'row Book Appointment');
    await expectNoSideScroll(page, 'search results');

    await view.click();
    await page.getByRole('heading', { level: 1, name: `Akosua ${size.surname}` }).waitFor();
    await expectNoSideScroll(page, 'patient details');
    const book = page.getByRole('button', { name: 'Book Appointment' });
    await expectOnScreen(page, book, 'Book Appointment');
    await book.click();
    await page.waitForURL(`${env.app.baseUrl}/createAppointment`);
    await page.getByRole('heading', { level: 1, name: 'Book Appointment' }).waitFor();
    await expectNoSideScroll(page, 'booking form');
    const submit = page.getByRole('form', { name: 'Book appointment' }).getByRole('button', { name: 'Book Appointment' });
    await expectOnScreen(page, submit, 'booking submit');
    await submit.click();
    await page.waitForURL(`${env.app.baseUrl}/appointments`);
    const booked = page.getByRole('table', { name: "Today's appointments" }).getByRole('row').filter({ hasText: `Akosua ${size.surname}` });
    await expect.poll(() => booked.count()).toBe(1);
    await expectNoSideScroll(page, "today's appointments");
  });

  it('registers a new patient through the clinic dialog and the form', async () => {
    const add = page.getByRole('button', { name: 'Add New Patient' });
    await expectOnScreen(page, add, 'Add New Patient');
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Choose the clinic in which you are attending to this patient' });
    await expectOnScreen(page, dialog, 'clinic dialog');
    await expectOnScreen(page, dialog.getByRole('button', { name: 'Continue' }), 'Continue');
    await expectNoSideScroll(page, 'clinic dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await openNewPatient(page, env.app.baseUrl, 'address', 'CCTU');
    await expectNoSideScroll(page, 'registration form');
    const patient = { first: 'Esi', last: size.newcomer, phone: size.name === 'phone' ? '0555390390' : '0555768768' };
    await fillRegistration(page, patient);
    for (const name of ['First name', 'Primary phone', 'Emergency contact number']) {
      await expectOnScreen(page, page.getByRole('textbox', { name }), name);
    }
    await expectNoSideScroll(page, 'registration form filled');
    const schedule = page.getByRole('button', { name: 'Schedule Appointment' });
    await expectOnScreen(page, schedule, 'Schedule Appointment');
    await schedule.click();
    await page.waitForURL(`${env.app.baseUrl}/createAppointment`);
    await expect.poll(() => page.getByText(`Esi ${size.newcomer}`).count()).toBeGreaterThan(0);
    await expectNoSideScroll(page, 'booking the new patient');
  });

  it('the visual-acuity form: the OD and OS headings each above their own inputs, side by side, nothing wider', async () => {
    const appointmentId = await appointmentTodayFor(env.app.baseUrl, { first: 'Kwame', last: `${size.surname}va`, phone: size.examined });
    const student = await env.newPage({ width: size.width, height: size.height });
    await loginThroughForm(student, env.app.baseUrl, 'student');
    await student.goto(`${env.app.baseUrl}/consultation/${appointmentId}`);
    await student.getByRole('heading', { level: 1, name: 'Consultation' }).waitFor();
    await student.getByRole('tab', { name: /^Visual Acuity/ }).click();
    await student.getByRole('radio', { name: 'Snellen' }).click();
    // The prescription block too: more OD/OS rows.
    await student.getByRole('radiogroup', { name: 'Came with a prescription?' }).getByRole('radio', { name: 'Yes' }).check();
    await student.getByLabel('SPH (OD)', { exact: true }).waitFor();
    await expectNoSideScroll(student, 'visual acuity');

    const pairs = student.locator('fieldset.sl-pairs');
    for (let index = 0; index < (await pairs.count()); index++) {
      const pair = pairs.nth(index);
      const headings = { OD: (await pair.getByText('OD (right eye)', { exact: true }).first().boundingBox())!, OS: (await pair.getByText('OS (left eye)', { exact: true }).first().boundingBox())! };
      for (const row of await pair.getByRole('group').all()) {
        const name = await row.getAttribute('aria-label');
        // The eye's input in the row (a text box, or the text box of a stepper).
        const input = (eye: 'OD' | 'OS') => row.locator(`[data-eye="${eye}"] input`).first();
        const od = (await input('OD').boundingBox())!;
        const os = (await input('OS').boundingBox())!;
        for (const [eye, box] of [['OD', od], ['OS', os]] as const) {
          const heading = headings[eye];
          expect(heading.y + heading.height, `${name}: ${eye} heading above its input`).toBeLessThanOrEqual(box.y);
          // The heading's column holds its own input: the heading starts left of the input's end, and the input starts
          // right of the heading's start (a stepper's button may come first).
          expect(heading.x, `${name}: ${eye} heading over its input`).toBeLessThan(box.x + box.width);
          expect(box.x, `${name}: ${eye} input under its heading`).toBeGreaterThanOrEqual(heading.x - 1);
          await expectOnScreen(student, input(eye), `${name} ${eye}`);
        }
        // Side by side: OD on the left, OS on the right, on one line.
        expect(Math.abs(od.y - os.y), `${name}: OD and OS on one line`).toBeLessThan(2);
        expect(od.x + od.width, `${name}: OD left of OS`).toBeLessThanOrEqual(os.x);
      }
    }
  });
});
