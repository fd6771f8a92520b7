import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InventoryScreen } from '../../../../src/screens/inventory/inventory-screen';

describe('InventoryScreen', () => {
  it('shows the hard-coded totals of spec §9', () => {
    render(<InventoryScreen />);
    const summary = screen.getByRole('list', { name: 'Inventory summary' });
    const [medication, optics] = within(summary).getAllByRole('listitem');
    expect(medication).toHaveTextContent('Medication120Tablets 30 · Eye Drops 40 · Suspension 20 · Syrup 30');
    expect(optics).toHaveTextContent('Optics90Lens 40 · Frames 30 · Readers 20');
  });

  it('has Medication and Optics tabs', async () => {
    render(<InventoryScreen />);
    expect(screen.getByRole('tab', { name: 'Medication' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('row', { name: /Eye Drops 40/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Optics' }));
    expect(screen.getByRole('row', { name: /Frames 30/ })).toBeInTheDocument();
  });

  it('opens the Add dialog with read-only categories and a quantity; Add changes nothing', async () => {
    render(<InventoryScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Eye Drops' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Main Category')).toHaveValue('Medication');
    expect(within(dialog).getByLabelText('Main Category')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Sub Category')).toHaveValue('Eye Drops');
    expect(within(dialog).getByLabelText('Sub Category')).toHaveAttribute('readonly');
    await userEvent.type(within(dialog).getByLabelText('Quantity'), '5');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('row', { name: /Eye Drops 40/ })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Inventory summary' })).toHaveTextContent('Medication120');
  });
});
