import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startAppProcess, type AppProcess } from '../../support/app-process';
import { launchChromium } from '../../support/browser';
import { expiredCopyOf, loginThroughForm, storageValue } from '../support/session';

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

describe('session lifecycle in the browser', () => {
  it('logout clears tokens, persisted auth and cookies and lands on /login', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await loginThroughForm(page, app.baseUrl, 'lecturer');
    expect(await storageValue(page, 'access_token')).toBeTruthy();
    expect(await storageValue(page, 'refresh_token')).toBeTruthy();
    expect(await storageValue(page, 'persist:auth')).toBeTruthy();
    expect((await context.cookies()).map((c) => c.name)).toContain('csrftoken');

    await page.getByRole('complementary').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${app.baseUrl}/login`);
    expect(await storageValue(page, 'access_token')).toBeNull();
    expect(await storageValue(page, 'refresh_token')).toBeNull();
    expect(await storageValue(page, 'persist:auth')).toBeNull();
    expect(await context.cookies()).toEqual([]);

    // Nothing left to get back in with.
    await page.goto(`${app.baseUrl}/appointments`);
    await page.waitForURL(`${app.baseUrl}/login`);
    await context.close();
  });

  it('logout from the avatar menu works too', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await loginThroughForm(page, app.baseUrl, 'coordinator');
    await page.getByRole('banner').getByRole('button', { name: /menu|account|avatar/i }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${app.baseUrl}/login`);
    expect(await storageValue(page, 'access_token')).toBeNull();
    await context.close();
  });

  it('an expired access token is refreshed and the request retried without the user noticing', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await loginThroughForm(page, app.baseUrl, 'student');
    const access = (await storageValue(page, 'access_token'))!;
    const expired = await expiredCopyOf(access, app.jwtSecret);
    await page.evaluate((token) => window.localStorage.setItem('access_token', token), expired);

    const statuses: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/api/auth/')) statuses.push(`${response.status()} ${path}`);
    });
    await page.reload();
    await expect.poll(() => statuses).toEqual(
      expect.arrayContaining(['401 /api/auth/auth/users/me/', '200 /api/auth/jwt/refresh/', '200 /api/auth/auth/users/me/']),
    );
    const firstUnauthorized = statuses.indexOf('401 /api/auth/auth/users/me/');
    expect(statuses.indexOf('200 /api/auth/jwt/refresh/')).toBeGreaterThan(firstUnauthorized);
    expect(statuses.filter((s) => s.includes('/jwt/refresh/'))).toHaveLength(1);
    expect(page.url()).toBe(`${app.baseUrl}/`);
    const renewed = await storageValue(page, 'access_token');
    expect(renewed).toBeTruthy();
    expect(renewed).not.toBe(expired);
    await expect.poll(() => page.getByText(/^Good (Morning|Afternoon|Evening), /).count()).toBe(1);
    await context.close();
  });

  it('a revoked refresh token sends the user to /login', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await loginThroughForm(page, app.baseUrl, 'hadmin');
    const access = (await storageValue(page, 'access_token'))!;
    // Revoke the session from elsewhere (no cookies, so no CSRF check applies).
    const revoked = await fetch(`${app.baseUrl}/api/auth/api/logout/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(revoked.status).toBe(200);
    await page.evaluate(async (token) => window.localStorage.setItem('access_token', token), await expiredCopyOf(access, app.jwtSecret));

    await page.reload();
    await page.waitForURL(`${app.baseUrl}/login`);
    expect(await storageValue(page, 'access_token')).toBeNull();
    expect(await storageValue(page, 'refresh_token')).toBeNull();
    await context.close();
  });

  it('an unknown user visiting a protected route is sent to /login', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/clinic-schedule`);
    await page.waitForURL(`${app.baseUrl}/login`);
    await context.close();
  });
});
