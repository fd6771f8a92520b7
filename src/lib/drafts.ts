/**
 * Where form drafts live on this device: localStorage, one entry per user and form, `draft:<userId>:<key>`.
 * The engine writes them for the signed-in user (`src/engine/use-form-draft.ts`); the auth layer removes them
 * at logout and, when someone signs in, removes everybody else's (`src/api`).
 */

/** Every draft's storage key starts with this. */
export const DRAFT_PREFIX = 'draft:';

function ownerPrefix(owner: string): string {
  // Encoded, so that an id holding ':' cannot reach into another user's keys.
  return `${DRAFT_PREFIX}${encodeURIComponent(owner)}:`;
}

/** The storage key of the draft `key` (e.g. `register-patient`) of the user `owner`. */
export function draftStorageKey(owner: string, key: string): string {
  return ownerPrefix(owner) + key;
}

/** The keys stored in `storage`, read before any of them is removed. */
export function storageKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}

/**
 * Removes the drafts of everyone but `keepOwner` from localStorage; without `keepOwner`, all of them. Drafts
 * stored without an owner (the format before drafts were keyed by user) count as someone else's.
 */
export function removeDrafts(keepOwner?: string): void {
  const kept = keepOwner === undefined ? undefined : ownerPrefix(keepOwner);
  for (const key of storageKeys(localStorage)) {
    if (key.startsWith(DRAFT_PREFIX) && !(kept !== undefined && key.startsWith(kept))) localStorage.removeItem(key);
  }
}
