import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import managementUi from '../../../schemas/management/ui.json';
import savedRefraction from '../../../schemas/refraction/fixtures/valid-full.json';
import { fillActions, filledValues, valueAt, type FillAction } from '../../../src/engine/core/fill-from';
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
