// The review bundle (`vite build --mode review`, which contains /dev/forms) served by the real server under its
// Content-Security-Policy: a form validates and submits with its precompiled validator, and the browser reports no
// CSP violation (no eval, no inline script).
import { describe, expect, it } from 'vitest';
import { PLAYWRIGHT_DEFAULT_VIEWPORT, startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm } from '../support/session';
import { reviewBundle } from './support/review-bundle';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

const env = startAppAndBrowser({ app: () => ({ env: { STATIC_DIR: reviewBundle() }, ensureBuild: false }) });

describe('forms under the Content-Security-Policy', () => {
  it('validates and submits absent-request on /dev/forms without any CSP violation', async () => {
    const page = await env.newPage(PLAYWRIGHT_DEFAULT_VIEWPORT);
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const consoleErrors: string[] = [];
    const pageErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await loginThroughForm(page, env.app.baseUrl, 'student');
    const response = await page.goto(`${env.app.baseUrl}/dev/forms`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');

    await page.getByRole('navigation', { name: 'Forms' }).getByRole('link', { name: 'absent-request' }).click();
    const save = page.getByRole('button', { name: 'Save and Proceed' });
    await save.waitFor();

    // An empty submit runs the precompiled validator: the schema's message under each field.
    await save.click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'This field is required.' }).count()).toBe(3);

    await page.getByLabel('From date').fill('2026-12-01');
    await page.getByLabel('To date').fill('2026-12-03');
    await page.getByRole('textbox', { name: 'Reason' }).click();
    await page.keyboard.type('Conference');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    await save.click();

    await expect.poll(() => page.getByText('Valid: the form would save this data.').count()).toBe(1);
    const sent = JSON.parse(await page.getByLabel('Submitted data').innerText()) as unknown;
    expect(sent).toEqual({ from_date: '2026-12-01', to_date: '2026-12-03', reason: 'Conference' });

    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
    expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
