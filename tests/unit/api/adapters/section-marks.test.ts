import { describe, expect, it } from 'vitest';
import { adapters } from '../../../../src/api/adapters';
import { loadFormFiles } from '../../../../src/engine/build/load-form-files';
import { createAjv } from '../../../../src/engine/core/create-ajv';

const files = loadFormFiles('section-marks');
const validate = createAjv().compile(files.schema);
const wire = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));
const sectionMarksAdapter = adapters['section-marks']!;

describe('section-marks adapter (the wire transform over the schema)', () => {
  it.each(Object.entries(files.validFixtures))('round-trips %s', (_name, fixture) => {
    const back = sectionMarksAdapter.fromResponse(wire(sectionMarksAdapter.toPayload(fixture, {})));
    expect(back).toEqual(fixture);
    expect(validate(back)).toBe(true);
  });

  it.each([null, undefined, 'text', 12, []])('sends junk form data as blanks: %j', (junk) => {
    expect(sectionMarksAdapter.toPayload(junk as unknown as Record<string, unknown>, {})).toEqual({ marks: null, remarks: null });
  });

  it('sends {marks, remarks}, a blank one as null', () => {
    expect(sectionMarksAdapter.toPayload({ marks: 78.25, remarks: 'Good' }, {})).toEqual({ marks: 78.25, remarks: 'Good' });
    expect(sectionMarksAdapter.toPayload({ marks: 100 }, {})).toEqual({ marks: 100, remarks: null });
  });

  it("reads a mark as answered: the record's keys and the read-only average marks dropped, an empty remark absent", () => {
    const answer = { id: 3, appointment: 7, section: 'externals', marks: 80, remarks: '', marked_by: 2, marked_by_name: 'K A', average_marks: 71 };
    expect(sectionMarksAdapter.fromResponse(answer)).toEqual({ marks: 80 });
    expect(sectionMarksAdapter.fromResponse({ marks: 80, remarks: 'Good', average_marks: 71 })).toEqual({ marks: 80, remarks: 'Good' });
  });

  it('keeps odd values of its properties, so that validation still refuses them', () => {
    const back = sectionMarksAdapter.fromResponse({ marks: '80', remarks: '' });
    expect(back).toEqual({ marks: '80' });
    expect(validate(back)).toBe(false);
    expect(sectionMarksAdapter.fromResponse({ marks: null })).toEqual({});
  });

  it.each([null, undefined, 'text', 12, [], { marks: {} }])('never throws on junk: %j', (junk) => {
    expect(() => sectionMarksAdapter.fromResponse(junk)).not.toThrow();
    expect(validate(sectionMarksAdapter.fromResponse(junk))).toBe(false);
    expect(() => sectionMarksAdapter.toPayload(junk as unknown as Record<string, unknown>, {})).not.toThrow();
  });
});
