/**
 * Issue 23, "Done when": the coordinator edits and deletes a schedule entry, in Chromium. The entry is created with a
 * place and a weekly repeat; the calendar shows the place in the block and a lecturer's approved absence under its
 * day; the block opens 'Edit Schedule Entry' from the keyboard, the change is saved and the focus comes back to the
 * block; the deletion is asked first (Cancel keeps it), then the block is gone and the focus is on the calendar.
 * Names of entries side by side stay readable (whole words) at a narrow and a wide screen. axe-core checks the
 * dialogs.
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
const DAY = clinicToday();
const STUDENT = 'Efua Boateng'; // the demo student
const LECTURER = 'Kwame Asante'; // the demo lecturer: away today
const SIDE_BY_SIDE = [STUDENT, 'Nana Adwoa Oforiwaa', 'Kwabena Osei-Bonsu', 'Abena Agyemang'];

beforeAll(async () => {
  createUserByCli(env.app.dataDir, { username: 'aoforiwaa', role: 'student', first: 'Nana Adwoa', last: 'Oforiwaa' });
  createUserByCli(env.app.dataDir, { username: 'kosei', role: 'student', first: 'Kwabena', last: 'Osei-Bonsu' });
  createUserByCli(env.app.dataDir, { username: 'aagyemang', role: 'student', first: 'Abena', last: 'Agyemang' });
  const request = await apiAs<{ id: number }>(env.app.baseUrl, 'lecturer', 'POST', '/absences/absent-requests/', {
    from_date: DAY,
    to_date: DAY,
    reason: 'Conference',
  });
  expect(request.status, JSON.stringify(request.body)).toBe(201);
  const approved = await apiAs(env.app.baseUrl, 'coordinator', 'PUT', `/absences/absent-requests/${request.body.id}/`, { status: 'approved' });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
}, 60_000);

async function openSchedule(page: Page) {
  await loginThroughForm(page, env.app.baseUrl, 'coordinator');
  await page.getByRole('link', { name: 'Clinic Schedule' }).click();
  await page.getByRole('heading', { level: 1, name: 'Clinic Schedule' }).waitFor(WAIT);
}

/** Today's column of the week view. */
const todayColumn = (page: Page) => page.locator('.rbc-time-content .rbc-day-slot.rbc-today');
/** The block of `name` in today's column. */
const blockOf = (page: Page, name: string) => todayColumn(page).getByRole('button', { name: new RegExp(name) });
const editDialog = (page: Page) => page.getByRole('dialog', { name: 'Edit Schedule Entry' });
const activeClass = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.className ?? '');

async function openBlockByKeyboard(page: Page, block: Locator): Promise<Locator> {
  await block.focus();
  await page.keyboard.press('Enter');
  const dialog = editDialog(page);
  await dialog.waitFor(WAIT);
  return dialog;
}

