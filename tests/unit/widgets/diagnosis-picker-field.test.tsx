import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { renderForm } from './support/render-form';
import { diagnosisCodes } from './support/reference-data';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    final_diagnoses: {
      title: 'Final diagnoses',
      type: 'array',
      // The refusal of a code chosen twice is the schema's message: the widget holds no text of its own.
      errorMessage: { uniqueItems: 'Diagnosis already selected' },
      items: {
        type: 'object',
        required: ['code', 'management_plan'],
        properties: {
          code: { type: 'integer' },
          management_plan: { type: 'string', minLength: 1 },
          affected_eye: { type: 'string', enum: ['OD', 'OS', 'OU'] },
          notes: { type: 'string' },
          queries: { type: 'array', items: { type: 'object', properties: { query: { type: 'string' } } } },
        },
      },
    } as RJSFSchema,
  },
};
const uiSchema = { final_diagnoses: { 'ui:field': 'diagnosisPicker' } };
const context = { referenceData: { diagnosisCodes } };
const search = () => screen.getByRole('combobox', { name: 'Search diagnosis codes' });

describe('diagnosisPicker field', () => {
  it('searches the codes by code or name and adds the chosen one', async () => {
    const { data } = renderForm({ schema, uiSchema, context });
    await userEvent.type(search(), 'glauc');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'H40.11 — Primary open-angle glaucoma',
    ]);
    await userEvent.clear(search());
    await userEvent.type(search(), 'h52');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await userEvent.click(screen.getByRole('option', { name: 'H52.1 — Myopia' }));
    expect(screen.getByRole('group', { name: 'H52.1 — Myopia' })).toBeInTheDocument();
    expect(data().final_diagnoses).toEqual([{ code: 11, queries: [] }]);
  });

  it("refuses the same code twice with 'Diagnosis already selected'", async () => {
    const { data } = renderForm({ schema, uiSchema, context, formData: { final_diagnoses: [{ code: 10, queries: [] }] } });
    await userEvent.type(search(), 'H40.11');
    expect(screen.getByRole('option', { name: 'H40.11 — Primary open-angle glaucoma (already selected)' })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Diagnosis already selected');
    expect(screen.getAllByRole('group', { name: 'H40.11 — Primary open-angle glaucoma' })).toHaveLength(1);
    expect(data().final_diagnoses).toEqual([{ code: 10, queries: [] }]);
  });

  it('records the management plan, affected eye and notes of each diagnosis', async () => {
    const { data } = renderForm({ schema, uiSchema, context });
    await userEvent.type(search(), 'myopia{Enter}');
    const myopia = screen.getByRole('group', { name: 'H52.1 — Myopia' });
    const plan = within(myopia).getByRole('textbox', { name: /Management plan/ });
    expect(plan).toBeRequired();
    await userEvent.type(plan, 'Spectacles');
    await userEvent.click(within(within(myopia).getByRole('radiogroup', { name: 'Affected eye' })).getByRole('radio', { name: 'OU' }));
    await userEvent.type(within(myopia).getByRole('textbox', { name: 'Notes' }), 'Review in 1 year');
    expect(data().final_diagnoses).toEqual([
      { code: 11, queries: [], management_plan: 'Spectacles', affected_eye: 'OU', notes: 'Review in 1 year' },
    ]);
  });

  it("offers the item schema's eyes, labelled by their ui:enumNames, and requires one when the schema does", async () => {
    const items = { ...(schema.properties!.final_diagnoses as RJSFSchema).items as RJSFSchema, required: ['code', 'management_plan', 'affected_eye'] };
    const eyeRequired: RJSFSchema = { type: 'object', properties: { final_diagnoses: { ...(schema.properties!.final_diagnoses as RJSFSchema), items } } };
    const labelled = { final_diagnoses: { ...uiSchema.final_diagnoses, items: { affected_eye: { 'ui:enumNames': ['OD (right)', 'OS (left)', 'OU (both)'] } } } };
    renderForm({ schema: eyeRequired, uiSchema: labelled, context, formData: { final_diagnoses: [{ code: 11, queries: [] }] } });
    const eye = within(screen.getByRole('group', { name: 'H52.1 — Myopia' })).getByRole('radiogroup', { name: 'Affected eye' });
    expect(within(eye).getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['OD (right)', 'OS (left)', 'OU (both)']);
    expect(eye).toHaveAttribute('aria-required', 'true');
  });

  it('adds and removes queries, and removes a diagnosis', async () => {
    const formData = {
      final_diagnoses: [
        { code: 10, management_plan: 'Drops', queries: [] },
        { code: 11, management_plan: 'Glasses', queries: [] },
      ],
    };
    const { data } = renderForm({ schema, uiSchema, context, formData });
    const glaucoma = screen.getByRole('group', { name: 'H40.11 — Primary open-angle glaucoma' });
    const queries = within(glaucoma).getByRole('group', { name: 'Queries' });
    await userEvent.click(within(queries).getByRole('button', { name: 'Add query' }));
    await userEvent.type(within(queries).getByRole('textbox', { name: 'Query 1' }), 'Family history?');
    await userEvent.click(within(queries).getByRole('button', { name: 'Add query' }));
    await userEvent.type(within(queries).getByRole('textbox', { name: 'Query 2' }), 'IOP trend');
    expect(data().final_diagnoses).toEqual([
      { code: 10, management_plan: 'Drops', queries: [{ query: 'Family history?' }, { query: 'IOP trend' }] },
      { code: 11, management_plan: 'Glasses', queries: [] },
    ]);

    await userEvent.click(within(queries).getByRole('button', { name: 'Remove query 1' }));
    expect(within(queries).getByRole('textbox', { name: 'Query 1' })).toHaveValue('IOP trend');
    expect(within(queries).queryByRole('textbox', { name: 'Query 2' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove H52.1' }));
    expect(data().final_diagnoses).toEqual([{ code: 10, management_plan: 'Drops', queries: [{ query: 'IOP trend' }] }]);
    expect(screen.queryByRole('group', { name: 'H52.1 — Myopia' })).not.toBeInTheDocument();
  });

  it('shows the errors of a diagnosis under its inputs', async () => {
    renderForm({ schema, uiSchema, context, liveValidate: true });
    await userEvent.type(search(), 'myopia{Enter}');
    const plan = screen.getByRole('textbox', { name: /Management plan/ });
    expect(plan).toHaveAttribute('aria-invalid', 'true');
    expect(plan).toHaveAccessibleDescription(/required/);
    expect(screen.getByRole('radiogroup', { name: 'Affected eye' })).not.toHaveAttribute('aria-required');
  });
});
