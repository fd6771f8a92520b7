import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { serverAnswers } from '../api/health';
import { importWithRetry, isChunkLoadError, type RetryOptions } from './chunk-retry';

export const CONNECTION_LOST_TITLE = 'Connection lost';
export const CONNECTION_LOST_TEXT = 'This page could not be loaded. Check the connection, then press Retry.';
export const UPDATED_TEXT = 'Sightline has been updated since this page was opened. Reload the page to continue.';

/**
 * What a screen whose chunk could not be fetched shows: plain words and a Retry button; when the server answers but
 * the chunk is gone (`updated`: a new version was deployed), a Reload button as well.
 */
export function ConnectionLost({ onRetry, busy, updated = false }: { onRetry: () => void; busy: boolean; updated?: boolean }) {
  return (
    <section className="screen connection-lost" aria-labelledby="connection-lost-title">
      <h1 id="connection-lost-title">{CONNECTION_LOST_TITLE}</h1>
      <p role="alert">{busy ? 'Retrying...' : updated ? UPDATED_TEXT : CONNECTION_LOST_TEXT}</p>
      <div className="dialog-actions">
        {updated && (
          <button type="button" className="p-button p-component" onClick={() => window.location.reload()}>
            <span className="p-button-label">Reload page</span>
          </button>
        )}
        <button type="button" className="p-button p-component p-button-outlined" onClick={onRetry} disabled={busy} aria-busy={busy}>
          <span className="p-button-label">Retry</span>
        </button>
      </div>
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
    const [updated, setUpdated] = useState(false);
    const mounted = useRef(true);
    const checkServer = useCallback(() => {
      void serverAnswers().then((answers) => mounted.current && setUpdated(answers));
    }, []);
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
          else checkServer();
        },
      );
    }, [checkServer]);
    useEffect(() => {
      mounted.current = true;
      checkServer();
      window.addEventListener('online', retry);
      return () => {
        mounted.current = false;
        window.removeEventListener('online', retry);
      };
    }, [retry, checkServer]);
    if (failure) throw failure;
    return Screen ? <Screen /> : <ConnectionLost onRetry={retry} busy={busy} updated={updated} />;
  };
}
