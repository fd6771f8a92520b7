/**
 * Inlines shared definitions into a form's own `$defs`, so that every form schema is self-contained: the
 * form renderer resolves only local `#/$defs/…` references, and the precompiled validator must see exactly the
 * schema the form renders. Pure: the input is not modified.
 *
 * A reference to a shared definition is written `{"$ref": "shared#/$defs/<name>"}` (any `$ref` whose document
 * part is a key of `shared`); it becomes `{"$ref": "#/$defs/<name>"}` and the definition is copied, along with
 * the shared definitions it refers to in turn.
 */
import { isRecord } from '../../lib/is-record';
export type JsonObject = { [key: string]: unknown };

const LOCAL_PREFIX = '#/$defs/';

export function bundleSchema(schema: JsonObject, shared: Record<string, JsonObject>): JsonObject {
  const copied: Record<string, unknown> = {};

  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!isRecord(node)) return node;
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        out[key] = rewriteRef(value);
      } else {
        out[key] = rewrite(value);
      }
    }
    return out;
  };

  const rewriteRef = (ref: string): string => {
    const hash = ref.indexOf('#');
    const documentName = hash === -1 ? ref : ref.slice(0, hash);
    if (documentName === '') return ref;
    const document = shared[documentName];
    const pointer = hash === -1 ? '' : ref.slice(hash);
    if (!document || !pointer.startsWith(LOCAL_PREFIX)) {
      throw new Error(`Unresolvable schema reference "${ref}"`);
    }
    const name = pointer.slice(LOCAL_PREFIX.length);
    const definitions = document.$defs;
    if (!isRecord(definitions) || !(name in definitions)) {
      throw new Error(`Shared definition "${name}" not found in "${documentName}"`);
    }
    if (!(name in copied)) {
      copied[name] = null; // reserve first: definitions may refer to each other
      // Inside a shared document, local references point at that same document.
      copied[name] = rewrite(relocate(definitions[name], documentName));
    }
    return `${LOCAL_PREFIX}${name}`;
  };

  const bundled = rewrite(schema) as JsonObject;
  const ownDefs = isRecord(bundled.$defs) ? bundled.$defs : {};
  for (const name of Object.keys(copied)) {
    if (name in ownDefs && schema.$defs && isRecord(schema.$defs) && name in schema.$defs) {
      throw new Error(`Definition "${name}" is both local and shared`);
    }
  }
  if (Object.keys(copied).length > 0) bundled.$defs = { ...ownDefs, ...copied };
  return bundled;
}

/** Makes a shared definition's own local references explicit (`#/$defs/x` → `doc#/$defs/x`). */
function relocate(node: unknown, documentName: string): unknown {
  if (Array.isArray(node)) return node.map((item) => relocate(item, documentName));
  if (!isRecord(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] =
      key === '$ref' && typeof value === 'string' && value.startsWith('#')
        ? `${documentName}${value}`
        : relocate(value, documentName);
  }
  return out;
}
