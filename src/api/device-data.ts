/**
 * What the app keeps in this browser's storage, and what a sign-out removes. Everything stored is taken to be the
 * signed-in user's (tokens, `persist:auth`, form drafts holding patient data, anything a later feature adds) unless
 * it is named here as a harmless UI preference, which must never carry patient or clinical data.
 */
import { DRAFT_PREFIX, storageKeys } from '../lib/drafts';

/** Storage keys that outlive a sign-out (UI preferences only). None yet. */
export const DEVICE_PREFERENCES: readonly string[] = [];

export interface ForgetOptions {
  /**
   * Keeps form drafts (`draft:<userId>:…`) for their owner's next sign-in, e.g. when a session expires while the
   * person is typing; the next sign-in of anyone else removes them.
   */
  keepDrafts?: boolean;
}

/** Removes every localStorage and sessionStorage entry but the preferences (and the drafts, when asked to keep them). */
export function forgetDeviceData(options: ForgetOptions = {}): void {
  for (const storage of [localStorage, sessionStorage]) {
    for (const key of storageKeys(storage)) {
      if (DEVICE_PREFERENCES.includes(key)) continue;
      if (options.keepDrafts && storage === localStorage && key.startsWith(DRAFT_PREFIX)) continue;
      storage.removeItem(key);
    }
  }
}
