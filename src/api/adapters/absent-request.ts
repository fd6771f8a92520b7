import { isRecord } from './helpers';
import type { AdapterContext, FormAdapter } from './types';

export interface AbsentRequestForm {
  from_date?: string;
  to_date?: string;
  reason?: string;
  [key: string]: unknown;
}

/** `POST /absences/absent-requests/`. */
export interface AbsentRequestPayload {
  from_date: string | null;
  to_date: string | null;
  reason: string;
}

/** Members of a listed request that a new request does not have; the server sets them. */
const READ_ONLY_KEYS = new Set(['id', 'status', 'actioned_by', 'actioned_at']);

const dateOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export const absentRequestAdapter: FormAdapter<AbsentRequestForm, AbsentRequestPayload> = {
  toPayload(formData: AbsentRequestForm, _context: AdapterContext): AbsentRequestPayload {
    const data: Record<string, unknown> = isRecord(formData) ? formData : {};
    return {
      from_date: dateOrNull(data.from_date),
      to_date: dateOrNull(data.to_date),
      reason: typeof data.reason === 'string' ? data.reason : '',
    };
  },

  /** A request back as form data: the members only a listed request has (id, status, who actioned it) are dropped. */
  fromResponse(body: unknown): AbsentRequestForm {
    if (!isRecord(body)) return body as AbsentRequestForm;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(body)) {
      if (READ_ONLY_KEYS.has(key) || value === null || value === '') continue;
      out[key] = value;
    }
    return out as AbsentRequestForm;
  },
};
