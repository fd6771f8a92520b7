import { useSyncExternalStore } from 'react';
import { removeDrafts } from '../lib/drafts';

/** The signed-in user as answered by `GET /api/auth/auth/users/me/`. */
export interface User {
  id?: number | string;
  username?: string;
  role: string;
  first_name: string;
  last_name: string;
}

export interface AuthState {
  user: User | null;
  loading: boolean;
  error: string | null;
}

/** The user's id as a string (the owner of their drafts), or `undefined` when nobody (or no id) is known. */
export function userIdOf(user: User | null | undefined): string | undefined {
  return user?.id === undefined || user.id === null ? undefined : String(user.id);
}

/** Storage key of the persisted auth slice; only the user is persisted. */
export const PERSIST_KEY = 'persist:auth';

function readPersistedUser(): User | null {
  try {
    const raw = localStorage.getItem(PERSIST_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    const user = (parsed as { user?: unknown } | null)?.user;
    return typeof user === 'object' && user !== null ? (user as User) : null;
  } catch {
    return null;
  }
}

function persistUser(user: User | null): void {
  if (user) localStorage.setItem(PERSIST_KEY, JSON.stringify({ user }));
  else localStorage.removeItem(PERSIST_KEY);
}

let state: AuthState = { user: readPersistedUser(), loading: false, error: null };
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The auth store: user, loading, error. Writing `user` also writes (or removes) `persist:auth`, and a user being
 * set removes the drafts of everyone else on this device (a session that ended without logout left them behind).
 */
export const authStore = {
  getState: (): AuthState => state,
  subscribe,
  setState(patch: Partial<AuthState>): void {
    if ('user' in patch && patch.user !== state.user) persistUser(patch.user ?? null);
    if (patch.user) removeDrafts(userIdOf(patch.user));
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  },
  /** Forgets the user in memory and on the device. */
  reset(): void {
    authStore.setState({ user: null, loading: false, error: null });
  },
  /** Re-reads the persisted user (start-up, tests). */
  hydrate(): void {
    authStore.setState({ user: readPersistedUser(), loading: false, error: null });
  },
};

// Another tab signed out or in: follow it, so this tab neither stays signed in on screen nor writes drafts for a
// user who is gone. (`key` is null when that tab cleared the whole storage.)
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== null && event.storageArea !== localStorage) return;
    if (event.key !== PERSIST_KEY && event.key !== null) return;
    if (JSON.stringify(readPersistedUser()) !== JSON.stringify(state.user)) authStore.hydrate();
  });
}

/** The current auth state; re-renders on change. */
export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState);
}
