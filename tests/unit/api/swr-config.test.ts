import { describe, expect, it, vi } from 'vitest';
import type { Revalidator, RevalidatorOptions } from 'swr';
import { ApiError } from '../../../src/api/http-client';
import { isRetryable, MAX_RETRY_WAIT_MS, retryWait, swrConfig } from '../../../src/api/swr-config';

describe('SWR recovery after an outage', () => {
  it('retries network failures, timeouts and 5xx, not refusals', () => {
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(new ApiError(503, {}))).toBe(true);
    expect(isRetryable(new ApiError(408, {}))).toBe(true);
    expect(isRetryable(new ApiError(429, {}))).toBe(true);
    expect(isRetryable(new ApiError(404, {}))).toBe(false);
    expect(isRetryable(new ApiError(403, {}))).toBe(false);
  });

  it('waits 2 s, doubling, at most 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(retryWait)).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(MAX_RETRY_WAIT_MS).toBe(30_000);
  });

  it('revalidates on reconnect and focus, and schedules the retry of a failed read', () => {
    expect(swrConfig.revalidateOnReconnect).toBe(true);
    expect(swrConfig.revalidateOnFocus).toBe(true);
    vi.useFakeTimers();
    try {
      const revalidate = vi.fn<(options: RevalidatorOptions) => Promise<boolean>>(() => Promise.resolve(true));
      const retry = swrConfig.onErrorRetry!;
      retry(new TypeError('Failed to fetch'), '/k', swrConfig as never, revalidate as unknown as Revalidator, { retryCount: 2, dedupe: true });
      retry(new ApiError(404, {}), '/k', swrConfig as never, revalidate as unknown as Revalidator, { retryCount: 1, dedupe: true });
      vi.advanceTimersByTime(3_999);
      expect(revalidate).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(revalidate).toHaveBeenCalledTimes(1);
      expect(revalidate).toHaveBeenCalledWith({ retryCount: 2, dedupe: true });
    } finally {
      vi.useRealTimers();
    }
  });
});
