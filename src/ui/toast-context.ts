import { createContext, useContext, useMemo } from 'react';

/** Spec §9 toast kinds. 'loading' shows an info toast with a spinner; 'neutral' a grey one. */
export type ToastKind = 'success' | 'loading' | 'info' | 'neutral' | 'error';

export interface ToastOptions {
  /**
   * Whose toast it is (a form, a screen's action). A toast with a key replaces the earlier toast of that key still
   * showing, and `dismiss(key)` removes it: a form's success toast takes the place of its earlier failure toast.
   */
  key?: string;
}

/** Shows a toast and returns a function that removes it (for 'loading' toasts replaced by the outcome). */
export type ShowToast = (text: string, options?: ToastOptions) => () => void;

export type ToastApi = Record<ToastKind, ShowToast> & {
  show: (kind: ToastKind, text: string, options?: ToastOptions) => () => void;
  /** Removes the toast shown with this key, if it is still showing. */
  dismiss: (key: string) => void;
  clear: () => void;
};

/** The toasts of one form or action: every toast shown through it carries `key`, so each replaces the last. */
export type KeyedToasts = Record<ToastKind, (text: string) => () => void> & {
  /** Removes this form's toast, e.g. its failure toast once a save went through without a toast of its own. */
  dismiss: () => void;
};

export const ToastContext = createContext<ToastApi | null>(null);

/** The app's toasts; needs a `<ToastProvider>` above. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it');
  return api;
}

/**
 * The toasts of one form (or action), under `key`: a failure toast is replaced by the next toast of the same form
 * (a success, or what to fix), never left contradicting it; `dismiss()` clears it when a save needs no toast.
 */
export function useKeyedToasts(key: string): KeyedToasts {
  const api = useToast();
  return useMemo(() => {
    const shown = (kind: ToastKind) => (text: string) => api.show(kind, text, { key });
    return {
      success: shown('success'),
      loading: shown('loading'),
      info: shown('info'),
      neutral: shown('neutral'),
      error: shown('error'),
      dismiss: () => api.dismiss(key),
    };
  }, [api, key]);
}
