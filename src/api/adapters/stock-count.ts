import { isRecord } from './helpers';
import type { AdapterContext, FormAdapter } from './types';

export interface StockCountForm {
  item?: number;
  counted?: number;
  reason?: string;
  [key: string]: unknown;
}

/** `POST /inventory/counts/`: the stock line's id, the quantity counted and why it differs (required). */
export interface StockCountPayload {
  item: number | null;
  counted: number | null;
  reason: string;
  [key: string]: unknown;
}

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

export const stockCountAdapter: FormAdapter<StockCountForm, StockCountPayload> = {
  toPayload(formData: StockCountForm, _context: AdapterContext): StockCountPayload {
    const data: Record<string, unknown> = isRecord(formData) ? formData : {};
    return {
      item: numberOrNull(data.item),
      counted: numberOrNull(data.counted),
      reason: typeof data.reason === 'string' ? data.reason.trim() : '',
    };
  },

  /** A body back as form data: nulls and a blank reason are left out (the schema answers what is missing). */
  fromResponse(body: unknown): StockCountForm {
    if (!isRecord(body)) return body as StockCountForm;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(body)) {
      if (value === null || value === '') continue;
      out[key] = value;
    }
    return out as StockCountForm;
  },
};
