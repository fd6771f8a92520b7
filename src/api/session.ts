import { unload } from 'swr';
import { authStore } from './auth-store';
import { clinicStore } from './clinic-store';
import { forgetDeviceData, type ForgetOptions } from './device-data';
import { clearTokens } from './tokens';

/**
 * Ends the session on this device: the user (memory and `persist:auth`), the chosen clinic and cached reads in
 * memory; both tokens and everything else in browser storage but UI preferences. Form drafts go too, unless
 * `keepDrafts` (a session that ended without logout).
 */
export function clearSession(options: ForgetOptions = {}): void {
  clearTokens();
  // Forms check this user before writing a draft, so a form unmounting on the way to /login writes nothing back.
  authStore.reset();
  clinicStore.set(null);
  // Cached answers belong to the user who fetched them.
  unload({ revalidate: false });
  forgetDeviceData(options);
}
