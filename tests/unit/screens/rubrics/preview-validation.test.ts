/** The rubric editor's preview validates the edited schema with the rubric validator: every rule read from it. */
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import gradingSchema from '../../../../schemas/final-grading/schema.json';
import { toDisplayErrors } from '../../../../src/engine/display-errors';
import { rubricValidator } from '../../../../src/engine/rubric-validator';
import { addItem, type Json } from '../../../../src/screens/rubrics/rubric-edit';

describe('the preview validator of an edited rubric', () => {
  const schema = addItem(gradingSchema as Json, 'section_a', 'Pupil Reflexes', 2.5) as RJSFSchema;
  const full = (overrides: Record<string, number | string>) => ({
    section_a: {
      case_history: 5, visual_acuity_prelim: 10, externals: 10, internals: 10, objective_refraction: 10,
      subjective_refraction: 10, other_investigative_procedures: 10, pupil_reflexes: 2.5, ...overrides,
    },
    section_b: { diagnosis: 5, management: 5, patient_education: 5, review_evidence_of_resolution: 5, clinicians_disposition: 5, time: 5, logged_case: 5 },
  });

  it('accepts every score within its bounds, for the edited schema', () => {
    expect(rubricValidator(schema).validateFormData(full({}), schema).errors).toEqual([]);
  });

  it("says 'Please fill all scores before submitting' for a missing score, the schema's messages for the bounds", () => {
    const data = full({ pupil_reflexes: 3, externals: -1 });
    delete (data.section_b as Record<string, number>).time;
    const { errors } = rubricValidator(schema).validateFormData(data, schema);
    expect(toDisplayErrors(errors).map((error) => [error.property, error.message])).toEqual([
      ['.section_a.externals', 'Invalid number'],
      ['.section_a.pupil_reflexes', 'Ensure this value is less than or equal to 2.5.'],
      ['.section_b.time', 'Please fill all scores before submitting'],
    ]);
  });
});
