/**
 * The form context's `readSavedForm` for one appointment (src/engine/core/fill-from.ts): another section's saved
 * record read now (so a section saved in another tab a moment ago counts), as its form's data; null when none.
 */
import { adapters } from '../../../api/adapters';
import type { Appointment } from '../../../api/appointments';
import { readRecord } from '../../../api/use-section-record';
import { sourceOf } from './section-configs';

/** The read answer's own fields (who saved it), which are not the form's: left out before the adapter reads it. */
const READ_ONLY_FIELDS = ['saved_by_name'];
export function withoutReadFields(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([key]) => !READ_ONLY_FIELDS.includes(key)));
}

export function savedFormReader(appointment: Pick<Appointment, 'id' | 'patient'>) {
  return async (formId: string): Promise<unknown> => {
    const source = sourceOf(formId);
    const adapter = adapters[formId];
    if (!source || !adapter) throw new Error(`"${formId}" is no consultation section`);
    const body = await readRecord(source.path(appointment.id, appointment.patient));
    if (body === null || body === undefined || source.isEmpty?.(body)) return null;
    return adapter.fromResponse(withoutReadFields(body));
  };
}
