import type { UIMatch } from 'react-router-dom';

/** Per-route data read by the layout (document title) and by placeholder screens (heading). */
export interface RouteHandle {
  title: string;
}

/** Title of the deepest matched route that has one. */
export function titleOf(matches: readonly UIMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as Partial<RouteHandle> | undefined;
    if (handle?.title) return handle.title;
  }
  return undefined;
}
