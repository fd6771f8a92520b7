import { describe, expect, it } from 'vitest';
import { finalGradingAdapter, type FinalGradingForm } from '../../../../src/api/adapters/final-grading';
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

  it('sends the form data by key: each section\'s scores and the remarks, no totals and no labels', () => {
    const payload = finalGradingAdapter.toPayload(files.validFixtures['valid-partial-marks'] as FinalGradingForm, context);
    expect(payload).toEqual({
      remarks: '',
      section_a: {
        case_history: 3.5,
        visual_acuity_prelim: 7.25,
        externals: 8,
        internals: 6.75,
        objective_refraction: 0,
        subjective_refraction: 9.1,
        other_investigative_procedures: 5.01,
      },
      section_b: expect.objectContaining({ diagnosis: 4, logged_case: 5 }) as unknown,
    });
    expect(Object.keys(payload).sort()).toEqual(['remarks', 'section_a', 'section_b']);
    expect(JSON.stringify(payload)).not.toMatch(/total|Case History/);
  });

  it('passes the remarks and is valid form data for the schema', () => {
    const payload = finalGradingAdapter.toPayload(files.validFixtures['valid-full-marks'] as FinalGradingForm, context);
    expect(payload.remarks).toBe('Excellent, thorough work-up.');
    expect(validate(payload)).toBe(true);
  });

  it('follows the rubric of the schema it is given, and the shipped one without', () => {
    const fixture = files.validFixtures['valid-partial-marks'] as FinalGradingForm;
    const expected = finalGradingAdapter.toPayload(fixture, context);
    expect(finalGradingAdapter.toPayload(fixture, {})).toEqual(expected);
    const narrow = { properties: { section_a: { type: 'object', properties: { case_history: { type: 'number', maximum: 5 } } } } };
    expect(finalGradingAdapter.toPayload(fixture, { schema: narrow })).toEqual({ remarks: '', section_a: { case_history: 3.5 } });
  });

  it('leaves a missing or non-numeric score out', () => {
    const payload = finalGradingAdapter.toPayload({ section_a: { case_history: 4, externals: 'x' }, section_b: {} }, context);
    expect(payload).toEqual({ remarks: '', section_a: { case_history: 4 }, section_b: {} });
  });

  it('reads a recorded grading: scores by key become the form data, the totals and the record\'s keys are dropped', () => {
    const back = finalGradingAdapter.fromResponse(
      {
        id: 2,
        appointment: 7,
        rubric_version: 1,
        scores: { section_a: { case_history: 4 }, section_b: { time: 3 } },
        totals: { totalA: 4, totalB: 3 },
        total: 7,
        remarks: 'Good',
        reason: null,
        graded_by_name: 'Kwame Asante',
        graded_at: '2026-11-21T10:16:00.000Z',
      },
      context,
    );
    expect(back).toEqual({ section_a: { case_history: 4 }, section_b: { time: 3 }, remarks: 'Good' });
  });

  it('keeps what the form does not know, which the form refuses', () => {
    const back = finalGradingAdapter.fromResponse({ scores: { section_a: { case_history: 4 }, attendance: 5 }, remarks: null }, context);
    expect(back).toEqual({ section_a: { case_history: 4 }, attendance: 5 });
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
