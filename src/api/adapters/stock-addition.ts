import { isRecord } from './helpers';
import type { AdapterContext, FormAdapter } from './types';

export interface StockAdditionForm {
  item?: number;
  quantity?: number;
  reason?: string;
  [key: string]: unknown;
}

/** `POST /inventory/movements/`: the stock line's id, how many were added and why (optional). */
export interface StockAdditionPayload {
  item: number | null;
  quantity: number | null;
  reason: string;
  [key: string]: unknown;
}

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

export const stockAdditionAdapter: FormAdapter<StockAdditionForm, StockAdditionPayload> = {
  toPayload(formData: StockAdditionForm, _context: AdapterContext): StockAdditionPayload {
    const data: Record<string, unknown> = isRecord(formData) ? formData : {};
    return {
      item: numberOrNull(data.item),
      quantity: numberOrNull(data.quantity),
      reason: typeof data.reason === 'string' ? data.reason.trim() : '',
    };
  },

  /** A body back as form data: nulls and a blank reason are left out (the schema answers what is missing). */
  fromResponse(body: unknown): StockAdditionForm {
    if (!isRecord(body)) return body as StockAdditionForm;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(body)) {
      if (value === null || value === '') continue;
      out[key] = value;
    }
    return out as StockAdditionForm;
  },
};
