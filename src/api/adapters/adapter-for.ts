/**
 * A form's adapter by form id, for callers that build payloads as the client does from a form id alone (tests,
 * benches): the form's own adapter (./index.ts), or a stand-in for a form that has none.
 *
 * A form whose adapter is not written yet gets an identity adapter: the payload is the form data plus the
 * context keys of its route (`appointment`, and `patient` for the Oculo-Medical History), and reading a payload
 * removes those keys again. Every other key is kept, so the schema still refuses unknown fields.
 */
import { isRecord } from '../../lib/is-record';
import { adapters, type AdapterContext, type FormAdapter } from './index';

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
