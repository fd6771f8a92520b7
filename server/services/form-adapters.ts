/**
 * Form data ⇄ REST payload, on the server: the same pure adapters the client uses (`src/api/adapters`), so a
 * payload the client builds from valid form data is read back into exactly that form data here. Consultation
 * sections are saved with the wire transform itself (server/services/section-records.ts); this module gives the
 * context keys their payloads carry.
 *
 * A form whose adapter is not written yet gets an identity adapter: the payload is the form data plus the
 * context keys of its route (`appointment`, and `patient` for the Oculo-Medical History), and reading a payload
 * removes those keys again. Every other key is kept, so the schema still refuses unknown fields.
 */
import { adapters, SECTION_CONTEXT_KEYS, type AdapterContext, type FormAdapter } from '../../src/api/adapters/index';
import type { ContextKey } from '../../src/api/adapters/schema-adapter';
import { isRecord } from '../../src/lib/is-record';

/** The keys a route's payload carries besides the form data. */
export interface PayloadContextKeys {
  /** The payload names its appointment (`appointment`). Refraction's does not. */
  appointment: boolean;
  /** The payload names its patient (`patient`): the Oculo-Medical History. */
  patient?: boolean;
}

export interface ResolvedAdapter {
  adapter: FormAdapter<unknown, unknown>;
  /** False while the form's own adapter is not in `src/api/adapters/index.ts`. */
  shared: boolean;
}

/** The stand-in adapter of a form that has none yet. */
export function identityAdapter(keys: PayloadContextKeys): FormAdapter<unknown, unknown> {
  return {
    toPayload(formData, context: AdapterContext) {
      const payload: Record<string, unknown> = {};
      if (keys.appointment) payload.appointment = context.appointmentId ?? null;
      if (keys.patient) payload.patient = context.patientId ?? null;
      return { ...(isRecord(formData) ? formData : {}), ...payload };
    },
    fromResponse(body) {
      if (!isRecord(body)) return body;
      const formData = { ...body };
      delete formData.appointment;
      if (keys.patient) delete formData.patient;
      return formData;
    },
  };
}

/** The shared adapter of `formId`, or the identity stand-in. */
export function adapterFor(formId: string, keys: PayloadContextKeys): ResolvedAdapter {
  const own = Object.prototype.hasOwnProperty.call(adapters, formId) ? adapters[formId] : undefined;
  return own ? { adapter: own, shared: true } : { adapter: identityAdapter(keys), shared: false };
}

/** The context keys a section's payload carries: its form's entry in the sections' table, else its route's keys. */
export function contextKeysOf(formId: string, keys: PayloadContextKeys): readonly ContextKey[] {
  if (Object.prototype.hasOwnProperty.call(SECTION_CONTEXT_KEYS, formId)) return SECTION_CONTEXT_KEYS[formId]!;
  return [...(keys.patient ? (['patient'] as const) : []), ...(keys.appointment ? (['appointment'] as const) : [])];
}
