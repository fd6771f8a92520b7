// Issue 23, Done-when (systems administrator), in Chromium against the built app: sysadmin imports a 3-row class list
// (one row refused with its reason), resets a password (the old one refused, the one-time one accepted, its change
// forced), deactivates an account (its sign-in refused); the Audit log screen lists these events.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { blockingViolations, expectNone } from '../a11y/axe';
import { startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm } from '../support/session';

const TIMEOUT = 180_000;
const WAIT = { timeout: 15_000 };
const BAD_CREDENTIALS = 'No active account found with the given credentials';

const CLASS_LIST = [
  'Username,First name,Last name,Role,Email',
  'kojo.mensah,Kojo,Mensah,student,kojo@example.org',
  'adjoa.sarpong,Adjoa,Sarpong,Student,',
  'kwesi.ansah,Kwesi,Ansah,janitor,',
].join('\n');

const env = startAppAndBrowser();

/** Fills the login form (in a fresh browser context) and presses Login, without waiting for where it goes. */
async function submitLogin(username: string, password: string): Promise<Page> {
  const page = await env.newPage();
  await page.goto(`${env.app.baseUrl}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  return page;
}

async function expectLoginRefused(username: string, password: string) {
  const page = await submitLogin(username, password);
  await page.getByRole('form', { name: 'Login' }).getByRole('alert').filter({ hasText: BAD_CREDENTIALS }).waitFor(WAIT);
  expect(page.url()).toBe(`${env.app.baseUrl}/login`);
}

/** The Users list row of `username`, after searching for it. */
async function userRow(page: Page, username: string) {
  await page.getByRole('searchbox', { name: 'Search users' }).fill(username);
  const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ has: page.getByRole('cell', { name: username, exact: true }) });
  await row.waitFor(WAIT);
  return row;
}

describe('user administration (issue 23)', () => {
  it(
    'sysadmin imports a class list, resets a password, deactivates an account, and the audit log lists it all',
    async () => {
      const base = env.app.baseUrl;
      const page = await env.newPage(undefined, { bypassCSP: true });
      const violations: string[] = [];
      await loginThroughForm(page, base, 'sysadmin');

      // 1. Import a 3-row class list: the preview shows two accounts to create and the refused row with its reason.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
      await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor(WAIT);
      await page.getByRole('button', { name: 'Import class list' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import class list' });
      await dialog.getByLabel('Class list (CSV file)').setInputFiles({ name: 'class.csv', mimeType: 'text/csv', buffer: Buffer.from(CLASS_LIST) });
      const preview = dialog.getByRole('table', { name: /^Accounts to create/ });
      await preview.waitFor(WAIT);
      expect(await preview.getByRole('row').count()).toBe(3);
      const refused = dialog.getByRole('table', { name: 'Rows refused (1)' });
      expect(await refused.innerText()).toMatch(/4\s+Role must be one of: systems administrator/);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Preview');
      violations.push(...(await blockingViolations(page, 'Import class list preview')));
      await dialog.getByRole('button', { name: 'Import 2 accounts' }).click();
      const created = dialog.getByRole('table', { name: /^Accounts created \(2\)/ });
      await created.waitFor(WAIT);
      const oneTimeOf = async (username: string) =>
        (await created.getByRole('row').filter({ hasText: username }).locator('code').textContent())!.trim();
      const kojoFirst = await oneTimeOf('kojo.mensah');
      const adjoaFirst = await oneTimeOf('adjoa.sarpong');
      expect(await dialog.getByRole('table', { name: 'Rows not imported (1)' }).innerText()).toContain('Role must be one of');
      await dialog.getByRole('button', { name: 'Done' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // 2. Reset Kojo's password: the password he had is refused, the one-time one is accepted and must be changed first.
      await (await userRow(page, 'kojo.mensah')).getByRole('button', { name: 'Reset password of kojo.mensah' }).click();
      await page.getByRole('dialog', { name: 'Reset password' }).getByRole('button', { name: 'Reset password' }).click();
      const shown = page.getByRole('dialog', { name: 'One-time password' });
      const kojoReset = (await shown.getByLabel('One-time password of kojo.mensah').textContent())!.trim();
      expect(kojoReset).not.toBe(kojoFirst);
      violations.push(...(await blockingViolations(page, 'One-time password dialog')));
      await shown.getByRole('button', { name: 'Done' }).click();

      await expectLoginRefused('kojo.mensah', kojoFirst);
      const kojo = await submitLogin('kojo.mensah', kojoReset);
      await kojo.waitForURL(`${base}/change-password/required`, WAIT);
      await kojo.getByRole('heading', { name: 'Change your password' }).waitFor();
      await kojo.getByLabel('One-time password').fill(kojoReset);
      await kojo.getByLabel('New password', { exact: true }).fill('kojo chose this one');
      await kojo.getByLabel('Repeat new password').fill('kojo chose this one');
      await kojo.getByRole('button', { name: 'Change password' }).click();
      await kojo.waitForURL(`${base}/`, WAIT);
      await kojo.getByRole('navigation', { name: 'Main' }).waitFor(WAIT);
      await expectLoginRefused('kojo.mensah', kojoReset);

      // 3. Deactivate Adjoa: her sign-in is refused.
      const adjoa = await userRow(page, 'adjoa.sarpong');
      await adjoa.getByRole('button', { name: 'Deactivate adjoa.sarpong' }).click();
      await page.getByRole('dialog', { name: 'Deactivate account' }).getByRole('button', { name: 'Deactivate' }).click();
      await adjoa.getByRole('cell', { name: 'Deactivated' }).waitFor(WAIT);
      await expectLoginRefused('adjoa.sarpong', adjoaFirst);
      violations.push(...(await blockingViolations(page, 'Users screen')));

      // 4. The Audit log lists the accounts created, the reset, Kojo's own change and the deactivation.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit Log' }).click();
      await page.getByRole('heading', { name: 'Audit Log', level: 1 }).waitFor(WAIT);
      const events = page.getByRole('table', { name: 'Audit events' });
      const eventRow = (action: string, record: string) =>
        events.getByRole('row').filter({ has: page.getByRole('cell', { name: action, exact: true }) }).filter({ hasText: record });
      for (const [action, record] of [
        ['create', 'user kojo.mensah'],
        ['create', 'user adjoa.sarpong'],
        ['password-reset', 'user kojo.mensah'],
        ['password-change', 'user kojo.mensah'],
        ['deactivate', 'user adjoa.sarpong'],
      ] as const) {
        await eventRow(action, record).first().waitFor(WAIT);
      }
      // Filtered to one user and one action.
      await page.getByLabel('User', { exact: true }).fill('kojo.mensah');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect.poll(() => events.getByRole('row').count(), WAIT).toBe(2);
      expect(await events.getByRole('row').nth(1).innerText()).toMatch(/kojo\.mensah[\s\S]*password-change/);
      violations.push(...(await blockingViolations(page, 'Audit Log screen')));
      expectNone(violations);
    },
    TIMEOUT,
  );
});
