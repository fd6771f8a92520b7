// Issue 10, "Accessible theme", in Chromium against the built app: axe-core (WCAG 2.1 A/AA and best practices) over
// every screen each role's sidebar offers and the states in between (dialogs open, forms with errors, menus), at the
// desktop, tablet and phone sizes, the consultation screen (issue 11; also offline), 'Consultation Completed' and a
// returned case's banner, and My Portal and Reports with their charts drawn. Any critical or serious violation fails,
// and so does a text drawn in its background's colour or a button or link under its contrast (./axe.ts), listed one
// line per element. The last test plants such controls into a page and proves that the gate reports them.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { join } from 'node:path';
import { openSqlite } from '../../../server/db/connection';
import { gradingRubricId, seedCase } from '../../support/teaching-seed';
import { accessTokenOf, createPatientByApi } from '../support/api-seed';
import { completeAtManagement } from '../support/consultation-steps';
import { apiAs, recordedCaseByApi, submittedCaseByApi } from '../support/teaching';
import { startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm } from '../support/session';
import { fillRegistration } from '../patients/registration-form';
import { blockingViolations, expectNone } from './axe';
import { adapterFor } from '../../../src/api/adapters/adapter-for';
import visualAcuity from '../../../schemas/visual-acuity/fixtures/valid-snellen-full.json';
import refraction from '../../../schemas/refraction/fixtures/valid-full.json';

