import { useEffect } from 'react';
import { unstable_serialize, useSWRConfig, type Cache, type Middleware } from 'swr';

/** How long an unused cached answer is kept (spec §9: 60 s). */
export const EVICT_AFTER_MS = 60_000;

interface Usage {
  mounted: number;
  timer?: ReturnType<typeof setTimeout>;
}

const usageByCache = new WeakMap<Cache, Map<string, Usage>>();

function usageOf(cache: Cache, key: string): Usage {
  let byKey = usageByCache.get(cache);
  if (!byKey) usageByCache.set(cache, (byKey = new Map()));
  let usage = byKey.get(key);
  if (!usage) byKey.set(key, (usage = { mounted: 0 }));
  return usage;
}

/**
 * SWR middleware (SWR itself never evicts): drops a key from the cache `delayMs` after the last hook using
 * it unmounts; a hook mounting in between keeps it. Keep the delay above `dedupingInterval`.
 */
export function evictUnused(delayMs: number = EVICT_AFTER_MS): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const { cache } = useSWRConfig();
    const serialized = unstable_serialize(key);
    useEffect(() => {
      if (!serialized) return;
      const usage = usageOf(cache, serialized);
      usage.mounted += 1;
      clearTimeout(usage.timer);
      return () => {
        usage.mounted -= 1;
        if (usage.mounted > 0) return;
        usage.timer = setTimeout(() => {
          if (usage.mounted === 0) {
            cache.delete(serialized);
            usageByCache.get(cache)?.delete(serialized);
          }
        }, delayMs);
      };
    }, [cache, serialized]);
    return useSWRNext(key, fetcher, config);
  };
}
