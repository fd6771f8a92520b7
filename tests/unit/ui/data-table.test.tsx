import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type ListColumn } from '../../../src/ui/data-table';

interface Row {
  id: string;
  name: string;
}

const COLUMNS: ListColumn<Row>[] = [
  { id: 'name', header: 'Name', cell: ({ row }) => row.original.name },
  { id: 'actions', header: 'Actions', cell: ({ row }) => <button type="button">{`View ${row.original.name}`}</button> },
];

describe('DataTable', () => {
  it("labels every cell with its column's header, for the card layout of narrow lists", () => {
    render(<DataTable label="People" columns={COLUMNS} rows={[{ id: '1', name: 'Ama' }]} rowKey={(row) => row.id} emptyText="None." />);
    const table = screen.getByRole('table', { name: 'People' });
    const [, row] = within(table).getAllByRole('row');
    const cells = within(row!).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Name', 'Actions']);
    // The label is drawn by CSS only: the cell's text stays the value.
    expect(cells[0]).toHaveTextContent(/^Ama$/);
    expect(within(row!).getByRole('button', { name: 'View Ama' })).toBeInTheDocument();
  });

  it('shows the empty text in one unlabelled cell', () => {
    render(<DataTable label="People" columns={COLUMNS} rows={[]} rowKey={(row) => row.id} emptyText="None." />);
    const cell = screen.getByRole('cell', { name: 'None.' });
    expect(cell).not.toHaveAttribute('data-label');
  });
});
