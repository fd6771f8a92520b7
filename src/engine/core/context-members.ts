/**
 * The context keys a section's payload carries besides its form data (the manifest's `save.bodyKeys`): the
 * appointment it belongs to and, for the Oculo-Medical History, the patient. The browser adds them to the body it
 * sends, the server to the document it stores: one rule for both. Pure.
 */

/** A key of a route's context that a payload may carry. */
export type ContextKey = 'appointment' | 'patient';

/** The ids a payload's context keys are taken from. */
export interface ContextIds {
  appointmentId?: number;
  patientId?: number;
}

/** The payload members of the context keys `sends`, in that order (null when the context has none). */
export function contextMembers(sends: readonly ContextKey[], context: ContextIds | undefined): Record<string, unknown> {
  const values: Record<ContextKey, unknown> = { appointment: context?.appointmentId ?? null, patient: context?.patientId ?? null };
  return Object.fromEntries(sends.map((key) => [key, values[key]]));
}
