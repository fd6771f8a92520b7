import { publicIdOfFileUrl } from '../../lib/file-links';
import { isRecord, isBlank } from './helpers';
import type { AdapterContext, FormAdapter } from './types';

export interface ExtraTestForm {
  name?: string;
  notes?: string;
  /** The uploaded file's public id (the upload answers it before the test is saved); absent or null without a file. */
  file?: number | string | null;
  method?: string;
  iop_od?: number;
  iop_os?: number;
  recorded_at?: string;
  [key: string]: unknown;
}

/**
 * The extra test body. The file is not sent inline: it is uploaded first and the body names it by id. The tonometry
 * members are present only when the test is tonometry.
 */
export interface ExtraTestPayload {
  name: string | null;
  notes: string;
  appointment: number | null;
  file: number | string | null;
  method?: string | null;
  iop_od?: number | null;
  iop_os?: number | null;
  recorded_at?: string | null;
}

export const TONOMETRY = 'Tonometry';
/** Keys of a read answer that the form does not hold: the appointment is the route's; id and time are the record's. */
const READ_ONLY_KEYS = new Set(['appointment', 'id', 'saved_at', 'average_marks']);

export const extraTestAdapter: FormAdapter<ExtraTestForm, ExtraTestPayload> = {
  toPayload(formData: ExtraTestForm, context: AdapterContext): ExtraTestPayload {
    const data: Record<string, unknown> = isRecord(formData) ? formData : {};
    const name = typeof data.name === 'string' && data.name !== '' ? data.name : null;
    const file = typeof data.file === 'number' || (typeof data.file === 'string' && data.file !== '') ? data.file : null;
    const payload: ExtraTestPayload = {
      name,
      notes: typeof data.notes === 'string' ? data.notes : '',
      appointment: context?.appointmentId ?? null,
      file,
    };
    if (name === TONOMETRY) {
      payload.method = typeof data.method === 'string' && data.method !== '' ? data.method : null;
      payload.iop_od = typeof data.iop_od === 'number' ? data.iop_od : null;
      payload.iop_os = typeof data.iop_os === 'number' ? data.iop_os : null;
      payload.recorded_at = typeof data.recorded_at === 'string' && data.recorded_at !== '' ? data.recorded_at : null;
    }
    return payload;
  },

  /**
   * A listed test (or a body) as form data. A listed test names its file by the URL to read it at
   * (`…/api/files/{publicId}/`): the form keeps the public id, as after an upload.
   */
  fromResponse(body: unknown): ExtraTestForm {
    if (!isRecord(body)) return body as ExtraTestForm;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(body)) {
      if (READ_ONLY_KEYS.has(key) || isBlank(value)) continue;
      out[key] = key === 'file' && typeof value === 'string' ? (publicIdOfFileUrl(value) ?? value) : value;
    }
    return out as ExtraTestForm;
  },
};
