import { act, render } from '@testing-library/react';
import useSWR, { SWRConfig, type Cache } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVICT_AFTER_MS, evictUnused } from '../../../src/api/swr-eviction';

const KEY = '/clients/api/appointments/today/';

function Reader() {
  const { data } = useSWR<string>(KEY, async () => 'today');
  return <p>{data ?? 'loading'}</p>;
}

function renderWithCache(cache: Cache, children: React.ReactNode) {
  return render(
    <SWRConfig value={{ provider: () => cache, use: [evictUnused()], dedupingInterval: 2_000 }}>{children}</SWRConfig>,
  );
}

async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('evictUnused', () => {
  let cache: Map<string, unknown>;

  beforeEach(() => {
    vi.useFakeTimers();
    cache = new Map();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps 60 s above the default deduping interval', () => {
    expect(EVICT_AFTER_MS).toBe(60_000);
  });

  it('drops a key 60 s after its last hook unmounts, not before', async () => {
    const view = renderWithCache(cache as Cache, <Reader />);
    await flush();
    expect(view.getByText('today')).toBeInTheDocument();
    expect(cache.has(KEY)).toBe(true);

    view.unmount();
    await flush(EVICT_AFTER_MS - 1);
    expect(cache.has(KEY)).toBe(true);
    await flush(1);
    expect(cache.has(KEY)).toBe(false);
  });

  it('keeps a key while any hook using it is mounted', async () => {
    const view = renderWithCache(
      cache as Cache,
      <>
        <Reader />
        <Reader />
      </>,
    );
    await flush();
    view.rerender(
      <SWRConfig value={{ provider: () => cache as Cache, use: [evictUnused()] }}>
        <Reader />
      </SWRConfig>,
    );
    await flush(3 * EVICT_AFTER_MS);
    expect(cache.has(KEY)).toBe(true);
  });

  it('a remount within 60 s cancels the pending eviction', async () => {
    const first = renderWithCache(cache as Cache, <Reader />);
    await flush();
    first.unmount();
    await flush(EVICT_AFTER_MS / 2);

    const second = renderWithCache(cache as Cache, <Reader />);
    await flush(EVICT_AFTER_MS);
    expect(cache.has(KEY)).toBe(true);

    second.unmount();
    await flush(EVICT_AFTER_MS);
    expect(cache.has(KEY)).toBe(false);
  });
});
