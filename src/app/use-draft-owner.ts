import { useMemo } from 'react';
import { authStore, userIdOf, type User } from '../api/auth-store';
import type { DraftOwner } from '../engine/draft-owner';

/**
 * The draft owner for the forms of `user`'s screens (`DraftOwnerProvider`): their id, and a check against the auth
 * store at write time, so that a form still open when they sign out (here or in another tab) writes nothing more.
 * `null` (no drafts) when nobody, or a user without an id, is signed in.
 */
export function useDraftOwner(user: User | null): DraftOwner | null {
  const id = userIdOf(user);
  return useMemo(
    () => (id === undefined ? null : { id, isSignedIn: () => userIdOf(authStore.getState().user) === id }),
    [id],
  );
}
