import type { SWRConfiguration } from 'swr';
import { ApiError, getJson } from './http-client';
import { evictUnused } from './swr-eviction';

/** Longest wait between two retries of a failed read, so a list recovers soon after the server is back. */
export const MAX_RETRY_WAIT_MS = 30_000;

/**
 * Whether a failed read is worth retrying: network failures, timeouts and 5xx are; a refusal (4xx, except 408
 * and 429) would only be refused again.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/** Wait before retry number `retryCount` (1, 2, …): 2 s doubling, at most MAX_RETRY_WAIT_MS. */
export function retryWait(retryCount: number): number {
  return Math.min(2_000 * 2 ** Math.max(0, retryCount - 1), MAX_RETRY_WAIT_MS);
}

/**
 * Options for the app's `<SWRConfig>`: the JSON fetcher, the 60 s eviction of unused keys, and recovery after an
 * outage: reads revalidate when the browser is back online or the tab regains focus (SWR's defaults, kept
 * explicit), and a failed read is retried with a capped backoff until it succeeds.
 */
export const swrConfig: SWRConfiguration = {
  fetcher: getJson,
  dedupingInterval: 2_000,
  revalidateOnReconnect: true,
  revalidateOnFocus: true,
  onErrorRetry: (error, _key, _config, revalidate, options) => {
    if (!isRetryable(error)) return;
    setTimeout(() => void revalidate(options), retryWait(options.retryCount));
  },
  use: [evictUnused()],
};
