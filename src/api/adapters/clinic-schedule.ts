import rawSchema from '../../../schemas/clinic-schedule/schema.json';
import sharedDefinitions from '../../../schemas/shared/defs.json';
import { bundleSchema, type JsonObject } from '../../engine/core/bundle-schema';
import { carriedNames, carryFields, isRecord, schemaOf } from './helpers';
import type { AdapterContext, FormAdapter } from './types';

/** The schema as shipped, with its shared definitions inlined: the form's fields are its properties. */
const shippedSchema = bundleSchema(rawSchema as JsonObject, { '../shared/defs.json': sharedDefinitions as JsonObject });

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
  [key: string]: unknown;
}

export type ClinicSchedulePayload = ClinicScheduleEntry[];

/** The staff checklist: the one property sent as one entry per member rather than as it is. */
const STAFF_KEY = 'staff_ids';
const PER_ENTRY = new Set([STAFF_KEY]);

/**
 * The properties every entry carries alike (date, start_time, end_time today): every property of the schema but the
 * staff checklist, so that a property added to the schema is sent with no code change.
 */
const sharedKeysOf = (context: AdapterContext | undefined): string[] => carriedNames(schemaOf(context, shippedSchema), PER_ENTRY);
/** Members of a read entry that the form does not hold. */
const READ_ONLY_KEYS = new Set(['id']);

/** The staff member of an entry: `staff_id` (created shape) or `staff.id` (read shape, when it has one). */
function staffIdOf(entry: Record<string, unknown>): unknown {
  if ('staff_id' in entry) return entry.staff_id;
  if (isRecord(entry.staff) && 'id' in entry.staff) return entry.staff.id;
  return undefined;
}

export const clinicScheduleAdapter: FormAdapter<ClinicScheduleForm, ClinicSchedulePayload> = {
  toPayload(formData: ClinicScheduleForm, context: AdapterContext): ClinicSchedulePayload {
    const data: Record<string, unknown> = isRecord(formData) ? formData : {};
    const staff = Array.isArray(data[STAFF_KEY]) ? data[STAFF_KEY].filter((id): id is number => typeof id === 'number') : [];
    const shared = carryFields(data, sharedKeysOf(context));
    return staff.map((staffId) => ({ staff_id: staffId, ...shared }) as ClinicScheduleEntry);
  },

  /**
   * Form data from the created list (`[{staff_id, date, start_time, end_time}]`), one read entry
   * (`{date, start_time, end_time, staff: {name}}`) or a list of read entries. The date and times come from the
   * first entry; entries that disagree with it are kept under `entries`, which the form refuses, as it refuses any
   * other member an entry has.
   */
  fromResponse(body: unknown, context?: AdapterContext): ClinicScheduleForm {
    if (isRecord(body) && !('staff_id' in body) && !('staff' in body)) {
      // Already form data (or something else entirely): keep it as it came, nulls left out.
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(body)) if (value !== null && !READ_ONLY_KEYS.has(key)) out[key] = value;
      return out as ClinicScheduleForm;
    }
    const entries = Array.isArray(body) ? body : isRecord(body) ? [body] : null;
    if (!entries) return body as ClinicScheduleForm;
    const sharedKeys = sharedKeysOf(context);
    const out: Record<string, unknown> = {};
    const staffIds: unknown[] = [];
    let differ = false;
    entries.forEach((entry, index) => {
      if (!isRecord(entry)) {
        differ = true;
        return;
      }
      for (const key of sharedKeys) {
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
        if (sharedKeys.includes(key) || key === 'staff_id' || key === 'staff' || READ_ONLY_KEYS.has(key)) continue;
        out[key] = value; // unknown members of an entry: kept, so that validation refuses them
      }
    });
    out[STAFF_KEY] = staffIds;
    if (differ) out.entries = entries;
    return out as ClinicScheduleForm;
  },
};
