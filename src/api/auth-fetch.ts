/**
 * The `fetch` wrapper behind the one HTTP client (redaxios has no interceptors): cookies, Bearer token (in memory),
 * CSRF header, timeout and cancellation, one token refresh (by the httpOnly refresh cookie) on a 401, and a `NetworkError` for a call that got no
 * answer (unreachable server or timeout), reported to the connectivity state. A write is never sent again by itself.
 */
import { readCookie } from '../lib/cookies';
import { NetworkError } from '../lib/network-error';
import { abortAfter } from './abort';
import { authStore } from './auth-store';
import { reportAnswered, reportUnreachable } from './connectivity';
import { goToLogin } from './navigation';
import { clearSession } from './session';
import { withRefreshLock } from './refresh-lock';
import { getAccessToken, storeAccessToken } from './tokens';

export const LOGIN_PATH = '/api/auth/auth/jwt/create/';
export const REFRESH_PATH = '/api/auth/jwt/refresh/';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';
/** How long a read may wait for its answer's headers. */
export const READ_TIMEOUT_MS = 20_000;
/** How long a write (a save) may wait: a person is waiting on the button (docs/decisions.md). */
export const SAVE_TIMEOUT_MS = 8_000;
/** How long an upload (a FormData or Blob body) may wait: the file itself takes time to send on a slow line. */
export const UPLOAD_TIMEOUT_MS = 60_000;

/** The timeout of a request: reads 20 s, uploads 60 s, every other write 8 s. */
export function timeoutOf(init: RequestInit): number {
  const method = (init.method ?? 'GET').toUpperCase();
  if (method === 'GET' || method === 'HEAD') return READ_TIMEOUT_MS;
  return init.body instanceof FormData || init.body instanceof Blob ? UPLOAD_TIMEOUT_MS : SAVE_TIMEOUT_MS;
}

/**
 * A fetch rejection as callers see it: the caller's own cancellation as it is; the timeout as
 * `NetworkError('timeout')`; a request that could not reach the server (fetch's TypeError) as
 * `NetworkError('offline')`, also reported to the connectivity state.
 */
function failureOf(error: unknown, callerSignal: AbortSignal | null | undefined, signal: AbortSignal): unknown {
  if (callerSignal?.aborted) return error;
  if (signal.aborted) return new NetworkError('timeout', { cause: error });
  if (!(error instanceof TypeError)) return error;
  reportUnreachable();
  return new NetworkError('offline', { cause: error });
}

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
  const { signal, dispose } = abortAfter(timeoutOf(init), init.signal);
  try {
    const response = await fetch(input, { ...init, headers, credentials: 'include', signal });
    reportAnswered();
    return response;
  } catch (error) {
    throw failureOf(error, init.signal, signal);
  } finally {
    dispose();
  }
}

async function refreshTokens(): Promise<boolean> {
  // The token is the browser's httpOnly cookie, sent by itself to this path only; the body names none.
  const response = await withRefreshLock(() =>
    send(REFRESH_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }, null),
  );
  if (!response.ok) {
    // Only a refusal of the session ends it here; a busy or failing server (429, 5xx) leaves it for the next try.
    if (REFUSED_REFRESH.has(response.status)) endSession();
    return false;
  }
  // A body cut off (the page leaving, the network gone) is no refusal: the session stays for the next try.
  const body: unknown = await response.json().catch(() => undefined);
  if (body === undefined) return false;
  const access = (body as { access?: unknown } | null)?.access;
  if (typeof access !== 'string') {
    endSession();
    return false;
  }
  storeAccessToken(access);
  return true;
}

/** The refresh route's answers that say the session is over: no or a bad token (400, 401), a forged request (403). */
const REFUSED_REFRESH = new Set([400, 401, 403]);

function endSession(): void {
  // Drafts stay for their owner's next sign-in; anyone else signing in removes them (auth store).
  clearSession({ keepDrafts: true });
  goToLogin();
}

let inFlight: Promise<boolean> | null = null;

/**
 * Asks the refresh route (the cookie) for a new access token; concurrent callers share one request. Resolves
 * `true` when a new token is kept. A refused refresh ends the session and goes to /login; a network failure leaves
 * the session alone.
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
 * Drop-in `fetch` for redaxios. On a 401 (other than from login or refresh, and only while someone is signed in on
 * this device) it refreshes once and retries once; otherwise the response is returned as is.
 */
export async function authFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const sentToken = getAccessToken();
  const response = await send(input, init, sentToken);
  const path = pathOf(urlOf(input));
  const signedIn = authStore.getState().user !== null;
  if (response.status !== 401 || path === LOGIN_PATH || path === REFRESH_PATH || !signedIn) {
    return response;
  }
  const current = getAccessToken();
  // Another request may already have refreshed while this one was in flight.
  const refreshed = current !== null && current !== sentToken ? true : await refreshSession();
  return refreshed ? send(input, init, getAccessToken()) : response;
}
