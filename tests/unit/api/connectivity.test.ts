import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { isOffline, PROBE_INTERVAL_MS, reportAnswered, reportUnreachable, useOffline } from '../../../src/api/connectivity';
import { callsTo, json, stubFetch } from '../support/fetch-mock';

/** The browser's own idea of the connection (`navigator.onLine`), as its `online`/`offline` events tell it. */
function browserGoes(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(() => reportAnswered());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('connectivity', () => {
  it("follows the browser's offline and online events", () => {
    const { result } = renderHook(() => useOffline());
    expect(result.current).toBe(false);
    act(() => browserGoes(false));
    expect(result.current).toBe(true);
    act(() => browserGoes(true));
    expect(result.current).toBe(false);
  });

  it('is offline once a request could not reach the server, and online again at the next answer', () => {
    const { result } = renderHook(() => useOffline());
    act(() => reportUnreachable());
    expect(result.current).toBe(true);
    act(() => reportAnswered());
    expect(result.current).toBe(false);
  });

  it("is online again when the browser's online event comes after a request failed", () => {
    const { result } = renderHook(() => useOffline());
    act(() => reportUnreachable());
    act(() => browserGoes(true));
    expect(result.current).toBe(false);
  });

  it('while shown, asks the server again until it answers', async () => {
    vi.useFakeTimers();
    let up = false;
    const fetch = stubFetch(() => (up ? json({ status: 'ok' }) : Promise.reject(new TypeError('Failed to fetch'))));
    const { result } = renderHook(() => useOffline());
    act(() => reportUnreachable());
    await act(() => vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS));
    expect(callsTo(fetch, '/api/health/')).toHaveLength(1);
    expect(result.current).toBe(true);
    up = true;
    await act(() => vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS));
    expect(callsTo(fetch, '/api/health/')).toHaveLength(2);
    expect(result.current).toBe(false);
  });

  it('asks nothing while no one shows the state', async () => {
    vi.useFakeTimers();
    const fetch = stubFetch(() => json({ status: 'ok' }));
    reportUnreachable();
    await vi.advanceTimersByTimeAsync(3 * PROBE_INTERVAL_MS);
    expect(fetch).not.toHaveBeenCalled();
    expect(isOffline()).toBe(true);
  });
});
