import { describe, expect, it } from 'vitest';
import { PLAYWRIGHT_DEFAULT_VIEWPORT, startAppAndBrowser } from '../support/e2e-env';
import { expiredCopyOf, loginThroughForm, storageValue } from '../support/session';

const env = startAppAndBrowser();

describe('session lifecycle in the browser', () => {
  it('logout clears tokens, persisted auth and cookies and lands on /login', async () => {
    const page = await env.newPage(PLAYWRIGHT_DEFAULT_VIEWPORT);
    const context = page.context();
    await loginThroughForm(page, env.app.baseUrl, 'lecturer');
    expect(await storageValue(page, 'access_token')).toBeTruthy();
    expect(await storageValue(page, 'refresh_token')).toBeTruthy();
    expect(await storageValue(page, 'persist:auth')).toBeTruthy();
    expect((await context.cookies()).map((c) => c.name)).toContain('csrftoken');

    await page.getByRole('complementary').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${env.app.baseUrl}/login`);
    expect(await storageValue(page, 'access_token')).toBeNull();
    expect(await storageValue(page, 'refresh_token')).toBeNull();
    expect(await storageValue(page, 'persist:auth')).toBeNull();
    expect(await context.cookies()).toEqual([]);

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
    expect(await storageValue(page, 'access_token')).toBeNull();
  });

  it('an expired access token is refreshed and the request retried without the user noticing', async () => {
    const page = await env.newPage(PLAYWRIGHT_DEFAULT_VIEWPORT);
    await loginThroughForm(page, env.app.baseUrl, 'student');
    // The dashboard's reads settle first: one still on its way when the token is swapped would refresh (spending the
    // refresh token) and be cut off by the reload, and the reload's own refresh would then present a spent token.
    await page.waitForLoadState('networkidle');
    const access = (await storageValue(page, 'access_token'))!;
    const expired = await expiredCopyOf(access, env.app.jwtSecret);
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
    expect(page.url()).toBe(`${env.app.baseUrl}/`);
    const renewed = await storageValue(page, 'access_token');
    expect(renewed).toBeTruthy();
    expect(renewed).not.toBe(expired);
    await expect.poll(() => page.getByText(/^Good (Morning|Afternoon|Evening), /).count()).toBe(1);
  });

  it('a revoked refresh token sends the user to /login', async () => {
    const page = await env.newPage(PLAYWRIGHT_DEFAULT_VIEWPORT);
    await loginThroughForm(page, env.app.baseUrl, 'hadmin');
    const access = (await storageValue(page, 'access_token'))!;
    // Revoke the session from elsewhere (no cookies, so no CSRF check applies).
    const revoked = await fetch(`${env.app.baseUrl}/api/auth/api/logout/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(revoked.status).toBe(200);
    await page.evaluate(async (token) => window.localStorage.setItem('access_token', token), await expiredCopyOf(access, env.app.jwtSecret));

    await page.reload();
    await page.waitForURL(`${env.app.baseUrl}/login`);
    expect(await storageValue(page, 'access_token')).toBeNull();
    expect(await storageValue(page, 'refresh_token')).toBeNull();
  });

  it('an unknown user visiting a protected route is sent to /login', async () => {
    const page = await env.newPage(PLAYWRIGHT_DEFAULT_VIEWPORT);
    await page.goto(`${env.app.baseUrl}/clinic-schedule`);
    await page.waitForURL(`${env.app.baseUrl}/login`);
  });
});
