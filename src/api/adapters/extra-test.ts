import { publicIdOfFileUrl } from '../../lib/file-links';
import shippedSchema from '../../../schemas/extra-test/schema.json';
import { carryFields, isBlank, isRecord, schemaOf, shownNames } from './helpers';
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
 * The extra test body. The file is not sent inline: it is uploaded first and the body names it by id. Every other
 * property of the schema is sent while it is shown (the tonometry members only for tonometry: their `shownWhen`).
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
  [field: string]: unknown;
}

/** The test whose readings the schema shows (`shownWhen`) and requires (`if`/`then`). */
export const TONOMETRY = 'Tonometry';
/** The members this adapter reshapes; every other property of the schema is carried as it is. */
const RESHAPED = new Set(['name', 'notes', 'file']);
/** Keys of a read answer that the form does not hold: the appointment is the route's; id and time are the record's. */
const READ_ONLY_KEYS = new Set(['appointment', 'id', 'saved_at', 'saved_by_name', 'average_marks']);

export const extraTestAdapter: FormAdapter<ExtraTestForm, ExtraTestPayload> = {
  toPayload(formData: ExtraTestForm, context: AdapterContext): ExtraTestPayload {
    const data: Record<string, unknown> = isRecord(formData) ? formData : {};
    const name = typeof data.name === 'string' && data.name !== '' ? data.name : null;
    const file = typeof data.file === 'number' || (typeof data.file === 'string' && data.file !== '') ? data.file : null;
    const schema = schemaOf(context, shippedSchema);
    return {
      name,
      notes: typeof data.notes === 'string' ? data.notes : '',
      appointment: context?.appointmentId ?? null,
      file,
      ...carryFields(data, shownNames(schema, data, RESHAPED)),
    };
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
