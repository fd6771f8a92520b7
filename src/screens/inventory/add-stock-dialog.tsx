import './inventory.css';
import { useState } from 'react';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { form, validateFns } from 'virtual:form/stock-addition';
import { stockAdditionAdapter, type StockAdditionForm } from '../../api/adapters/stock-addition';
import { fieldErrorsOf } from '../../api/http-client';
import { addStock, type StockItem } from '../../api/inventory';
import { SchemaForm } from '../../engine';
import { formatApiError } from '../../lib/format-error';
import { useToast } from '../../ui/toast-context';

export interface AddStockTarget {
  category: string;
  item: StockItem;
}

interface Refusal {
  detail?: string;
  fields?: Record<string, string[]>;
}

/** A failed add: field messages of a 400 under their fields, anything else as one line above the form. */
function refusalOf(error: unknown): Refusal {
  const fields = fieldErrorsOf(error);
  return fields ? { fields } : { detail: formatApiError(error, 'Failed to add stock.') };
}

/**
 * The Add dialog of spec §2.13: main and sub category read-only, then the stock-addition form (quantity, optional
 * reason) through the form engine, Cancel and Add. Add posts a stock movement; on success a toast, `onAdded` (the
 * screen refreshes its figures) and the dialog closes; on failure it stays open with the server's message.
 */
export function AddStockDialog({ target, onClose, onAdded }: { target: AddStockTarget | null; onClose: () => void; onAdded: () => void }) {
  const toast = useToast();
  const [refusal, setRefusal] = useState<Refusal>({});
  const close = () => {
    setRefusal({});
    onClose();
  };
  const add = async (data: StockAdditionForm) => {
    if (!target) return;
    const payload = stockAdditionAdapter.toPayload({ ...data, item: target.item.id }, {});
    try {
      await addStock(payload);
    } catch (error) {
      setRefusal(refusalOf(error));
      throw error;
    }
    toast.success(`${payload.quantity} ${target.item.label} added.`);
    setRefusal({});
    onAdded();
    onClose();
  };
  return (
    <Dialog header="Add Inventory Item" visible={target !== null} onHide={close} closeOnEscape style={{ width: 'min(28rem, 92vw)' }}>
      <div className="add-stock-body">
        <div className="form-grid">
          <div className="field">
            <label htmlFor="stock-category">Main Category</label>
            <InputText id="stock-category" value={target?.category ?? ''} readOnly />
          </div>
          <div className="field">
            <label htmlFor="stock-sub-category">Sub Category</label>
            <InputText id="stock-sub-category" value={target?.item.label ?? ''} readOnly />
          </div>
        </div>
        {refusal.detail && (
          <p className="form-error" role="alert">
            {refusal.detail}
          </p>
        )}
        {target && (
          <SchemaForm<StockAdditionForm>
            key={target.item.id}
            hideTitle
            idPrefix="stock"
            form={form}
            validateFns={validateFns}
            formData={{ item: target.item.id }}
            liveValidate="onChange"
            submitLabel="Add"
            onBack={close}
            backLabel="Cancel"
            serverErrors={refusal.fields}
            onSubmit={add}
          />
        )}
      </div>
    </Dialog>
  );
}
