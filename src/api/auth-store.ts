import { useSyncExternalStore } from 'react';

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

/** The auth store: user, loading, error. Writing `user` also writes (or removes) `persist:auth`. */
export const authStore = {
  getState: (): AuthState => state,
  subscribe,
  setState(patch: Partial<AuthState>): void {
    if ('user' in patch && patch.user !== state.user) persistUser(patch.user ?? null);
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

/** The current auth state; re-renders on change. */
export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState);
}
