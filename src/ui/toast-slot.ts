import { createValueStore, useValueStore } from '../lib/value-store';

/**
 * Where toasts show: the signed-in shell offers a place in its sticky header, under the top bar, so that toasts push
 * the page down instead of covering its headings or buttons. Without a shell (the login page) they float, top-center.
 * `toastSlot.set` is the shell's ref callback.
 */
export const toastSlot = createValueStore<HTMLElement | null>(null);

/** The shell's toast place, or null when toasts float. */
export function useToastSlot(): HTMLElement | null {
  return useValueStore(toastSlot);
}
