import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startAppProcess, type AppProcess } from '../../support/app-process';
import { launchChromium } from '../../support/browser';
import { loginThroughForm } from '../support/session';

let app: AppProcess;
let browser: Browser;

beforeAll(async () => {
  app = await startAppProcess();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('a screen whose chunk cannot be fetched', () => {
  it('with the server stopped shows "Connection lost" with Retry, and recovers after the server is back without a reload', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await loginThroughForm(page, app.baseUrl, 'lecturer');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // Survives only if the page is never reloaded.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    await app.pause();
    try {
      // Reports was never opened: its chunk is not in the browser yet.
      await page.getByRole('complementary').getByRole('link', { name: 'Reports' }).click();
      await page.getByRole('heading', { name: 'Connection lost' }).waitFor({ timeout: 15_000 });
      expect(await page.getByRole('alert').filter({ hasText: 'could not be loaded' }).isVisible()).toBe(true);
      expect(await page.getByText('Unexpected Application Error').count()).toBe(0);
      // The sidebar and top bar stay.
      expect(await page.getByRole('complementary').getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(true);
    } finally {
      await app.resume();
    }

    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Reports', exact: true }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('heading', { name: 'Connection lost' }).count()).toBe(0);
    expect(page.url()).toBe(`${app.baseUrl}/reports`);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await context.close();
  }, 90_000);
});
