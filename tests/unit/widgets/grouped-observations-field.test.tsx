import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { externalCondition, externalsSchema, externalsUiSchema } from './support/externals-form';
import { renderForm } from './support/render-form';
import { fullCatalogue } from './support/reference-data';

const schema = externalsSchema;
const uiSchema = externalsUiSchema;
const condition = externalCondition;
const examinationConditions = [
  condition({ id: 1, name: 'Ptosis', options: ['Mild', 'Moderate', 'Severe'] }),
  condition({ id: 2, name: 'Blepharospasm', per_eye: false }),
  condition({ id: 3, name: 'Anterior blepharitis', subgroup: 'Margins' }),
  condition({ id: 4, name: 'Conjunctival redness', group_name: 'Conjunctiva', subgroup: 'Bulbar' }),
  condition({ id: 5, name: 'Cataract', type: 'internal', group_name: 'Lens', subgroup: 'Opacity' }),
];
const context = { referenceData: { examinationConditions } };

describe('groupedObservations field', () => {
  it('shows the main groups of its type collapsed, with no inputs mounted', () => {
    renderForm({ schema, uiSchema, context });
    const lids = screen.getByRole('button', { name: 'Lids' });
    expect(lids).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Conjunctiva' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Lens' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('opens and closes a group by click and by keyboard, showing subgroups and conditions', async () => {
    const user = userEvent.setup();
    renderForm({ schema, uiSchema, context });
    await user.click(screen.getByRole('button', { name: 'Lids' }));
    expect(screen.getByRole('button', { name: 'Lids' })).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: 'Lids' });
    expect(within(table).getByRole('columnheader', { name: 'Position' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Margins' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Ptosis' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Conjunctival redness' })).not.toBeInTheDocument();

    screen.getByRole('button', { name: 'Conjunctiva' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('rowheader', { name: 'Conjunctival redness' })).toBeInTheDocument();
    screen.getByRole('button', { name: 'Lids' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Lids' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: 'Lids' })).not.toBeInTheDocument();
  });

  it('emits an observation with its eye for a grading, option and notes; one set when not per eye', async () => {
    const { data } = renderForm({ schema, uiSchema, context });
    await userEvent.click(screen.getByRole('button', { name: 'Lids' }));
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Ptosis OS grading' })).getByRole('radio', { name: '2' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ptosis OD option' }), 'Severe');
    await userEvent.type(screen.getByRole('textbox', { name: 'Blepharospasm notes' }), 'on bright light');
    expect(screen.queryByRole('radiogroup', { name: 'Blepharospasm OD grading' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Anterior blepharitis OD option' })).not.toBeInTheDocument();

    expect(data().observations).toEqual([
      { condition: 1, affected_eye: 'OS', field_type: 'grading', value: '2' },
      { condition: 1, affected_eye: 'OD', field_type: 'dropdown', value: 'Severe' },
      { condition: 2, affected_eye: null, field_type: 'notes', value: 'on bright light' },
    ]);
  });

  it('keeps recorded values when a group is closed and opened again, and counts them while closed', async () => {
    const formData = { observations: [{ condition: 3, affected_eye: 'OD', field_type: 'grading', value: 'NA' }] };
    renderForm({ schema, uiSchema, context, formData });
    expect(screen.getByText('1 recorded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lids' }));
    expect(
      within(screen.getByRole('radiogroup', { name: 'Anterior blepharitis OD grading' })).getByRole('radio', { name: 'NA' }),
    ).toHaveAttribute('aria-checked', 'true');
  });

  it('shows a general note (no eye) of a per-eye condition on a row of its own, and clears it', async () => {
    const formData = {
      observations: [
        { condition: 1, affected_eye: 'OD', field_type: 'grading', value: '2' },
        { condition: 1, affected_eye: null, field_type: 'notes', value: 'Both lids, worse in the evening' },
      ],
    };
    const { data } = renderForm({ schema, uiSchema, context, formData });
    await userEvent.click(screen.getByRole('button', { name: 'Lids' }));
    expect(screen.getByRole('rowheader', { name: 'Ptosis (general)' })).toBeInTheDocument();
    const general = screen.getByRole('textbox', { name: 'Ptosis notes' });
    expect(general).toHaveValue('Both lids, worse in the evening');
    // Only where one was recorded: no general row for the other per-eye conditions.
    expect(screen.queryByRole('rowheader', { name: 'Anterior blepharitis (general)' })).not.toBeInTheDocument();
    await userEvent.clear(general);
    expect(data().observations).toEqual([{ condition: 1, affected_eye: 'OD', field_type: 'grading', value: '2' }]);
  });

  it('handles the full external catalogue: closed groups mount nothing, an open one only its own rows', async () => {
    const catalogue = fullCatalogue();
    const external = catalogue.filter((entry) => entry.type === 'external');
    expect(external.length).toBeGreaterThanOrEqual(120);
    const { data } = renderForm({ schema, uiSchema, context: { referenceData: { examinationConditions: catalogue } } });
    expect(screen.getAllByRole('button', { expanded: false }).map((button) => button.textContent)).toEqual([
      'Lids',
      'Lashes',
      'Conjunctiva',
      'Cornea',
      'Anterior chamber',
      'Iris',
      'Pupils',
    ]);
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cornea' }));
    const cornea = external.filter((entry) => entry.group_name === 'Cornea');
    const notes = cornea.reduce((count, entry) => count + (entry.per_eye ? 2 : 1), 0);
    expect(screen.getAllByRole('textbox')).toHaveLength(notes);
    expect(screen.getAllByRole('rowheader')).toHaveLength(cornea.length);

    const first = cornea[0]!;
    const input = screen.getByRole('textbox', { name: `${first.name} OD notes` });
    await userEvent.type(input, 'clear');
    expect(input).toHaveValue('clear');
    expect(data().observations).toEqual([{ condition: first.id, affected_eye: 'OD', field_type: 'notes', value: 'clear' }]);
  });
});
