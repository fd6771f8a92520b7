/** One entry of the pager (platform §2.14): a page number or an ellipsis standing for skipped pages. */
export type PagerEntry = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/** How many numbered pages the window shows around the current one. */
export const PAGER_WINDOW = 5;

/**
 * The numbered entries of the pager: a window of up to 5 pages around `current`, plus the first and last page
 * (with an ellipsis where pages are skipped). Pages count from 1.
 */
export function pagerWindow(current: number, total: number, size = PAGER_WINDOW): PagerEntry[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  let start = Math.max(1, page - Math.floor(size / 2));
  const end = Math.min(total, start + size - 1);
  start = Math.max(1, end - size + 1);
  const entries: PagerEntry[] = [];
  if (start > 1) {
    entries.push({ kind: 'page', page: 1 });
    if (start > 2) entries.push({ kind: 'gap', key: 'start' });
  }
  for (let n = start; n <= end; n++) entries.push({ kind: 'page', page: n });
  if (end < total) {
    if (end < total - 1) entries.push({ kind: 'gap', key: 'end' });
    entries.push({ kind: 'page', page: total });
  }
  return entries;
}

/** How many pages `count` items make at `pageSize` per page (at least 1). */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}
