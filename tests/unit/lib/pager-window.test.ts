import { describe, expect, it } from 'vitest';
import { pageCount, pagerWindow } from '../../../src/lib/pager-window';

const show = (current: number, total: number) =>
  pagerWindow(current, total)
    .map((entry) => (entry.kind === 'gap' ? '…' : String(entry.page)))
    .join(' ');

describe('pagerWindow', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(show(1, 1)).toBe('1');
    expect(show(3, 5)).toBe('1 2 3 4 5');
    expect(show(1, 0)).toBe('');
  });

  it('shows a window of 5 around the current page, with the first and last and ellipses', () => {
    expect(show(1, 20)).toBe('1 2 3 4 5 … 20');
    expect(show(10, 20)).toBe('1 … 8 9 10 11 12 … 20');
    expect(show(20, 20)).toBe('1 … 16 17 18 19 20');
    expect(show(4, 20)).toBe('1 2 3 4 5 6 … 20');
    expect(show(6, 7)).toBe('1 … 3 4 5 6 7');
  });

  it('keeps the current page inside the range', () => {
    expect(show(99, 6)).toBe('1 2 3 4 5 6');
    expect(show(-3, 8)).toBe('1 2 3 4 5 … 8');
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
