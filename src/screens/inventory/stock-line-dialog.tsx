import './inventory.css';
import { useState } from 'react';
import { AppDialog } from '../../ui/app-dialog';
import { InputText } from 'primereact/inputtext';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { fieldErrorsOf } from '../../api/http-client';
import type { StockItem } from '../../api/inventory';
import { SchemaForm } from '../../engine';
import type { FormDefinition } from '../../engine/core/form-definition';
import { formatApiError } from '../../lib/format-error';
import { useToast } from '../../ui/toast-context';

/** The stock line a dialog acts on, with its category's label. */
export interface StockLineTarget {
  category: string;
  item: StockItem;
}

interface Refusal {
  detail?: string;
  fields?: Record<string, string[]>;
}

export interface StockLineDialogProps<T extends { item?: number }> {
  target: StockLineTarget | null;
  onClose: () => void;
  /** After a success: the screen refreshes its figures. */
  onDone: () => void;
  header: string;
  /** The form (from `virtual:form/<id>`) and its validators: the line's id is its hidden `item`. */
  form: FormDefinition;
  validateFns: ValidatorFunctions;
  idPrefix: string;
  submitLabel: string;
  /** The message of a failure that is neither a 400 with field messages nor a server detail. */
  failure: string;
  /** Posts the form data (with the line's id); answers the success toast's text. */
  send: (data: T, target: StockLineTarget) => Promise<string>;
}

/** A failed post: field messages of a 400 under their fields, anything else as one line above the form. */
function refusalOf(error: unknown, failure: string): Refusal {
  const fields = fieldErrorsOf(error);
  return fields ? { fields } : { detail: formatApiError(error, failure) };
}

/**
 * A dialog acting on one stock line (Add, Count): main and sub category read-only, then the given form through the
 * form engine, Cancel and the submit button. On success a toast, `onDone` and the dialog closes; on failure it stays
 * open with the server's messages.
 */
export function StockLineDialog<T extends { item?: number }>(props: StockLineDialogProps<T>) {
  const { target, onClose, onDone, header, form, validateFns, idPrefix, submitLabel, failure, send } = props;
  const toast = useToast();
  const [refusal, setRefusal] = useState<Refusal>({});
  const close = () => {
    setRefusal({});
    onClose();
  };
  const submit = async (data: T) => {
    if (!target) return;
    let message: string;
    try {
      message = await send({ ...data, item: target.item.id }, target);
    } catch (error) {
      setRefusal(refusalOf(error, failure));
      throw error;
    }
    toast.success(message);
    setRefusal({});
    onDone();
    onClose();
  };
  return (
    <AppDialog header={header} visible={target !== null} onHide={close} closeOnEscape style={{ width: 'min(28rem, 92vw)' }}>
      <div className="add-stock-body">
        <div className="form-grid">
          <div className="field">
            <label htmlFor={`${idPrefix}-category`}>Main Category</label>
            <InputText id={`${idPrefix}-category`} value={target?.category ?? ''} readOnly />
          </div>
          <div className="field">
            <label htmlFor={`${idPrefix}-sub-category`}>Sub Category</label>
            <InputText id={`${idPrefix}-sub-category`} value={target?.item.label ?? ''} readOnly />
          </div>
        </div>
        {refusal.detail && (
          <p className="form-error" role="alert">
            {refusal.detail}
          </p>
        )}
        {target && (
          <SchemaForm<T>
            key={target.item.id}
            hideTitle
            idPrefix={idPrefix}
            form={form}
            validateFns={validateFns}
            formData={{ item: target.item.id } as T}
            liveValidate="onChange"
            submitLabel={submitLabel}
            onBack={close}
            backLabel="Cancel"
            serverErrors={refusal.fields}
            onSubmit={submit}
          />
        )}
      </div>
    </AppDialog>
  );
}
