import { describe, expect, it } from 'vitest';
import { PLAYWRIGHT_DEFAULT_VIEWPORT, startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm } from '../support/session';

const env = startAppAndBrowser();

describe('a screen whose chunk cannot be fetched', () => {
  it('with the server stopped shows "Connection lost" with Retry, and recovers after the server is back without a reload', async () => {
    const page = await env.newPage(PLAYWRIGHT_DEFAULT_VIEWPORT);
    await loginThroughForm(page, env.app.baseUrl, 'lecturer');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // Survives only if the page is never reloaded.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    await env.app.pause();
    try {
      // Reports was never opened: its chunk is not in the browser yet.
      await page.getByRole('complementary').getByRole('link', { name: 'Reports' }).click();
      await page.getByRole('heading', { name: 'Connection lost' }).waitFor({ timeout: 15_000 });
      expect(await page.getByRole('alert').filter({ hasText: 'could not be loaded' }).isVisible()).toBe(true);
      expect(await page.getByText('Unexpected Application Error').count()).toBe(0);
      // The sidebar and top bar stay.
      expect(await page.getByRole('complementary').getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(true);
    } finally {
      await env.app.resume();
    }

    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Reports', exact: true }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('heading', { name: 'Connection lost' }).count()).toBe(0);
    expect(page.url()).toBe(`${env.app.baseUrl}/reports`);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  }, 90_000);
});
