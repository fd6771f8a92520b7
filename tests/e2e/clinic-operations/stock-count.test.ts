// A stock count in Chromium against the built app: the hospital administrator records a count lower than the stock,
// with a reason, through the Record Stock Count dialog; the counters and the movement row show it.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { blockingViolations, expectNone } from '../a11y/axe';
import { startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm } from '../support/session';

const TIMEOUT = 120_000;
const WAIT = { timeout: 15_000 };

const env = startAppAndBrowser();

/** The figure of the summary card `category` and of its line `line` ('Syrup 30' in the card's detail). */
async function figures(page: Page, category: string, line: string): Promise<{ total: number; line: number }> {
  const card = page.getByRole('list', { name: 'Inventory summary' }).getByRole('listitem').filter({ hasText: category });
  const detail = (await card.locator('.stat-detail').first().textContent()) ?? '';
  const match = new RegExp(`${line} (\\d+)`).exec(detail);
  return { total: Number(await card.locator('.stat-value').textContent()), line: match ? Number(match[1]) : Number.NaN };
}

describe('stock count (issue 13)', () => {
  it(
    'hospital administrator records a count lower than the stock with a reason; counters and movements show it',
    async () => {
      const base = env.app.baseUrl;
      // axe-core is injected into the page: this context bypasses the page's CSP for it.
      const page = await env.newPage(undefined, { bypassCSP: true });
      await loginThroughForm(page, base, 'hadmin');
      await page.getByRole('link', { name: 'Dashboard' }).first().click();
      await page.getByRole('navigation', { name: 'Clinic operations' }).getByRole('link', { name: 'Inventory' }).click();
      await page.getByRole('list', { name: 'Inventory summary' }).waitFor(WAIT);
      const before = await figures(page, 'Medication', 'Syrup');
      expect(before.line).toBeGreaterThan(3);

      await page.getByRole('tab', { name: 'Medication' }).click();
      await page.getByRole('button', { name: 'Count Syrup' }).click();
      const dialog = page.getByRole('dialog', { name: 'Record Stock Count' });
      await expect.poll(() => dialog.getByLabel('Main Category').inputValue()).toBe('Medication');
      expect(await dialog.getByLabel('Sub Category').inputValue()).toBe('Syrup');
      expect(await dialog.getByLabel('Sub Category').getAttribute('readonly')).not.toBeNull();
      const violations = await blockingViolations(page, 'Record Stock Count dialog');
      const counted = before.line - 3;
      await dialog.getByRole('spinbutton', { name: /Counted quantity/ }).fill(String(counted));
      await dialog.getByRole('textbox', { name: /Reason/ }).fill('Stock-take: three bottles expired');
      await dialog.getByRole('button', { name: 'Save Count' }).click();
      await page.getByText(`Syrup counted: ${counted} (\u22123).`).waitFor(WAIT);
      await dialog.waitFor({ state: 'hidden' });

      await expect.poll(() => figures(page, 'Medication', 'Syrup'), WAIT).toEqual({ total: before.total - 3, line: counted });
      const row = page.getByRole('table', { name: 'Recent movements' }).getByRole('row').filter({ hasText: 'Stock-take: three bottles expired' });
      await row.waitFor(WAIT);
      expect(await row.innerText()).toMatch(new RegExp(`Syrup[\\s\\S]*Stock count[\\s\\S]*-3[\\s\\S]*${counted}[\\s\\S]*Abena Owusu[\\s\\S]*Stock-take: three bottles expired`));
      expectNone(violations);
    },
    TIMEOUT,
  );
});
