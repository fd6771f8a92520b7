import { useState } from 'react';
import { Button } from 'primereact/button';
import { TabPanel, TabView } from 'primereact/tabview';
import { AddStockDialog, type AddStockTarget } from './add-stock-dialog';
import { INVENTORY, type StockCategory } from './inventory-figures';

function StockTable({ category, onAdd }: { category: StockCategory; onAdd: (target: AddStockTarget) => void }) {
  return (
    <table className="simple-table">
      <caption className="sr-only">{category.label} stock</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Quantity</th>
          <th scope="col">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {category.lines.map((line) => (
          <tr key={line.key}>
            <td>{line.label}</td>
            <td>{line.quantity}</td>
            <td className="cell-actions">
              <Button
                type="button"
                icon="pi pi-plus"
                label="Add"
                size="small"
                outlined
                aria-label={`Add ${line.label}`}
                onClick={() => onAdd({ category: category.label, subCategory: line.label })}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /inventory (spec §2.13, §9): demo counters, Medication and Optics tabs, and the Add dialog. */
export function InventoryScreen() {
  const [target, setTarget] = useState<AddStockTarget | null>(null);
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">Inventory</h1>
      <ul className="stat-cards" aria-label="Inventory summary">
        {INVENTORY.map((category) => (
          <li key={category.key} className="stat-card">
            <span className="stat-label">{category.label}</span>
            <span className="stat-value">{category.total}</span>
            <span className="stat-detail">
              {category.lines.map((line) => `${line.label} ${line.quantity}`).join(' · ')}
            </span>
          </li>
        ))}
      </ul>
      <TabView>
        {INVENTORY.map((category) => (
          <TabPanel key={category.key} header={category.label}>
            <StockTable category={category} onAdd={setTarget} />
          </TabPanel>
        ))}
      </TabView>
      <AddStockDialog target={target} onClose={() => setTarget(null)} />
    </section>
  );
}
