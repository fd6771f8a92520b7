/**
 * Whether this device can reach the server, for the top bar's 'Offline' indicator. Offline while the browser says so
 * (`navigator.onLine`, its `online`/`offline` events) or since a request could not reach the server (the fetch wrapper
 * reports it); back online with the browser's `online` event, any answer from the server, or — while someone shows
 * the state — a liveness probe every PROBE_INTERVAL_MS that the server answers.
 */
import { useSyncExternalStore } from 'react';
import { serverAnswers } from './health';

export const PROBE_INTERVAL_MS = 5_000;

let unreachable = false;
let probe: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

const browserOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine;

/** Whether the device is offline now (the browser says so, or the server could not be reached). */
export function isOffline(): boolean {
  return !browserOnline() || unreachable;
}

function emit(): void {
  for (const listener of listeners) listener();
}

function stopProbe(): void {
  clearTimeout(probe);
  probe = undefined;
}

/** Asks the server again after a while, only while the state is shown and the browser thinks it is online. */
function scheduleProbe(): void {
  stopProbe();
  if (!unreachable || listeners.size === 0) return;
  probe = setTimeout(() => {
    probe = undefined;
    if (!browserOnline()) return scheduleProbe();
    void serverAnswers().then((answered) => (answered ? setUnreachable(false) : scheduleProbe()));
  }, PROBE_INTERVAL_MS);
}

function setUnreachable(value: boolean): void {
  if (unreachable === value) return;
  unreachable = value;
  if (value) scheduleProbe();
  else stopProbe();
  emit();
}

/** The fetch wrapper: a request could not reach the server. */
export function reportUnreachable(): void {
  setUnreachable(true);
}

/** The fetch wrapper: the server answered (whatever the status). */
export function reportAnswered(): void {
  setUnreachable(false);
}

const onBrowserOnline = () => {
  // The connection is back: the next request tells if the server is not.
  if (unreachable) setUnreachable(false);
  else emit();
};

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('online', onBrowserOnline);
    window.addEventListener('offline', emit);
  }
  listeners.add(listener);
  scheduleProbe();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('online', onBrowserOnline);
    window.removeEventListener('offline', emit);
    stopProbe();
  };
}

/** Whether the device is offline, kept current (see the module's comment). */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
