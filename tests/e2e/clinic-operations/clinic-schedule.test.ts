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
      // ...and looks it: muted text (still readable: axe checks its contrast below), a not-allowed cursor, a dimmed box.
      const looks = await dialog.locator('.sf-choice').evaluateAll((choices) =>
        choices.map((choice) => {
          const label = getComputedStyle(choice.querySelector('label')!);
          return {
            disabled: choice.querySelector('input')!.disabled,
            color: label.color,
            cursor: label.cursor,
            box: Number(getComputedStyle(choice.querySelector('.p-checkbox')!).opacity),
          };
        }),
      );
      const off = looks.filter((look) => look.disabled);
      const on = looks.filter((look) => !look.disabled);
      expect(off).toHaveLength(1);
      expect(on.length).toBeGreaterThan(0);
      expect(off[0]!.cursor).toBe('not-allowed');
      expect(off[0]!.box).toBeLessThan(1);
      expect(on.every((look) => look.color !== off[0]!.color)).toBe(true);
      found.push(...(await blockingViolations(page, 'dialog with an absent student')));
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
      // ...and, since issue 23, the approved absence of the day as an all-day row.
      await page.getByRole('cell', { name: `Absent: ${ABSENT}`, exact: true }).waitFor(WAIT);
      expect(await page.locator('.rbc-agenda-event-cell').count()).toBe(4);
      found.push(...(await blockingViolations(page, 'agenda view')));

      // An overlapping second save for one of them is refused, with the server's reason; the dialog stays open.
      dialog = await openDialog(page);
      await dialog.getByLabel(/^Date/).fill(DAY);
      await dialog.getByLabel(/^Start time/).fill('13:00');
      await dialog.getByLabel(/^End time/).fill('15:00');
      // Those already on the rota that day show their times, and can still be chosen (for another time).
      const kwame = dialog.getByRole('checkbox', { name: 'Kwame Asante — scheduled 08:00–14:00', exact: true });
      await kwame.waitFor(WAIT);
      await kwame.check();
      await dialog.getByRole('button', { name: 'Save Schedule' }).click();
      await page.getByText('Failed to create schedule.').waitFor(WAIT);
      await dialog.getByRole('alert').filter({ hasText: `Kwame Asante is already scheduled on ${DAY} from 08:00 to 14:00.` }).waitFor(WAIT);
      expect(await dialogOf(page).isVisible()).toBe(true);
      expect(await kwame.isChecked()).toBe(true);
      found.push(...(await blockingViolations(page, 'refused save')));
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialogOf(page).waitFor({ state: 'hidden', ...WAIT });
      expect(await page.locator('.rbc-agenda-event-cell').count()).toBe(4);
      expectNone(found);
    },
    120_000,
  );

  it(
    'week and day views open at 07:00; at 390 px the week keeps readable columns in a sideways-scrolling region, the page does not scroll sideways',
    async () => {
      const page = await env.newPage({ width: 390, height: 844 });
      await loginThroughForm(page, env.app.baseUrl, 'coordinator');
      await page.goto(`${env.app.baseUrl}/clinic-schedule`);
      await page.getByRole('heading', { level: 1, name: 'Clinic Schedule' }).waitFor(WAIT);
      await page.locator('.rbc-time-content').waitFor(WAIT);

      /** How far (px) the 07:00 row lies below the top of the time grid's visible part. */
      const sevenFromTop = () =>
        page.evaluate(() => {
          const grid = document.querySelector('.rbc-time-content')!;
          const seven = [...grid.querySelectorAll('.rbc-time-gutter .rbc-label')].find((label) => label.textContent === '07:00')!;
          return seven.getBoundingClientRect().top - grid.getBoundingClientRect().top;
        });
      await expect.poll(sevenFromTop, WAIT).toBeLessThan(5);
      expect(await sevenFromTop()).toBeGreaterThan(-5);
      // The rest of the day stays reachable: midnight above, the evening below.
      const grid = await page.locator('.rbc-time-content').evaluate((el) => ({ top: el.scrollTop, room: el.scrollHeight - el.clientHeight }));
      expect(grid.top).toBeGreaterThan(0);
      expect(grid.room).toBeGreaterThan(grid.top);

      // The week at a readable width, in a named region the keyboard can focus and scroll; the page stays put.
      const region = page.getByRole('region', { name: 'Schedule calendar' });
      const sizes = await region.evaluate((el) => ({
        scroll: el.scrollWidth,
        client: el.clientWidth,
        tabIndex: el.tabIndex,
        calendar: el.querySelector('.rbc-calendar')!.getBoundingClientRect().width,
        columns: [...el.querySelectorAll('.rbc-time-content .rbc-day-slot')].map((column) => column.getBoundingClientRect().width),
      }));
      expect(sizes.tabIndex).toBe(0);
      expect(sizes.calendar).toBeGreaterThanOrEqual(760);
      expect(sizes.scroll).toBeGreaterThan(sizes.client);
      expect(sizes.columns).toHaveLength(7);
      for (const width of sizes.columns) expect(width).toBeGreaterThanOrEqual(90);
      // The toolbar stays within the screen while the grid scrolls.
      for (const name of ['Today', 'Back', 'Next', 'Week', 'Day', 'Agenda']) {
        const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
        expect(box.x + box.width, name).toBeLessThanOrEqual(390);
      }
      await region.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((el) => el.scrollLeft), WAIT).toBeGreaterThan(0);
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, body: document.body.scrollWidth, screen: window.innerWidth }));
      expect(widths.page).toBeLessThanOrEqual(widths.screen);
      expect(widths.body).toBeLessThanOrEqual(widths.screen);

      // Day view opens at 07:00 too.
      await page.getByRole('button', { name: 'Day', exact: true }).click();
      await page.locator('.rbc-time-view .rbc-day-slot').first().waitFor(WAIT);
      await expect.poll(sevenFromTop, WAIT).toBeLessThan(5);
      expect(await sevenFromTop()).toBeGreaterThan(-5);
    },
    120_000,
  );
});
