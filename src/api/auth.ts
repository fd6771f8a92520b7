import type { ChangePasswordRequest, LoginAnswer, LoginRequest } from '../../contracts/generated/types';
import { expireAllCookies } from '../lib/cookies';
import { formatLoginError } from '../lib/format-error';
import { authStore, userIdOf, type User } from './auth-store';
import { refreshSession } from './auth-fetch';
import { request } from './http-client';
import { goToLogin } from './navigation';
import { clearSession } from './session';
import { clearTokens, getAccessToken, storeAccessToken } from './tokens';
import { ME_PATH } from './use-me';

/** Set by a sign-out the server did not confirm (its refresh cookie may still be live); removed at the next sign-in. */
export const SIGNED_OUT_KEY = 'signed-out';
const LOGIN_ROUTE = '/login';

export const LOGOUT_ERROR = 'An error occurred during logout. Please try again.';

/** Where a sign-in with a one-time password goes: the password change, before anything else. */
export const PASSWORD_CHANGE_REQUIRED_ROUTE = '/change-password/required';

/** What `login` answers when the password was a one-time one: nothing else is answered until it is changed. */
export const MUST_CHANGE_PASSWORD = 'must-change-password';

/**
 * Signs in: keeps the access token in memory (the server sets the refresh cookie), fetches the current user and keeps it (memory and `persist:auth`); the drafts of
 * any other user left on this device are removed (auth store). After a sign-in with a one-time password nobody is
 * signed in yet: it answers MUST_CHANGE_PASSWORD, and `changePassword` then completes the sign-in.
 * Rejects with the server's error; the store's `error` then holds the text of spec §8.
 */
export async function login(username: string, password: string): Promise<User | typeof MUST_CHANGE_PASSWORD> {
  // A stale token must not ride along on the public login call.
  clearTokens();
  authStore.setState({ loading: true, error: null });
  try {
    const tokens = await request<LoginAnswer>('post', '/auth/auth/jwt/create/', { data: { username, password } satisfies LoginRequest });
    storeAccessToken(tokens.access);
    localStorage.removeItem(SIGNED_OUT_KEY);
    if (tokens.must_change_password) {
      authStore.setState({ loading: false });
      return MUST_CHANGE_PASSWORD;
    }
    const user = await request<User>('get', ME_PATH);
    authStore.setState({ user, loading: false });
    return user;
  } catch (error) {
    clearTokens();
    authStore.setState({ user: null, loading: false, error: formatLoginError(error) });
    throw error;
  }
}

/**
 * Changes the signed-in user's own password (`POST /api/auth/api/change-password/`); rejects with the server's field
 * errors. After a forced change (a one-time password) the session goes on: the user is fetched and kept, as at login.
 */
export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  await request('post', '/auth/api/change-password/', { data: body });
  if (!authStore.getState().user) authStore.setState({ user: await request<User>('get', ME_PATH) });
}

/** Whether this tab holds a session that has yet to change its one-time password (an access token, nobody signed in). */
export function awaitingPasswordChange(): boolean {
  return getAccessToken() !== null && authStore.getState().user === null;
}

/**
 * Signs out: asks the server to revoke the session (best effort), then clears the auth state, the persisted
 * auth, both tokens, every form draft and anything else in browser storage but UI preferences
 * (`forgetDeviceData`), and every script-readable cookie, and goes to /login. Only when clearing this device
 * fails is the user alerted, since the session would still be live here.
 */
export async function logout(): Promise<void> {
  let ended = true;
  try {
    await request('post', '/auth/api/logout/');
  } catch {
    // The server may be unreachable or the session already gone; local sign-out must still happen.
    ended = false;
  }
  try {
    clearSession();
    expireAllCookies();
    // The refresh cookie, which no script can clear, may still hold the session: never restore from it here.
    if (!ended) localStorage.setItem(SIGNED_OUT_KEY, '1');
  } catch {
    window.alert(LOGOUT_ERROR);
    return;
  }
  goToLogin();
}

/**
 * Start-up check (a reload, a new tab): with a user signed in on this device, asks the refresh route (the cookie)
 * for an access token and the user again, with auth `loading` meanwhile, so no login page flashes. A refused
 * refresh (the session idle too long, ended, or the cookie gone) forgets the user and goes to /login; an
 * unreachable server leaves the user for the next request to try again.
 */
export async function restoreSession(pathname: string = window.location.pathname): Promise<void> {
  // With nobody stored, a page that needs a user still asks the cookie: the page before this one may have signed in a
  // moment ago, and its stored user is not always visible yet to a page opened right after it (another renderer).
  // Not on the login page itself, and not after a sign-out the server could not be told of.
  if (!authStore.getState().user && (pathname === LOGIN_ROUTE || localStorage.getItem(SIGNED_OUT_KEY) !== null)) return;
  authStore.setState({ loading: true });
  try {
    if (await refreshSession()) authStore.setState({ user: await request<User>('get', ME_PATH) });
  } catch {
    // The user stays as stored; a refused token was already dealt with by the refresh logic.
  } finally {
    authStore.setState({ loading: false });
  }
}

/**
 * Another tab signed in as someone else, or signed out: the access token of this tab is the previous user's, so it
 * goes; the next request refreshes with the cookie, which is the new user's.
 */
let tokenUserId = userIdOf(authStore.getState().user);
authStore.subscribe(() => {
  const next = userIdOf(authStore.getState().user);
  if (tokenUserId !== undefined && next !== tokenUserId) clearTokens();
  tokenUserId = next;
});
