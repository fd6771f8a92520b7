import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { renderForm } from './support/render-form';
import { conditionDetail, conditions } from './support/reference-data';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    condition_details: {
      title: 'Conditions',
      type: 'array',
      items: conditionDetail,
      // The refusal of a condition chosen twice is the schema's message: the widget holds no text of its own.
      uniqueItems: true,
      errorMessage: { uniqueItems: 'This condition is already selected.' },
    } as RJSFSchema,
  },
};
const uiSchema = {
  condition_details: {
    'ui:field': 'conditionPicker',
    'ui:options': { categories: ['medical_history', 'ocular_history', 'on_direct_questioning'] },
  },
};
const context = { referenceData: { conditions } };
const search = () => screen.getByRole('combobox', { name: 'Add a condition' });
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('conditionPicker field', () => {
  it('lists the conditions of the chosen categories, grouped by category', async () => {
    renderForm({ schema, uiSchema, context });
    await userEvent.click(search());
    const listbox = screen.getByRole('listbox');
    const labelOf = (group: HTMLElement) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent;
    expect(within(listbox).getAllByRole('group').map(labelOf)).toEqual([
      'Medical history',
      'Ocular history',
      'On direct questioning',
    ]);
    expect(within(screen.getByRole('group', { name: 'Medical history' })).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Diabetes mellitus',
      'Hypertension',
    ]);
    expect(optionNames()).not.toContain('Glaucoma in family');
  });

  it('searches the labels ignoring case and says so when nothing matches', async () => {
    renderForm({ schema, uiSchema, context });
    await userEvent.type(search(), 'BLUR');
    expect(optionNames()).toEqual(['Blurred vision']);
    await userEvent.clear(search());
    await userEvent.type(search(), 'xyz');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByText('No options found.')).toBeVisible();
  });

  it('does not offer a chosen condition again, and refuses it when typed in full', async () => {
    renderForm({ schema, uiSchema, context });
    await userEvent.type(search(), 'hyper');
    await userEvent.click(screen.getByRole('option', { name: 'Hypertension' }));
    expect(screen.getByRole('group', { name: 'Hypertension' })).toBeInTheDocument();

    await userEvent.click(search());
    expect(optionNames()).not.toContain('Hypertension');
    expect(optionNames()).toContain('Diabetes mellitus');

    await userEvent.type(search(), 'hypertension{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('This condition is already selected.');
    expect(screen.getAllByRole('group', { name: 'Hypertension' })).toHaveLength(1);
  });

  it('chooses with the keyboard: ArrowDown then Enter', async () => {
    renderForm({ schema, uiSchema, context });
    await userEvent.type(search(), 'amb{ArrowDown}{Enter}');
    expect(screen.getByRole('group', { name: 'Amblyopia' })).toBeInTheDocument();
    expect(search()).toHaveValue('');
  });

  it('asks for the inputs of the definition, per eye where per_eye, and emits one detail per filled input', async () => {
    const { data } = renderForm({ schema, uiSchema, context });
    await userEvent.type(search(), 'diabetes{Enter}');
    const diabetes = screen.getByRole('group', { name: 'Diabetes mellitus' });
    expect(within(diabetes).getByRole('textbox', { name: 'Diabetes mellitus details' })).toHaveAttribute(
      'placeholder',
      'Duration, latest HbA1c',
    );
    expect(within(diabetes).getByRole('combobox', { name: 'Diabetes mellitus option' })).toBeInTheDocument();
    expect(within(diabetes).getByRole('textbox', { name: 'Diabetes mellitus notes' })).toBeInTheDocument();
    expect(within(diabetes).queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(data().condition_details).toBeUndefined();

    await userEvent.type(search(), 'blurred{Enter}');
    expect(screen.getByRole('group', { name: 'Blurred vision OD (right eye)' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Blurred vision OS (left eye)' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Diabetes mellitus option' }), 'Type 2');
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Blurred vision OS grading' })).getByRole('radio', { name: '4' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Blurred vision OD notes' }), 'worse at night');

    expect(data().condition_details).toEqual([
      { condition: 1, affected_eye: null, field_type: 'dropdown', value: 'Type 2' },
      { condition: 4, affected_eye: 'OS', field_type: 'grading', value: '4' },
      { condition: 4, affected_eye: 'OD', field_type: 'notes', value: 'worse at night' },
    ]);

    await userEvent.clear(screen.getByRole('textbox', { name: 'Blurred vision OD notes' }));
    expect(data().condition_details).toEqual([
      { condition: 1, affected_eye: null, field_type: 'dropdown', value: 'Type 2' },
      { condition: 4, affected_eye: 'OS', field_type: 'grading', value: '4' },
    ]);
  });

  it("records a checkbox as the strings 'true' and 'false'", async () => {
    const { data } = renderForm({ schema, uiSchema, context });
    await userEvent.type(search(), 'hypertension{Enter}');
    const present = screen.getByRole('checkbox', { name: 'Hypertension present' });
    await userEvent.click(present);
    expect(present).toBeChecked();
    expect(data().condition_details).toEqual([{ condition: 2, affected_eye: null, field_type: 'checkbox', value: 'true' }]);
    await userEvent.click(present);
    expect(data().condition_details).toEqual([{ condition: 2, affected_eye: null, field_type: 'checkbox', value: 'false' }]);
  });

  it('offers the conditions named in ui:options.quickPicks as one-click buttons while not chosen; one asking only "present" is recorded present', async () => {
    const picker = uiSchema.condition_details;
    const quick = { condition_details: { ...picker, 'ui:options': { ...picker['ui:options'], quickPicks: ['Hypertension'] } } };
    const { data } = renderForm({ schema, uiSchema: quick, context });
    await userEvent.click(screen.getByRole('button', { name: /^Hypertension/ }));
    expect(data().condition_details).toEqual([{ condition: 2, affected_eye: null, field_type: 'checkbox', value: 'true' }]);
    expect(screen.queryByRole('button', { name: /^Hypertension/ })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Hypertension present' })).toBeChecked();
  });

  it('a quick pick with other inputs is chosen, not recorded', async () => {
    const picker = uiSchema.condition_details;
    const quick = { condition_details: { ...picker, 'ui:options': { ...picker['ui:options'], quickPicks: ['Diabetes mellitus'] } } };
    const { data } = renderForm({ schema, uiSchema: quick, context });
    await userEvent.click(screen.getByRole('button', { name: /^Diabetes mellitus/ }));
    expect(screen.getByRole('group', { name: 'Diabetes mellitus' })).toBeInTheDocument();
    expect(data().condition_details ?? []).toEqual([]);
  });

  it('removes a condition with its details, and offers it again', async () => {
    const formData = {
      condition_details: [
        { condition: 3, affected_eye: 'OD', field_type: 'notes', value: 'patched as a child' },
        { condition: 2, affected_eye: null, field_type: 'checkbox', value: 'true' },
      ],
    };
    const { data } = renderForm({ schema, uiSchema, context, formData });
    expect(screen.getByRole('textbox', { name: 'Amblyopia OD notes' })).toHaveValue('patched as a child');
    expect(screen.getByRole('checkbox', { name: 'Hypertension present' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Amblyopia' }));
    expect(screen.queryByRole('group', { name: 'Amblyopia' })).not.toBeInTheDocument();
    expect(data().condition_details).toEqual([{ condition: 2, affected_eye: null, field_type: 'checkbox', value: 'true' }]);
    await userEvent.click(search());
    expect(optionNames()).toContain('Amblyopia');
  });
});
