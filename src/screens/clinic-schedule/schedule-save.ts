/** What the schedule's dialogs share around a save: the server's refusal, and the cache keys asked again after it. */
import { SCHEDULES_PATH, STAFF_PATH } from '../../api/clinic-schedule';
import { ApiError } from '../../api/http-client';
import { errorBody } from '../../lib/format-error';

export interface Refusal {
  detail?: string;
  fields?: Record<string, string[]>;
}

/** A refused save: the server's `detail`, and its field messages (`staff_id` shown under the staff list). */
export function refusalOf(error: unknown): Refusal {
  const body = errorBody(error);
  if (!(error instanceof ApiError) || typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const refusal: Refusal = {};
  const fields: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (key === 'detail' && typeof value === 'string') refusal.detail = value;
    else if (Array.isArray(value)) {
      const messages = value.filter((m): m is string => typeof m === 'string');
      const field = key === 'staff_id' ? 'staff_ids' : key;
      fields[field] = [...(fields[field] ?? []), ...messages];
    }
  }
  if (Object.keys(fields).length > 0) refusal.fields = fields;
  return refusal;
}

/** The schedule's and the staff list's keys (the staff list names who is scheduled when): asked again after a save. */
export const isScheduleKey = (key: unknown) => typeof key === 'string' && (key.startsWith(SCHEDULES_PATH) || key.startsWith(STAFF_PATH));
