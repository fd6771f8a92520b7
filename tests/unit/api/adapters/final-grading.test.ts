import { describe, expect, it } from 'vitest';
import { adapters } from '../../../../src/api/adapters';
import { loadFormFiles } from '../../../../src/engine/build/load-form-files';
import { createAjv } from '../../../../src/engine/core/create-ajv';

const files = loadFormFiles('final-grading');
const validate = createAjv().compile(files.schema);
const context = { schema: files.schema };
const wire = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));
const finalGradingAdapter = adapters['final-grading']!;

describe('final-grading adapter (the wire transform over the rubric, its sections read from `scores`)', () => {
  it.each(Object.entries(files.validFixtures))('round-trips %s', (_name, fixture) => {
    const back = finalGradingAdapter.fromResponse(wire(finalGradingAdapter.toPayload(fixture, context)), context);
    expect(back).toEqual(fixture);
    expect(validate(back)).toBe(true);
  });

  it("sends the form data by key: each section's scores and the remarks, no totals and no labels", () => {
    const payload = finalGradingAdapter.toPayload(files.validFixtures['valid-partial-marks']!, context);
    expect(payload).toEqual({
      remarks: null,
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
    expect(JSON.stringify(payload)).not.toMatch(/total|Case History/);
  });

  it('passes the remarks', () => {
    const payload = finalGradingAdapter.toPayload(files.validFixtures['valid-full-marks']!, context);
    expect(payload.remarks).toBe('Excellent, thorough work-up.');
    expect(validate(payload)).toBe(true);
  });

  it('follows the rubric of the schema it is given, and the shipped one without', () => {
    const fixture = files.validFixtures['valid-partial-marks']!;
    expect(finalGradingAdapter.toPayload(fixture, {})).toEqual(finalGradingAdapter.toPayload(fixture, context));
    const narrow = { properties: { section_a: { type: 'object', properties: { case_history: { type: 'number', maximum: 5 } } } } };
    expect(finalGradingAdapter.toPayload(fixture, { schema: narrow })).toEqual({ section_a: { case_history: 3.5 } });
  });

  it('sends a missing score as null (the server reads it as not given)', () => {
    const payload = finalGradingAdapter.toPayload({ section_a: { case_history: 4 } }, context);
    expect(payload.section_a).toMatchObject({ case_history: 4, externals: null });
    expect(payload.section_b).toBeNull();
  });

  it("reads a recorded grading: scores by key become the form data, the totals and the record's keys are dropped", () => {
    const back = finalGradingAdapter.fromResponse(
      {
        id: 2,
        appointment: 7,
        rubric_version: '1.1.0',
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

  it('reads every recorded version alike: the read shape is the adapter\'s, not the version schema\'s', () => {
    const added = structuredClone(files.schema) as { properties: Record<string, unknown> };
    added.properties.discussed = { type: 'boolean', title: 'Discussed' };
    const answer = { scores: { section_a: { case_history: 4 } }, discussed: true, remarks: '', totals: {} };
    expect(finalGradingAdapter.fromResponse(answer, { schema: added })).toEqual({ section_a: { case_history: 4 }, discussed: true });
  });

  it('keeps odd values of what the rubric names, which the form refuses', () => {
    const back = finalGradingAdapter.fromResponse({ scores: { section_a: { case_history: 'four' } }, remarks: null }, context);
    expect(back).toEqual({ section_a: { case_history: 'four' } });
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
      expect(() => finalGradingAdapter.toPayload(junk as unknown as Record<string, unknown>, { schema: junk })).not.toThrow();
    },
  );
});
