import { createContext, useContext } from 'react';

/** Spec §9 toast kinds. 'loading' shows an info toast with a spinner; 'neutral' a grey one. */
export type ToastKind = 'success' | 'loading' | 'info' | 'neutral' | 'error';

/** Shows a toast and returns a function that removes it (for 'loading' toasts replaced by the outcome). */
export type ShowToast = (text: string) => () => void;

export type ToastApi = Record<ToastKind, ShowToast> & {
  show: (kind: ToastKind, text: string) => () => void;
  clear: () => void;
};

export const ToastContext = createContext<ToastApi | null>(null);

/** The app's toasts; needs a `<ToastProvider>` above. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it');
  return api;
}
