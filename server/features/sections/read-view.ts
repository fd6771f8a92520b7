/**
 * The read view of a stored section: the stored document as it is, with what the read shape of consultation §3
 * adds beside it, as the form's schema says with its `x-read-…` annotations (src/engine/core/read-annotations.ts,
 * docs/forms.md "Read views"). Every object is answered by spreading the stored one: a property added to a schema
 * is read back, with its type, with no code change. No form is named here.
 */
import { type Json } from '../../../src/engine/core/schema-bounds';
import { isRecord } from '../../../src/lib/is-record';
import { READ_COPY, READ_DEFAULT, READ_KEY, READ_LIST, READ_LOOKUP, READ_PARALLEL } from '../../../src/engine/core/read-annotations';

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
function collectFacets(root: unknown, node: unknown, out: Json[]): Json[] {
  if (!isRecord(node) || out.includes(node) || out.length > 50) return out;
  out.push(node);
  if (typeof node.$ref === 'string' && node.$ref.startsWith('#/')) {
    let target: unknown = root;
    for (const part of node.$ref.slice(2).split('/')) target = isRecord(target) ? target[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    collectFacets(root, target, out);
  }
  if (Array.isArray(node.allOf)) for (const member of node.allOf) collectFacets(root, member, out);
  return out;
}

// Worked out once per schema node (a loaded schema is never changed): a read walks the same nodes for every item.
const facetCache = new WeakMap<Json, Json[]>();
const propertyCache = new WeakMap<readonly Json[], Map<string, Json[]>>();
const itemCache = new WeakMap<readonly Json[], Json[]>();
const NO_FACETS: Json[] = [];

function facetsOf(root: unknown, node: unknown): Json[] {
  if (!isRecord(node)) return NO_FACETS;
  let facets = facetCache.get(node);
  if (!facets) facetCache.set(node, (facets = collectFacets(root, node, [])));
  return facets;
}

/** An annotation of a value: the first of its schema nodes that has it wins (the node's own before a `$ref`'s). */
function annotation<T>(facets: readonly Json[], keyword: string): T | undefined {
  const node = facets.find((facet) => keyword in facet);
  return node === undefined ? undefined : (node[keyword] as T);
}

/** The properties an object's schema declares, each with its schema nodes (from every node of the object). */
function propertiesOf(root: unknown, facets: readonly Json[]): Map<string, Json[]> {
  let properties = propertyCache.get(facets);
  if (properties) return properties;
  properties = new Map<string, Json[]>();
  for (const facet of facets) {
    if (!isRecord(facet.properties)) continue;
    for (const [key, schema] of Object.entries(facet.properties)) {
      const known = properties.get(key) ?? [];
      properties.set(key, [...known, ...facetsOf(root, schema).filter((node) => !known.includes(node))]);
    }
  }
  propertyCache.set(facets, properties);
  return properties;
}

/** The schema nodes of a list's items. */
function itemFacets(root: unknown, facets: readonly Json[]): Json[] {
  let items = itemCache.get(facets);
  if (!items) {
    const node = facets.find((facet) => isRecord(facet.items));
    itemCache.set(facets, (items = node ? facetsOf(root, node.items) : NO_FACETS));
  }
  return items;
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

/** The annotations of one value's schema nodes, read once per node set. */
interface Notes {
  lookup?: Lookup;
  parallel?: Parallel;
  key?: string;
  copies: [string, Copy][];
}
const notesCache = new WeakMap<readonly Json[], Notes>();

function notesOf(facets: readonly Json[]): Notes {
  let notes = notesCache.get(facets);
  if (!notes) {
    notes = {
      lookup: annotation<Lookup>(facets, READ_LOOKUP),
      parallel: annotation<Parallel>(facets, READ_PARALLEL),
      key: annotation<string>(facets, READ_KEY),
      copies: Object.entries(annotation<Record<string, Copy>>(facets, READ_COPY) ?? {}),
    };
    notesCache.set(facets, notes);
  }
  return notes;
}

/** A name to look up, and where it goes once known. */
interface Pending {
  catalogue: string;
  id: unknown;
  place(name: string | null): void;
}

function viewOf(root: unknown, value: unknown, facets: readonly Json[], pending: Pending[]): unknown {
  if (Array.isArray(value)) {
    const items = itemFacets(root, facets);
    return items.length === 0 ? value : value.map((item) => viewOf(root, item, items, pending));
  }
  if (!isRecord(value) || facets.length === 0) return value;
  const view: Json = { ...value };
  for (const [key, property] of propertiesOf(root, facets)) {
    const stored = key in value ? value[key] : absentValue(property);
    if (stored === undefined) continue;
    const notes = notesOf(property);
    let answered = viewOf(root, stored, property, pending);
    const { lookup } = notes;
    if (lookup?.beside) {
      const beside = lookup.beside;
      view[beside] = null;
      pending.push({ catalogue: lookup.catalogue, id: answered, place: (name) => (view[beside] = name) });
    }
    if (lookup?.into) {
      const into = lookup.into;
      const wrapped: Json = { id: answered, [into]: null };
      pending.push({ catalogue: lookup.catalogue, id: answered, place: (name) => (wrapped[into] = name) });
      answered = wrapped;
    }
    const answeredKey = notes.key ?? key;
    if (answeredKey !== key) delete view[key];
    if (notes.parallel && Array.isArray(answered)) {
      delete view[key];
      Object.assign(view, parallelLists(root, answered, itemFacets(root, property), notes.parallel));
    } else {
      view[answeredKey] = answered;
    }
  }
  for (const [key, copy] of notesOf(facets).copies) view[key] = matches(value, copy.when) ? (view[copy.from] ?? null) : null;
  return view;
}

/** A list of objects as one list per member of its items (position-matched; an absent member as it reads absent). */
function parallelLists(root: unknown, items: unknown[], facets: readonly Json[], parallel: Parallel): Json {
  const lists: Json = {};
  for (const [member, property] of propertiesOf(root, facets)) {
    const missing = absentValue(property) ?? null;
    lists[parallel.names?.[member] ?? `${parallel.prefix}${member}`] = items.map((item) =>
      isRecord(item) && member in item ? item[member] : missing,
    );
  }
  return lists;
}

/**
 * `stored` (a stored document with its record's id and save time) in its read shape, as `schema` (the form's
 * bundled schema) annotates it; names are looked up in `catalogues`, one call per catalogue.
 */
export async function readView(schema: unknown, stored: Json, catalogues: Catalogues): Promise<Json> {
  const pending: Pending[] = [];
  const view = viewOf(schema, stored, facetsOf(schema, schema), pending) as Json;
  const wanted = new Map<string, Set<number>>();
  for (const { catalogue, id } of pending) {
    if (typeof id === 'number' && Number.isSafeInteger(id)) wanted.set(catalogue, (wanted.get(catalogue) ?? new Set<number>()).add(id));
  }
  const names = new Map<string, Map<number, string>>();
  for (const [catalogue, ids] of wanted) {
    const lookup = catalogues[catalogue];
    names.set(catalogue, lookup ? await lookup([...ids]) : new Map());
  }
  for (const { catalogue, id, place } of pending) place(typeof id === 'number' ? (names.get(catalogue)?.get(id) ?? null) : null);
  return view;
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
  const items = (Array.isArray(list) ? list : []).filter(isRecord).map((item) => ({ ...fields, ...item }));
  return { items, fields };
}
