/**
 * A form's adapter as data: the one wire transform (src/engine/core/wire-transform.ts) over the form's schema, plus
 * the context keys its payload carries. What differs between forms is in their schemas (`x-wire` annotations).
 */
import { fromWire, toWireBody } from '../../engine/core/wire-transform';
import type { AdapterContext, FormAdapter } from './types';

/** A key of a route's context that a payload may carry. */
export type ContextKey = 'appointment' | 'patient';

type JsonRecord = Record<string, unknown>;

/** The payload members of the context keys `sends`, in that order (null when the context has none). */
export function contextMembers(sends: readonly ContextKey[], context: AdapterContext | undefined): JsonRecord {
  const values: Record<ContextKey, unknown> = { appointment: context?.appointmentId ?? null, patient: context?.patientId ?? null };
  return Object.fromEntries(sends.map((key) => [key, values[key]]));
}

/** A REST body: one object, or one entry per item of a list for a form sent as entries (`x-wire.entryKey`). */
export type WireBody = JsonRecord | JsonRecord[];

/**
 * The adapter of a form with schema `shipped` (bundled; `context.schema` wins) whose payload carries the context
 * keys `sends` (none for a form outside a consultation). Reading a read answer never takes a context key (the
 * appointment is always the route's) or a key the schema does not know.
 */
export function schemaAdapter(shipped: unknown, sends: readonly ContextKey[]): FormAdapter<JsonRecord, WireBody> {
  const context = [...new Set<string>(['appointment', ...sends])];
  return {
    toPayload: (formData, adapterContext) => toWireBody(adapterContext.schema ?? shipped, formData, contextMembers(sends, adapterContext)),
    fromResponse: (body, adapterContext) => fromWire(adapterContext?.schema ?? shipped, body, { read: true, context }) as JsonRecord,
  };
}
