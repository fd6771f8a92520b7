import { describe, expect, it } from 'vitest';
import conversions from '../../../refdata/va-conversions.json';
import { vaLogmar } from '../../../src/lib/va-logmar';

describe('vaLogmar', () => {
  it.each([
    ['6/6', 'SNELLEN', 0],
    ['6/9', 'SNELLEN', 0.18],
    ['6/18', 'SNELLEN', 0.48],
    ['6/60', 'SNELLEN', 1],
    ['CF', 'SNELLEN', 1.9],
    ['hm', 'SNELLEN', 2.3],
    ['PL', 'LOGMAR', 2.7],
    ['NPL', 'SNELLEN', 3],
    ['0.30', 'LOGMAR', 0.3],
    ['-0.02', 'LOGMAR', -0.02],
  ])('reads %s (%s) as logMAR %s by the reference conversions', (text, chart, logmar) => {
    expect(vaLogmar(text, chart, conversions)).toBe(logmar);
  });

  it('computes a Snellen fraction between the chart lines', () => {
    expect(vaLogmar('6/10', 'SNELLEN', conversions)).toBe(0.22);
    expect(vaLogmar('3/60', 'SNELLEN', conversions)).toBe(1.3);
  });

  it('reads nothing it cannot place', () => {
    expect(vaLogmar('6/12', 'Others', conversions)).toBeUndefined();
    expect(vaLogmar('', 'SNELLEN', conversions)).toBeUndefined();
    expect(vaLogmar('abc', 'LOGMAR', conversions)).toBeUndefined();
    expect(vaLogmar('CF', 'SNELLEN')).toBeUndefined();
  });
});
