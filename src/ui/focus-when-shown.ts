/** How long content may take to show before focus is left where it is. */
const WAIT_MS = 10_000;

export interface FocusWhenShownOptions {
  /** Whether the focus where it is now stays (e.g. a control the content focused itself): then nothing is moved. */
  keep?: (active: Element | null, target: HTMLElement) => boolean;
  /** At most this long (ms) to wait for the target to show. */
  waitMs?: number;
}

/**
 * Moves focus to the first element of `container` that matches `selector` (a heading is made focusable with
 * `tabIndex=-1`), now or as soon as it shows: content that loads after a change (a lazy screen, a section reading its
 * record, a dialog's form) is awaited, at most `waitMs` and only until the person clicks or types, after which focus
 * is theirs to place. Answers a function that stops waiting.
 */
export function focusWhenShown(container: HTMLElement, selector: string, options: FocusWhenShownOptions = {}): () => void {
  const tryFocus = (): boolean => {
    const target = container.querySelector<HTMLElement>(selector);
    if (!target) return false;
    if (options.keep?.(document.activeElement, target)) return true;
    if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus();
    return true;
  };
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = window.setTimeout(() => stop(), options.waitMs ?? WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    document.removeEventListener('pointerdown', stop, true);
    document.removeEventListener('keydown', stop, true);
  };
  document.addEventListener('pointerdown', stop, true);
  document.addEventListener('keydown', stop, true);
  observer.observe(container, { childList: true, subtree: true });
  return stop;
}
