import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { renderForm } from './support/render-form';

const score = (title: string, maximum: number): RJSFSchema => ({ title, type: 'number', minimum: 0, maximum, multipleOf: 0.01 });

const rubric = (sectionA: Record<string, RJSFSchema>): RJSFSchema => ({
  title: 'Final grading',
  type: 'object',
  properties: {
    section_a: { title: 'Section A (procedures)', type: 'object', properties: sectionA },
    section_b: {
      title: 'Section B (review and planning)',
      type: 'object',
      properties: { diagnosis: score('Diagnosis', 5), management: score('Management', 5) },
    },
    remarks: { title: 'Remarks', type: 'string' },
  },
});
const schema = rubric({ case_history: score('Case History', 5), externals: score('Externals', 10) });
const uiSchema = { 'ui:field': 'rubric', 'ui:order': ['section_a', 'section_b', 'remarks'], remarks: { 'ui:widget': 'textarea' } };
const total = (name: string) => screen.getByRole('status', { name });

describe('rubric field', () => {
  it("takes the score input's step and min from the item's multipleOf and minimum", () => {
    renderForm({ schema: rubric({ case_history: { ...score('Case History', 5), multipleOf: 0.5, minimum: 1 } }), uiSchema });
    const input = screen.getByRole('spinbutton', { name: 'Case History' });
    expect(input).toHaveAttribute('step', '0.5');
    expect(input).toHaveAttribute('min', '1');
  });

  it('gives each item a score input (step 0.01, min 0, max from the schema) followed by "/ max"', () => {
    renderForm({ schema, uiSchema });
    const input = screen.getByRole('spinbutton', { name: 'Case History' });
    expect(input).toHaveAttribute('step', '0.01');
    expect(input).toHaveAttribute('min', '0');
    expect(input).toHaveAttribute('max', '5');
    expect(input).toHaveAccessibleDescription('/ 5');
    expect(screen.getByRole('spinbutton', { name: 'Externals' })).toHaveAttribute('max', '10');
    expect(screen.getByRole('textbox', { name: 'Remarks' }).tagName).toBe('TEXTAREA');
  });

  it('totals each section out of its maxima and the whole out of all maxima, as scores are typed', async () => {
    const { data } = renderForm({ schema, uiSchema });
    expect(total('Section A (procedures) total')).toHaveTextContent('0 / 15');
    expect(total('Section B (review and planning) total')).toHaveTextContent('0 / 10');
    expect(total('Grand total')).toHaveTextContent('0 / 25');

    await userEvent.type(screen.getByRole('spinbutton', { name: 'Case History' }), '4.25');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Externals' }), '7.5');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Diagnosis' }), '3');
    expect(data()).toEqual({ section_a: { case_history: 4.25, externals: 7.5 }, section_b: { diagnosis: 3 } });
    expect(total('Section A (procedures) total')).toHaveTextContent('11.75 / 15');
    expect(total('Section B (review and planning) total')).toHaveTextContent('3 / 10');
    expect(total('Grand total')).toHaveTextContent('14.75 / 25');

    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Externals' }));
    expect(total('Section A (procedures) total')).toHaveTextContent('4.25 / 15');
  });

  it('follows the schema: an extra item and a changed maximum change the form and the totals', () => {
    const changed = rubric({
      case_history: score('Case History', 8),
      externals: score('Externals', 10),
      internals: score('Internals', 10),
    });
    const formData = { section_a: { case_history: 6, internals: 9.5 }, section_b: { management: 4 } };
    renderForm({ schema: changed, uiSchema, formData });
    expect(screen.getByRole('spinbutton', { name: 'Case History' })).toHaveAttribute('max', '8');
    expect(screen.getByRole('spinbutton', { name: 'Internals' })).toHaveValue(9.5);
    const sectionA = screen.getByRole('group', { name: 'Section A (procedures)' });
    expect(within(sectionA).getAllByRole('spinbutton')).toHaveLength(3);
    expect(total('Section A (procedures) total')).toHaveTextContent('15.5 / 28');
    expect(total('Grand total')).toHaveTextContent('19.5 / 38');
  });
});

describe('rubric field with the final-grading schema', () => {
  it('adds up to the specification: Section A 65, Section B 35, total 100', async () => {
    // The bundled form, as the app loads it (shared definitions copied in)
    const { form } = await import('virtual:form/final-grading');
    renderForm({ schema: form.schema, uiSchema: form.uiSchema });
    expect(screen.getAllByRole('spinbutton')).toHaveLength(14);
    expect(total('Section A (procedures) total')).toHaveTextContent('0 / 65');
    expect(total('Grand total')).toHaveTextContent('0 / 100');
    await userEvent.type(screen.getByRole('spinbutton', { name: /^Case History/ }), '4.5');
    expect(total('Grand total')).toHaveTextContent('4.5 / 100');
  });
});
