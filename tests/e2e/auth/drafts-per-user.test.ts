// Finding "a typed patient draft survives logout": drafts belong to the user who typed them. In Chromium against the
// built app and a real server: hadmin types into New Patient and logs out (or their session ends without logout);
// nothing typed is left in the browser's storage, the next user of the browser (a student) sees none of it, and
// New Patient opens empty when hadmin signs in again.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startAppAndBrowser } from '../support/e2e-env';
import { openNewPatient } from '../patients/registration-form';
import { endSessionElsewhere, loginThroughForm, storageValue } from '../support/session';

const TYPED = { first: 'Adwoa', address: 'P.O. Box 77, Elmina', phone: '0244777888' };

const env = startAppAndBrowser();

/** Every key and value in the page's localStorage and sessionStorage. */
function storedEntries(page: Page): Promise<{ area: string; key: string; value: string }[]> {
  return page.evaluate(() =>
    (['localStorage', 'sessionStorage'] as const).flatMap((area) =>
      Object.keys(window[area]).map((key) => ({ area, key, value: window[area].getItem(key) ?? '' })),
    ),
  );
}

/** What of `texts` any stored key or value still holds, and the draft keys left. */
async function leftovers(page: Page) {
  const entries = await storedEntries(page);
  const texts = Object.values(TYPED);
  return {
    typed: entries.filter((entry) => texts.some((text) => entry.key.includes(text) || entry.value.includes(text))),
    drafts: entries.filter((entry) => entry.key.startsWith('draft:')).map((entry) => entry.key),
  };
}

/** hadmin opens Add New Patient, chooses the clinic and types a name, an address and a phone; waits for the draft. */
async function hadminTypesNewPatient(page: Page): Promise<string> {
  await loginThroughForm(page, env.app.baseUrl, 'hadmin');
  await openNewPatient(page, env.app.baseUrl, 'button');
  await page.getByRole('textbox', { name: 'First name' }).fill(TYPED.first);
  await page.getByRole('textbox', { name: 'Address' }).fill(TYPED.address);
  await page.getByRole('textbox', { name: 'Primary phone' }).fill(TYPED.phone);
  const draftKey = async () => (await storedEntries(page)).find((entry) => entry.key.startsWith('draft:'));
  await expect.poll(async () => (await draftKey())?.value ?? '').toContain(TYPED.phone);
  const draft = (await draftKey())!;
  const user = JSON.parse((await storageValue(page, 'persist:auth'))!) as { user: { id: number } };
  // Keyed by the user who typed it.
  expect(draft.key).toBe(`draft:${user.user.id}:register-patient`);
  expect(draft.value).toContain(TYPED.first);
  expect(draft.value).toContain(TYPED.address);
  return draft.key;
}

/**
 * The next user of the browser, the student, signs in: hadmin's typing is nowhere in storage or on screen. New Patient
 * is the hospital administrator's (`patient.register` in config/permissions.json), so the student's page says so.
 */
async function studentFindsNothing(page: Page) {
  await loginThroughForm(page, env.app.baseUrl, 'student');
  expect(await leftovers(page)).toEqual({ typed: [], drafts: [] });
  await page.goto(`${env.app.baseUrl}/register-patient`);
  await page.getByText('This page is not available to your role.').waitFor();
  const values = await page.locator('input, textarea').evaluateAll((all) => all.map((input) => (input as HTMLInputElement).value));
  const shown = [await page.locator('body').innerText(), ...values].join(' ');
  for (const text of Object.values(TYPED)) expect(shown).not.toContain(text);
  await page.getByRole('complementary').getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(`${env.app.baseUrl}/login`);
}

/** hadmin signs in again on the same browser: New Patient opens empty, with no restored draft. */
async function hadminFindsEmptyForm(page: Page) {
  await loginThroughForm(page, env.app.baseUrl, 'hadmin');
  await openNewPatient(page, env.app.baseUrl, 'button');
  for (const name of ['First name', 'Address', 'Primary phone']) {
    expect(await page.getByRole('textbox', { name }).inputValue()).toBe('');
  }
  expect(await page.getByText('Restored unsaved changes').count()).toBe(0);
  expect(await leftovers(page)).toEqual({ typed: [], drafts: [] });
}

describe('drafts belong to their user', () => {
  it("logout leaves none of hadmin's typing in the browser; the next users find New Patient empty", async () => {
    const page = await env.newPage();
    await hadminTypesNewPatient(page);
    // A last keystroke whose draft write is still pending when Logout is clicked.
    await page.getByRole('textbox', { name: 'Address' }).press('End');
    await page.getByRole('textbox', { name: 'Address' }).pressSequentially(' North');

    await page.getByRole('complementary').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${env.app.baseUrl}/login`);
    expect(await leftovers(page)).toEqual({ typed: [], drafts: [] });
    // Nothing comes back later either (the form's pending write, the page being hidden).
    await page.waitForTimeout(500);
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    expect(await leftovers(page)).toEqual({ typed: [], drafts: [] });

    await studentFindsNothing(page);
    await hadminFindsEmptyForm(page);
  });

  it("a session that ended without logout keeps hadmin's draft only until someone else signs in", async () => {
    const page = await env.newPage();
    const draftKey = await hadminTypesNewPatient(page);

    // The session ends elsewhere (revoked): the reload's refresh is refused and sends hadmin to /login.
    await endSessionElsewhere(page, env.app.baseUrl);
    await page.reload();
    await page.waitForURL(`${env.app.baseUrl}/login`);
    // Kept for hadmin's next sign-in...
    expect((await leftovers(page)).drafts).toEqual([draftKey]);

    // ...and gone as soon as someone else signs in: hadmin's next sign-in finds nothing either.
    await studentFindsNothing(page);
    await hadminFindsEmptyForm(page);
  });
});
