import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { form, validateFns } from 'virtual:form/oculo-medical-history';
import { SchemaForm } from '../../../src/engine';
import { eyeCareRegistry } from '../../../src/widgets/registry';
import { clinicalContext } from './support/reference-data';

const SAVE = { name: 'Save and Proceed' };

function renderFirstHistory() {
  const onSubmit = vi.fn();
  render(
    <SchemaForm
      registry={eyeCareRegistry}
      form={form}
      validateFns={validateFns}
      formData={{ first_history: true }}
      formContext={clinicalContext()}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe('Oculo-Medical History: one-click None / Nil / NKDA (ui:options data)', () => {
  it('a first history is complete with Nil, NKDA, None and None known, one click each', async () => {
    const onSubmit = renderFirstHistory();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Last eye examination' }), '3 - 6 months');
    await userEvent.click(screen.getByRole('button', { name: 'Nil (no medicines)' }));
    await userEvent.click(screen.getByRole('button', { name: 'NKDA (no known drug allergies)' }));
    await userEvent.click(screen.getByRole('button', { name: 'None (nothing of note)' }));
    await userEvent.click(screen.getByRole('button', { name: 'No significant medical history: Medical history' }));
    await userEvent.click(screen.getByRole('button', { name: 'None known: Ocular history' }));
    await userEvent.click(screen.getByRole('button', { name: 'None known: Family medical history' }));
    await userEvent.click(screen.getByRole('button', { name: 'None known: Family ocular history' }));
    await userEvent.click(screen.getByRole('button', SAVE));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const data = onSubmit.mock.calls[0]![0] as Record<string, unknown>;
    expect(data).toMatchObject({
      last_eye_examination: '3 - 6 months',
      drug_entries: [{ name: 'Nil' }],
      allergy_entries: [{ name: 'NKDA' }],
      social_entries: [{ name: 'None' }],
    });
    // Each "none" condition is recorded present by the one click.
    for (const list of ['medical_history', 'ocular_history', 'family_medical_history', 'family_ocular_history']) {
      expect(data[list]).toEqual([expect.objectContaining({ field_type: 'checkbox', value: 'true', affected_eye: null })]);
    }
  });

  it('a quick item is offered only while the list lacks it, and stays editable once added', async () => {
    renderFirstHistory();
    const allergies = screen.getByRole('region', { name: 'Allergies' });
    await userEvent.click(within(allergies).getByRole('button', { name: 'NKDA (no known drug allergies)' }));
    expect(within(allergies).queryByRole('button', { name: 'NKDA (no known drug allergies)' })).not.toBeInTheDocument();
    expect(within(allergies).getByDisplayValue('NKDA')).toBeEnabled();
    // Removing it offers it again.
    await userEvent.click(within(allergies).getByRole('button', { name: /Remove/ }));
    expect(within(allergies).getByRole('button', { name: 'NKDA (no known drug allergies)' })).toBeInTheDocument();
  });

  it("'3 - 6 months' is offered between '<3 months' and '6 months - 1 year'", () => {
    renderFirstHistory();
    const options = within(screen.getByRole('combobox', { name: 'Last eye examination' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options.slice(options.indexOf('<3 months'), options.indexOf('<3 months') + 3)).toEqual(['<3 months', '3 - 6 months', '6 months - 1 year']);
  });
});
