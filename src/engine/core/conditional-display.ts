/**
 * Conditional display, declared in the schema: a property with `"shownWhen": {"<sibling>": <value>}` is shown (and
 * sent) only while every named sibling of the same object holds that value, or one of the values of a list
 * (`"shownWhen": {"name": ["A", "B"]}`). Examples: the tonometry readings of an extra test
 * (`{"name": "Tonometry"}`), a management option's details (`{"counselling": true}`), the visual acuity
 * prescription block (`{"came_with_prescription": true}`).
 *
 * `shownWhen` is an annotation (ajv ignores it: it never makes data invalid); the engine hides such a field, the
 * engine and the adapters leave a hidden field out of what is saved. Pure: shared by the browser and the server.
 */
import { isRecord } from '../../lib/is-record';

type Json = Record<string, unknown>;

/** The annotation keyword. */
export const SHOWN_WHEN = 'shownWhen';

/** Follows a local `$ref` (`#/$defs/x`) within `root`; anything else is returned as it is. */
export function resolveLocalRef(root: unknown, node: unknown): unknown {
  let current = node;
  for (let depth = 0; depth < 10 && isRecord(current) && typeof current.$ref === 'string' && current.$ref.startsWith('#/'); depth++) {
    let target: unknown = root;
    for (const part of current.$ref.slice(2).split('/')) {
      target = isRecord(target) ? target[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    }
    current = target;
  }
  return current;
}

/** The rule of a property's schema, or null when it is always shown. */
export function shownWhenRule(propertySchema: unknown): Json | null {
  if (!isRecord(propertySchema)) return null;
  const rule = propertySchema[SHOWN_WHEN];
  return isRecord(rule) ? rule : null;
}

/** Whether a property with this schema is shown, given the data of the object that holds it (its siblings). */
export function isShown(propertySchema: unknown, siblings: unknown): boolean {
  const rule = shownWhenRule(propertySchema);
  if (!rule) return true;
  const data = isRecord(siblings) ? siblings : {};
  return Object.entries(rule).every(([name, expected]) =>
    Array.isArray(expected) ? expected.includes(data[name]) : data[name] === expected,
  );
}

/** The properties of an object schema that are hidden for `data` (the object's own data). */
export function hiddenProperties(root: unknown, objectSchema: unknown, data: unknown): string[] {
  const object = resolveLocalRef(root, objectSchema);
  if (!isRecord(object) || !isRecord(object.properties)) return [];
  return Object.entries(object.properties)
    // The rule may sit beside a `$ref` (`{"$ref": …, "shownWhen": …}`) or in the definition it names.
    .filter(([, property]) => !isShown(property, data) || !isShown(resolveLocalRef(root, property), data))
    .map(([name]) => name);
}

/** Nothing recorded: absent, null, blank text, an empty list or object (a default such as `[]` sends nothing). */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return isRecord(value) && Object.keys(value).length === 0;
}

/**
 * `data` without the values of its hidden fields, at every level (objects, and the objects of lists); a hidden
 * field that holds nothing (null, '', `[]`: a default) is left as it is. A copy: the argument is never changed.
 * Data that holds no hidden value comes back as it is (same object).
 */
export function withoutHidden<T>(root: unknown, data: T, node: unknown = root): T {
  const schema = resolveLocalRef(root, node);
  if (!isRecord(schema)) return data;
  if (Array.isArray(data)) {
    let changed = false;
    const items = data.map((item: unknown) => {
      const next = withoutHidden(root, item, schema.items);
      if (next !== item) changed = true;
      return next;
    });
    return (changed ? items : data) as T;
  }
  if (!isRecord(data) || !isRecord(schema.properties)) return data;
  const hidden = new Set(hiddenProperties(root, schema, data));
  let changed = false;
  const out: Json = {};
  for (const [key, value] of Object.entries(data)) {
    if (hidden.has(key) && !isEmpty(value)) {
      changed = true;
      continue;
    }
    const next = key in schema.properties ? withoutHidden(root, value, schema.properties[key]) : value;
    if (next !== value) changed = true;
    out[key] = next;
  }
  return (changed ? out : data) as T;
}

/**
 * Whether the field at `path` (property names and list indexes from the form's root) is hidden, itself or through
 * an object that holds it, for the form's `data`. An unknown path is not hidden.
 */
export function isHiddenPath(root: unknown, data: unknown, path: readonly (string | number)[]): boolean {
  let schema = resolveLocalRef(root, root);
  let value = data;
  for (const step of path) {
    if (!isRecord(schema)) return false;
    if (typeof step === 'number' || /^\d+$/.test(step)) {
      schema = resolveLocalRef(root, schema.items);
      value = Array.isArray(value) ? value[Number(step)] : undefined;
      continue;
    }
    const property = isRecord(schema.properties) ? schema.properties[step] : undefined;
    if (property === undefined) return false;
    if (!isShown(property, value) || !isShown(resolveLocalRef(root, property), value)) return true;
    schema = resolveLocalRef(root, property);
    value = isRecord(value) ? value[step] : undefined;
  }
  return false;
}
