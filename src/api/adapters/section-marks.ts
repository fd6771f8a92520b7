import { isRecord } from './helpers';
import type { AdapterContext, FormAdapter } from './types';

export interface SectionMarksForm {
  marks?: number;
  remarks?: string;
  [key: string]: unknown;
}

export interface SectionMarksPayload {
  marks: number | null;
  remarks: string;
}

/** Keys of a read answer that the form does not hold: the section's average is shown, not entered. */
const READ_ONLY_KEYS = new Set(['appointment', 'id', 'saved_at', 'average_marks']);

export const sectionMarksAdapter: FormAdapter<SectionMarksForm, SectionMarksPayload> = {
  toPayload(formData: SectionMarksForm, _context: AdapterContext): SectionMarksPayload {
    const data: Record<string, unknown> = isRecord(formData) ? formData : {};
    return {
      marks: typeof data.marks === 'number' && Number.isFinite(data.marks) ? data.marks : null,
      remarks: typeof data.remarks === 'string' ? data.remarks : '',
    };
  },

  fromResponse(body: unknown): SectionMarksForm {
    if (!isRecord(body)) return body as SectionMarksForm;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(body)) {
      if (READ_ONLY_KEYS.has(key) || value === null || (key === 'remarks' && value === '')) continue;
      out[key] = value;
    }
    return out as SectionMarksForm;
  },
};
