import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Toast as PrimeToast, ToastMessage } from 'primereact/toast';
import { ToastContext, type ToastApi, type ToastKind, type ToastOptions } from './toast-context';
import { useToastSlot } from './toast-slot';

/** Spec §9: toasts last 10 seconds. */
export const TOAST_LIFE_MS = 10_000;

/** PrimeReact's Toast in its own chunk, loaded on the first toast: painting /login needs none of PrimeReact's JS. */
const Toast = lazy(() => import('primereact/toast').then((module) => ({ default: module.Toast })));

const severity: Record<ToastKind, ToastMessage['severity']> = {
  success: 'success',
  loading: 'info',
  info: 'info',
  neutral: 'secondary',
  error: 'error',
};

let nextId = 0;

function messageFor(kind: ToastKind, text: string): ToastMessage {
  nextId += 1;
  return {
    id: `toast-${nextId}`,
    severity: severity[kind],
    summary: text,
    life: TOAST_LIFE_MS,
    className: `app-toast app-toast-${kind}`,
    ...(kind === 'loading' ? { icon: 'pi pi-spin pi-spinner' } : {}),
  };
}

/**
 * One PrimeReact Toast for the whole app (spec §9), top-center: in the signed-in shell in the flow under the top
 * bar (`toast-slot.ts`), elsewhere floating (docs/decisions.md "Toasts top-center, under the top bar"). A click on
 * a toast or any key press dismisses. Messages shown before the Toast's chunk has loaded wait in a queue. A toast
 * shown with a key replaces the earlier one of that key, and `dismiss(key)` removes it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [needed, setNeeded] = useState(false);
  const toast = useRef<PrimeToast | null>(null);
  const queue = useRef<ToastMessage[]>([]);
  // The remover of the toast last shown under each key (ToastOptions.key).
  const keyed = useRef(new Map<string, () => void>());
  const slot = useToastSlot();

  const mounted = useCallback((instance: PrimeToast | null) => {
    toast.current = instance;
    const waiting = queue.current.splice(0);
    if (instance && waiting.length > 0) instance.show(waiting);
  }, []);

  const clear = useCallback(() => {
    queue.current = [];
    keyed.current.clear();
    toast.current?.clear();
  }, []);

  useEffect(() => {
    document.addEventListener('keydown', clear);
    return () => document.removeEventListener('keydown', clear);
  }, [clear]);

  const api = useMemo<ToastApi>(() => {
    const dismiss = (key: string) => keyed.current.get(key)?.();
    const show = (kind: ToastKind, text: string, { key }: ToastOptions = {}) => {
      if (key !== undefined) dismiss(key);
      const message = messageFor(kind, text);
      if (toast.current) toast.current.show(message);
      else {
        queue.current.push(message);
        setNeeded(true);
      }
      const remove = () => {
        queue.current = queue.current.filter((queued) => queued !== message);
        toast.current?.remove(message);
        if (key !== undefined && keyed.current.get(key) === remove) keyed.current.delete(key);
      };
      if (key !== undefined) keyed.current.set(key, remove);
      return remove;
    };
    const of = (kind: ToastKind) => (text: string, options?: ToastOptions) => show(kind, text, options);
    return { show, dismiss, clear, success: of('success'), loading: of('loading'), info: of('info'), neutral: of('neutral'), error: of('error') };
  }, [clear]);

  return (
    <ToastContext.Provider value={api}>
      {needed && (
        <Suspense fallback={null}>
          <Toast ref={mounted} position="top-center" appendTo={slot ?? undefined} onClick={(message) => toast.current?.remove(message)} />
        </Suspense>
      )}
      {children}
    </ToastContext.Provider>
  );
}
