import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ToastMessage } from 'primereact/toast';
import { ToastContext, type ToastApi, type ToastKind, type ToastOptions } from './toast-context';
import type { ToastHandle } from './toast-host';

/** Spec §9: toasts last 10 seconds. */
export const TOAST_LIFE_MS = 10_000;

const ToastHost = lazy(() => import('./toast-host'));

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
 * One PrimeReact toast area for the whole app (spec §9), top-center just under the top bar, as narrow as its
 * messages. A click on a toast or any key press dismisses. Messages shown before the toast chunk has loaded wait in a queue.
 * A toast shown with a key replaces the earlier one of that key, and `dismiss(key)` removes it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [needed, setNeeded] = useState(false);
  const host = useRef<ToastHandle | null>(null);
  const queue = useRef<ToastMessage[]>([]);

  const onReady = useCallback((handle: ToastHandle | null) => {
    host.current = handle;
    if (!handle) return;
    for (const message of queue.current.splice(0)) handle.show(message);
  }, []);

  // The remover of the toast last shown under each key (ToastOptions.key).
  const keyed = useRef(new Map<string, () => void>());

  const clear = useCallback(() => {
    queue.current = [];
    keyed.current.clear();
    host.current?.clear();
  }, []);

  useEffect(() => {
    document.addEventListener('keydown', clear);
    return () => document.removeEventListener('keydown', clear);
  }, [clear]);

  const api = useMemo<ToastApi>(() => {
    const dismiss = (key: string) => {
      keyed.current.get(key)?.();
    };
    const show = (kind: ToastKind, text: string, options: ToastOptions = {}) => {
      const { key } = options;
      if (key !== undefined) dismiss(key);
      const message = messageFor(kind, text);
      if (host.current) host.current.show(message);
      else {
        queue.current.push(message);
        setNeeded(true);
      }
      const remove = () => {
        queue.current = queue.current.filter((queued) => queued !== message);
        host.current?.remove(message);
        if (key !== undefined && keyed.current.get(key) === remove) keyed.current.delete(key);
      };
      if (key !== undefined) keyed.current.set(key, remove);
      return remove;
    };
    return {
      show,
      dismiss,
      success: (text, options) => show('success', text, options),
      loading: (text, options) => show('loading', text, options),
      info: (text, options) => show('info', text, options),
      neutral: (text, options) => show('neutral', text, options),
      error: (text, options) => show('error', text, options),
      clear,
    };
  }, [clear]);

  return (
    <ToastContext.Provider value={api}>
      {needed && (
        <Suspense fallback={null}>
          <ToastHost onReady={onReady} />
        </Suspense>
      )}
      {children}
    </ToastContext.Provider>
  );
}
