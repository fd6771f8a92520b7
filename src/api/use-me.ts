import useSWR, { type SWRResponse } from 'swr';
import { authStore, type User } from './auth-store';
import { getJson } from './http-client';

/** Path of the current-user call. */
export const ME_PATH = '/auth/auth/users/me/';

function syncUser(user: User): void {
  const current = authStore.getState().user;
  if (JSON.stringify(current) !== JSON.stringify(user)) authStore.setState({ user });
}

/**
 * The signed-in user from the server; keeps the stored (and persisted) user in step with it.
 * Pass `false` to skip the call (e.g. when nobody is signed in).
 */
export function useMe(enabled = true): SWRResponse<User> {
  return useSWR<User>(enabled ? ME_PATH : null, getJson, { onSuccess: syncUser });
}
