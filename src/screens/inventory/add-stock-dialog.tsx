import { form, validateFns } from 'virtual:form/stock-addition';
import { schemaAdapter } from '../../api/adapters/schema-adapter';
import { addStock } from '../../api/inventory';
import { StockLineDialog, type StockLineTarget } from './stock-line-dialog';

export type AddStockTarget = StockLineTarget;

/** The form data the dialog reads: the line and the quantity (the toast names them). */
type StockAdditionForm = { item?: number; quantity?: number } & Record<string, unknown>;

const adapter = schemaAdapter(form.schema, []);

/**
 * The Add dialog of spec §2.13: main and sub category read-only, then the stock-addition form (quantity, optional
 * reason), Cancel and Add. Add posts a stock movement; on success a toast '<n> <line> added.'.
 */
export function AddStockDialog({ target, onClose, onAdded }: { target: AddStockTarget | null; onClose: () => void; onAdded: () => void }) {
  const send = async (data: StockAdditionForm, line: StockLineTarget) => {
    await addStock(adapter.toPayload(data, {}));
    return `${data.quantity} ${line.item.label} added.`;
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
