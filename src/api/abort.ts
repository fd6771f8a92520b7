/**
 * A signal that aborts when `parent` aborts or after `ms` milliseconds, whichever comes first.
 * Call `dispose` once the work is done so the timer does not outlive it.
 */
export function abortAfter(ms: number, parent?: AbortSignal | null): { signal: AbortSignal; dispose: () => void } {
  const controller = new AbortController();
  const onParentAbort = () => controller.abort(parent?.reason);
  if (parent?.aborted) onParentAbort();
  else parent?.addEventListener('abort', onParentAbort, { once: true });
  const timer = setTimeout(
    () => controller.abort(new DOMException(`Request timed out after ${ms} ms`, 'TimeoutError')),
    ms,
  );
  return {
    signal: controller.signal,
    dispose: () => {
      clearTimeout(timer);
      parent?.removeEventListener('abort', onParentAbort);
    },
  };
}
