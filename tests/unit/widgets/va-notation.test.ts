import { describe, expect, it } from 'vitest';
import sharedDefinitions from '../../../schemas/shared/defs.json';
import conversions from '../../../refdata/va-conversions.json';
import {
  NEAR_VA_SUGGESTIONS,
  normaliseVa,
  OFF_CHART,
  OFF_CHART_LINE_HINT,
  otherNotations,
  SNELLEN_CHART_LINES,
  vaFeedback,
  vaSuggestions,
} from '../../../src/widgets/va-notation';

const SNELLEN = sharedDefinitions.$defs.snellenVa;

describe('va-notation', () => {
  it("takes the chart lines of the specification from the schema's snellenVa examples, each accepted on save and converted exactly", () => {
    expect(SNELLEN_CHART_LINES).toEqual(SNELLEN.examples);
    expect(SNELLEN_CHART_LINES).toEqual(['6/5', '6/6', '6/7.5', '6/9', '6/12', '6/15', '6/18', '6/21', '6/24', '6/30', '6/36', '6/48', '6/60', '6/75', '6/120']);
    for (const line of SNELLEN_CHART_LINES) {
      expect(line).toMatch(new RegExp(SNELLEN.pattern));
      expect(conversions.snellen_conversions.map((row) => row.snellen_6m)).toContain(line);
    }
    expect(vaSuggestions('distance', 'SNELLEN')).toEqual([...SNELLEN_CHART_LINES, ...OFF_CHART]);
  });

  it("suggests the schema's near-VA examples, each accepted by its nearVa rule", () => {
    expect(NEAR_VA_SUGGESTIONS).toEqual(sharedDefinitions.$defs.nearVa.examples);
    expect(vaSuggestions('near', 'LOGMAR')).toEqual(NEAR_VA_SUGGESTIONS);
    for (const value of NEAR_VA_SUGGESTIONS) expect(value).toMatch(new RegExp(sharedDefinitions.$defs.nearVa.pattern));
  });

  it.each(['3/60', '20/20', '6/8'])('Snellen %s, accepted on save but off the chart lines, gets a hint, not an error', (value) => {
    expect(value).toMatch(new RegExp(SNELLEN.pattern));
    expect(vaFeedback(value, 'distance', 'SNELLEN')).toEqual({ tone: 'hint', message: OFF_CHART_LINE_HINT });
    expect(OFF_CHART_LINE_HINT).toBe('Not a standard 6 m chart line (6/5 … 6/120); saved as typed.');
  });

  it.each(['6/6/6', '6-6', '123/6', 'N5'])('Snellen %s, refused on save, gets the schema\'s message as an error', (value) => {
    expect(value).not.toMatch(new RegExp(SNELLEN.pattern));
    expect(vaFeedback(value, 'distance', 'SNELLEN')).toEqual({ tone: 'error', message: SNELLEN.errorMessage.pattern });
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
    expect(vaFeedback('CF', 'distance', 'SNELLEN')).toBeUndefined();
    expect(vaFeedback('-0.02', 'distance', 'LOGMAR')).toBeUndefined();
    expect(vaFeedback('-0.08', 'distance', 'LOGMAR')).toEqual({ tone: 'error', message: 'Value must be between -0.02 and 3.5 (decimal)' });
    expect(vaFeedback('X5', 'near', 'SNELLEN')).toEqual({ tone: 'error', message: 'Invalid MN notation' });
    expect(vaFeedback('anything', 'distance', 'Others')).toBeUndefined();
    expect(vaFeedback('M2.5', 'near', 'SNELLEN')).toBeUndefined();
    expect(vaFeedback('', 'near', undefined)).toBeUndefined();
  });

  it.each([
    ['-0.02', true],
    ['-.02', true],
    ['0', true],
    ['1.', true],
    ['3.5', true],
    ['3.50', true],
    ['HM', true],
    ['-0.03', false],
    ['3.51', false],
    ['4', false],
    ['1/2', false],
  ] as const)('LogMAR %s is within the range of the schema\'s logmarVa: %s', (value, accepted) => {
    const message = vaFeedback(value, 'distance', 'LOGMAR');
    if (accepted) expect(message).toBeUndefined();
    else expect(message).toEqual({ tone: 'error', message: sharedDefinitions.$defs.logmarVa.errorMessage.pattern });
    // What live feedback accepts, tidied on blur, the schema's pattern accepts on save.
    if (accepted) expect(normaliseVa(value, 'distance', 'LOGMAR')).toMatch(new RegExp(sharedDefinitions.$defs.logmarVa.pattern));
  });

  it('suggests LogMAR values of the chart within the schema\'s range only', () => {
    const pattern = new RegExp(sharedDefinitions.$defs.logmarVa.pattern);
    const suggestions = vaSuggestions('distance', 'LOGMAR');
    expect(suggestions.length).toBeGreaterThan(4);
    for (const value of suggestions) expect(value).toMatch(pattern);
  });

  it('tidies only what is certain', () => {
    expect(normaliseVa(' npl ', 'distance', 'SNELLEN')).toBe('NPL');
    expect(normaliseVa('-.02', 'distance', 'LOGMAR')).toBe('-0.02');
    expect(normaliseVa('9', 'distance', 'LOGMAR')).toBe('9');
    expect(normaliseVa(' hm ', 'distance', 'Others')).toBe('hm');
    expect(normaliseVa('m2.5', 'near', undefined)).toBe('M2.5');
  });
});

describe('off-chart notations', () => {
  it("are the conversion table's low-vision categories, and each is accepted by the schema's Snellen and LogMAR patterns", () => {
    expect(OFF_CHART).toEqual(['CF', 'HM', 'PL', 'NPL']);
    for (const code of OFF_CHART) {
      expect(code).toMatch(new RegExp(sharedDefinitions.$defs.snellenVa.pattern));
      expect(code).toMatch(new RegExp(sharedDefinitions.$defs.logmarVa.pattern));
    }
  });
});
