/**
 * The access token of this tab, kept in memory only: nothing a later user of a shared PC could find in browser
 * storage. The refresh token is never handled by the app: the server keeps it in an httpOnly cookie sent only to the
 * refresh route (docs/decisions.md, "Sessions and tokens"), so a new tab or a reload asks that route for an access
 * token.
 */

let accessToken: string | null = null;

/** Where an older version of the app kept both tokens: removed at start, so none outlives the upgrade on a shared PC. */
const LEGACY_KEYS = ['access_token', 'refresh_token'];
if (typeof localStorage !== 'undefined') for (const key of LEGACY_KEYS) localStorage.removeItem(key);

/** The access token of this tab, if any. */
export function getAccessToken(): string | null {
  return accessToken;
}

export function storeAccessToken(token: string): void {
  accessToken = token;
}

/** Forgets the access token (the refresh cookie is the server's to clear, at logout). */
export function clearTokens(): void {
  accessToken = null;
}