describe('coordinator schedule', () => {
  it(
    'coordinator creates an entry with a place for 2 weeks, edits it, and deletes it after the question; the lecturer’s approved absence shows under today',
    async () => {
      const page = await env.newPage(undefined, { bypassCSP: true });
      const found: string[] = [];
      await openSchedule(page);

      // The approved absence, under today's heading.
      await page.locator('.rbc-time-header .rbc-today').getByText(`Absent: ${LECTURER}`).waitFor(WAIT);

      // Create: a place, repeated for 2 weeks.
      await page.getByRole('button', { name: 'Create Schedule' }).click();
      const create = page.getByRole('dialog', { name: 'Create Clinic Schedule' });
      await create.waitFor(WAIT);
      await create.getByLabel(/^Date/).fill(DAY);
      await create.getByLabel(/^Start time/).fill('09:00');
      await create.getByLabel(/^End time/).fill('12:00');
      await create.getByLabel(/^Place/).fill('Old Site, room 2');
      await create.getByRole('checkbox', { name: STUDENT, exact: true }).check();
      // The lecturer away today cannot be chosen.
      expect(await create.getByRole('checkbox', { name: new RegExp(`^${LECTURER} — on approved absence`) }).isDisabled()).toBe(true);
      await create.getByLabel(/^Repeat weekly/).fill('2');
      await create.getByRole('button', { name: 'Save Schedule' }).click();
      await page.getByText('Clinic schedule created successfully.').waitFor(WAIT);
      await create.waitFor({ state: 'hidden', ...WAIT });

      // The block shows the name and the place; next week holds the repeat.
      const block = blockOf(page, STUDENT);
      await block.getByText('Old Site, room 2').waitFor(WAIT);
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.locator('.rbc-time-content .rbc-event').filter({ hasText: 'Old Site, room 2' }).waitFor(WAIT);
      await page.getByRole('button', { name: 'Today', exact: true }).click();
      await block.waitFor(WAIT);

      // Edit from the keyboard: the dialog opens with the entry, focus in its first field.
      let dialog = await openBlockByKeyboard(page, block);
      expect(await dialog.getByLabel(/^Date/).inputValue()).toBe(DAY);
      await expect.poll(() => dialog.getByLabel(/^Date/).evaluate((el) => el === document.activeElement), WAIT).toBe(true);
      expect(await dialog.getByLabel(/^Place/).inputValue()).toBe('Old Site, room 2');
      expect(await dialog.getByRole('checkbox', { name: STUDENT, exact: true }).isChecked()).toBe(true);
      found.push(...(await blockingViolations(page, 'edit dialog')));
      await dialog.getByLabel(/^End time/).fill('13:00');
      await dialog.getByLabel(/^Place/).fill('New Site');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Schedule entry updated.').waitFor(WAIT);
      await dialog.waitFor({ state: 'hidden', ...WAIT });
      await block.getByText('New Site').waitFor(WAIT);
      expect(await block.innerText()).toContain('09:00 – 13:00');
      // The focus is back on the block.
      await expect.poll(() => activeClass(page), WAIT).toMatch(/schedule-entry-\d+/);

      // Delete: asked first; Cancel keeps the entry and the focus on 'Delete Entry'.
      dialog = await openBlockByKeyboard(page, block);
      await dialog.getByRole('button', { name: 'Delete Entry' }).click();
      let question = page.getByRole('dialog', { name: 'Delete Schedule Entry' });
      await question.waitFor(WAIT);
      expect(await question.innerText()).toContain(`${STUDENT}`);
      found.push(...(await blockingViolations(page, 'delete question')));
      await question.getByRole('button', { name: 'Cancel' }).click();
      await question.waitFor({ state: 'hidden', ...WAIT });
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''), WAIT).toContain('Delete Entry');
      await dialog.getByRole('button', { name: 'Delete Entry' }).click();
      question = page.getByRole('dialog', { name: 'Delete Schedule Entry' });
      await question.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByText('Schedule entry deleted.').waitFor(WAIT);
      await editDialog(page).waitFor({ state: 'hidden', ...WAIT });
      await block.waitFor({ state: 'detached', ...WAIT });
      // The focus is on the calendar.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''), WAIT).toBe('Schedule calendar');
      // Next week's entry is another entry: it stays.
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.locator('.rbc-time-content .rbc-event').filter({ hasText: 'Old Site, room 2' }).waitFor(WAIT);
      expectNone(found);
    },
    120_000,
  );

  it('names of four entries side by side are whole words, never broken between letters, at 390 px and at 1366 px', async () => {
    const staff = await apiAs<{ id: number; name: string }[]>(env.app.baseUrl, 'coordinator', 'GET', '/clinic-schedule/staff/');
    const ids = SIDE_BY_SIDE.map((name) => staff.body.find((member) => member.name === name)!.id);
    const created = await apiAs(
      env.app.baseUrl,
      'coordinator',
      'POST',
      '/clinic-schedule/schedules/',
      ids.map((id) => ({ staff_id: id, date: DAY, start_time: '14:00', end_time: '17:00', place: 'CCTU' })),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
      const page = await env.newPage(viewport);
      await loginThroughForm(page, env.app.baseUrl, 'coordinator');
      // At 390 px the sidebar is folded away: the address is typed.
      await page.goto(`${env.app.baseUrl}/clinic-schedule`);
      await expect.poll(() => todayColumn(page).locator('.schedule-event-name').count(), WAIT).toBe(SIDE_BY_SIDE.length);
      const names = await todayColumn(page)
        .locator('.schedule-event-name')
        .evaluateAll((spans) =>
          spans.map((span) => {
            const style = getComputedStyle(span.closest('.rbc-event-content')!);
            return {
              text: span.textContent,
              wrap: style.overflowWrap,
              breaks: style.wordBreak,
              // A word wider than its block would overflow it (words are not broken): every word fits.
              fits: span.scrollWidth <= span.clientWidth + 1,
              width: span.getBoundingClientRect().width,
            };
          }),
        );
      expect(names.map((name) => name.text).sort(), `${viewport.width}`).toEqual([...SIDE_BY_SIDE].sort());
      for (const name of names) {
        expect(name, `${viewport.width}`).toMatchObject({ wrap: 'normal', breaks: 'normal', fits: true });
        expect(name.width, `${name.text} at ${viewport.width}`).toBeGreaterThanOrEqual(90);
      }
      await page.context().close();
    }
  }, 120_000);
});
