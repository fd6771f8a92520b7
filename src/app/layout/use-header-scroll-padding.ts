import { useEffect, type RefObject } from 'react';

/**
 * Keeps `--app-header-height` on the document root equal to the sticky header's height (the top bar and the toasts
 * under it, which grows and shrinks with them). The page's `scroll-padding-top` reads it, so a control that gets
 * focus, or is scrolled to, lands below the header rather than under it (`src/ui/app.css`).
 */
export function useHeaderScrollPadding(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const update = () => root.style.setProperty('--app-header-height', `${element.offsetHeight}px`);
    const observer = new ResizeObserver(update);
    observer.observe(element);
    update();
    return () => {
      observer.disconnect();
      root.style.removeProperty('--app-header-height');
    };
  }, [header]);
}
