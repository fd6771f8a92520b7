import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { focusWhenShown } from '../../ui/focus-when-shown';

/**
 * After each navigation to another path, moves focus to the new page's heading (its first `h1`, made focusable
 * with `tabIndex=-1`), so keyboard and screen-reader users start at the page rather than on `body`. The first
 * page of a visit keeps the browser's focus; a screen that focused one of its own controls keeps that focus.
 * A lazy screen's heading is awaited (`focusWhenShown`: until it shows or the person clicks or types).
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
    return focusWhenShown(container, 'h1', {
      // A control the screen focused itself, or an open dialog, keeps the focus.
      keep: (active, heading) =>
        Boolean(active && active !== container && active !== heading && container.contains(active)) || Boolean(active?.closest('[role="dialog"]')),
    });
  }, [content, pathname]);
}
