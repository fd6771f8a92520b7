import { describe, expect, it } from 'vitest';
import { pageCount } from '../../../src/lib/page-count';

describe('pageCount', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
