import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';

export interface AddStockTarget {
  category: string;
  subCategory: string;
}

/** The demo Add dialog: categories read-only, a quantity, Cancel and Add. Nothing is saved (spec §2.13). */
export function AddStockDialog({ target, onClose }: { target: AddStockTarget | null; onClose: () => void }) {
  const [quantity, setQuantity] = useState<number | null>(null);
  const close = () => {
    setQuantity(null);
    onClose();
  };
  const footer = (
    <div className="dialog-actions">
      <Button type="button" label="Cancel" severity="secondary" outlined onClick={close} />
      {/* Demo only: the spec's form saves nothing and changes no figure. */}
      <Button type="button" label="Add" onClick={close} />
    </div>
  );
  return (
    <Dialog header="Add Inventory Item" visible={target !== null} onHide={close} footer={footer} style={{ width: 'min(28rem, 92vw)' }}>
      <div className="form-grid">
        <div className="field">
          <label htmlFor="stock-category">Main Category</label>
          <InputText id="stock-category" value={target?.category ?? ''} readOnly />
        </div>
        <div className="field">
          <label htmlFor="stock-sub-category">Sub Category</label>
          <InputText id="stock-sub-category" value={target?.subCategory ?? ''} readOnly />
        </div>
        <div className="field">
          <label htmlFor="stock-quantity">Quantity</label>
          <InputNumber inputId="stock-quantity" value={quantity} onValueChange={(e) => setQuantity(e.value ?? null)} min={0} useGrouping={false} />
        </div>
      </div>
    </Dialog>
  );
}
