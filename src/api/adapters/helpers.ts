/** Small pure helpers shared by the form adapters. Nothing here knows a form. */
import { hiddenProperties, resolveLocalRef } from '../../engine/core/conditional-display';

export { resolveLocalRef };

export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Absent, `null`, or a string with nothing but white space in it. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A value for a payload: blank becomes `null`, anything else is sent as it is (never converted). */
export function blankToNull(value: unknown): unknown {
  return isBlank(value) ? null : value;
}

/** A copy of `body` without the given keys. */
export function withoutKeys(body: JsonRecord, keys: ReadonlySet<string>): JsonRecord {
  const out: JsonRecord = {};
  for (const [key, value] of Object.entries(body)) {
    if (!keys.has(key)) out[key] = value;
  }
  return out;
}

/** A copy of `body` without the given keys when their value is blank (`null`, `''`): back to "not given". */
export function withoutBlank(body: JsonRecord, keys: Iterable<string>): JsonRecord {
  const out: JsonRecord = { ...body };
  for (const key of keys) {
    if (key in out && isBlank(out[key])) delete out[key];
  }
  return out;
}

/**
 * The names of an object schema's `properties`, in the schema's order, after those of its `allOf` parts (an item
 * built on a shared definition); none for anything else.
 */
export function propertyNames(root: unknown, node: unknown = root, depth = 0): string[] {
  const object = resolveLocalRef(root, node);
  if (!isRecord(object)) return [];
  const names = isRecord(object.properties) ? Object.keys(object.properties) : [];
  const parts = Array.isArray(object.allOf) && depth < 5 ? object.allOf : [];
  return [...new Set([...parts.flatMap((part: unknown) => propertyNames(root, part, depth + 1)), ...names])];
}

/** The schema of property `name` of an object schema (local references followed), or undefined. */
export function propertySchema(root: unknown, name: string, node: unknown = root): JsonRecord | undefined {
  const object = resolveLocalRef(root, node);
  if (!isRecord(object) || !isRecord(object.properties)) return undefined;
  const property = resolveLocalRef(root, object.properties[name]);
  return isRecord(property) ? property : undefined;
}

/** The property names of the items of array property `name` (a list of objects: rows, entries, diagnoses). */
export function itemPropertyNames(root: unknown, name: string, node: unknown = root): string[] {
  const array = propertySchema(root, name, node);
  return array ? propertyNames(root, array.items) : [];
}

/** The schema an adapter works from: the one in its context (a server's copy, a test's), else the shipped one. */
export function schemaOf(context: { schema?: unknown } | undefined, shipped: unknown): unknown {
  return context?.schema ?? shipped;
}

/**
 * The payload members of the properties `names` (the form's fields that the adapter does not reshape itself): each
 * property of the schema is carried as it is, a blank value as `null`. This is what makes a property added to a
 * schema reach the server with no code change.
 */
export function carryFields(data: JsonRecord, names: Iterable<string>, skip: ReadonlySet<string> = new Set()): JsonRecord {
  const out: JsonRecord = {};
  for (const name of names) if (!skip.has(name)) out[name] = blankToNull(data[name]);
  return out;
}

/** The property names of `schema` other than `skip`: the fields an adapter carries without reshaping them. */
export function carriedNames(schema: unknown, skip: ReadonlySet<string> = new Set()): string[] {
  return propertyNames(schema).filter((name) => !skip.has(name));
}

/**
 * The names of `schema`'s properties (other than `skip`) that are shown for `data`: a property whose `shownWhen`
 * rule does not hold (src/engine/core/conditional-display.ts) is hidden, and an adapter does not send it.
 */
export function shownNames(schema: unknown, data: unknown, skip: ReadonlySet<string> = new Set()): string[] {
  const hidden = new Set(hiddenProperties(schema, schema, data));
  return carriedNames(schema, skip).filter((name) => !hidden.has(name));
}

/** The schema of the items of array property `name` (local references followed), or undefined. */
export function itemSchemaOf(root: unknown, name: string, node: unknown = root): JsonRecord | undefined {
  const array = propertySchema(root, name, node);
  const items = array ? resolveLocalRef(root, array.items) : undefined;
  return isRecord(items) ? items : undefined;
}

/**
 * A list of objects (rows, entries, details) as payload items, each carrying the properties of the item schema
 * `items` that it holds (an absent one stays absent: it reads back as not given), then passed through `reshape` for
 * what a form really changes. Anything that is not a list sends an empty one. A property added to the item schema
 * reaches the server with no code change.
 */
export function carryItems(
  list: unknown,
  root: unknown,
  items: unknown,
  reshape: (carried: JsonRecord, item: JsonRecord) => JsonRecord = (carried) => carried,
): JsonRecord[] {
  if (!Array.isArray(list)) return [];
  const names = propertyNames(root, items);
  return list.map((entry: unknown) => {
    const item = isRecord(entry) ? entry : {};
    const carried: JsonRecord = {};
    for (const name of names) if (item[name] !== undefined) carried[name] = item[name];
    return reshape(carried, item);
  });
}
