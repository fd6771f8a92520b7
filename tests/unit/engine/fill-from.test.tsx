import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import managementUi from '../../../schemas/management/ui.json';
import refractionUi from '../../../schemas/refraction/ui.json';
import savedRefraction from '../../../schemas/refraction/fixtures/valid-full.json';
import { filledMembers, fillActions, filledValues, indexPath, valueAt, withValueAt, type FillAction } from '../../../src/engine/core/fill-from';
import { SchemaForm } from '../../../src/engine/schema-form';
import { eyeCareRegistry } from '../../../src/widgets/registry';
import { loadCatalogueForm } from '../forms/support/form-cases';
import { clinicalContext } from '../forms/support/reference-data';

// Issue 22, item 4: 'Use subjective refraction' fills the management Rx. Which value fills which field is data (the
// form's `ui:options.fillFrom`), read by one engine helper.
const action: FillAction = {
  label: 'Copy',
  form: 'other',
  before: 'a',
  none: 'Nothing saved.',
  values: { a: 'rows[eye=OD]/sph', b: 'rows[eye=OS]/sph', c: 'plain/value' },
};

describe('fillFrom: the values a form takes from another form', () => {
  it('reads a path of members and list items chosen by a member', () => {
    const data = { rows: [{ eye: 'OS', sph: '-1.00' }, { eye: 'OD', sph: '+2.00' }], plain: { value: 3 } };
    expect(valueAt(data, 'rows[eye=OD]/sph')).toBe('+2.00');
    expect(valueAt(data, 'rows[eye=OS]/sph')).toBe('-1.00');
    expect(valueAt(data, 'plain/value')).toBe(3);
    expect(valueAt(data, 'rows[eye=OU]/sph')).toBeUndefined();
    expect(valueAt(data, 'plain/value/deeper')).toBeUndefined();
    expect(valueAt(null, 'plain')).toBeUndefined();
  });

  it('answers every field it names (undefined empties one with no value), or null when the other form has nothing', () => {
    expect(filledValues(action, { rows: [{ eye: 'OD', sph: '+2.00' }] })).toEqual([
      { field: 'a', value: '+2.00' },
      { field: 'b', value: undefined },
      { field: 'c', value: undefined },
    ]);
    expect(filledValues(action, null)).toBeNull();
    expect(filledValues(action, { rows: [{ eye: 'OD', sph: '' }] })).toBeNull();
  });

  it('sets a value at a path, adding the list item it names, copying only along the path', () => {
    const data = { rows: [{ eye: 'OD', sph: '+1.00', va: '6/6' }], kept: { a: 1 } };
    const next = withValueAt(data, 'rows[eye=OD]/sph', '-2.00');
    expect(next).toEqual({ rows: [{ eye: 'OD', sph: '-2.00', va: '6/6' }], kept: { a: 1 } });
    expect(next.kept).toBe(data.kept);
    expect(data.rows[0]!.sph).toBe('+1.00');
    expect(withValueAt(data, 'rows[eye=OS]/sph', '-1.00').rows).toEqual([data.rows[0], { eye: 'OS', sph: '-1.00' }]);
    expect(withValueAt(data, 'rows[eye=OD]/va', undefined).rows).toEqual([{ eye: 'OD', sph: '+1.00' }]);
    expect(withValueAt(undefined, 'plain', 2)).toEqual({ plain: 2 });
  });

  it('gives each member once with every value set in it, and the position of a list item for its field id', () => {
    const object = { rows: [{ eye: 'OS' }, { eye: 'OD', va: '6/9' }], other: 'x' };
    const members = filledMembers(object, [
      { field: 'rows[eye=OD]/sph', value: '+1.00' },
      { field: 'rows[eye=OS]/sph', value: '-1.00' },
      { field: 'plain', value: 3 },
    ]);
    expect(members).toEqual([
      { member: 'rows', value: [{ eye: 'OS', sph: '-1.00' }, { eye: 'OD', va: '6/9', sph: '+1.00' }] },
      { member: 'plain', value: 3 },
    ]);
    expect(indexPath({ rows: members[0]!.value }, 'rows[eye=OD]/sph')).toEqual(['rows', 1, 'sph']);
    expect(indexPath({ rows: [] }, 'rows[eye=OD]/sph')).toBeUndefined();
  });

  it('refuses a malformed fillFrom option and reads none as no action', () => {
    expect(fillActions(undefined)).toEqual([]);
    expect(() => fillActions([{ label: 'Copy', form: 'other' }])).toThrow(/fillFrom/);
    expect(() => fillActions({ ...action })).toThrow(/fillFrom/);
  });

  it("management's annotation fills the spectacle Rx from the subjective refraction's rows, eye by eye", () => {
    const [subjective] = fillActions(managementUi['ui:options'].fillFrom);
    expect(subjective).toMatchObject({ label: 'Use subjective refraction', form: 'refraction', before: 'od_sph' });
    expect(Object.fromEntries(filledValues(subjective!, savedRefraction)!.map(({ field, value }) => [field, value]))).toEqual({
      od_sph: '+1.00',
      os_sph: '-2.00',
      od_cyl: '-0.50',
      os_cyl: '-1.25',
      od_axis: '85',
      os_axis: '0',
      od_add: '+1.50',
      os_add: '+1.50',
    });
  });
});

