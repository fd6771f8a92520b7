import { describe, expect, it } from 'vitest';
import { isRecord } from '../../../src/lib/is-record';

describe('isRecord', () => {
  it('accepts a JSON object, empty or not', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord({ a: 1 })).toBe(true);
  });

  it('refuses null, arrays and scalars', () => {
    for (const value of [null, undefined, [], [1], 'text', 0, true]) expect(isRecord(value)).toBe(false);
  });
});
