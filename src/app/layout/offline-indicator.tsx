import { useOffline } from '../../api/connectivity';

/**
 * 'Offline' in the top bar while the device cannot reach the server (`src/api/connectivity.ts`). The status region is
 * always there, so that a screen reader announces the word when it appears.
 */
export function OfflineIndicator() {
  const offline = useOffline();
  return (
    <div role="status" className="offline-status">
      {offline && (
        <span className="offline-badge">
          <i className="pi pi-wifi" aria-hidden="true" /> Offline
        </span>
      )}
    </div>
  );
}
