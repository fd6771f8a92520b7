import { decodeJwt, SignJWT } from 'jose';
import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'demo1234';
export const REFRESH_PATH = '/api/auth/jwt/refresh/';
/** The httpOnly cookie the server keeps the browser's refresh token in (server/features/auth/refresh-cookie.ts). */
export const REFRESH_COOKIE = 'refresh_token';

/** Signs in through the login form as a person would, and waits for the dashboard. */
export async function loginThroughForm(page: Page, baseUrl: string, username: string, password = DEMO_PASSWORD) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/** The same access token's claims, re-signed with the server's secret but already expired. */
export async function expiredCopyOf(accessToken: string, secret: string): Promise<string> {
  const { exp: _exp, iat: _iat, ...claims } = decodeJwt(accessToken);
  const past = Math.floor(Date.now() / 1000) - 3600;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(past - 300)
    .setExpirationTime(past)
    .sign(new TextEncoder().encode(secret));
}

export function storageValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

/** The localStorage and sessionStorage entries whose value holds something shaped like a JWT (`xxx.yyy.zzz`). */
export function storedTokens(page: Page): Promise<{ area: string; key: string }[]> {
  return page.evaluate(() => {
    const jwt = /eyJ[\w-]*\.eyJ[\w-]*\.[\w-]+/;
    return (['localStorage', 'sessionStorage'] as const).flatMap((area) =>
      Object.keys(window[area])
        .filter((key) => jwt.test(window[area].getItem(key) ?? '') || jwt.test(key))
        .map((key) => ({ area, key })),
    );
  });
}

/** The browser's refresh cookie (httpOnly: read through the browser context, as no page script could). */
export async function refreshCookieOf(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === REFRESH_COOKIE);
}

/**
 * Ends the page's session from outside the browser, as a logout elsewhere or an administrator would: spends the
 * browser's refresh cookie for an access token, then logs that session out.
 */
export async function endSessionElsewhere(page: Page, baseUrl: string): Promise<void> {
  const cookie = await refreshCookieOf(page);
  if (!cookie) throw new Error('the browser holds no refresh cookie');
  const renewed = await fetch(`${baseUrl}${REFRESH_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh: cookie.value }),
  });
  if (renewed.status !== 200) throw new Error(`refresh answered ${renewed.status}`);
  const { access } = (await renewed.json()) as { access: string };
  const out = await fetch(`${baseUrl}/api/auth/api/logout/`, { method: 'POST', headers: { authorization: `Bearer ${access}` } });
  if (out.status !== 200) throw new Error(`logout answered ${out.status}`);
}

/**
 * The page's next refresh answers an already expired copy of its access token (the rest of the answer, the
 * rotated cookie included, as the server sent it): the app then meets a real 401 for an expired token.
 */
export async function expireAccessFromNextRefresh(page: Page, secret: string): Promise<void> {
  await page.route(
    (url) => url.pathname === REFRESH_PATH,
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { access: string; refresh: string };
      await route.fulfill({ response, json: { ...body, access: await expiredCopyOf(body.access, secret) } });
    },
    { times: 1 },
  );
}
