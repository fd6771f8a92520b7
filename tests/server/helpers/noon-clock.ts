/**
 * Budgets counted per UTC day: each test of the file runs with `Date` standing still at noon (UTC) of today, so no test
 * straddles two days. Only `Date` is faked, so the server's own timers run.
 */
import { afterEach, beforeEach, vi } from 'vitest';

export const DAY_MS = 24 * 3_600_000;

export function standAtNoonOfTheUtcDay(): void {
  beforeEach(() => {
    const day = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(day + DAY_MS / 2);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
