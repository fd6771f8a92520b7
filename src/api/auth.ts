import { expireAllCookies } from '../lib/cookies';
import { formatLoginError } from '../lib/format-error';
import { authStore, type User } from './auth-store';
import { request } from './http-client';
import { goToLogin } from './navigation';
import { clearSession } from './session';
import { clearTokens, getAccessToken, getRefreshToken, storeTokens } from './tokens';
import { ME_PATH } from './use-me';

export const LOGOUT_ERROR = 'An error occurred during logout. Please try again.';

interface TokenPair {
  access: string;
  refresh: string;
}

/**
 * Signs in: stores both tokens, fetches the current user and keeps it (memory and `persist:auth`); the drafts of
 * any other user left on this device are removed (auth store).
 * Rejects with the server's error; the store's `error` then holds the text of spec §8.
 */
export async function login(username: string, password: string): Promise<User> {
  // A stale token must not ride along on the public login call.
  clearTokens();
  authStore.setState({ loading: true, error: null });
  try {
    const tokens = await request<TokenPair>('post', '/auth/auth/jwt/create/', { data: { username, password } });
    storeTokens(tokens.access, tokens.refresh);
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
 * Signs out: asks the server to revoke the session (best effort), then clears the auth state, the persisted
 * auth, both tokens, every form draft and anything else in browser storage but UI preferences
 * (`forgetDeviceData`), and every script-readable cookie, and goes to /login. Only when clearing this device
 * fails is the user alerted, since the session would still be live here.
 */
export async function logout(): Promise<void> {
  try {
    await request('post', '/auth/api/logout/');
  } catch {
    // The server may be unreachable or the session already gone; local sign-out must still happen.
  }
  try {
    clearSession();
    expireAllCookies();
  } catch {
    window.alert(LOGOUT_ERROR);
    return;
  }
  goToLogin();
}

/**
 * Start-up check: with tokens but no stored user, fetch the user (auth `loading` meanwhile); with a stored
 * user but no token at all, forget the user.
 */
export async function restoreSession(): Promise<void> {
  const { user } = authStore.getState();
  const hasToken = Boolean(getAccessToken() || getRefreshToken());
  if (user && !hasToken) return authStore.reset();
  if (user || !hasToken) return;
  authStore.setState({ loading: true });
  try {
    authStore.setState({ user: await request<User>('get', ME_PATH), loading: false });
  } catch {
    // Refused tokens were already cleared by the refresh logic; the guard now sends the user to /login.
    authStore.setState({ user: null, loading: false });
  }
}
