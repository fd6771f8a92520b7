/** How long closing dialogs may take before focus is left where it is. */
const WAIT_MS = 5_000;

const dialogOpen = () => document.querySelector('.p-dialog-mask') !== null;

/**
 * Moves focus to `target()` once no dialog is left on the page: PrimeReact gives the focus back to whatever had it
 * before a dialog opened when the dialog has finished closing, which is not where the work goes when that element
 * is gone (a deleted entry's block) or when one dialog opened another. Waits at most WAIT_MS and only until the
 * person clicks or types. Answers a function that stops waiting.
 */
export function focusAfterDialogs(target: () => HTMLElement | null): () => void {
  const tryFocus = (): boolean => {
    if (dialogOpen()) return false;
    target()?.focus();
    return true;
  };
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = window.setTimeout(() => stop(), WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    document.removeEventListener('pointerdown', stop, true);
    document.removeEventListener('keydown', stop, true);
  };
  document.addEventListener('pointerdown', stop, true);
  document.addEventListener('keydown', stop, true);
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
