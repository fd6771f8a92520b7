import { unload } from 'swr';
import { authStore, type User } from '../../../src/api/auth-store';
import { reportAnswered } from '../../../src/api/connectivity';
import { clearTokens, storeAccessToken } from '../../../src/api/tokens';
import { expireAllCookies } from '../../../src/lib/cookies';

/** Users of each role, as `GET /api/auth/auth/users/me/` answers them. */
export function userWithRole(role: string, first_name = 'Ama', last_name = 'Owusu'): User {
  return { id: 1, username: role, role, first_name, last_name };
}

/** Signs a user in on this device (access token in memory, store, persisted auth) without a server. */
export function signIn(user: User): void {
  storeAccessToken('access-1');
  authStore.setState({ user, loading: false, error: null });
}

/**
 * Module-level client state that outlives a test: auth store, access token, SWR cache, cookies, a server marked
 * unreachable.
 */
export function resetClientState(): void {
  authStore.reset();
  clearTokens();
  reportAnswered();
  unload({ revalidate: false });
  expireAllCookies();
  localStorage.clear();
}
