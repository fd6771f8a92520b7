import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { arrangeCatalogue, normalInputs } from '../../../src/widgets/observation-catalogue';
import { externalCondition, externalsSchema, externalsUiSchema } from './support/externals-form';
import { renderForm } from './support/render-form';
import { fullCatalogue } from './support/reference-data';

const schema = externalsSchema;
const uiSchema = externalsUiSchema;
const condition = externalCondition;
const examinationConditions = [
  condition({ id: 1, name: 'Normal position', normal: true }),
  condition({ id: 2, name: 'Ptosis', options: ['Mild', 'Moderate', 'Severe'] }),
  condition({ id: 3, name: 'Margins', subgroup: 'Margins', options: ['Regular', 'Notched'], normal: 'Regular' }),
  condition({ id: 4, name: 'Blink', subgroup: 'Margins', per_eye: false, normal: true }),
  condition({ id: 5, name: 'Conjunctival redness', group_name: 'Conjunctiva', subgroup: 'Bulbar' }),
];
const context = { referenceData: { examinationConditions } };

/** The 'All normal (OU)' button of a main group (a group named by the group's toggle), or null. */
const allNormal = (group: string) => within(screen.getByRole('group', { name: group })).queryByRole('button', { name: 'All normal (OU)' });

describe("the catalogue's normal findings", () => {
  it('are the inputs that record each normal finding: present for both eyes, the normal option, once when not per eye', () => {
    expect(normalInputs(examinationConditions[0]!)).toEqual([
      { slot: { condition: 1, eye: 'OD', fieldType: 'checkbox' }, value: 'true' },
      { slot: { condition: 1, eye: 'OS', fieldType: 'checkbox' }, value: 'true' },
    ]);
    expect(normalInputs(examinationConditions[2]!)).toEqual([
      { slot: { condition: 3, eye: 'OD', fieldType: 'dropdown' }, value: 'Regular' },
      { slot: { condition: 3, eye: 'OS', fieldType: 'dropdown' }, value: 'Regular' },
    ]);
    expect(normalInputs(examinationConditions[3]!)).toEqual([{ slot: { condition: 4, eye: null, fieldType: 'checkbox' }, value: 'true' }]);
    expect(normalInputs(examinationConditions[1]!)).toEqual([]);
    const [lids, conjunctiva] = arrangeCatalogue(examinationConditions, 'external');
    expect(lids!.normal.map((input) => input.slot.condition)).toEqual([1, 1, 3, 3, 4]);
    expect(conjunctiva!.normal).toEqual([]);
  });

  it('name a normal finding in every main group of the reference catalogue', () => {
    for (const type of ['external', 'internal'] as const) {
      for (const group of arrangeCatalogue(fullCatalogue(), type)) {
        expect(group.normal.length, `${type} ${group.name}`).toBeGreaterThan(0);
      }
    }
  });
});

describe("'All normal (OU)'", () => {
  it("is offered only on groups whose catalogue names a normal finding, and records the group's normal findings for both eyes", async () => {
    const { data } = renderForm({ schema, uiSchema, context });
    expect(allNormal('Conjunctiva')).toBeNull();
    // Named without the group's name: 'Lids' still names one button, the group's toggle.
    expect(screen.getAllByRole('button', { name: /Lids/ })).toHaveLength(1);
    await userEvent.click(allNormal('Lids')!);
    expect(data().observations).toEqual([
      { condition: 1, affected_eye: 'OD', field_type: 'checkbox', value: 'true' },
      { condition: 1, affected_eye: 'OS', field_type: 'checkbox', value: 'true' },
      { condition: 3, affected_eye: 'OD', field_type: 'dropdown', value: 'Regular' },
      { condition: 3, affected_eye: 'OS', field_type: 'dropdown', value: 'Regular' },
      { condition: 4, affected_eye: null, field_type: 'checkbox', value: 'true' },
    ]);
    // The group opens with the findings shown, and every other condition is editable for an exception.
    expect(screen.getByRole('button', { name: 'Lids' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('checkbox', { name: 'Normal position OD present' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Normal position OS present' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Margins OS option' })).toHaveValue('Regular');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Margins OS option' }), 'Notched');
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Ptosis OD grading' })).getByRole('radio', { name: '2' }));
    expect(data().observations).toContainEqual({ condition: 3, affected_eye: 'OS', field_type: 'dropdown', value: 'Notched' });
    expect(data().observations).toContainEqual({ condition: 2, affected_eye: 'OD', field_type: 'grading', value: '2' });
  });

  it('keeps what was recorded on other conditions', async () => {
    const formData = { observations: [{ condition: 2, affected_eye: 'OS', field_type: 'grading', value: '3' }] };
    const { data } = renderForm({ schema, uiSchema, context, formData });
    await userEvent.click(allNormal('Lids')!);
    expect(data().observations).toHaveLength(6);
    expect(data().observations).toContainEqual({ condition: 2, affected_eye: 'OS', field_type: 'grading', value: '3' });
  });

  it('is not offered when the form is read-only', () => {
    renderForm({ schema, uiSchema: { ...uiSchema, 'ui:readonly': true }, context });
    expect(screen.getByRole('button', { name: 'Lids' })).toBeInTheDocument();
    expect(allNormal('Lids')).toBeNull();
  });
});

describe('the grade legend', () => {
  it('shows what each grade means in an open group and describes every grading with it', async () => {
    renderForm({ schema, uiSchema, context });
    await userEvent.click(screen.getByRole('button', { name: 'Lids' }));
    const legend = screen.getByText('Grades:').parentElement!;
    expect(legend).toHaveTextContent('Grades: 1 Minimal · 2 Mild · 3 Moderate · 4 Marked · 5 Severe · NA Not applicable');
    expect(screen.getByRole('radiogroup', { name: 'Ptosis OD grading' })).toHaveAccessibleDescription(
      'Grades: 1 Minimal · 2 Mild · 3 Moderate · 4 Marked · 5 Severe · NA Not applicable',
    );
  });

  it('is shown under a grading widget with the meanings of its scale', () => {
    const gradingSchema: RJSFSchema = {
      type: 'object',
      properties: { redness: { title: 'Redness', type: 'string', enum: ['1', '2', '3', '4', '5', 'NA'] } },
    };
    renderForm({ schema: gradingSchema, uiSchema: { redness: { 'ui:widget': 'grading' } }, context: {} });
    const group = screen.getByRole('radiogroup', { name: 'Redness' });
    expect(group).toHaveAccessibleDescription('Grades: 1 Minimal · 2 Mild · 3 Moderate · 4 Marked · 5 Severe · NA Not applicable');
  });
});
