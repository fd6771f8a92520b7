/**
 * Starting a per-patient section's form (the Oculo-Medical History, consultation §5) from the patient's latest
 * record: none at all makes it the patient's first history (every part required by the schema's rule on
 * `first_history`); one of another appointment, a later history (a new form: only the last eye examination
 * required); this appointment's own record is read as it is. The server judges again on save.
 */
import type { FormAdapter } from '../../../api/adapters';

export function formFromLatest(adapter: FormAdapter<unknown, unknown>, body: unknown, appointmentId: number): unknown {
  if (body === null || body === undefined) return { first_history: true };
  const of = typeof body === 'object' && !Array.isArray(body) ? Number((body as { appointment?: unknown }).appointment) : NaN;
  if (Number.isInteger(of) && of !== appointmentId) return { first_history: false };
  return adapter.fromResponse(body);
}
