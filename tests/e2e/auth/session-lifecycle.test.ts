import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PLAYWRIGHT_DEFAULT_VIEWPORT, startAppAndBrowser } from '../support/e2e-env';
import {
  endSessionElsewhere,
  expireAccessFromNextRefresh,
  loginThroughForm,
  refreshCookieOf,
  REFRESH_PATH,
  storageValue,
  storedTokens,
} from '../support/session';

const env = startAppAndBrowser();

const GREETING = /^Good (Morning|Afternoon|Evening), /;

/** Every `/api/auth/` answer the page receives from now on, as "status path". */
function authAnswers(page: Page): string[] {
  const statuses: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/api/auth/')) statuses.push(`${response.status()} ${path}`);
  });
  return statuses;
}

describe('session lifecycle in the browser', () => {
  it('keeps no token where a script or the next user of the PC could read it: the refresh token is an httpOnly cookie', async () => {
    const page = await env.newPage(PLAYWRIGHT_DEFAULT_VIEWPORT);
    await loginThroughForm(page, env.app.baseUrl, 'lecturer');
    await page.waitForLoadState('networkidle');
    expect(await storedTokens(page)).toEqual([]);
    expect(await storageValue(page, 'persist:auth')).toBeTruthy();
    expect(await refreshCookieOf(page)).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: REFRESH_PATH });
    expect(await page.evaluate(() => document.cookie)).not.toContain('refresh_token');
  });

  it('logout clears persisted auth and every cookie, the refresh cookie included, and lands on /login', async () => {
    const page = await env.newPage(PLAYWRIGHT_DEFAULT_VIEWPORT);
    const context = page.context();
    await loginThroughForm(page, env.app.baseUrl, 'lecturer');
    expect(await storageValue(page, 'persist:auth')).toBeTruthy();
    const names = (await context.cookies()).map((c) => c.name).sort();
    expect(names).toHaveLength(3);
    expect(names).toEqual(expect.arrayContaining(['csrftoken', 'refresh_token']));
    const device = (await context.cookies()).find((c) => c.name.startsWith('device_'));
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/' });

    await page.getByRole('complementary').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${env.app.baseUrl}/login`);
    expect(await storedTokens(page)).toEqual([]);
    expect(await storageValue(page, 'persist:auth')).toBeNull();
    // Every cookie but the device cookie (httpOnly, only sent to the sign-in routes, docs/decisions.md "Device
    // cookies"), which lets this device past an address's exhausted failure budget at the next sign-in.
    expect(await context.cookies()).toEqual([device]);
    expect(await page.evaluate(() => document.cookie)).toBe('');

    // Nothing left to get back in with.
    await page.goto(`${env.app.baseUrl}/appointments`);
    await page.waitForURL(`${env.app.baseUrl}/login`);
  });

  it('logout from the avatar menu works too', async () => {
    const page = await env.newPage(PLAYWRIGHT_DEFAULT_VIEWPORT);
    await loginThroughForm(page, env.app.baseUrl, 'coordinator');
    await page.getByRole('banner').getByRole('button', { name: /menu|account|avatar/i }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${env.app.baseUrl}/login`);
    expect(await refreshCookieOf(page)).toBeUndefined();
  });

  it('a reload keeps the user signed in: the refresh cookie answers a new access token before the page decides', async () => {
    const page = await env.newPage(PLAYWRIGHT_DEFAULT_VIEWPORT);
    await loginThroughForm(page, env.app.baseUrl, 'student');
    await page.waitForLoadState('networkidle');
    const statuses = authAnswers(page);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => visited.push(new URL(frame.url()).pathname));
    await page.reload();
    await expect.poll(() => page.getByText(GREETING).count()).toBe(1);
    expect(page.url()).toBe(`${env.app.baseUrl}/`);
    expect(statuses).toEqual(expect.arrayContaining(['200 /api/auth/jwt/refresh/', '200 /api/auth/auth/users/me/']));
    // Nothing refused, and no login page on the way.
    expect(statuses.filter((status) => !status.startsWith('200 '))).toEqual([]);
    expect(visited).not.toContain('/login');
    expect(await storedTokens(page)).toEqual([]);
  });

  it('two tabs of one browser reloading at once both stay signed in (their refreshes take turns)', async () => {
    const first = await env.newPage(PLAYWRIGHT_DEFAULT_VIEWPORT);
    await loginThroughForm(first, env.app.baseUrl, 'lecturer');
    const second = await first.context().newPage();
    await second.goto(`${env.app.baseUrl}/`);
    await expect.poll(() => second.getByText(GREETING).count()).toBe(1);
    await Promise.all([first.waitForLoadState('networkidle'), second.waitForLoadState('networkidle')]);

    await Promise.all([first.reload(), second.reload()]);
    for (const page of [first, second]) {
      await expect.poll(() => page.getByText(GREETING).count()).toBe(1);
      expect(page.url()).toBe(`${env.app.baseUrl}/`);
    }
    // The session is still whole: neither refresh was taken for a stolen token's reuse.
    await Promise.all([first.waitForLoadState('networkidle'), second.waitForLoadState('networkidle')]);
    await first.reload();
    await expect.poll(() => first.getByText(GREETING).count()).toBe(1);
  });

  it('an expired access token is refreshed and the request retried without the user noticing', async () => {
    const page = await env.newPage(PLAYWRIGHT_DEFAULT_VIEWPORT);
    await loginThroughForm(page, env.app.baseUrl, 'student');
    await page.waitForLoadState('networkidle');
    // The reload's own refresh hands the app an access token that has already expired.
    await expireAccessFromNextRefresh(page, env.app.jwtSecret);
    const statuses = authAnswers(page);
    await page.reload();
    await expect.poll(() => statuses).toEqual(
      expect.arrayContaining(['401 /api/auth/auth/users/me/', '200 /api/auth/auth/users/me/']),
    );
    const firstUnauthorized = statuses.indexOf('401 /api/auth/auth/users/me/');
    expect(statuses.lastIndexOf('200 /api/auth/auth/users/me/')).toBeGreaterThan(firstUnauthorized);
    // The reload's refresh and the one the 401 asked for; none refused.
    expect(statuses.filter((s) => s.includes('/jwt/refresh/'))).toEqual(['200 /api/auth/jwt/refresh/', '200 /api/auth/jwt/refresh/']);
    expect(page.url()).toBe(`${env.app.baseUrl}/`);
    await expect.poll(() => page.getByText(GREETING).count()).toBe(1);
  });

  it('a session ended elsewhere sends the user to /login at the next reload', async () => {
    const page = await env.newPage(PLAYWRIGHT_DEFAULT_VIEWPORT);
    await loginThroughForm(page, env.app.baseUrl, 'hadmin');
    await page.waitForLoadState('networkidle');
    await endSessionElsewhere(page, env.app.baseUrl);

    await page.reload();
    await page.waitForURL(`${env.app.baseUrl}/login`);
    expect(await storageValue(page, 'persist:auth')).toBeNull();
  });

  it('an unknown user visiting a protected route is sent to /login', async () => {
    const page = await env.newPage(PLAYWRIGHT_DEFAULT_VIEWPORT);
    await page.goto(`${env.app.baseUrl}/clinic-schedule`);
    await page.waitForURL(`${env.app.baseUrl}/login`);
  });
});