const SIZES = [
  { name: 'desktop', width: 1366, height: 850 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const ALL = ['/', '/my-patients', '/appointments', '/clinic-schedule'];
// The sidebar of each demo role (spec platform.md §2.2, as tests/e2e/auth/login-and-roles.test.ts checks it).
const SIDEBAR: Record<string, string[]> = {
  // Plus the screens the dashboard links to (issue 13): inventory and dispensary.
  // Issue 23: the systems administrator's Users and Audit log, and everyone's Change password (the account menu).
  sysadmin: [...ALL, '/inventory', '/dispensary', '/users', '/audit-log', '/change-password'],
  hadmin: [...ALL, '/inventory', '/dispensary'],
  coordinator: [...ALL, '/inventory'],
  lecturer: [...ALL, '/pending-reviews', '/absent-request', '/reports', '/rubrics'],
  student: [...ALL, '/my-portal', '/case-reviews', '/absent-request', '/reports'],
};

const PATIENT = { first: 'Araba', last: 'Contrastee', phone: '0244555111' };
const LECTURER_NAME = 'Kwame Asante';
// The screens that draw charts once their figures have rows (seeded below).
const CHARTS = new Set(['/my-portal', '/reports']);
const TIMEOUT = 150_000;

const env = startAppAndBrowser();
let patientId = 0;
let appointmentId = 0;
let returnedId = 0;

async function api(path: string, access: string, body: unknown): Promise<{ id: number }> {
  const response = await fetch(`${env.app.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { id: number };
  expect(response.status, JSON.stringify(answer)).toBe(201);
  return answer;
}

beforeAll(async () => {
  const access = await accessTokenOf(env.app.baseUrl, 'hadmin');
  // A patient with one appointment: the list, details and 'View More' have something to show.
  patientId = await createPatientByApi(env.app.baseUrl, access, {
    ...PATIENT,
    dob: '1988-03-09',
    emergencyContactName: 'Kwesi Contrastee',
    emergencyContactNumber: '0209876500',
  });
  appointmentId = (await api('/api/clients/api/appointments/', access, { patient: patientId })).id;
  // Recorded sections, so that 'View More' shows values (the schemas' own valid fixtures, sent as the client would).
  const context = { appointmentId, patientId };
  const recorded = (formId: string, data: unknown, appointment: boolean) =>
    adapterFor(formId, { appointment, patient: false }).adapter.toPayload(data, context);
  const student = await accessTokenOf(env.app.baseUrl, 'student');
  await api('/api/tests/api/visual-acuity/', student, recorded('visual-acuity', visualAcuity, true));
  await api(`/api/tests/api/refraction/${appointmentId}/`, student, recorded('refraction', refraction, false));

  // A case returned to the student with two sections to correct: its banner links to each.
  returnedId = await submittedCaseByApi(env.app.baseUrl, { first: 'Esi', last: 'Returnee', phone: '0244555122' });
  const returned = await apiAs(env.app.baseUrl, 'lecturer', 'POST', `/reviews/${returnedId}/return/`, {
    remarks: 'Add onset and duration.',
    sections: ['case-history', 'refraction'],
  });
  expect(returned.status, JSON.stringify(returned.body)).toBe(200);
  // A graded, approved case of the student: My Portal and Reports draw their charts.
  const { db } = openSqlite(join(env.app.dataDir, 'sightline.sqlite'));
  try {
    const id = async (username: string) => (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
    const code = await db.selectFrom('diagnosis_codes').select('id').orderBy('id').executeTakeFirstOrThrow();
    await seedCase(db, await gradingRubricId(db), {
      patient: patientId,
      student: await id('student'),
      lecturer: await id('lecturer'),
      date: '2026-10-01',
      sections: ['refraction'],
      diagnosis: { code: code.id, differential: 'Myopia' },
      marks: { refraction: [80] },
      totals: [72.5],
      review: 'approved',
    });
  } finally {
    await db.destroy();
  }
});

/** A fresh context at `size`; the page's CSP would refuse axe-core's injected script, so this context bypasses it. */
function pageAt(size: (typeof SIZES)[number]): Promise<Page> {
  return env.newPage({ width: size.width, height: size.height }, { bypassCSP: true });
}

// Route titles (src/app/routes.tsx): the layout puts them in the document title once the screen is in place.
const TITLES: Record<string, string> = {
  '/': 'Dashboard',
  '/my-patients': 'Patients',
  '/appointments': 'Appointments',
  '/clinic-schedule': 'Clinic Schedule',
  '/pending-reviews': 'Pending Reviews',
  '/absent-request': 'Absent Request',
  '/reports': 'Reports',
  '/rubrics': 'Rubrics',
  '/inventory': 'Inventory',
  '/dispensary': 'Dispensary',
  '/my-portal': 'My Portal',
  '/case-reviews': 'Case Reviews',
  '/patients-details': 'Patient Details',
  '/users': 'Users',
  '/audit-log': 'Audit Log',
  '/change-password': 'Change password',
};

/**
 * Opens `path` inside the running app (as a link would: no reload, the session stays) and waits for its screen:
 * its title and a page heading.
 */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const title = `${TITLES[path.split('?')[0]!] ?? ''} · Sightline`;
  await page.waitForFunction((expected) => document.title === expected, title, { timeout: 30_000 }).catch((error: unknown) => {
    throw new Error(`${path}: the title never became "${title}"`, { cause: error });
  });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/** Whether `value` is on show in `region`: as text, or as a field's value (read-only records as fields or as text). */
function shows(region: Locator, value: string): Promise<boolean> {
  return region.evaluate(
    (element, wanted) =>
      (element as HTMLElement).innerText.includes(wanted) ||
      [...element.querySelectorAll('input, select, textarea')].some((field) => (field as HTMLInputElement).value === wanted),
    value,
  );
}

describe.each(SIZES)('axe-core at $name ($width×$height)', (size) => {
  it(
    'login: empty, with the required message, after a failed login',
    async () => {
      const page = await pageAt(size);
      const found: string[] = [];
      await page.goto(`${env.app.baseUrl}/login`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      found.push(...(await blockingViolations(page, '/login')));
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: 'Username and password are required.' }).first().waitFor();
      found.push(...(await blockingViolations(page, '/login required')));
      await page.getByLabel('Username').fill('student');
      await page.getByLabel('Password', { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: 'No active account found with the given credentials' }).first().waitFor();
      found.push(...(await blockingViolations(page, '/login failed')));
      expectNone(found);
    },
    TIMEOUT,
  );

  it.each(Object.keys(SIDEBAR))(
    '%s: every screen of the sidebar, the account menu and the navigation drawer open',
    async (username) => {
      const page = await pageAt(size);
      await loginThroughForm(page, env.app.baseUrl, username);
      const found: string[] = [];
      for (const path of SIDEBAR[username] ?? []) {
        await visit(page, path);
        if (CHARTS.has(path)) await page.getByRole('img', { name: / chart\. / }).first().waitFor();
        found.push(...(await blockingViolations(page, `${username} ${path}`)));
        if (path === '/clinic-schedule' && username === 'coordinator') {
          // Issue 13: the Create Clinic Schedule dialog with its staff checklist.
          await page.getByRole('button', { name: 'Create Schedule' }).click();
          const dialog = page.getByRole('dialog', { name: 'Create Clinic Schedule' });
          await dialog.getByRole('checkbox').first().waitFor();
          found.push(...(await blockingViolations(page, `${username} create schedule dialog`)));
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'hidden' });
        }
      }
      await page.getByRole('button', { name: /, account menu$/ }).click();
      await page.getByRole('menu', { name: 'Account' }).waitFor();
      found.push(...(await blockingViolations(page, `${username} account menu`)));
      await page.keyboard.press('Escape');
      // Below 1024 px the sidebar is a drawer opened by 'Menu'.
      if (size.width < 1024) {
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
        await page.getByRole('navigation', { name: 'Main' }).waitFor();
        found.push(...(await blockingViolations(page, `${username} navigation drawer`)));
      }
      expectNone(found);
    },
    TIMEOUT,
  );

  it(
    'hadmin: registration (clinic choice, errors, Confirm Save), patient details with records, booking, search',
    async () => {
      const page = await pageAt(size);
      await loginThroughForm(page, env.app.baseUrl, 'hadmin');
      const found: string[] = [];
      const check = async (state: string) => found.push(...(await blockingViolations(page, `hadmin ${state}`)));

      await page.goto(`${env.app.baseUrl}/register-patient`);
      const choice = page.getByRole('dialog', { name: 'Choose the clinic in which you are attending to this patient' });
      await choice.waitFor();
      await check('clinic choice dialog');
      await choice.getByRole('radio', { name: 'Old Site' }).check();
      await choice.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('textbox', { name: 'First name' }).waitFor();
      await page.getByRole('button', { name: 'Schedule Appointment' }).click();
      await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
      await check('registration with errors');
      await fillRegistration(page, { first: 'Akua', last: 'Contrastee', phone: PATIENT.phone });
      await page.getByRole('button', { name: 'Schedule Appointment' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm Save' });
      await confirm.getByRole('button', { name: 'Cancel' }).waitFor();
      await check('Confirm Save dialog');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => confirm.count()).toBe(0);

      await visit(page, '/my-patients');
      await expect.poll(() => page.getByText(`${PATIENT.first} ${PATIENT.last}`).count()).toBeGreaterThan(0);
      await check('patients list');

      await visit(page, `/patients-details?id=${patientId}`);
      await page.getByRole('heading', { level: 1, name: `${PATIENT.first} ${PATIENT.last}` }).waitFor();
      await check('patient details');
      await page.getByRole('tab', { name: 'Appointments' }).click();
      await page.getByRole('button', { name: /^View More/ }).first().click();
      const records = page.getByRole('dialog', { name: /^Appointment of / });
      await records.getByText('No Case History Found.').waitFor();
      await check('View More records dialog');
      await records.getByRole('tab', { name: 'Visual Acuity' }).click();
      await expect.poll(() => shows(records, '6/7.5')).toBe(true);
      await check('View More, Visual Acuity');
      await records.getByRole('tab', { name: 'Refraction' }).click();
      await expect.poll(() => shows(records, '+1.25')).toBe(true);
      await check('View More, Refraction');
      await page.keyboard.press('Escape');
      await expect.poll(() => records.count()).toBe(0);

      await page.getByRole('button', { name: 'Book Appointment' }).click();
      await page.waitForURL(`${env.app.baseUrl}/createAppointment`);
      await expect.poll(() => page.getByText(`${PATIENT.first} ${PATIENT.last}`).count()).toBeGreaterThan(0);
      await check('booking');

      const search = page.getByRole('searchbox', { name: 'Search Patients' });
      await search.fill('Contrastee');
      await search.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Search Results for "Contrastee"' }).waitFor();
      await expect
        .poll(() => page.getByRole('table', { name: 'Search results' }).getByRole('row').filter({ hasText: PATIENT.last }).count())
        .toBeGreaterThan(0);
      await check('search results');
      expectNone(found);
    },
    TIMEOUT,
  );

  it(
    'student: the consultation screen on the case history tab, on the Visual Acuity tab and offline, without horizontal page scroll',
    async () => {
      const page = await pageAt(size);
      await loginThroughForm(page, env.app.baseUrl, 'student');
      const found: string[] = [];
      const pageScroll = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

      await page.goto(`${env.app.baseUrl}/consultation/${appointmentId}`);
      await page.getByRole('heading', { level: 1, name: 'Consultation' }).waitFor();
      const tabs = page.getByRole('tablist', { name: 'Consultation sections' });
      await expect.poll(() => tabs.getByRole('tab', { name: 'Case History' }).getAttribute('aria-selected')).toBe('true');
      await page.getByRole('textbox', { name: /^Chief complaint/ }).waitFor();
      found.push(...(await blockingViolations(page, 'student consultation, case history')));
      expect(await pageScroll()).toBeLessThanOrEqual(0);

      await tabs.getByRole('tab', { name: 'Visual Acuity' }).click();
      // The Visual Acuity record seeded above is loaded into the form.
      await expect.poll(() => shows(page.getByRole('tabpanel'), '6/7.5')).toBe(true);
      found.push(...(await blockingViolations(page, 'student consultation, Visual Acuity')));
      expect(await pageScroll()).toBeLessThanOrEqual(0);

      // Offline: the top bar's 'Offline' indicator fits beside the other actions and reads well.
      await page.context().setOffline(true);
      await page.getByRole('status').filter({ hasText: 'Offline' }).waitFor();
      found.push(...(await blockingViolations(page, 'student consultation, offline')));
      expect(await pageScroll()).toBeLessThanOrEqual(0);
      await page.context().setOffline(false);
      expectNone(found);
    },
    TIMEOUT,
  );

  it(
    "student: 'Consultation Completed' after Confirm Save, and a returned case with its banner",
    async () => {
      const page = await pageAt(size);
      await loginThroughForm(page, env.app.baseUrl, 'student');
      const found: string[] = [];
      const phone = { desktop: '0244555201', tablet: '0244555202', phone: '0244555203' }[size.name];
      const recorded = await recordedCaseByApi(env.app.baseUrl, { first: 'Kojo', last: `Completed ${size.name}`, phone });
      await completeAtManagement(page, env.app.baseUrl, recorded);
      await page.getByRole('link', { name: 'Attend to Next Patient' }).waitFor();
      found.push(...(await blockingViolations(page, 'student Consultation Completed')));

      await page.goto(`${env.app.baseUrl}/consultation/${returnedId}`);
      const banner = page.getByRole('region', { name: `Returned for correction by ${LECTURER_NAME}` });
      await banner.getByRole('button', { name: 'Refraction' }).waitFor();
      found.push(...(await blockingViolations(page, 'student returned case')));
      expectNone(found);
    },
    TIMEOUT,
  );
});

describe('the gate itself', () => {
  it('reports a button drawn in its background colour and a pale link, and lets large text through at 3:1', async () => {
    const page = await pageAt(SIZES[0]);
    await page.goto(`${env.app.baseUrl}/login`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.evaluate(() => {
      const planted = document.createElement('div');
      planted.style.background = '#ffffff';
      planted.innerHTML = [
        '<button type="button" id="planted-invisible" style="color: #1d4ed8; background: #1d4ed8">Invisible</button>',
        '<a href="#pale" id="planted-pale" style="color: #949494">Pale link</a>',
        '<a href="#large" id="planted-large" style="color: #8a8a8a; font-size: 24px">Large link</a>',
      ].join(' ');
      document.querySelector('main, body')!.append(planted);
    });
    const found = await blockingViolations(page, 'planted');
    // axe-core leaves the 1:1 text as incomplete; the gate reports it all the same, and measures it itself.
    expect(found).toContain('planted: color-contrast (incomplete) #planted-invisible — #1d4ed8 on #1d4ed8, 1:1');
    expect(found).toContain('planted: contrast 1:1, needs 4.5:1, button "Invisible" — rgb(29, 78, 216) on rgb(29, 78, 216)');
    // #949494 on white: 3.03:1, under the 4.5:1 of normal text (axe-core's own violation as well).
    expect(found).toContain('planted: contrast 3.03:1, needs 4.5:1, link "Pale link" — rgb(148, 148, 148) on rgb(255, 255, 255)');
    expect(found.some((line) => line.startsWith('planted: color-contrast (serious) #planted-pale'))).toBe(true);
    // #8a8a8a on white at 24 px: 3.46:1, over the 3:1 of large text.
    expect(found.filter((line) => line.includes('planted-large') || line.includes('Large link'))).toEqual([]);
    expect(found.filter((line) => !line.includes('planted-') && !/"(Invisible|Pale link)"/.test(line))).toEqual([]);
  });
});
