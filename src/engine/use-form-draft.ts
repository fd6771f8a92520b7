import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { draftStorageKey } from '../lib/drafts';
import { useDraftOwner } from './draft-owner';

/** How long typing must pause before a draft is written. */
export const DRAFT_DELAY_MS = 300;

/** What is stored under `draft:<userId>:<key>`. */
interface StoredDraft {
  formData: unknown;
  savedAt: string;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
}

/** The draft `key` stored for the user `ownerId`, if any (a damaged entry counts as none). */
export function readDraft(ownerId: string, key: string): StoredDraft | undefined {
  return parseDraft(storage()?.getItem(draftStorageKey(ownerId, key)));
}

function parseDraft(raw: string | null | undefined): StoredDraft | undefined {
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    return typeof parsed === 'object' && parsed !== null && 'formData' in parsed
      ? { formData: parsed.formData, savedAt: String(parsed.savedAt ?? '') }
      : undefined;
  } catch {
    return undefined;
  }
}

function writeDraft(storageKey: string, formData: unknown): void {
  const body: StoredDraft = { formData, savedAt: new Date().toISOString() };
  try {
    storage()?.setItem(storageKey, JSON.stringify(body));
  } catch {
    // quota exceeded or storage disabled: the form still works, only the safety net is missing
  }
}

function removeDraft(storageKey: string): void {
  storage()?.removeItem(storageKey);
}

export interface FormDraft {
  /** The form data found in storage when the hook first ran (before any typing), else `undefined`. */
  initial: unknown;
  /** Whether a draft was found at start. */
  restored: boolean;
  /** Stores `formData` after a pause in typing; `undefined` removes the draft (nothing unsaved). */
  schedule(formData: unknown): void;
  /** Writes the pending (or given) data now, e.g. after a failed save or before the page goes away. */
  flush(formData?: unknown): void;
  /** Forgets the draft: after a successful save, or when the person discards it. */
  clear(): void;
}

/**
 * Keeps a form's unsaved input in localStorage under `draft:<userId>:<key>`, so that a reload or a crash loses
 * nothing: writes are debounced ({@link DRAFT_DELAY_MS}), flushed on unmount and when the page is hidden. The user
 * is the `DraftOwner` provided around the form, taken when the form mounts; nothing is written once that
 * user is no longer signed in. Without a key or an owner the hook does nothing.
 */
export function useFormDraft(draftKey: string | undefined): FormDraft {
  const provided = useDraftOwner();
  // Pinned at mount: a form opened by one user never writes under another's id.
  const [owner] = useState(provided);
  const storageKey = owner && draftKey ? draftStorageKey(owner.id, draftKey) : undefined;
  const [found] = useState(() => (storageKey ? parseDraft(storage()?.getItem(storageKey)) : undefined));
  const pending = useRef<{ formData: unknown } | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const write = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
    const next = pending.current;
    pending.current = undefined;
    if (!storageKey || !next) return;
    if (next.formData === undefined) removeDraft(storageKey);
    else if (owner?.isSignedIn()) writeDraft(storageKey, next.formData);
  }, [owner, storageKey]);

  const schedule = useCallback(
    (formData: unknown) => {
      if (!storageKey) return;
      pending.current = { formData };
      if (timer.current !== undefined) clearTimeout(timer.current);
      timer.current = setTimeout(write, DRAFT_DELAY_MS);
    },
    [storageKey, write],
  );

  const flush = useCallback(
    (formData?: unknown) => {
      if (formData !== undefined) pending.current = { formData };
      write();
    },
    [write],
  );

  const clear = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
    pending.current = undefined;
    if (storageKey) removeDraft(storageKey);
  }, [storageKey]);

  useEffect(() => {
    window.addEventListener('pagehide', write);
    return () => {
      window.removeEventListener('pagehide', write);
      write();
    };
  }, [write]);

  return useMemo(
    () => ({ initial: found?.formData, restored: found !== undefined, schedule, flush, clear }),
    [found, schedule, flush, clear],
  );
}