describe("a fill from the form's own data (Refraction's 'Start subjective from objective' and 'Start cycloplegic from objective')", () => {
  const objective = [
    { eye: 'OD', sph: '-1.50', cyl: '-0.50', axis: '90', va_6m: '6/9' },
    { eye: 'OS', sph: '-1.25' },
  ];

  it("names no other form: the subjective and the cycloplegic rows' SPH, CYL and AXIS from the objective rows", () => {
    const actions = fillActions(refractionUi['ui:options'].fillFrom);
    expect(actions.map(({ label, before, form }) => ({ label, before, form }))).toEqual([
      { label: 'Start subjective from objective', before: 'subjective', form: undefined },
      { label: 'Start cycloplegic from objective', before: 'cycloplegic', form: undefined },
    ]);
    expect(filledValues(actions[1]!, { objective })).toEqual([
      { field: 'cycloplegic[eye=OD]/sph', value: '-1.50' },
      { field: 'cycloplegic[eye=OD]/cyl', value: '-0.50' },
      { field: 'cycloplegic[eye=OD]/axis', value: '90' },
      { field: 'cycloplegic[eye=OS]/sph', value: '-1.25' },
      { field: 'cycloplegic[eye=OS]/cyl', value: undefined },
      { field: 'cycloplegic[eye=OS]/axis', value: undefined },
    ]);
  });

  async function renderRefraction(formData: Record<string, unknown>) {
    const { form, validateFns } = await loadCatalogueForm('refraction');
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(
      <SchemaForm form={form} validateFns={validateFns} formData={formData} formContext={clinicalContext()} onSubmit={onSubmit} registry={eyeCareRegistry} />,
    );
    return { user, onSubmit };
  }

  it('starts the subjective rows from the objective as it stands, keeps their other cells, and they are saved as typed', async () => {
    const { user, onSubmit } = await renderRefraction({
      objective_method: 'Retinoscopy',
      objective,
      subjective: [{ eye: 'OD', sph: '+4.00', add: '+1.00' }, { eye: 'OS', cyl: '-3.00', axis: '10' }],
    });
    await user.click(await screen.findByRole('button', { name: 'Start subjective from objective' }));
    const subjective = screen.getByRole('table', { name: 'Subjective refraction' });
    const cell = (name: string) => within(subjective).getByRole('textbox', { name });
    await waitFor(() => expect(cell('OD SPH')).toHaveValue('-1.50'));
    expect(cell('OD SPH')).toHaveFocus();
    expect(cell('OD CYL')).toHaveValue('-0.50');
    expect(cell('OD AXIS')).toHaveValue('90');
    expect(cell('OD VA')).toHaveValue('');
    expect(cell('OD ADD')).toHaveValue('+1.00');
    expect(cell('OS SPH')).toHaveValue('-1.25');
    expect(cell('OS CYL')).toHaveValue('');
    expect(cell('OS AXIS')).toHaveValue('');
    await user.type(cell('OS VA'), '6/6');
    await user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].subjective).toEqual([
      { eye: 'OD', sph: '-1.50', cyl: '-0.50', axis: '90', add: '+1.00' },
      { eye: 'OS', sph: '-1.25', va_6m: '6/6' },
    ]);
  });

  it('adds the cycloplegic refraction started from the objective one, both eyes', async () => {
    const { user, onSubmit } = await renderRefraction({ objective_method: 'Retinoscopy', objective, subjective: objective, cycloplegic: [] });
    expect(screen.queryByRole('table', { name: 'Cycloplegic refraction' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Start cycloplegic from objective' }));
    const cycloplegic = await screen.findByRole('table', { name: 'Cycloplegic refraction' });
    expect(screen.getByRole('checkbox', { name: 'Add cycloplegic refraction' })).toBeChecked();
    await waitFor(() => expect(within(cycloplegic).getByRole('textbox', { name: 'OD SPH' })).toHaveFocus());
    await user.clear(within(cycloplegic).getByRole('textbox', { name: 'OD SPH' }));
    await user.type(within(cycloplegic).getByRole('textbox', { name: 'OD SPH' }), '-1.25');
    await user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].cycloplegic).toEqual([
      { eye: 'OD', sph: '-1.25', cyl: '-0.50', axis: '90' },
      { eye: 'OS', sph: '-1.25' },
    ]);
  });

  it('says so while the objective refraction is empty, and changes nothing', async () => {
    const { user } = await renderRefraction({ subjective: [{ eye: 'OD', sph: '+4.00' }, { eye: 'OS' }] });
    const button = await screen.findByRole('button', { name: 'Start subjective from objective' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAccessibleDescription(/^Enter the objective refraction first: .* start the subjective refraction\.$/));
    expect(within(screen.getByRole('table', { name: 'Subjective refraction' })).getByRole('textbox', { name: 'OD SPH' })).toHaveValue('+4.00');
  });
});

