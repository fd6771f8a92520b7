import { form, validateFns } from 'virtual:form/stock-addition';
import { stockAdditionAdapter, type StockAdditionForm } from '../../api/adapters/stock-addition';
import { addStock } from '../../api/inventory';
import { StockLineDialog, type StockLineTarget } from './stock-line-dialog';

export type AddStockTarget = StockLineTarget;

/**
 * The Add dialog of spec §2.13: main and sub category read-only, then the stock-addition form (quantity, optional
 * reason), Cancel and Add. Add posts a stock movement; on success a toast '<n> <line> added.'.
 */
export function AddStockDialog({ target, onClose, onAdded }: { target: AddStockTarget | null; onClose: () => void; onAdded: () => void }) {
  const send = async (data: StockAdditionForm, line: StockLineTarget) => {
    const payload = stockAdditionAdapter.toPayload(data, {});
    await addStock(payload);
    return `${payload.quantity} ${line.item.label} added.`;
  };
  return (
    <StockLineDialog<StockAdditionForm>
      target={target}
      onClose={onClose}
      onDone={onAdded}
      header="Add Inventory Item"
      form={form}
      validateFns={validateFns}
      idPrefix="stock"
      submitLabel="Add"
      failure="Failed to add stock."
      send={send}
    />
  );
}
