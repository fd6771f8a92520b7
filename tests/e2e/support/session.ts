import { decodeJwt, SignJWT } from 'jose';
import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'demo1234';

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
