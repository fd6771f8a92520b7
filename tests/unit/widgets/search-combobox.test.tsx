import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchCombobox, type ComboGroup } from '../../../src/widgets/search-combobox';

// The combobox contract every picker relies on (conditions, diagnosis codes, medications), as a screen reader
// user meets it: the WAI-ARIA combobox pattern with focus kept in the search field.
const groups: ComboGroup[] = [
  { label: 'Anti-glaucoma', options: [{ value: '1', label: 'Timolol 0.5%', detail: '1 drop bd' }, { value: '2', label: 'Latanoprost' }] },
  { label: 'Lubricants', options: [{ value: '3', label: 'Carbomer gel' }] },
];
const renderCombobox = () => {
  const onPick = vi.fn<(option: { value: string }) => string | undefined>(() => undefined);
  render(<SearchCombobox id="med" label="Medication" groups={groups} onPick={onPick} />);
  return { onPick, search: screen.getByRole('combobox', { name: 'Medication' }) };
};
const highlighted = (search: HTMLElement) => document.getElementById(search.getAttribute('aria-activedescendant') ?? '');

describe('SearchCombobox', () => {
  it('announces the highlighted option while focus stays in the search (aria-activedescendant)', async () => {
    const { search } = renderCombobox();
    await userEvent.type(search, '{ArrowDown}');
    expect(search).toHaveAttribute('aria-expanded', 'true');
    expect(search).toHaveFocus();
    expect(highlighted(search)).toBe(screen.getByRole('option', { name: 'Timolol 0.5% 1 drop bd' }));
    expect(highlighted(search)).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(highlighted(search)).toBe(screen.getByRole('option', { name: 'Carbomer gel' }));
    expect(search).toHaveFocus();
  });

  it('shows the options inside groups named by their titles', async () => {
    const { search } = renderCombobox();
    await userEvent.click(search);
    const listbox = screen.getByRole('listbox', { name: 'Medication' });
    const names = within(listbox).getAllByRole('group').map((group) => group.getAttribute('aria-labelledby'));
    expect(names.map((id) => document.getElementById(id ?? '')?.textContent)).toEqual(['Anti-glaucoma', 'Lubricants']);
    const lubricants = within(listbox).getByRole('group', { name: 'Lubricants' });
    expect(within(lubricants).getAllByRole('option').map((option) => option.textContent)).toEqual(['Carbomer gel']);
  });

  it('Enter picks the highlighted option, Escape closes the list, and focus stays in the search', async () => {
    const { search, onPick } = renderCombobox();
    await userEvent.type(search, 'lat{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ value: '2' }));
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(search).toHaveAttribute('aria-expanded', 'false');
    expect(search).toHaveFocus();
  });
});

describe('SearchCombobox ranking', () => {
  it("lists whole-word matches before matches inside a word ('red': 'Red eye' before 'Blurred vision')", async () => {
    const groups: ComboGroup[] = [{ options: ['Blurred vision', 'Hereditary dystrophy', 'Red eye', 'Painful red eye'].map((label) => ({ value: label, label })) }];
    render(<SearchCombobox id="rank" label="Search" groups={groups} onPick={() => undefined} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Search' }), 'red');
    const names = within(screen.getByRole('listbox', { name: 'Search' })).getAllByRole('option').map((option) => option.textContent);
    expect(names).toEqual(['Red eye', 'Painful red eye', 'Blurred vision', 'Hereditary dystrophy']);
  });
});
