import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a lazy screen may take to show its heading before focus is left where it is. */
const WAIT_MS = 10_000;

/**
 * After each navigation to another path, moves focus to the new page's heading (its first `h1`, made focusable
 * with `tabIndex=-1`), so keyboard and screen-reader users start at the page rather than on `body`. The first
 * page of a visit keeps the browser's focus; a screen that focused one of its own controls keeps that focus.
 * A lazy screen's heading is awaited (at most {@link WAIT_MS}, and only until the person clicks or types).
 */
export function useFocusHeadingOnNavigate(content: RefObject<HTMLElement | null>) {
  const { pathname, key } = useLocation();
  // The page the visit opened on (the router's 'default' entry), as first shown; going back to it later counts.
  const firstPage = useRef(key === 'default');
  useEffect(() => {
    const container = content.current;
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    if (!container) return;
    const tryFocus = (): boolean => {
      const heading = container.querySelector('h1');
      if (!heading) return false;
      const active = document.activeElement;
      // A control the screen focused itself, or an open dialog, keeps the focus.
      const ownFocus = active && active !== container && active !== heading && container.contains(active);
      if (ownFocus || active?.closest('[role="dialog"]')) return true;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: false });
      return true;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = window.setTimeout(() => stop(), WAIT_MS);
    // Once the person acts (types, clicks) while the screen loads, focus is theirs to place.
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
  }, [content, pathname]);
}
