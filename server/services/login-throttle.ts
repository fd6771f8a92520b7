/**
 * Counts failed logins per username and client address in a sliding window. In memory on purpose: it is a
 * brake on password guessing against one account from one place, and resetting on restart is acceptable.
 * With several server processes each keeps its own count.
 */
export interface ThrottleSettings {
  maxFailures: number;
  windowSeconds: number;
  now?: () => number;
}

/** Upper bound on remembered keys, so a flood of distinct usernames cannot exhaust memory. */
const MAX_KEYS = 10_000;

export function createLoginThrottle(settings: ThrottleSettings) {
  const now = settings.now ?? Date.now;
  const windowMs = settings.windowSeconds * 1000;
  const failures = new Map<string, number[]>();

  function recent(key: string): number[] {
    const cutoff = now() - windowMs;
    const list = (failures.get(key) ?? []).filter((time) => time > cutoff);
    if (list.length === 0) failures.delete(key);
    else failures.set(key, list);
    return list;
  }

  function prune(): void {
    for (const key of failures.keys()) recent(key);
    // Still full: forget the oldest keys (Map keeps insertion order).
    for (const key of failures.keys()) {
      if (failures.size < MAX_KEYS) break;
      failures.delete(key);
    }
  }

  return {
    /** Minutes until the next attempt is allowed, or 0 when not blocked. */
    blockedForMinutes(key: string): number {
      const list = recent(key);
      if (list.length < settings.maxFailures) return 0;
      const unblockAt = list[list.length - settings.maxFailures]! + windowMs;
      return Math.max(1, Math.ceil((unblockAt - now()) / 60_000));
    },

    fail(key: string): void {
      if (!failures.has(key) && failures.size >= MAX_KEYS) prune();
      failures.set(key, [...recent(key), now()]);
    },

    reset(key: string): void {
      failures.delete(key);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
