import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOW_REFRESH_MS, useNow } from '../../../../src/screens/clinic-schedule/use-now';

afterEach(() => vi.useRealTimers());

describe('useNow', () => {
  it('renews the current time every 60 s, for the calendar’s current-time line', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-24T09:00:00'));
    const { result } = renderHook(() => useNow());
    expect(NOW_REFRESH_MS).toBe(60_000);
    expect(result.current.toISOString()).toBe(new Date('2026-11-24T09:00:00').toISOString());
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.toISOString()).toBe(new Date('2026-11-24T09:01:00').toISOString());
  });
});
