// Issue "Main-path defects", point 6: on a 1366 px desktop, choosing a medication on Management widened the page to
// 1676 px (a native select of about 110 items is as wide as its longest "name (dosing)" option). The chooser is now a
// searchable list as wide as its field; it stays labelled and keyboard usable. Issue 22, item 4: each option reads as
// the medication's name and strength, the dosing being the chosen entry's own Dosage field.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { medicationLabel } from '../../../src/lib/medication-label';
import { blockingViolations, expectNone } from '../a11y/axe';
import { appointmentTodayFor } from '../support/api-seed';
import { chooseMedication, hasFocus } from '../support/consultation-steps';
import { startAppAndBrowser } from '../support/e2e-env';
import { expectNoSideScroll } from '../support/layout';
import { loginThroughForm } from '../support/session';
import { apiAs } from '../support/teaching';

const env = startAppAndBrowser();

interface Medication {
  id: number;
  name: string;
  strength: string;
  dosage: string;
}

/** Signs in as student and opens the consultation at its Management step (the flow step remembered on the device). */
async function openManagement(page: Page, appointmentId: number) {
  await loginThroughForm(page, env.app.baseUrl, 'student');
  await page.evaluate((key) => localStorage.setItem(key, 'management'), `consultation-${appointmentId}-flowStep`);
  await page.goto(`${env.app.baseUrl}/consultation/${appointmentId}`);
  await page.getByRole('checkbox', { name: 'Medications' }).check();
  await page.getByRole('button', { name: /^Add / }).click();
}

describe('Management on a 1366×900 desktop', () => {
  it('choosing the medication with the longest name (by keyboard) leaves the page as wide as the screen', async () => {
    const medications = (await apiAs<Medication[]>(env.app.baseUrl, 'student', 'GET', '/pharmacy/medications/')).body;
    expect(medications.length).toBeGreaterThan(100);
    const longest = [...medications].sort((a, b) => b.name.length - a.name.length)[0]!;
    const appointmentId = await appointmentTodayFor(env.app.baseUrl, { first: 'Kojo', last: 'Widemed', phone: '0244807366' });
    const page = await env.newPage({ width: 1366, height: 900 });
    await openManagement(page, appointmentId);

    const chooser = page.getByRole('combobox', { name: 'Medication from the pharmacy list' });
    await chooser.click();
    // The whole list open: its options wrap inside the field's width, and the page does not widen.
    const list = page.getByRole('listbox', { name: 'Medication from the pharmacy list' });
    await expect.poll(() => list.getByRole('option').count()).toBe(medications.length);
    // Name and strength only: no option carries its dosing text.
    const texts = await list.getByRole('option').allTextContents();
    expect([...texts].sort()).toEqual(medications.map((medication) => medicationLabel(medication, ['strength'])).sort());
    expect(texts.filter((text) => medications.some((medication) => text.includes(medication.dosage)))).toEqual([]);
    const field = (await chooser.boundingBox())!;
    const listBox = (await list.boundingBox())!;
    expect(listBox.x + listBox.width).toBeLessThanOrEqual(field.x + field.width + 1);
    await expectNoSideScroll(page, 'the medication list open');

    await chooseMedication(page, longest.name);
    await expect.poll(() => page.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe(longest.name);
    await expect.poll(() => page.getByRole('textbox', { name: /^Dosage/ }).inputValue()).toBe(longest.dosage);
    await expectNoSideScroll(page, 'the longest medication name chosen');
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
  });

  it('is a combobox a screen reader follows: the highlighted option is announced, Escape closes, no axe finding', async () => {
    const appointmentId = await appointmentTodayFor(env.app.baseUrl, { first: 'Ama', last: 'Arrowkeys', phone: '0244807367' });
    // axe-core is injected as an inline script, which the app's Content-Security-Policy would refuse.
    const page = await env.newPage({ width: 1366, height: 900 }, { bypassCSP: true });
    await openManagement(page, appointmentId);
    const chooser = page.getByRole('combobox', { name: 'Medication from the pharmacy list' });
    await chooser.click();
    const options = page.getByRole('listbox', { name: 'Medication from the pharmacy list' }).getByRole('option');
    await options.first().waitFor();
    // The option the search field points at (aria-activedescendant): what a screen reader reads while arrowing.
    const announced = () =>
      chooser.evaluate((input) => {
        const option = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
        return option?.getAttribute('role') === 'option' ? option.textContent : null;
      });

    await chooser.press('ArrowDown');
    await expect.poll(announced).toBe(await options.nth(0).textContent());
    await chooser.press('ArrowDown');
    await expect.poll(announced).toBe(await options.nth(1).textContent());
    await hasFocus(chooser);
    expectNone(await blockingViolations(page, 'medication list open, second option highlighted'));

    await chooser.press('Escape');
    await expect.poll(() => options.count()).toBe(0);
    expect(await chooser.getAttribute('aria-expanded')).toBe('false');
    await hasFocus(chooser);
  });

  it('the type of refractive correction is a labelled combobox that typing a letter chooses from, with no axe finding', async () => {
    const appointmentId = await appointmentTodayFor(env.app.baseUrl, { first: 'Esi', last: 'Typeahead', phone: '0244807368' });
    const page = await env.newPage({ width: 1366, height: 900 }, { bypassCSP: true });
    await openManagement(page, appointmentId);
    await page.getByRole('checkbox', { name: 'Refractive correction' }).check();
    const type = page.getByRole('combobox', { name: 'Type of refractive correction' });
    // The choice shown in the control, whatever element draws it.
    const shown = () =>
      type.evaluate((control) => (control instanceof HTMLSelectElement ? control.selectedOptions[0]?.text : (control as HTMLInputElement).value));

    await type.focus();
    await page.keyboard.type('M');
    await expect.poll(shown).toBe('Magnifiers');
    await page.keyboard.press('Tab');
    await expect.poll(() => type.evaluate((control) => control === document.activeElement)).toBe(false);
    expect(await shown()).toBe('Magnifiers');
    expectNone(await blockingViolations(page, 'type of refractive correction chosen by typing'));
  });
});
