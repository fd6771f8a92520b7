/**
 * The `fetch` wrapper behind the one HTTP client (redaxios has no interceptors): cookies, Bearer token,
 * CSRF header, timeout and cancellation, and one token refresh on a 401.
 */
import { readCookie } from '../lib/cookies';
import { abortAfter } from './abort';
import { goToLogin } from './navigation';
import { clearSession } from './session';
import { getAccessToken, getRefreshToken, storeTokens } from './tokens';

export const LOGIN_PATH = '/api/auth/auth/jwt/create/';
export const REFRESH_PATH = '/api/auth/jwt/refresh/';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';
export const REQUEST_TIMEOUT_MS = 20_000;

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

function pathOf(url: string): string {
  return new URL(url, 'http://localhost').pathname;
}

async function send(input: RequestInfo | URL, init: RequestInit, token: string | null): Promise<Response> {
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const csrf = readCookie(CSRF_COOKIE);
  if (csrf) headers.set(CSRF_HEADER, csrf);
  const { signal, dispose } = abortAfter(REQUEST_TIMEOUT_MS, init.signal);
  try {
    return await fetch(input, { ...init, headers, credentials: 'include', signal });
  } finally {
    dispose();
  }
}

async function refreshTokens(): Promise<boolean> {
  const refresh = getRefreshToken();
  if (!refresh) return false;
  const response = await send(
    REFRESH_PATH,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ refresh }) },
    null,
  );
  const body: unknown = response.ok ? await response.json().catch(() => null) : null;
  const tokens = body as { access?: unknown; refresh?: unknown } | null;
  if (typeof tokens?.access !== 'string') {
    // Drafts stay for their owner's next sign-in; anyone else signing in removes them (auth store).
    clearSession({ keepDrafts: true });
    goToLogin();
    return false;
  }
  storeTokens(tokens.access, typeof tokens.refresh === 'string' ? tokens.refresh : undefined);
  return true;
}

let inFlight: Promise<boolean> | null = null;

/**
 * Refreshes the access token; concurrent callers share one request. Resolves `true` when new tokens are
 * stored. A refused refresh ends the session and goes to /login; a network failure leaves the tokens alone.
 */
export function refreshSession(): Promise<boolean> {
  inFlight ??= refreshTokens()
    .catch(() => false)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * Drop-in `fetch` for redaxios. On a 401 (other than from login or refresh, and only with a refresh token)
 * it refreshes once and retries once; otherwise the response is returned as is.
 */
export async function authFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const sentToken = getAccessToken();
  const response = await send(input, init, sentToken);
  const path = pathOf(urlOf(input));
  if (response.status !== 401 || path === LOGIN_PATH || path === REFRESH_PATH || !getRefreshToken()) {
    return response;
  }
  const current = getAccessToken();
  // Another request may already have refreshed while this one was in flight.
  const refreshed = current !== null && current !== sentToken ? true : await refreshSession();
  return refreshed ? send(input, init, getAccessToken()) : response;
}
