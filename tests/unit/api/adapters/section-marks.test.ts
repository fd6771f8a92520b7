import { describe, expect, it } from 'vitest';
import { sectionMarksAdapter, type SectionMarksForm } from '../../../../src/api/adapters/section-marks';
import { adapters } from '../../../../src/api/adapters';
import { loadFormFiles } from '../../../../src/engine/build/load-form-files';
import { createAjv } from '../../../../src/engine/core/create-ajv';

const files = loadFormFiles('section-marks');
const validate = createAjv().compile(files.schema);
const wire = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));

describe('section-marks adapter', () => {
  it('is registered under the form id', () => {
    expect(adapters['section-marks']).toBe(sectionMarksAdapter);
  });

  it.each(Object.entries(files.validFixtures))('round-trips %s', (_name, fixture) => {
    const back = sectionMarksAdapter.fromResponse(wire(sectionMarksAdapter.toPayload(fixture as SectionMarksForm, {})));
    expect(back).toEqual(fixture);
    expect(validate(back)).toBe(true);
  });

  it('sends {marks, remarks}', () => {
    expect(sectionMarksAdapter.toPayload({ marks: 78.25, remarks: 'Good' }, {})).toEqual({ marks: 78.25, remarks: 'Good' });
    expect(sectionMarksAdapter.toPayload({ marks: 100 }, {})).toEqual({ marks: 100, remarks: '' });
  });

  it('drops the read-only average marks', () => {
    expect(sectionMarksAdapter.fromResponse({ marks: 80, remarks: 'Good', average_marks: 71 })).toEqual({ marks: 80, remarks: 'Good' });
  });

  it('keeps unknown keys and odd values, so that validation still refuses them', () => {
    const back = sectionMarksAdapter.fromResponse({ marks: '80', grade: 'B', remarks: '' });
    expect(back).toEqual({ marks: '80', grade: 'B' });
    expect(validate(back)).toBe(false);
    expect(sectionMarksAdapter.fromResponse({ marks: null })).toEqual({});
  });

  it.each([null, undefined, 'text', 12, [], { marks: {} }])('never throws on junk: %j', (junk) => {
    expect(() => sectionMarksAdapter.fromResponse(junk)).not.toThrow();
    expect(validate(sectionMarksAdapter.fromResponse(junk))).toBe(false);
    expect(sectionMarksAdapter.toPayload(junk as unknown as SectionMarksForm, {})).toEqual({ marks: null, remarks: '' });
  });
});
