/**
 * The probe properties of the schema round-trip suites (browser: tests/unit/forms/schema-round-trip.test.tsx;
 * server: tests/server/sections/schema-copy.test.ts): a property of each kind added to a copy of a form's schema,
 * and a number added to every list item and nested object, must be rendered, validated with the same messages,
 * stored and read back with their types, with no code change.
 */
import { isRecord } from '../../src/lib/is-record';
type Json = Record<string, unknown>;

/** The properties added at the top of every form. */
export const ADDED: Json = {
  probe_text: { type: 'string', title: 'Teaching note', maxLength: 12, errorMessage: { maxLength: 'Keep the teaching note short.' } },
  probe_count: { type: 'number', title: 'Count', minimum: 0, maximum: 100, errorMessage: { maximum: 'Keep the count under 100.' } },
  probe_flag: { type: 'boolean', title: 'Discussed' },
  probe_level: { type: 'string', title: 'Level', enum: ['low', 'high'], errorMessage: { enum: 'Choose low or high.' } },
};
/** The property added to every list item (and nested object). */
export const ITEM_ADDED: Json = {
  probe_number: { type: 'number', title: 'Item number', minimum: 0, maximum: 50, errorMessage: { minimum: 'No negative item numbers.' } },
};
/** Valid values of the properties added at the top, with their types. */
export const VALUES: Json = { probe_text: 'Discussed', probe_count: 31.5, probe_flag: true, probe_level: 'high' };

/** The node a local `$ref` (`#/…`) points at in `root`. */
function localTarget(root: Json, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((at, key) => (isRecord(at) ? at[key] : undefined), root);
}

/** The object schemas `node` is made of, through local `$ref`s and `allOf` (a bundled schema has only local ones). */
export function objectParts(root: Json, node: unknown, seen = new Set<unknown>()): Json[] {
  if (!isRecord(node) || seen.has(node)) return [];
  seen.add(node);
  const out: Json[] = [];
  if (typeof node.$ref === 'string' && node.$ref.startsWith('#/')) out.push(...objectParts(root, localTarget(root, node.$ref), seen));
  if (Array.isArray(node.allOf)) for (const part of node.allOf) out.push(...objectParts(root, part, seen));
  if (isRecord(node.properties)) out.push(node);
  return out;
}

/** The root properties of a bundled schema that are lists of objects, and those that are objects. */
export function containersOf(schema: Json): { lists: string[]; objects: string[] } {
  const lists: string[] = [];
  const objects: string[] = [];
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Json)) {
    const resolved = objectParts(schema, property).length > 0 ? 'object' : undefined;
    const list = [property, ...(isRecord(property) && typeof property.$ref === 'string' ? [localTarget(schema, property.$ref)] : [])]
      .find((node) => isRecord(node) && isRecord(node.items)) as Json | undefined;
    if (list && objectParts(schema, list.items).length > 0) lists.push(name);
    else if (resolved) objects.push(name);
  }
  return { lists, objects };
}

/**
 * A copy of a bundled form schema with ADDED at its root and ITEM_ADDED in the items of each of its lists of
 * objects and in each of its nested objects; and the names of those lists and objects. The schema given is untouched.
 */
export function withProbes(schema: unknown): { schema: Json; lists: string[]; objects: string[] } {
  const copy = structuredClone(schema) as Json;
  const { lists, objects } = containersOf(copy);
  const properties = copy.properties as Json;
  for (const name of lists) {
    const property = properties[name] as Json;
    const list = (isRecord(property.items) ? property : localTarget(copy, String(property.$ref))) as Json;
    for (const item of objectParts(copy, list.items)) Object.assign(item.properties as Json, ITEM_ADDED);
  }
  for (const name of objects) for (const part of objectParts(copy, properties[name])) Object.assign(part.properties as Json, ITEM_ADDED);
  Object.assign(properties, ADDED);
  return { schema: copy, lists, objects };
}
