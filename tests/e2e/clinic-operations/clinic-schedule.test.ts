/**
 * Issue 13, first "Done when": the clinic schedule in Chromium. The coordinator schedules three staff on a day; the
 * calendar shows the three in week, day and agenda views; a second save overlapping one of them is refused with the
 * server's message; a student whose absence that day a lecturer approved is shown, but cannot be chosen. axe-core
 * checks each view and the refused save.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations, expectNone } from '../a11y/axe';
import { clinicToday, createUserByCli } from '../support/api-seed';
import { startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm } from '../support/session';
import { apiAs } from '../support/teaching';

const env = startAppAndBrowser();
const WAIT = { timeout: 15_000 };
// The schedule's day: today, which week, day and agenda views all show without moving.
const DAY = clinicToday();
const SCHEDULED = ['Kwame Asante', 'Ama Mensah', 'Kojo Addo'];
const ABSENT = 'Efua Boateng'; // the demo student

beforeAll(async () => {
  createUserByCli(env.app.dataDir, { username: 'amensah', role: 'student', first: 'Ama', last: 'Mensah' });
  createUserByCli(env.app.dataDir, { username: 'kaddo', role: 'student', first: 'Kojo', last: 'Addo' });
  const request = await apiAs<{ id: number }>(env.app.baseUrl, 'student', 'POST', '/absences/absent-requests/', {
    from_date: DAY,
    to_date: DAY,
    reason: 'Family funeral',
  });
  expect(request.status, JSON.stringify(request.body)).toBe(201);
  const approved = await apiAs(env.app.baseUrl, 'lecturer', 'PUT', `/absences/absent-requests/${request.body.id}/`, { status: 'approved' });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
}, 60_000);

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Create Clinic Schedule' });

async function openDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Create Schedule' }).click();
  const dialog = dialogOf(page);
  await dialog.waitFor(WAIT);
  return dialog;
}

/** The names of the calendar's event blocks inside `scope`. */
const eventNames = (scope: Locator) => scope.locator('.rbc-event-content').allInnerTexts();

describe('clinic schedule', () => {
  it(
    'coordinator schedules three staff; week, day and agenda show them; an overlap is refused; the absent student cannot be chosen',
    async () => {
      // The page's CSP would refuse axe-core's injected script: this context bypasses it.
      const page = await env.newPage(undefined, { bypassCSP: true });
      const found: string[] = [];
      await loginThroughForm(page, env.app.baseUrl, 'coordinator');
      await page.getByRole('link', { name: 'Clinic Schedule' }).click();
      await page.getByRole('heading', { level: 1, name: 'Clinic Schedule' }).waitFor(WAIT);

      // The toolbar's buttons are named, and reachable by keyboard.
      const next = page.getByRole('button', { name: 'Next', exact: true });
      await next.focus();
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Back');

      let dialog = await openDialog(page);
      await dialog.getByLabel(/^Date/).fill(DAY);
      const absent = dialog.getByRole('checkbox', { name: new RegExp(`^${ABSENT} — on approved absence`) });
      await absent.waitFor(WAIT);
      expect(await absent.isDisabled()).toBe(true);
      expect(await dialog.getByLabel(/^Start time/).inputValue()).toBe('08:00');
      expect(await dialog.getByLabel(/^End time/).inputValue()).toBe('14:00');
      for (const name of SCHEDULED) await dialog.getByRole('checkbox', { name, exact: true }).check();
      await dialog.getByRole('button', { name: 'Save Schedule' }).click();
      await page.getByText('Clinic schedule created successfully.').waitFor(WAIT);
      await dialogOf(page).waitFor({ state: 'hidden', ...WAIT });

      // Week view (the default): three blocks in today's column.
      const today = page.locator('.rbc-time-content .rbc-day-slot.rbc-today');
      await expect.poll(() => eventNames(today), WAIT).toHaveLength(3);
      expect((await eventNames(today)).sort()).toEqual([...SCHEDULED].sort());
      found.push(...(await blockingViolations(page, 'week view')));
      // Day view.
      await page.getByRole('button', { name: 'Day', exact: true }).click();
      await expect.poll(() => eventNames(page.locator('.rbc-time-content')), WAIT).toHaveLength(3);
      expect((await eventNames(page.locator('.rbc-time-content'))).sort()).toEqual([...SCHEDULED].sort());
      found.push(...(await blockingViolations(page, 'day view')));
      // Agenda view.
      await page.getByRole('button', { name: 'Agenda', exact: true }).click();
      for (const name of SCHEDULED) await page.getByRole('cell', { name, exact: true }).waitFor(WAIT);
      expect(await page.locator('.rbc-agenda-event-cell').count()).toBe(3);
      found.push(...(await blockingViolations(page, 'agenda view')));

      // An overlapping second save for one of them is refused, with the server's reason; the dialog stays open.
      dialog = await openDialog(page);
      await dialog.getByLabel(/^Date/).fill(DAY);
      await dialog.getByLabel(/^Start time/).fill('13:00');
      await dialog.getByLabel(/^End time/).fill('15:00');
      await dialog.getByRole('checkbox', { name: 'Kwame Asante', exact: true }).check();
      await dialog.getByRole('button', { name: 'Save Schedule' }).click();
      await page.getByText('Failed to create schedule.').waitFor(WAIT);
      await dialog.getByRole('alert').filter({ hasText: `Kwame Asante is already scheduled on ${DAY} from 08:00 to 14:00.` }).waitFor(WAIT);
      expect(await dialogOf(page).isVisible()).toBe(true);
      expect(await dialog.getByRole('checkbox', { name: 'Kwame Asante', exact: true }).isChecked()).toBe(true);
      found.push(...(await blockingViolations(page, 'refused save')));
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialogOf(page).waitFor({ state: 'hidden', ...WAIT });
      expect(await page.locator('.rbc-agenda-event-cell').count()).toBe(3);
      expectNone(found);
    },
    120_000,
  );
});
