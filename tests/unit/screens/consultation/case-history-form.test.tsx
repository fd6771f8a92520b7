import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { form, validateFns } from 'virtual:form/case-history';
import { SchemaForm } from '../../../../src/engine';
import { eyeCareRegistry } from '../../../../src/widgets/registry';
import { conditions } from '../../widgets/support/reference-data';

const SAVE = { name: 'Save and Proceed' };
const NEEDED = 'Choose at least one condition to save the case history.';
const context = { referenceData: { conditions } };

function renderCaseHistory(formData?: unknown) {
  const onSubmit = vi.fn();
  render(<SchemaForm registry={eyeCareRegistry} form={form} validateFns={validateFns} formData={formData} formContext={context} onSubmit={onSubmit} />);
  return { onSubmit, search: () => screen.getByRole('combobox', { name: 'Add a condition' }) };
}

const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('case history (consultation §2, §5, §8)', () => {
  it('offers the conditions of its three categories, searched by label ignoring case', async () => {
    const { search } = renderCaseHistory();
    await userEvent.click(search());
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('group')).toHaveLength(3);
    expect(optionNames()).toEqual(['Diabetes mellitus', 'Hypertension', 'Amblyopia', 'Blurred vision']);
    await userEvent.type(search(), 'bLuR');
    expect(optionNames()).toEqual(['Blurred vision']);
    await userEvent.clear(search());
    await userEvent.type(search(), 'no such condition');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByText('No options found.')).toBeVisible();
  });

  it('says what is needed until a condition is chosen, then shows the save button, and saves', async () => {
    const { onSubmit, search } = renderCaseHistory();
    expect(screen.queryByRole('button', SAVE)).not.toBeInTheDocument();
    expect(screen.getByText(NEEDED)).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Chief complaint' }), 'Blurred vision when reading');
    await userEvent.type(search(), 'hyper');
    await userEvent.click(screen.getByRole('option', { name: 'Hypertension' }));
    // Chosen, nothing filled yet: the button shows, the line is gone.
    expect(await screen.findByRole('button', SAVE)).toBeVisible();
    expect(screen.queryByText(NEEDED)).not.toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('group', { name: 'Hypertension' })).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', SAVE));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      chief_complaint: 'Blurred vision when reading',
      condition_details: [{ condition: 2, field_type: 'checkbox', value: 'true' }],
    });
  });

  it("hides the save button again once the last chosen condition is removed", async () => {
    const { search } = renderCaseHistory();
    await userEvent.type(search(), 'amb');
    await userEvent.click(screen.getByRole('option', { name: 'Amblyopia' }));
    expect(await screen.findByRole('button', SAVE)).toBeVisible();
    await userEvent.click(within(screen.getByRole('group', { name: 'Amblyopia' })).getByRole('button', { name: 'Remove Amblyopia' }));
    await waitFor(() => expect(screen.queryByRole('button', SAVE)).not.toBeInTheDocument());
    expect(screen.getByText(NEEDED)).toBeVisible();
  });

  it("refuses a chosen condition with nothing filled: 'Please fill at least one condition field.'", async () => {
    const { onSubmit, search } = renderCaseHistory();
    await userEvent.type(screen.getByRole('textbox', { name: 'Chief complaint' }), 'Headache');
    await userEvent.type(search(), 'hyper');
    await userEvent.click(screen.getByRole('option', { name: 'Hypertension' }));
    await userEvent.click(await screen.findByRole('button', SAVE));
    expect((await screen.findAllByText('Please fill at least one condition field.')).length).toBeGreaterThan(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('does not offer a chosen condition again, and refuses it typed in full', async () => {
    const { search } = renderCaseHistory();
    await userEvent.type(search(), 'amb');
    await userEvent.click(screen.getByRole('option', { name: 'Amblyopia' }));
    await userEvent.click(search());
    expect(optionNames()).not.toContain('Amblyopia');
    await userEvent.type(search(), 'AMBLYOPIA{Enter}');
    expect(screen.getByText('This condition is already selected.')).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: 'Amblyopia' })).toHaveLength(1);
  });

  it("refuses a blank chief complaint: 'Chief complaint cannot be empty.'", async () => {
    const { onSubmit } = renderCaseHistory({
      chief_complaint: '   ',
      condition_details: [{ condition: 2, affected_eye: null, field_type: 'checkbox', value: 'true' }],
    });
    await userEvent.click(screen.getByRole('button', SAVE));
    expect((await screen.findAllByText('Chief complaint cannot be empty.')).length).toBeGreaterThan(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses conditions none of whose fields says anything: 'Please fill at least one condition field.'", async () => {
    const { onSubmit, search } = renderCaseHistory();
    await userEvent.type(screen.getByRole('textbox', { name: 'Chief complaint' }), 'Headache');
    await userEvent.type(search(), 'hyper');
    await userEvent.click(screen.getByRole('option', { name: 'Hypertension' }));
    const box = within(screen.getByRole('group', { name: 'Hypertension' })).getByRole('checkbox');
    await userEvent.click(box);
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', SAVE));
    expect((await screen.findAllByText('Please fill at least one condition field.')).length).toBeGreaterThan(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
