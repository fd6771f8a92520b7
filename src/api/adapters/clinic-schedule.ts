import { isRecord } from './helpers';
import type { AdapterContext, FormAdapter } from './types';

export interface ClinicScheduleForm {
  date?: string;
  start_time?: string;
  end_time?: string;
  staff_ids?: number[];
  [key: string]: unknown;
}

/** One created schedule entry; the payload is a list of them, one per selected staff member. */
export interface ClinicScheduleEntry {
  staff_id: number;
  date: string | null;
  start_time: string | null;
  end_time: string | null;
}

export type ClinicSchedulePayload = ClinicScheduleEntry[];

const SHARED_KEYS = ['date', 'start_time', 'end_time'] as const;
/** Members of a read entry that the form does not hold. */
const READ_ONLY_KEYS = new Set(['id']);

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The staff member of an entry: `staff_id` (created shape) or `staff.id` (read shape, when it has one). */
function staffIdOf(entry: Record<string, unknown>): unknown {
  if ('staff_id' in entry) return entry.staff_id;
  if (isRecord(entry.staff) && 'id' in entry.staff) return entry.staff.id;
  return undefined;
}

export const clinicScheduleAdapter: FormAdapter<ClinicScheduleForm, ClinicSchedulePayload> = {
  toPayload(formData: ClinicScheduleForm, _context: AdapterContext): ClinicSchedulePayload {
    const data: Record<string, unknown> = isRecord(formData) ? formData : {};
    const staff = Array.isArray(data.staff_ids) ? data.staff_ids.filter((id): id is number => typeof id === 'number') : [];
    return staff.map((staffId) => ({
      staff_id: staffId,
      date: textOrNull(data.date),
      start_time: textOrNull(data.start_time),
      end_time: textOrNull(data.end_time),
    }));
  },

  /**
   * Form data from the created list (`[{staff_id, date, start_time, end_time}]`), one read entry
   * (`{date, start_time, end_time, staff: {name}}`) or a list of read entries. The date and times come from the
   * first entry; entries that disagree with it are kept under `entries`, which the form refuses, as it refuses any
   * other member an entry has.
   */
  fromResponse(body: unknown): ClinicScheduleForm {
    if (isRecord(body) && !('staff_id' in body) && !('staff' in body)) {
      // Already form data (or something else entirely): keep it as it came, nulls left out.
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(body)) if (value !== null && !READ_ONLY_KEYS.has(key)) out[key] = value;
      return out as ClinicScheduleForm;
    }
    const entries = Array.isArray(body) ? body : isRecord(body) ? [body] : null;
    if (!entries) return body as ClinicScheduleForm;
    const out: Record<string, unknown> = {};
    const staffIds: unknown[] = [];
    let differ = false;
    entries.forEach((entry, index) => {
      if (!isRecord(entry)) {
        differ = true;
        return;
      }
      for (const key of SHARED_KEYS) {
        const value = entry[key] === null ? undefined : entry[key];
        if (index === 0) {
          if (value !== undefined) out[key] = value;
        } else if (value !== out[key]) {
          differ = true;
        }
      }
      const staffId = staffIdOf(entry);
      if (staffId !== undefined && staffId !== null) staffIds.push(staffId);
      for (const [key, value] of Object.entries(entry)) {
        if ((SHARED_KEYS as readonly string[]).includes(key) || key === 'staff_id' || key === 'staff' || READ_ONLY_KEYS.has(key)) continue;
        out[key] = value; // unknown members of an entry: kept, so that validation refuses them
      }
    });
    out.staff_ids = staffIds;
    if (differ) out.entries = entries;
    return out as ClinicScheduleForm;
  },
};
