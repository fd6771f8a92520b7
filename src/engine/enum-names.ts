import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { isRecord } from '../lib/is-record';

type Node = Record<string, unknown>;

/** A local `$ref` (`#/$defs/x`, `#/definitions/x`) resolved against the root, with the node's own keys on top. */
function resolve(node: Node, root: Node, seen = new Set<string>()): Node {
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/') || seen.has(ref)) return node;
  seen.add(ref);
  let target: unknown = root;
  for (const part of ref.slice(2).split('/')) target = isRecord(target) ? target[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  if (!isRecord(target)) return node;
  const { $ref: _ref, ...own } = node;
  return { ...resolve(target, root, seen), ...own };
}

function rewrite(schema: Node, ui: Node, root: Node): Node {
  let out: Node | undefined;
  const set = (key: string, value: unknown) => {
    out ??= { ...ui };
    out[key] = value;
  };
  const resolved = resolve(schema, root);
  const values = resolved.enum;
  const names = ui['ui:enumNames'];
  if (Array.isArray(values) && Array.isArray(names)) {
    set('ui:enumNames', Object.fromEntries(values.map((value, index) => [String(value), names[index] ?? String(value)])));
  }
  const options = ui['ui:options'];
  if (Array.isArray(values) && isRecord(options) && Array.isArray(options.enumNames)) {
    const optionNames = options.enumNames as unknown[];
    set('ui:options', {
      ...options,
      enumNames: Object.fromEntries(values.map((value, index) => [String(value), optionNames[index] ?? String(value)])),
    });
  }
  const properties = isRecord(resolved.properties) ? resolved.properties : {};
  for (const [key, child] of Object.entries(ui)) {
    if (key.startsWith('ui:') || !isRecord(child)) continue;
    const childSchema = key === 'items' ? resolved.items : properties[key];
    if (!isRecord(childSchema)) continue;
    const next = rewrite(childSchema, child, root);
    if (next !== child) set(key, next);
  }
  return out ?? ui;
}

const cache = new WeakMap<UiSchema, WeakMap<RJSFSchema, UiSchema>>();

/**
 * The uiSchema with every positional `ui:enumNames` list turned into labels by value (`{"GLASSES": "Spectacles"}`),
 * read against the schema as written. RJSF matches a list by position against the enum of the schema it renders,
 * which an `if`/`then` may have narrowed and reordered (merging `["GLASSES","CONTACTS",null]` with
 * `["GLASSES","CONTACTS"]`): by position, a label could then name the wrong value. Returns a new object (the
 * given one is not modified), the same one when there is nothing to change; cached per schema and uiSchema.
 */
export function enumNamesByValue(schema: RJSFSchema, uiSchema: UiSchema): UiSchema {
  let bySchema = cache.get(uiSchema);
  if (!bySchema) {
    bySchema = new WeakMap();
    cache.set(uiSchema, bySchema);
  }
  let out = bySchema.get(schema);
  if (!out) {
    out = rewrite(schema as Node, uiSchema as Node, schema as Node) as UiSchema;
    bySchema.set(schema, out);
  }
  return out;
}
