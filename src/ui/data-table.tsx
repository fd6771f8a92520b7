import type { ReactNode } from 'react';
import { tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';

/** The table features every list uses: the core row model only (paging is done by the lists themselves). */
export const listFeatures = tableFeatures({});
export type ListFeatures = typeof listFeatures;

/** A column of a list table. */
export type ListColumn<T extends RowData> = ColumnDef<ListFeatures, T>;

export interface DataTableProps<T extends RowData> {
  /** The table's accessible name. */
  label: string;
  columns: ListColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Shown in place of the rows when there are none (and nothing is loading). */
  emptyText: string;
  loading?: boolean;
  /** Text of the loading row. */
  loadingText?: string;
}

/** A column's header as text: each cell repeats it as its label when the rows show as cards. */
function headerText(header: unknown): string | undefined {
  return typeof header === 'string' ? header : undefined;
}

/**
 * A plain, accessible list table over @tanstack/react-table: a header row, one row per item, empty and loading rows.
 * Where the list is narrower than 40rem (app.css, container query on `.table-scroll`) each row shows as a card, every
 * cell as its column's label (`data-label`) and value; the markup, and so the table's roles and names, stay the same.
 */
export function DataTable<T extends RowData>({ label, columns, rows, rowKey, emptyText, loading, loadingText = 'Loading...' }: DataTableProps<T>) {
  const table = useTable({
    features: listFeatures,
    columns,
    data: rows as T[],
    getRowId: (row) => rowKey(row),
  });
  const width = columns.length;
  let body: ReactNode;
  if (loading && rows.length === 0) {
    body = (
      <tr>
        <td colSpan={width} className="table-note" role="status">
          <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {loadingText}
        </td>
      </tr>
    );
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={width} className="table-note">
          {emptyText}
        </td>
      </tr>
    );
  } else {
    body = table.getRowModel().rows.map((row) => (
      <tr key={row.id}>
        {row.getAllCells().map((cell) => (
          <td key={cell.id} data-label={headerText(cell.column.columnDef.header)}>
            <table.FlexRender cell={cell} />
          </td>
        ))}
      </tr>
    ));
  }
  return (
    <div className="table-scroll">
      <table className="simple-table" aria-label={label} aria-busy={loading || undefined}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}
