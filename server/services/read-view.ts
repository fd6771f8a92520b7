/**
 * The read view of a stored section: the stored document as it is, with what the read shape of consultation §3
 * adds beside it, as the form's schema says with its `x-read-…` annotations (src/engine/core/read-annotations.ts,
 * docs/forms.md "Read views"). Every object is answered by spreading the stored one: a property added to a schema
 * is read back, with its type, with no code change. No form is named here.
 */
import { isObject, type Json } from '../../src/engine/core/schema-bounds';
import { READ_COPY, READ_DEFAULT, READ_KEY, READ_LIST, READ_LOOKUP, READ_PARALLEL } from '../../src/engine/core/read-annotations';

/** The names of the given ids in one catalogue (an id that names nothing is left out). */
export type NameLookup = (ids: readonly number[]) => Promise<Map<number, string>>;

/** The catalogues an `x-read-lookup` may name, by name. */
export type Catalogues = Readonly<Record<string, NameLookup>>;

interface Lookup {
  catalogue: string;
  beside?: string;
  into?: string;
}

interface Parallel {
  prefix: string;
  names?: Record<string, string>;
}

interface Copy {
  from: string;
  when?: Json;
}

/** The schema nodes that describe one value: the node, what its local `$ref` names, its `allOf` members. */
function facetsOf(root: unknown, node: unknown, out: Json[] = []): Json[] {
  if (!isObject(node) || out.includes(node) || out.length > 50) return out;
  out.push(node);
  if (typeof node.$ref === 'string' && node.$ref.startsWith('#/')) {
    let target: unknown = root;
    for (const part of node.$ref.slice(2).split('/')) target = isObject(target) ? target[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    facetsOf(root, target, out);
  }
  if (Array.isArray(node.allOf)) for (const member of node.allOf) facetsOf(root, member, out);
  return out;
}

/** An annotation of a value: the first of its schema nodes that has it wins (the node's own before a `$ref`'s). */
function annotation<T>(facets: readonly Json[], keyword: string): T | undefined {
  const node = facets.find((facet) => keyword in facet);
  return node === undefined ? undefined : (node[keyword] as T);
}

/** The properties an object's schema declares, each with its schema nodes (from every node of the object). */
function propertiesOf(root: unknown, facets: readonly Json[]): Map<string, Json[]> {
  const properties = new Map<string, Json[]>();
  for (const facet of facets) {
    if (!isObject(facet.properties)) continue;
    for (const [key, schema] of Object.entries(facet.properties)) properties.set(key, facetsOf(root, schema, properties.get(key) ?? []));
  }
  return properties;
}

/** The schema nodes of a list's items. */
function itemFacets(root: unknown, facets: readonly Json[]): Json[] {
  const node = facets.find((facet) => isObject(facet.items));
  return node ? facetsOf(root, node.items) : [];
}

/** What an absent property reads as: its `x-read-default`, else its schema `default`, else nothing. */
function absentValue(facets: readonly Json[]): unknown {
  const annotated = facets.find((facet) => READ_DEFAULT in facet);
  if (annotated) return structuredClone(annotated[READ_DEFAULT]);
  const defaulted = facets.find((facet) => 'default' in facet);
  return defaulted ? structuredClone(defaulted.default) : undefined;
}

const matches = (value: Json, when: Json | undefined): boolean =>
  Object.entries(when ?? {}).every(([key, expected]) => value[key] === expected);

/** Looks up a name: during the first walk it notes the id; during the second it answers the name (or null). */
type NameOf = (catalogue: string, id: unknown) => string | null;

function viewOf(root: unknown, value: unknown, facets: readonly Json[], nameOf: NameOf): unknown {
  if (Array.isArray(value)) {
    const items = itemFacets(root, facets);
    return value.map((item) => viewOf(root, item, items, nameOf));
  }
  if (!isObject(value)) return value;
  const view: Json = { ...value };
  for (const [key, property] of propertiesOf(root, facets)) {
    const stored = key in value ? value[key] : absentValue(property);
    if (stored === undefined) continue;
    let answered = viewOf(root, stored, property, nameOf);
    const lookup = annotation<Lookup>(property, READ_LOOKUP);
    if (lookup?.beside) view[lookup.beside] = nameOf(lookup.catalogue, answered);
    if (lookup?.into) answered = { id: answered, [lookup.into]: nameOf(lookup.catalogue, answered) };
    const parallel = annotation<Parallel>(property, READ_PARALLEL);
    const answeredKey = annotation<string>(property, READ_KEY) ?? key;
    if (answeredKey !== key) delete view[key];
    if (parallel && Array.isArray(answered)) {
      delete view[key];
      Object.assign(view, parallelLists(root, answered, itemFacets(root, property), parallel));
    } else {
      view[answeredKey] = answered;
    }
  }
  for (const [key, copy] of Object.entries(annotation<Record<string, Copy>>(facets, READ_COPY) ?? {})) {
    view[key] = matches(value, copy.when) ? (view[copy.from] ?? null) : null;
  }
  return view;
}

/** A list of objects as one list per member of its items (position-matched; an absent member as it reads absent). */
function parallelLists(root: unknown, items: unknown[], facets: readonly Json[], parallel: Parallel): Json {
  const lists: Json = {};
  for (const [member, property] of propertiesOf(root, facets)) {
    const missing = absentValue(property) ?? null;
    lists[parallel.names?.[member] ?? `${parallel.prefix}${member}`] = items.map((item) =>
      isObject(item) && member in item ? item[member] : missing,
    );
  }
  return lists;
}

/**
 * `stored` (a stored document with its record's id and save time) in its read shape, as `schema` (the form's
 * bundled schema) annotates it; names are looked up in `catalogues`, one call per catalogue.
 */
export async function readView(schema: unknown, stored: Json, catalogues: Catalogues): Promise<Json> {
  const root = facetsOf(schema, schema);
  const wanted = new Map<string, Set<number>>();
  viewOf(schema, stored, root, (catalogue, id) => {
    if (typeof id === 'number' && Number.isSafeInteger(id)) {
      const ids = wanted.get(catalogue) ?? new Set<number>();
      wanted.set(catalogue, ids.add(id));
    }
    return null;
  });
  const names = new Map<string, Map<number, string>>();
  for (const [catalogue, ids] of wanted) {
    const lookup = catalogues[catalogue];
    names.set(catalogue, lookup ? await lookup([...ids]) : new Map());
  }
  return viewOf(schema, stored, root, (catalogue, id) =>
    typeof id === 'number' ? (names.get(catalogue)?.get(id) ?? null) : null,
  ) as Json;
}

/**
 * A view of a form answered as a list (`x-read-list` on the form): its items, each carrying the form's other
 * properties (`fields`, the item's own members win a clash), and those properties alone for a header. A form
 * without the annotation has no list: `null`.
 */
export function readList(schema: unknown, view: Json): { items: Json[]; fields: Json } | null {
  const facets = facetsOf(schema, schema);
  const listKey = annotation<string>(facets, READ_LIST);
  if (listKey === undefined) return null;
  const fields: Json = {};
  for (const key of propertiesOf(schema, facets).keys()) if (key !== listKey && key in view) fields[key] = view[key];
  const list = view[listKey];
  const items = (Array.isArray(list) ? list : []).filter(isObject).map((item) => ({ ...fields, ...item }));
  return { items, fields };
}
