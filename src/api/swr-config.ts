import type { SWRConfiguration } from 'swr';
import { getJson } from './http-client';
import { evictUnused } from './swr-eviction';

/** Options for the app's `<SWRConfig>`: the JSON fetcher and the 60 s eviction of unused keys. */
export const swrConfig: SWRConfiguration = {
  fetcher: getJson,
  dedupingInterval: 2_000,
  use: [evictUnused()],
};
