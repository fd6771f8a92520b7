import { unload } from 'swr';
import { authStore } from './auth-store';
import { clinicStore } from './clinic-store';
import { clearTokens } from './tokens';

/** Ends the session on this device: both tokens, the user (memory and `persist:auth`), the chosen clinic and cached reads. */
export function clearSession(): void {
  clearTokens();
  authStore.reset();
  clinicStore.set(null);
  // Cached answers belong to the user who fetched them.
  unload({ revalidate: false });
}
