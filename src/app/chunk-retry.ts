/**
 * Retrying the import of a code-split chunk after a network failure.
 *
 * React Router keeps the promise of a route's `lazy` for good, rejected or not, so a screen whose chunk failed
 * once would stay broken until a full reload. The route's `lazy` therefore never rejects for a network failure:
 * it retries here, then resolves with a screen that offers "Connection lost" and imports again on Retry.
 */

/** Messages browsers give when a dynamic import or Vite's preload of its dependencies cannot be fetched. */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

/** True when `error` is a chunk that could not be fetched (a network failure), not a bug in the module. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

/** The chunk's address named in the browser's message, if any. */
export function chunkUrlOf(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /(https?:\/\/[^\s'"]+?\.m?js)\b/.exec(error.message);
  return match?.[1];
}

/** The same address with a query the browser's module map has not seen, so a cached failure is not reused. */
export function cacheBusted(url: string, attempt: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}-${Date.now()}`;
}

export interface RetryOptions {
  /** Tries in all, the first included (default 3: the first and two retries). */
  attempts?: number;
  /** Wait before the first retry in ms, doubled before each next one (default 500). */
  delayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Imports a chunk by its address (for the cache-busting retry). */
  importUrl?: (url: string) => Promise<unknown>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const importByUrl = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

/**
 * Runs `load`, retrying a chunk failure `attempts - 1` times after a short, doubling wait. A retry first calls
 * `load` again (browsers that do not keep failed imports fetch again); if that fails with the chunk's address in
 * the message, it imports that address with a cache-busting query (browsers that keep the failure). Any other
 * error is thrown at once.
 */
export async function importWithRetry<M>(load: () => Promise<M>, options: RetryOptions = {}): Promise<M> {
  const { attempts = 3, delayMs = 500, sleep = wait, importUrl = importByUrl } = options;
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await sleep(delayMs * 2 ** (attempt - 1));
    try {
      return await load();
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      lastError = error;
    }
    const url = attempt > 0 ? chunkUrlOf(lastError) : undefined;
    if (!url) continue;
    try {
      return (await importUrl(cacheBusted(url, attempt))) as M;
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      lastError = error;
    }
  }
  throw lastError;
}
