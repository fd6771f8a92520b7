import { describe, expect, it } from 'vitest';
import { normaliseVa, otherNotations, SNELLEN_DENOMINATORS, vaFeedback } from '../../../src/widgets/va-notation';

describe('va-notation', () => {
  it('takes the Snellen denominators of the specification from the conversion table', () => {
    expect(SNELLEN_DENOMINATORS).toEqual([5, 6, 7.5, 9, 12, 15, 18, 21, 24, 30, 36, 48, 60, 75, 120]);
  });

  it.each([
    ['6/12', 'SNELLEN', 'LogMAR 0.30 · Decimal 0.50'],
    ['6/9', 'SNELLEN', 'LogMAR 0.18 · Decimal 0.67'],
    ['6/6', 'SNELLEN', 'LogMAR 0.00 · Decimal 1.00'],
    ['20/40', 'SNELLEN', 'LogMAR 0.30 · Decimal 0.50'],
    ['0.30', 'LOGMAR', 'Snellen 6/12 · Decimal 0.50'],
    ['1.00', 'LOGMAR', 'Snellen 6/60 · Decimal 0.10'],
    ['0.25', 'LOGMAR', 'Snellen ≈ 6/10.7 · Decimal 0.56'],
    ['HM', 'LOGMAR', 'LogMAR 2.30 (conventional value for HM)'],
  ] as const)('%s on %s reads as %s', (value, chart, notations) => {
    expect(otherNotations(value, chart)).toBe(notations);
  });

  it('converts nothing for free text, unreadable values or no chart', () => {
    expect(otherNotations('6/12', 'Others')).toBeUndefined();
    expect(otherNotations('6/12', undefined)).toBeUndefined();
    expect(otherNotations('abc', 'SNELLEN')).toBeUndefined();
    expect(otherNotations('4', 'LOGMAR')).toBeUndefined();
  });

  it('gives feedback by chart and kind', () => {
    expect(vaFeedback('6/7.5', 'distance', 'SNELLEN')).toBeUndefined();
    expect(vaFeedback('6/8', 'distance', 'SNELLEN')).toMatch(/Snellen/);
    expect(vaFeedback('-0.02', 'distance', 'LOGMAR')).toBeUndefined();
    expect(vaFeedback('-0.08', 'distance', 'LOGMAR')).toBe('Value must be between -0.02 and 3.5 (decimal)');
    expect(vaFeedback('anything', 'distance', 'Others')).toBeUndefined();
    expect(vaFeedback('M2.5', 'near', 'SNELLEN')).toBeUndefined();
    expect(vaFeedback('', 'near', undefined)).toBeUndefined();
  });

  it('tidies only what is certain', () => {
    expect(normaliseVa(' npl ', 'distance', 'SNELLEN')).toBe('NPL');
    expect(normaliseVa('-.02', 'distance', 'LOGMAR')).toBe('-0.02');
    expect(normaliseVa('9', 'distance', 'LOGMAR')).toBe('9');
    expect(normaliseVa(' hm ', 'distance', 'Others')).toBe('hm');
    expect(normaliseVa('m2.5', 'near', undefined)).toBe('M2.5');
  });
});
