import { describe, expect, it } from 'vitest';
import { finalGradingAdapter, rubricOf, type FinalGradingForm } from '../../../../src/api/adapters/final-grading';
import { adapters } from '../../../../src/api/adapters';
import { loadFormFiles } from '../../../../src/engine/build/load-form-files';
import { createAjv } from '../../../../src/engine/core/create-ajv';

const files = loadFormFiles('final-grading');
const validate = createAjv().compile(files.schema);
const context = { schema: files.schema };
const wire = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));

describe('final-grading adapter', () => {
  it('is registered under the form id', () => {
    expect(adapters['final-grading']).toBe(finalGradingAdapter);
  });

  it.each(Object.entries(files.validFixtures))('round-trips %s', (_name, fixture) => {
    const back = finalGradingAdapter.fromResponse(wire(finalGradingAdapter.toPayload(fixture as FinalGradingForm, context)), context);
    expect(back).toEqual(fixture);
    expect(validate(back)).toBe(true);
  });

  it('records each score under its label, a total per section and the total', () => {
    const payload = finalGradingAdapter.toPayload(files.validFixtures['valid-partial-marks'] as FinalGradingForm, context);
    expect(payload).toEqual({
      scores: {
        'Case History': 3.5,
        'Visual Acuity and Prelim test': 7.25,
        Externals: 8,
        Internals: 6.75,
        'Objective Refraction': 0,
        'Subjective Refraction': 9.1,
        'Other Investigative Procedures': 5.01,
        Diagnosis: 4,
        Management: 3.33,
        'Patient Education': 2.5,
        'Review + Evidence of Resolution': 0.01,
        "Clinician's Disposition": 4.99,
        Time: 3,
        'Logged Case': 5,
      },
      totalA: 39.61,
      totalB: 22.83,
      total: 62.44,
      remarks: '',
    });
    expect(Object.keys(payload)).toEqual(['scores', 'totalA', 'totalB', 'total', 'remarks']);
  });

  it('totals full marks at 65, 35 and 100', () => {
    expect(finalGradingAdapter.toPayload(files.validFixtures['valid-full-marks'] as FinalGradingForm, context)).toMatchObject({
      totalA: 65,
      totalB: 35,
      total: 100,
      remarks: 'Excellent, thorough work-up.',
    });
  });

  it('reads the bundled schema, the raw one and, without a schema, the shipped rubric alike', () => {
    const raw = structuredClone(files.schema) as Record<string, unknown>;
    const fixture = files.validFixtures['valid-partial-marks'] as FinalGradingForm;
    const expected = finalGradingAdapter.toPayload(fixture, context);
    expect(finalGradingAdapter.toPayload(fixture, { schema: raw })).toEqual(expected);
    expect(finalGradingAdapter.toPayload(fixture, {})).toEqual(expected);
    expect(rubricOf(undefined)).toEqual([]);
    expect(rubricOf({ properties: { section_a: { $ref: '#/$defs/a' } }, $defs: { a: { title: 'A', properties: { x: { type: 'number', maximum: 3 }, note: { type: 'string' } } } } })).toEqual([
      { key: 'section_a', title: 'A', totalKey: 'totalA', items: [{ key: 'x', title: 'x', maximum: 3 }], maximum: 3 },
    ]);
  });

  it('sends a missing score as null and leaves it out of the totals', () => {
    const payload = finalGradingAdapter.toPayload({ section_a: { case_history: 4 }, section_b: {} }, context);
    expect(payload.scores['Case History']).toBe(4);
    expect(payload.scores.Externals).toBeNull();
    expect([payload.totalA, payload.totalB, payload.total]).toEqual([4, 0, 4]);
  });

  it('drops the totals and the record’s keys, and keeps labels the rubric does not know under scores, which the form refuses', () => {
    const back = finalGradingAdapter.fromResponse(
      { id: 2, saved_at: '2026-11-21T10:16:00.000Z', scores: { 'Case History': 4, Attendance: 5 }, totalA: 4, totalB: 0, total: 4, remarks: null },
      context,
    );
    expect(back).toEqual({ section_a: { case_history: 4 }, section_b: {}, scores: { Attendance: 5 } });
    expect(validate(back)).toBe(false);
  });

  it('takes form data as it is', () => {
    const fixture = files.validFixtures['valid-full-marks'];
    expect(finalGradingAdapter.fromResponse(wire(fixture))).toEqual(fixture);
  });

  it.each([null, undefined, 'text', 12, [], [1], { scores: 'x' }, { scores: { 'Case History': 'four' } }, { section_a: 3 }])(
    'never throws on junk: %j',
    (junk) => {
      expect(() => finalGradingAdapter.fromResponse(junk, context)).not.toThrow();
      expect(validate(finalGradingAdapter.fromResponse(junk, context))).toBe(false);
      expect(() => finalGradingAdapter.toPayload(junk as unknown as FinalGradingForm, { schema: junk })).not.toThrow();
    },
  );
});
