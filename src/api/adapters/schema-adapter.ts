/**
 * A form's adapter as data: the one wire transform (src/engine/core/wire-transform.ts) over the form's schema, plus
 * the context keys its payload carries. What differs between forms is in their schemas (`x-wire` annotations), or,
 * for a form whose schema versions are recorded (a rubric), in the root annotation given here.
 */
import { fromWire, toWireBody } from '../../engine/core/wire-transform';
import { wireOf, X_WIRE, type WireAnnotation } from '../../engine/core/wire-schema';
import { contextMembers, type ContextKey } from '../../engine/core/context-members';
import { isRecord } from '../../lib/is-record';
import type { AdapterContext, FormAdapter } from './types';

type JsonRecord = Record<string, unknown>;

/** A REST body: one object, or one entry per item of a list for a form sent as entries (`x-wire.entryKey`). */
export type WireBody = JsonRecord | JsonRecord[];

/** The payload members of the root annotation's `flags` whose context flag is set (`{confirm_save: true}`). */
export function flagMembers(schema: unknown, context: AdapterContext | undefined): JsonRecord {
  const flags = wireOf(schema, schema).flags ?? {};
  const given = (context ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(flags).filter(([, flag]) => given[flag] === true).map(([member]) => [member, true]));
}

/** Schemas with the adapter's root annotation merged in, by schema and annotation: built once, so the wire transform's caches hold. */
const annotated = new WeakMap<object, WeakMap<object, unknown>>();

/** `schema` with `root` merged into its root `x-wire` (its own members win); the schema itself when `root` is absent. */
export function withRootAnnotation(schema: unknown, root: WireAnnotation | undefined): unknown {
  if (!root || !isRecord(schema)) return schema;
  let bySchema = annotated.get(root);
  if (!bySchema) annotated.set(root, (bySchema = new WeakMap()));
  let out = bySchema.get(schema);
  if (!out) {
    const own = isRecord(schema[X_WIRE]) ? schema[X_WIRE] : {};
    out = { ...schema, [X_WIRE]: { ...root, ...own } };
    bySchema.set(schema, out);
  }
  return out;
}

/**
 * The adapter of a form with schema `shipped` (bundled; `context.schema` wins) whose payload carries the context
 * keys `sends` (none for a form outside a consultation; and the flags its root annotation names). `root` is root annotation data for forms whose recorded
 * schema versions cannot carry it (a rubric's read shape). Reading a read answer never takes a context key (the
 * appointment is always the route's) or a key the schema does not know.
 */
export function schemaAdapter(shipped: unknown, sends: readonly ContextKey[], root?: WireAnnotation): FormAdapter<JsonRecord, WireBody> {
  const context = [...new Set<string>(['appointment', ...sends])];
  const schemaOf = (adapterContext: AdapterContext | undefined) => withRootAnnotation(adapterContext?.schema ?? shipped, root);
  return {
    toPayload: (formData, adapterContext) => {
      const schema = schemaOf(adapterContext);
      return toWireBody(schema, formData, { ...contextMembers(sends, adapterContext), ...flagMembers(schema, adapterContext) });
    },
    fromResponse: (body, adapterContext) => fromWire(schemaOf(adapterContext), body, { read: true, context }) as JsonRecord,
  };
}