describe("the fill button in a form ('Use subjective refraction' on Management)", () => {
  async function renderManagement(readSavedForm: (formId: string) => Promise<unknown>) {
    const { form, validateFns } = await loadCatalogueForm('management');
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(
      <SchemaForm
        form={form}
        validateFns={validateFns}
        formData={{ refractive_correction: true, type_of_refractive_correction: 'Spectacles', od_add: '+3.00' }}
        formContext={{ ...clinicalContext(), readSavedForm }}
        onSubmit={onSubmit}
        registry={eyeCareRegistry}
      />,
    );
    return { user, onSubmit };
  }

  it('fills the eight values in one click, puts the focus on the first, and they are saved as typed', async () => {
    const readSavedForm = vi.fn(async () => savedRefraction);
    const { user, onSubmit } = await renderManagement(readSavedForm);
    await user.click(await screen.findByRole('button', { name: 'Use subjective refraction' }));
    const sphOd = screen.getByRole('textbox', { name: /SPH OD/ });
    await waitFor(() => expect(sphOd).toHaveValue('+1.00'));
    expect(readSavedForm).toHaveBeenCalledWith('refraction');
    expect(sphOd).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /AXIS OS/ })).toHaveValue('0');
    await user.clear(screen.getByRole('textbox', { name: /ADD OS/ }));
    await user.type(screen.getByRole('textbox', { name: /ADD OS/ }), '+1.75');
    await user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      od_sph: '+1.00',
      os_sph: '-2.00',
      od_cyl: '-0.50',
      os_cyl: '-1.25',
      od_axis: '85',
      os_axis: '0',
      od_add: '+1.50',
      os_add: '+1.75',
    });
  });

  it('says so when no subjective refraction is saved, and changes nothing', async () => {
    const { user } = await renderManagement(async () => null);
    const button = await screen.findByRole('button', { name: 'Use subjective refraction' });
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('No subjective refraction is saved for this appointment');
    expect(button).toHaveAccessibleDescription(/No subjective refraction is saved/);
    expect(screen.getByRole('textbox', { name: /ADD OD/ })).toHaveValue('+3.00');
    expect(screen.getByRole('textbox', { name: /SPH OD/ })).toHaveValue('');
  });
});
