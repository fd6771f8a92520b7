/**
 * Starting a per-patient section's form (the Oculo-Medical History, consultation §5) from the patient's latest
 * record: none at all makes it the patient's first history (every part required by the schema's rule on
 * `first_history`); one of another appointment, a later history (a new form: only the last eye examination
 * required) that starts from the earlier record's properties annotated `x-carry-forward` in the schema; this
 * appointment's own record is read as it is. The server judges again on save.
 */
import type { FormAdapter } from '../../../api/adapters';
import { carriedForward } from '../../../engine/core/carry-forward';

/** Where a later history's carried values came from: the earlier record's appointment and when it was saved. */
export interface CarriedFrom {
  appointment: number;
  savedAt: string | null;
}

export interface StartingForm {
  data: unknown;
  carriedFrom: CarriedFrom | null;
}

const appointmentOf = (body: unknown): number =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? Number((body as { appointment?: unknown }).appointment) : NaN;

const holdsSomething = (value: unknown): boolean => (Array.isArray(value) ? value.length > 0 : value !== null && value !== '');

export function startFromLatest(adapter: FormAdapter<unknown, unknown>, schema: unknown, body: unknown, appointmentId: number): StartingForm {
  if (body === null || body === undefined) return { data: { first_history: true }, carriedFrom: null };
  const of = appointmentOf(body);
  if (!Number.isInteger(of) || of === appointmentId) return { data: adapter.fromResponse(body), carriedFrom: null };
  const carried = carriedForward(schema, adapter.fromResponse(body));
  const savedAt = (body as { saved_at?: unknown }).saved_at;
  return {
    data: { first_history: false, ...carried },
    carriedFrom: Object.values(carried).some(holdsSomething) ? { appointment: of, savedAt: typeof savedAt === 'string' ? savedAt : null } : null,
  };
}
