import { useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Button } from 'primereact/button';
import { TabPanel, TabView } from 'primereact/tabview';
import { MOVEMENTS_PAGE_SIZE, type StockCategory, type StockMovement } from '../../api/inventory';
import { useInventoryItems, useStockMovements } from '../../api/use-inventory';
import { pageCount } from '../../lib/page-count';
import { DataTable, type ListColumn } from '../../ui/data-table';
import { Pager } from '../../ui/pager';
import { ReadError, ReadLoading } from '../../ui/read-state';
import { useCan } from '../../ui/role-gate';
import { AddStockDialog } from './add-stock-dialog';
import { CountStockDialog } from './count-stock-dialog';
import type { StockLineTarget } from './stock-line-dialog';
import { formatDateTime } from '../../lib/display-dates';

/** The low-stock mark: words, not colour alone. */
export function LowStockMark() {
  return <span className="status-badge status-badge--warning">Low stock</span>;
}

interface StockActions {
  canAdd: boolean;
  canCount: boolean;
  onAdd: (target: StockLineTarget) => void;
  onCount: (target: StockLineTarget) => void;
}

function StockTable({ category, actions }: { category: StockCategory; actions: StockActions }) {
  const { canAdd, canCount, onAdd, onCount } = actions;
  const hasActions = canAdd || canCount;
  return (
    <div className="table-scroll">
      <table className="simple-table">
        <caption className="sr-only">{category.label} stock</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Quantity</th>
            <th scope="col">Status</th>
            {hasActions && (
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {category.items.map((item) => (
            <tr key={item.id}>
              <td>
                <strong>{item.label}</strong>
              </td>
              <td data-label="Quantity">{item.quantity}</td>
              <td data-label="Status">{item.low_stock ? <LowStockMark /> : 'In stock'}</td>
              {hasActions && (
                <td className="cell-actions">
                  {canAdd && (
                    <Button
                      type="button"
                      icon="pi pi-plus"
                      label="Add"
                      size="small"
                      outlined
                      aria-label={`Add ${item.label}`}
                      onClick={() => onAdd({ category: category.label, item })}
                    />
                  )}
                  {canCount && (
                    <Button
                      type="button"
                      icon="pi pi-list-check"
                      label="Count"
                      size="small"
                      outlined
                      aria-label={`Count ${item.label}`}
                      onClick={() => onCount({ category: category.label, item })}
                    />
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function changeText(change: number): string {
  return change > 0 ? `+${change}` : String(change);
}

function kindText(movement: StockMovement): string {
  if (movement.kind === 'opening') return 'Opening stock';
  if (movement.kind === 'dispensed') return 'Dispensed';
  if (movement.kind === 'counted') return 'Stock count';
  return 'Added';
}

function RecentMovements() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useStockMovements(page);
  const columns = useMemo<ListColumn<StockMovement>[]>(
    () => [
      { id: 'at', header: 'When', cell: ({ row }) => <time dateTime={row.original.at}>{formatDateTime(row.original.at)}</time> },
      { id: 'item', header: 'Item', cell: ({ row }) => row.original.item_label },
      { id: 'kind', header: 'Movement', cell: ({ row }) => kindText(row.original) },
      { id: 'change', header: 'Quantity', cell: ({ row }) => changeText(row.original.change) },
      { id: 'after', header: 'Stock after', cell: ({ row }) => row.original.quantity_after },
      { id: 'who', header: 'Who', cell: ({ row }) => row.original.actor_name ?? '—' },
      { id: 'reason', header: 'Reason', cell: ({ row }) => row.original.reason ?? '—' },
    ],
    [],
  );
  return (
    <section aria-labelledby="movements-title">
      <h2 id="movements-title">Recent movements</h2>
      {error && <ReadError error={error} />}
      <DataTable
        label="Recent movements"
        columns={columns}
        rows={data?.results ?? []}
        rowKey={(m) => String(m.id)}
        emptyText="No stock movements yet."
        loading={isLoading}
      />
      <Pager label="Movements" page={page} totalPages={pageCount(data?.count ?? 0, MOVEMENTS_PAGE_SIZE)} onPage={setPage} />
    </section>
  );
}

/**
 * /inventory (spec §2.13, §9; issue 13): the stock of each category with its server-computed total, Medication and
 * Optics tabs, low-stock marks, the Add dialog (roles with `inventory.add`), the Record Stock Count dialog (roles with
 * `inventory.count`) and the recent movements.
 */
export function InventoryScreen() {
  const { data, error, isLoading } = useInventoryItems();
  const { mutate } = useSWRConfig();
  const canAdd = useCan('inventory.add');
  const canCount = useCan('inventory.count');
  const [target, setTarget] = useState<StockLineTarget | null>(null);
  const [countTarget, setCountTarget] = useState<StockLineTarget | null>(null);
  const actions: StockActions = { canAdd, canCount, onAdd: setTarget, onCount: setCountTarget };
  const categories = data?.categories ?? [];
  const refresh = () => void mutate((key) => typeof key === 'string' && key.startsWith('/inventory/'));
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">Inventory</h1>
      {error && <ReadError error={error} />}
      {isLoading && <ReadLoading text="Loading inventory..." />}
      {categories.length > 0 && (
        <>
          <ul className="stat-cards" aria-label="Inventory summary">
            {categories.map((category) => (
              <li key={category.key} className="stat-card">
                <span className="stat-label">{category.label}</span>
                <span className="stat-value">{category.total}</span>
                <span className="stat-detail">{category.items.map((item) => `${item.label} ${item.quantity}`).join(' · ')}</span>
                {category.low_stock_count > 0 && <span className="stat-detail">{category.low_stock_count} low on stock</span>}
              </li>
            ))}
          </ul>
          <TabView>
            {categories.map((category) => (
              <TabPanel key={category.key} header={category.label}>
                <StockTable category={category} actions={actions} />
              </TabPanel>
            ))}
          </TabView>
        </>
      )}
      <RecentMovements />
      {canAdd && <AddStockDialog target={target} onClose={() => setTarget(null)} onAdded={refresh} />}
      {canCount && <CountStockDialog target={countTarget} onClose={() => setCountTarget(null)} onCounted={refresh} />}
    </section>
  );
}
