/**
 * The rubric validator reads every rule from the rubric version's schema: it answers what ajv (with ajv-errors, the
 * server's validation) answers, for the shipped rubrics and for a version with an added item and a changed maximum,
 * with no code change.
 */
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { loadFormFiles } from '../../../src/engine/build/load-form-files';
import { createAjv } from '../../../src/engine/core/create-ajv';
import { toFieldErrors } from '../../../src/engine/core/field-errors';
import { rubricErrors } from '../../../src/engine/core/rubric-validation';
import { rubricValidator } from '../../../src/engine/rubric-validator';
import { toDisplayErrors } from '../../../src/engine/display-errors';

const grading = loadFormFiles('final-grading');
const marks = loadFormFiles('section-marks');
type Json = Record<string, unknown>;
type Section = Json & { properties: Record<string, Json>; required: string[]; errorMessage: { required: Record<string, string> } };

/** A new version as the rubric editor saves it: a Section B item `hygiene` (max 4) added, Case History's maximum 5 → 8. */
function newVersion(): RJSFSchema {
  const schema = structuredClone(grading.schema) as Json & { properties: Record<string, Section> };
  const a = schema.properties.section_a!;
  const b = schema.properties.section_b!;
  a.properties.case_history = { ...a.properties.case_history, maximum: 8 };
  a.totalMaximum = 68;
  b.properties.hygiene = { ...b.properties.diagnosis, title: 'Hygiene', maximum: 4 };
  b.required = [...b.required, 'hygiene'];
  b.errorMessage = { ...b.errorMessage, required: { ...b.errorMessage.required, hygiene: 'Please fill all scores before submitting' } };
  b.totalMaximum = 39;
  schema.totalMaximum = 107;
  schema.version = '1.2.0';
  return schema as RJSFSchema;
}

const full = (schema: RJSFSchema, score = 1): Json => {
  const data: Json = {};
  for (const [key, section] of Object.entries((schema as { properties: Record<string, Json> }).properties)) {
    if (key === 'remarks') continue;
    data[key] = Object.fromEntries(Object.keys(section.properties as Json).map((item) => [item, score]));
  }
  return data;
};

/** ajv's answer and the rubric validator's, as the API words them. */
function both(schema: RJSFSchema, data: unknown) {
  const validate = createAjv().compile(schema);
  validate(data);
  return { ajv: toFieldErrors(validate.errors ?? [], data), rubric: toFieldErrors(rubricErrors(schema, data), data) };
}

const cases = (schema: RJSFSchema): [string, unknown][] => {
  const ok = full(schema, 2);
  const a = ok.section_a as Json;
  return [
    ['valid', ok],
    ['valid with remarks', { ...ok, remarks: 'Good work' }],
    ['empty', {}],
    ['a missing section', { section_a: a }],
    ['a missing score', { ...ok, section_a: { ...a, externals: undefined } }],
    ['every score missing', { section_a: {}, section_b: {} }],
    ['a negative score', { ...ok, section_a: { ...a, externals: -1 } }],
    ['a score over its maximum', { ...ok, section_a: { ...a, externals: 11 } }],
    ['a score off the step', { ...ok, section_a: { ...a, externals: 1.234 } }],
    ['a text score', { ...ok, section_a: { ...a, externals: 'ten' } }],
    ['an unknown item', { ...ok, section_a: { ...a, extra: 1 } }],
    ['an unknown field', { ...ok, totalA: 3 }],
    ['remarks too long', { ...ok, remarks: 'x'.repeat(2001) }],
    ['remarks not a text', { ...ok, remarks: 4 }],
    ['not an object', 'grading'],
  ];
};

describe('rubric validation answers what ajv answers', () => {
  for (const [name, schema] of [['the shipped final grading', grading.schema], ['a new version', newVersion()]] as const) {
    for (const [label, data] of cases(schema)) {
      it(`${name}: ${label}`, () => {
        const { ajv, rubric } = both(schema, data);
        expect(rubric).toEqual(ajv);
      });
    }
  }
  for (const [label, data] of [
    ['valid', { marks: 72.5, remarks: 'Fine' }],
    ['missing', {}],
    ['over 100', { marks: 100.01 }],
    ['off the step', { marks: 50.001 }],
    ['not a number', { marks: 'a lot' }],
    ['remarks too long', { marks: 3, remarks: 'y'.repeat(2001) }],
  ] as const) {
    it(`section marks: ${label}`, () => {
      const { ajv, rubric } = both(marks.schema, data);
      expect(rubric).toEqual(ajv);
    });
  }
  for (const [label, fixture] of Object.entries({ ...grading.validFixtures, ...grading.invalidFixtures })) {
    it(`the final grading fixture ${label}`, () => {
      const data = (fixture as { data?: unknown }).data ?? fixture;
      const { ajv, rubric } = both(grading.schema, data);
      expect(rubric).toEqual(ajv);
    });
  }
});

describe('rubricValidator (RJSF)', () => {
  const messagesOf = (schema: RJSFSchema, data: unknown) =>
    toDisplayErrors(rubricValidator(schema).validateFormData(data, schema).errors).map((error) => [error.property, error.message]);

  it('validates a new version from its schema alone: the added item required, the changed maximum applied', () => {
    const schema = newVersion();
    const data = full(schema, 5);
    delete (data.section_b as Json).hygiene;
    (data.section_a as Json).case_history = 8;
    expect(messagesOf(schema, data)).toEqual([['.section_b.hygiene', 'Please fill all scores before submitting']]);
    (data.section_b as Json).hygiene = 4.5;
    (data.section_a as Json).case_history = 8.01;
    expect(messagesOf(schema, data)).toEqual([
      ['.section_a.case_history', 'Ensure this value is less than or equal to 8.'],
      ['.section_b.hygiene', 'Ensure this value is less than or equal to 4.'],
    ]);
    (data.section_b as Json).hygiene = -1;
    (data.section_a as Json).case_history = 8;
    expect(messagesOf(schema, data)).toEqual([['.section_b.hygiene', 'Invalid number']]);
    (data.section_b as Json).hygiene = 4;
    expect(messagesOf(schema, data)).toEqual([]);
    expect(rubricValidator(schema).isValid(schema, data, schema)).toBe(true);
    expect(rubricValidator(schema).isValid(schema, {}, schema)).toBe(false);
  });

  it('section marks: the schema\'s own message and its remarks bound', () => {
    expect(messagesOf(marks.schema, {})).toEqual([['.marks', 'Please enter a valid mark.']]);
    expect(messagesOf(marks.schema, { marks: 101 })).toEqual([['.marks', 'Please enter a valid mark.']]);
    expect(messagesOf(marks.schema, { marks: 99, remarks: 'z'.repeat(2001) })).toEqual([['.remarks', 'Ensure this field has no more than 2000 characters.']]);
  });

  it('is one validator per schema object', () => {
    expect(rubricValidator(grading.schema)).toBe(rubricValidator(grading.schema));
  });
});

describe('a pattern in a rubric', () => {
  it('is never run in the browser: a version stored with ^(a+)+$ before the allow-list does not hang the page on a long remark', () => {
    const schema = structuredClone(marks.schema) as Json & { properties: Record<string, Json> };
    schema.properties.remarks = { type: 'string', maxLength: 2000, pattern: '^(a+)+$' };
    expect(rubricErrors(schema, { marks: 5, remarks: `${'a'.repeat(60)}!` })).toEqual([]);
  });
});
