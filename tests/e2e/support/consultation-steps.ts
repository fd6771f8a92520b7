import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** A consultation tab by its visible name (its accessible name gains ' (completed)' once saved). */
export const consultationTab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

/** Clicks 'Save and Proceed' of the open section. */
export const saveAndProceed = (page: Page) => page.getByRole('button', { name: 'Save and Proceed' }).click();

/**
 * Opens consultation `appointmentId` (its other sections saved) at its management step, ticks Counselling with its
 * details, then Save and Proceed and Confirm in 'Confirm Save': up to 'Consultation Completed'.
 */
export async function completeAtManagement(page: Page, baseUrl: string, appointmentId: number) {
  await page.goto(`${baseUrl}/consultation/${appointmentId}`);
  // The screen remembers its own position once the appointment has loaded: only then is the step set over it (set
  // before, a slow load would write 'consultation' back before the reload).
  const key = `consultation-${appointmentId}-flowStep`;
  await page.waitForFunction((name) => localStorage.getItem(name) !== null, key);
  await page.evaluate((name) => localStorage.setItem(name, 'management'), key);
  await page.reload();
  await page.getByRole('checkbox', { name: 'Counselling' }).check();
  await page.getByRole('textbox', { name: /Counselling details/ }).fill('Reading distance and breaks');
  await saveAndProceed(page);
  await page.getByRole('dialog', { name: 'Confirm Save' }).getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('heading', { name: 'Consultation Completed' }).waitFor();
}

/** Waits until `text` shows in `scope` (on the page: a toast, a field message or an alert). */
export async function seeText(scope: Page | Locator, text: string) {
  await expect.poll(() => scope.getByText(text, { exact: true }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
}

/** Waits until the tab is ticked (its accessible name ends in ' (completed)'). */
export async function tabCompleted(page: Page, name: string) {
  await expect.poll(() => page.getByRole('tab', { name: `${name} (completed)` }).count(), { timeout: 15_000 }).toBe(1);
}

/** Whether the region shows `value`, as text or as the value of one of its inputs. */
export function shows(region: Locator, value: string): Promise<boolean> {
  return region.evaluate(
    (element, wanted) =>
      (element as HTMLElement).innerText.includes(wanted) ||
      [...element.querySelectorAll('input, select, textarea')].some((field) => (field as HTMLInputElement).value === wanted),
    value,
  );
}

/** Chooses `condition` in a condition picker: types its name and picks the option. */
export async function pickCondition(scope: Locator | Page, condition: string) {
  const picker = scope.getByRole('combobox', { name: 'Add a condition' });
  await picker.click();
  await picker.fill(condition);
  await scope.getByRole('option', { name: condition, exact: true }).click();
}

/** The first text input of a chosen condition. */
export const conditionText = (scope: Locator | Page, condition: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(condition)} `) }).first();

/** Chooses `condition` in a condition picker (type its name, pick the option) and fills its first text input with `text`. */
export async function chooseCondition(scope: Locator | Page, condition: string, text: string) {
  await pickCondition(scope, condition);
  await conditionText(scope, condition).fill(text);
}

/** Waits until `element` has the page's focus (`document.activeElement`). */
export async function hasFocus(element: Locator) {
  await expect.poll(() => element.evaluate((node) => node === document.activeElement), { timeout: 15_000 }).toBe(true);
}

/**
 * Chooses a medication in Management's chooser with the keyboard: types `name` (when given) and takes the first
 * option shown (ArrowDown, Enter).
 */
export async function chooseMedication(scope: Locator | Page, name?: string) {
  const chooser = scope.getByRole('combobox', { name: 'Medication from the pharmacy list' });
  await chooser.click();
  if (name) await chooser.fill(name);
  await chooser.press('ArrowDown');
  await chooser.press('Enter');
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Case history: a condition first, then 'Chief complaint cannot be empty.' on save, then the complaint and save. */
export async function fillCaseHistory(page: Page, values: { complaint: string; condition: string; detail: string }) {
  const complaint = page.getByRole('textbox', { name: 'Chief complaint' });
  await complaint.waitFor();
  await chooseCondition(page.getByRole('group', { name: 'Conditions' }), values.condition, values.detail);
  await saveAndProceed(page);
  await seeText(page, 'Chief complaint cannot be empty.');
  await complaint.fill(values.complaint);
  await saveAndProceed(page);
  await tabCompleted(page, 'Case History');
}

/** Waits until `region` shows each of `values` (a summary's read-back of what was typed), naming the section on failure. */
export async function seeAll(region: Locator, section: string, values: string[]) {
  for (const value of values) await expect.poll(() => shows(region, value), { timeout: 15_000, message: `${section} shows ${value}` }).toBe(true);
}
