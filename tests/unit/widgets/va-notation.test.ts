import { describe, expect, it } from 'vitest';
import sharedDefinitions from '../../../schemas/shared/defs.json';
import conversions from '../../../refdata/va-conversions.json';
import { normaliseVa, otherNotations, vaFeedback, vaRule } from '../../../src/widgets/va-notation';

const SNELLEN = sharedDefinitions.$defs.snellenVa;
const snellen = vaRule(SNELLEN);
const logmar = vaRule(sharedDefinitions.$defs.logmarVa);
const near = vaRule(sharedDefinitions.$defs.nearVa);
const others = vaRule({ type: 'string', maxLength: 30 });
const HINT = 'Not a standard 6 m chart line (6/5 … 6/120); saved as typed.';

describe('va-notation: every rule is the schema given', () => {
  it("reads pattern, message, examples and x-hint of the schema's snellenVa: the chart lines of the specification", () => {
    expect(snellen.examples).toEqual([
      ...['6/5', '6/6', '6/7.5', '6/9', '6/12', '6/15', '6/18', '6/21', '6/24', '6/30', '6/36', '6/48', '6/60', '6/75', '6/120'],
      ...['CF', 'HM', 'PL', 'NPL'],
    ]);
    expect(snellen.hint).toBe(HINT);
    expect(snellen.message).toBe(SNELLEN.errorMessage.pattern);
    for (const line of snellen.examples) {
      expect(line).toMatch(new RegExp(SNELLEN.pattern));
      if (line.includes('/')) expect(conversions.snellen_conversions.map((row) => row.snellen_6m)).toContain(line);
    }
  });

  it("suggests the schema's near-VA and LogMAR examples, each accepted by its own pattern", () => {
    expect(near.examples).toEqual(sharedDefinitions.$defs.nearVa.examples);
    for (const value of near.examples) expect(value).toMatch(near.pattern!);
    expect(logmar.examples.length).toBeGreaterThan(4);
    for (const value of logmar.examples) expect(value).toMatch(logmar.pattern!);
  });

  it.each(['3/60', '20/20', '6/8'])('Snellen %s, accepted on save but off the chart lines, gets the x-hint, not an error', (value) => {
    expect(value).toMatch(snellen.pattern!);
    expect(vaFeedback(value, snellen, 'SNELLEN')).toEqual({ tone: 'hint', message: HINT });
  });

  it.each(['6/6/6', '6-6', '123/6', 'N5'])("Snellen %s, refused on save, gets the schema's message as an error", (value) => {
    expect(value).not.toMatch(snellen.pattern!);
    expect(vaFeedback(value, snellen, 'SNELLEN')).toEqual({ tone: 'error', message: SNELLEN.errorMessage.pattern });
  });

  it('follows the lines of the schema it is given: other lines, other hints', () => {
    const otherLines = vaRule({ ...SNELLEN, examples: ['6/8', '6/10'], 'x-hint': 'Not on this chart.' });
    expect(vaFeedback('6/8', otherLines, 'SNELLEN')).toBeUndefined();
    expect(vaFeedback('6/6', otherLines, 'SNELLEN')).toEqual({ tone: 'hint', message: 'Not on this chart.' });
    // Without an x-hint the examples are suggestions only.
    expect(vaFeedback('6/8', vaRule({ ...SNELLEN, 'x-hint': undefined }), 'SNELLEN')).toBeUndefined();
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
  ] as const)('%s on %s reads as %s with the conversion table', (value, chart, notations) => {
    expect(otherNotations(value, chart, conversions)).toBe(notations);
  });

  it('computes the other notations without the table, naming no conventional value', () => {
    expect(otherNotations('6/12', 'SNELLEN')).toBe('LogMAR 0.30 · Decimal 0.50');
    expect(otherNotations('0.30', 'LOGMAR')).toBe('Snellen ≈ 6/12 · Decimal 0.50');
    expect(otherNotations('HM', 'LOGMAR')).toBeUndefined();
  });

  it('converts nothing for free text, unreadable values or no chart', () => {
    expect(otherNotations('6/12', 'Others', conversions)).toBeUndefined();
    expect(otherNotations('6/12', undefined, conversions)).toBeUndefined();
    expect(otherNotations('abc', 'SNELLEN', conversions)).toBeUndefined();
  });

  it('gives feedback from the rule of the chart', () => {
    expect(vaFeedback('6/7.5', snellen, 'SNELLEN')).toBeUndefined();
    expect(vaFeedback('CF', snellen, 'SNELLEN')).toBeUndefined();
    expect(vaFeedback('cf', snellen, 'SNELLEN')).toBeUndefined();
    expect(vaFeedback('-0.02', logmar, 'LOGMAR')).toBeUndefined();
    expect(vaFeedback('-0.08', logmar, 'LOGMAR')).toEqual({ tone: 'error', message: 'Value must be between -0.02 and 3.5 (decimal)' });
    expect(vaFeedback('X5', near, undefined)).toEqual({ tone: 'error', message: 'Invalid MN notation' });
    expect(vaFeedback('anything', others, 'Others')).toBeUndefined();
    expect(vaFeedback('M2.5', near, undefined)).toBeUndefined();
    expect(vaFeedback('', near, undefined)).toBeUndefined();
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
  ] as const)("LogMAR %s is within the range of the schema's logmarVa: %s", (value, accepted) => {
    const message = vaFeedback(value, logmar, 'LOGMAR');
    if (accepted) expect(message).toBeUndefined();
    else expect(message).toEqual({ tone: 'error', message: sharedDefinitions.$defs.logmarVa.errorMessage.pattern });
    // What live feedback accepts, tidied on blur, the schema's pattern accepts on save.
    if (accepted) expect(normaliseVa(value, logmar, 'LOGMAR')).toMatch(logmar.pattern!);
  });

  it('tidies only what is certain', () => {
    expect(normaliseVa(' npl ', snellen, 'SNELLEN')).toBe('NPL');
    expect(normaliseVa('-.02', logmar, 'LOGMAR')).toBe('-0.02');
    expect(normaliseVa('9', logmar, 'LOGMAR')).toBe('9');
    expect(normaliseVa(' hm ', others, 'Others')).toBe('hm');
    expect(normaliseVa('m2.5', near, undefined)).toBe('M2.5');
  });
});
