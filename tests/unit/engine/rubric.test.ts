import { describe, expect, it } from 'vitest';
import { loadFormFiles } from '../../../src/engine/build/load-form-files';
import { rubricOf, totalsOf } from '../../../src/engine/core/rubric';
import { checkRubric } from '../../../src/engine/core/rubric-check';

const files = loadFormFiles('final-grading');
const marks = loadFormFiles('section-marks');
type Item = Record<string, unknown>;
/** The parts of a grading schema these tests change. */
interface Schema extends Item {
  properties: Record<string, Item & { properties: Record<string, Item> }>;
}
const item = (maximum: number, extra: Record<string, unknown> = {}) => ({ type: 'number', minimum: 0, maximum, multipleOf: 0.01, ...extra });

describe('rubricOf', () => {
  it('reads the shipped rubric: total keys from the schema, items with maximum, minimum and step', () => {
    const rubric = rubricOf(files.schema);
    expect(rubric.map((section) => [section.key, section.totalKey, section.maximum, section.totalMaximum])).toEqual([
      ['section_a', 'totalA', 65, 65],
      ['section_b', 'totalB', 35, 35],
    ]);
    expect(rubric[0]!.items[0]).toEqual({ key: 'case_history', title: 'Case History', maximum: 5, minimum: 0, step: 0.01 });
  });

  it('names a total by the section\'s own totalKey, whatever the section\'s key', () => {
    const schema = { properties: { procedures: { type: 'object', totalKey: 'procedureTotal', properties: { x: item(2) } }, other: { type: 'object', properties: { y: item(3) } } } };
    expect(rubricOf(schema).map((section) => section.totalKey)).toEqual(['procedureTotal', 'total_other']);
  });

  it('takes the step and minimum from multipleOf and minimum, and follows local $refs', () => {
    const schema = { properties: { s: { $ref: '#/$defs/s' } }, $defs: { s: { type: 'object', properties: { x: { type: 'integer', minimum: 1, maximum: 4, multipleOf: 0.5 }, note: { type: 'string' } } } } };
    expect(rubricOf(schema)[0]!.items).toEqual([{ key: 'x', title: 'x', maximum: 4, minimum: 1, step: 0.5 }]);
    expect(rubricOf(undefined)).toEqual([]);
    expect(rubricOf({ properties: { s: { properties: { note: { type: 'string' } } } } })).toEqual([]);
  });
});

describe('totalsOf', () => {
  it('totals each section under its total key and overall, to the hundredth', () => {
    const rubric = rubricOf(files.schema);
    expect(totalsOf(rubric, files.validFixtures['valid-full-marks'])).toEqual({ totals: { totalA: 65, totalB: 35 }, total: 100 });
    expect(totalsOf(rubric, files.validFixtures['valid-partial-marks'])).toEqual({ totals: { totalA: 39.61, totalB: 22.83 }, total: 62.44 });
    expect(totalsOf(rubric, { section_a: { case_history: 0.1, externals: 0.2 } })).toEqual({ totals: { totalA: 0.3, totalB: 0 }, total: 0.3 });
  });

  it('counts a missing or non-numeric score as nothing, and junk as empty', () => {
    const rubric = rubricOf(files.schema);
    expect(totalsOf(rubric, { section_a: { case_history: 'four', externals: 2 }, section_b: null })).toEqual({ totals: { totalA: 2, totalB: 0 }, total: 2 });
    expect(totalsOf(rubric, 'junk')).toEqual({ totals: { totalA: 0, totalB: 0 }, total: 0 });
  });
});

describe('checkRubric', () => {
  it('accepts the shipped grading forms', () => {
    expect(checkRubric('final-grading', files.schema, files.uiSchema)).toEqual([]);
    expect(checkRubric('section-marks', marks.schema, marks.uiSchema)).toEqual([]);
  });

  it('refuses what the allow-list does not hold first: unbounded text, items that are not bounded scores, an empty section', () => {
    const schema = structuredClone(files.schema) as unknown as Schema;
    schema.properties.remarks = { type: 'string', properties: {} };
    schema.properties.section_b!.properties.time = { type: 'number', minimum: -1, maximum: 0 };
    schema.properties.section_c = { type: 'object', additionalProperties: false, properties: {} };
    expect(checkRubric('final-grading', schema, {})).toEqual([
      '#/properties/section_b/properties/time: "multipleOf" is missing',
      '#/properties/section_b/properties/time/minimum: must be 0 (a score starts at 0)',
      '#/properties/section_b/properties/time/maximum: must be a number above 0 and at most 1000',
      '#/properties/remarks: "maxLength" is missing',
      '#/properties/remarks: "properties" is not allowed in a rubric (the rubric editor does not use it)',
      '#/properties/section_c/properties: must hold at least one item',
    ]);
  });

  it('refuses sums that differ from totalMaximum', () => {
    const schema = structuredClone(files.schema) as unknown as Schema;
    schema.properties.section_a!.totalMaximum = 60;
    schema.totalMaximum = 90;
    expect(checkRubric('final-grading', schema, {})).toEqual([
      'the items of Section A (procedures) add up to 65, not its totalMaximum 60',
      "the sections add up to 100, not the rubric's totalMaximum 90",
    ]);
  });

  it('refuses a schema that is not an object schema, or whose marks are not a bounded score', () => {
    expect(checkRubric('final-grading', 'x', {})).toEqual(['the rubric must be a JSON Schema of type object']);
    const schema = structuredClone(marks.schema) as unknown as { properties: Record<string, unknown> };
    schema.properties.marks = { type: 'string', maxLength: 3 };
    expect(checkRubric('section-marks', schema, {})).toEqual(
      expect.arrayContaining([
        '#/properties/marks: "maxLength" is not allowed in a rubric (the rubric editor does not use it)',
        '#/properties/marks/type: must be "number" (an item is a score)',
      ]),
    );
  });
  it('accepts fields that are not scored beside the sections and beside the marks: a text, a flag, a bounded number, a choice', () => {
    const fields = {
      note: { type: 'string', title: 'Note', maxLength: 12, errorMessage: { maxLength: 'Keep it short.' } },
      discussed: { type: 'boolean', title: 'Discussed' },
      attendance: { type: 'number', title: 'Attendance', minimum: 0, maximum: 100, errorMessage: { maximum: 'At most 100.' } },
      level: { type: 'string', title: 'Level', enum: ['low', 'high'], errorMessage: { enum: 'Choose low or high.' } },
    };
    const grading = structuredClone(files.schema) as unknown as Schema;
    Object.assign(grading.properties, fields);
    expect(checkRubric('final-grading', grading, {})).toEqual([]);
    // Not scored: the totals are the sections' alone.
    expect(rubricOf(grading).map((section) => section.key)).toEqual(['section_a', 'section_b']);
    const marking = structuredClone(marks.schema) as unknown as Schema;
    Object.assign(marking.properties, fields);
    expect(checkRubric('section-marks', marking, {})).toEqual([]);
  });

  it('refuses an unbounded number beside the sections and anything but a scored item inside a section', () => {
    const grading = structuredClone(files.schema) as unknown as Schema;
    Object.assign(grading.properties, { attendance: { type: 'number', minimum: 0 } });
    grading.properties.section_a!.properties.discussed = { type: 'boolean' };
    expect(checkRubric('final-grading', grading, {})).toEqual(
      expect.arrayContaining(['#/properties/attendance: "maximum" is missing', '#/properties/section_a/properties/discussed/type: must be "number" (an item is a score)']),
    );
  });
});
