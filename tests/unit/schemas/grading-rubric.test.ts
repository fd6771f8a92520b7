/** The grading rubric of the specification (§9), read from the final-grading schema, and a lecturer's edited copy. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { form, validateFns } from 'virtual:form/final-grading';
import { loadFormFiles } from '../../../src/engine/build/load-form-files';
import { formValidators } from './support/form-validators';
import { createAjv } from '../../../src/engine/core/create-ajv';
import { toFieldErrors } from '../../../src/engine/core/field-errors';
import { adapters } from '../../../src/api/adapters';
import { rubricOf, totalsOf } from '../../../src/engine/core/rubric';

const files = loadFormFiles('final-grading');
const { validators } = formValidators(files.schema, form, validateFns);

type Scores = Record<string, Record<string, unknown>>;
const full = () => structuredClone(files.validFixtures['valid-full-marks']) as Scores;

const FILL_ALL = 'Please fill all scores before submitting';

/** Specification §9: the rubric, in order, with each item's maximum. */
const RUBRIC = [
  {
    key: 'section_a',
    title: 'Section A (procedures)',
    items: [
      ['case_history', 'Case History', 5],
      ['visual_acuity_prelim', 'Visual Acuity and Prelim test', 10],
      ['externals', 'Externals', 10],
      ['internals', 'Internals', 10],
      ['objective_refraction', 'Objective Refraction', 10],
      ['subjective_refraction', 'Subjective Refraction', 10],
      ['other_investigative_procedures', 'Other Investigative Procedures', 10],
    ],
  },
  {
    key: 'section_b',
    title: 'Section B (review and planning)',
    items: [
      ['diagnosis', 'Diagnosis', 5],
      ['management', 'Management', 5],
      ['patient_education', 'Patient Education', 5],
      ['review_evidence_of_resolution', 'Review + Evidence of Resolution', 5],
      ['clinicians_disposition', "Clinician's Disposition", 5],
      ['time', 'Time', 5],
      ['logged_case', 'Logged Case', 5],
    ],
  },
] as const;

describe('grading rubric', () => {
  it('holds the rubric of the specification: titles, order, maxima, sections of 65 and 35, 100 in all', () => {
    const rubric = rubricOf(files.schema);
    expect(rubric.map(({ key, title, totalKey }) => ({ key, title, totalKey }))).toEqual([
      { key: 'section_a', title: 'Section A (procedures)', totalKey: 'totalA' },
      { key: 'section_b', title: 'Section B (review and planning)', totalKey: 'totalB' },
    ]);
    RUBRIC.forEach((section, index) => {
      expect(rubric[index]!.items.map((item) => [item.key, item.title, item.maximum])).toEqual(section.items);
    });
    expect(rubric.map((section) => section.maximum)).toEqual([65, 35]);
    expect(rubric.reduce((sum, section) => sum + section.maximum, 0)).toBe(100);
  });

  it('requires every item, from 0 in steps of 0.01', () => {
    for (const section of rubricOf(files.schema)) {
      const schema = (files.schema.properties as Record<string, { required: string[]; properties: Record<string, Record<string, unknown>> }>)[section.key]!;
      expect(schema.required).toEqual(section.items.map((item) => item.key));
      for (const item of Object.values(schema.properties)) {
        expect(item).toMatchObject({ type: 'number', minimum: 0, multipleOf: 0.01 });
      }
    }
  });
});

describe('final-grading rubric edited by a lecturer (a copy of schemas/)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sightline-rubric-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  cpSync('schemas', dir, { recursive: true });
  const path = join(dir, 'final-grading', 'schema.json');
  const edited = JSON.parse(readFileSync(path, 'utf8'));
  // A new item in section B, and Case History reweighted from 5 to 10.
  edited.properties.section_b.properties.attendance = {
    title: 'Attendance',
    type: 'number',
    minimum: 0,
    maximum: 5,
    multipleOf: 0.01,
    errorMessage: { type: 'Invalid number', minimum: 'Invalid number' },
  };
  edited.properties.section_b.required.push('attendance');
  edited.properties.section_b.errorMessage.required.attendance = 'Please fill all scores before submitting';
  edited.properties.section_a.properties.case_history.maximum = 10;
  writeFileSync(path, JSON.stringify(edited, null, 2));

  const copy = loadFormFiles('final-grading', dir);
  const validateCopy = createAjv().compile(copy.schema);
  const check = (data: unknown) => (validateCopy(data) ? null : toFieldErrors(validateCopy.errors ?? [], data));

  it('validates with the copy: the new item is required, the new maximum applies', () => {
    expect(check(full())).toEqual({ 'section_b.attendance': [FILL_ALL] });
    const data = full();
    data.section_b!.attendance = 4;
    data.section_a!.case_history = 9.5;
    expect(check(data)).toBeNull();
    expect(validators[0]![1](data)).toEqual({
      'section_a.case_history': ['Ensure this value is less than or equal to 5.'],
      non_field_errors: ['Unknown field: section_b.attendance.'],
    });
    data.section_a!.case_history = 10.5;
    expect(check(data)).toEqual({ 'section_a.case_history': ['Ensure this value is less than or equal to 10.'] });
  });

  it('gives the copy’s rubric: section maxima 70 and 40, 110 in all', () => {
    const rubric = rubricOf(copy.schema);
    expect(rubric.map((section) => section.maximum)).toEqual([70, 40]);
    expect(rubric[1]!.items.at(-1)).toEqual({ key: 'attendance', title: 'Attendance', maximum: 5, minimum: 0, step: 0.01 });
  });

  it('totals the scores with the copy’s rubric, and sends them by key', () => {
    const data = full();
    data.section_b!.attendance = 4;
    data.section_a!.case_history = 9.5;
    expect(totalsOf(rubricOf(copy.schema), data)).toEqual({ totals: { totalA: 69.5, totalB: 39 }, total: 108.5 });
    // The shipped rubric knows no attendance: the same scores total differently.
    expect(totalsOf(rubricOf(files.schema), data)).toEqual({ totals: { totalA: 69.5, totalB: 35 }, total: 104.5 });
    const finalGradingAdapter = adapters['final-grading']!;
    const payload = finalGradingAdapter.toPayload(data, { schema: copy.schema });
    expect(payload.section_b).toMatchObject({ attendance: 4 });
    expect(finalGradingAdapter.toPayload(data, { schema: files.schema }).section_b).not.toHaveProperty('attendance');
    expect(finalGradingAdapter.fromResponse(JSON.parse(JSON.stringify(payload)), { schema: copy.schema })).toEqual(data);
  });
});
