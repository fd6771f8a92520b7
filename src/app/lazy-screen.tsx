import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { importWithRetry, isChunkLoadError, type RetryOptions } from './chunk-retry';

export const CONNECTION_LOST_TITLE = 'Connection lost';
export const CONNECTION_LOST_TEXT = 'This page could not be loaded. Check the connection, then press Retry.';

/** What a screen whose chunk could not be fetched shows: plain words and a Retry button. */
export function ConnectionLost({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  return (
    <section className="screen connection-lost" aria-labelledby="connection-lost-title">
      <h1 id="connection-lost-title">{CONNECTION_LOST_TITLE}</h1>
      <p role="alert">{busy ? 'Retrying...' : CONNECTION_LOST_TEXT}</p>
      <button type="button" className="p-button p-component" onClick={onRetry} disabled={busy} aria-busy={busy}>
        <span className="p-button-label">Retry</span>
      </button>
    </section>
  );
}

/**
 * Loads a code-split screen with retries. When its chunk still cannot be fetched, resolves (never rejects: the
 * router would keep the rejection) with a component that shows ConnectionLost and imports again on Retry or when
 * the browser reports it is back online; once loaded, the real screen renders in place, without a page reload.
 * Errors that are not network failures are thrown to the route's error page as before.
 */
export async function loadScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  options?: RetryOptions,
): Promise<ComponentType> {
  try {
    return pick(await importWithRetry(load, options));
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
  }
  let loaded: ComponentType | undefined;
  return function ReloadableScreen() {
    const [Screen, setScreen] = useState<ComponentType | undefined>(() => loaded);
    const [busy, setBusy] = useState(false);
    const [failure, setFailure] = useState<unknown>();
    const mounted = useRef(true);
    const retry = useCallback(() => {
      setBusy(true);
      importWithRetry(load, { ...options, attempts: 1 }).then(
        (module) => {
          loaded = pick(module);
          if (mounted.current) setScreen(() => loaded);
        },
        (error: unknown) => {
          if (!mounted.current) return;
          setBusy(false);
          if (!isChunkLoadError(error)) setFailure(error);
        },
      );
    }, []);
    useEffect(() => {
      mounted.current = true;
      window.addEventListener('online', retry);
      return () => {
        mounted.current = false;
        window.removeEventListener('online', retry);
      };
    }, [retry]);
    if (failure) throw failure;
    return Screen ? <Screen /> : <ConnectionLost onRetry={retry} busy={busy} />;
  };
}
