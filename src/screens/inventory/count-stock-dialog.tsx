import { form, validateFns } from 'virtual:form/stock-count';
import { schemaAdapter } from '../../api/adapters/schema-adapter';
import { countStock } from '../../api/inventory';
import { StockLineDialog, type StockLineTarget } from './stock-line-dialog';

type StockCountForm = { item?: number } & Record<string, unknown>;

const adapter = schemaAdapter(form.schema, []);

/** '−2', '+5' or 'no change': the difference a count made, with a true minus sign. */
export function countChangeText(change: number): string {
  if (change === 0) return 'no change';
  return change > 0 ? `+${change}` : `\u2212${-change}`;
}

/**
 * Record Stock Count: main and sub category read-only, then the stock-count form (counted quantity, required reason),
 * Cancel and Save Count. The line is set to the count; on success a toast '<line> counted: <n> (<change>).'.
 */
export function CountStockDialog({ target, onClose, onCounted }: { target: StockLineTarget | null; onClose: () => void; onCounted: () => void }) {
  const send = async (data: StockCountForm, line: StockLineTarget) => {
    const movement = await countStock(adapter.toPayload(data, {}));
    return `${line.item.label} counted: ${movement.quantity_after} (${countChangeText(movement.change)}).`;
  };
  return (
    <StockLineDialog<StockCountForm>
      target={target}
      onClose={onClose}
      onDone={onCounted}
      header="Record Stock Count"
      form={form}
      validateFns={validateFns}
      idPrefix="count"
      submitLabel="Save Count"
      failure="Failed to record the count."
      send={send}
    />
  );
}
