/**
 * Size bounds of form data, read from the schema alone: every array has `maxItems`, every free string
 * `maxLength`, every object that accepts unknown keys `maxProperties`. `scripts/check-schemas.ts` refuses a schema
 * without them (`unboundedPlaces`); `bounds-check.ts` checks the counts before the full validation.
 *
 * Where a bound applies: at a place in the data, the schema nodes that always apply are the node, its `$ref`
 * target and its `allOf` members (and theirs). `then`, `else`, `anyOf`, `oneOf` and `dependencies` apply only
 * sometimes; `if` and `not` only test the data and describe none of it.
 */
import { isRecord } from '../../lib/is-record';
export type Json = { [key: string]: unknown };

/** The keywords that bound the size of a value. */
export const BOUND_KEYWORDS = ['maxItems', 'maxLength', 'maxProperties'] as const;
export type BoundKeyword = (typeof BOUND_KEYWORDS)[number];

function resolveLocal(root: Json, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let target: unknown = root;
  for (const part of ref.slice(1).split('/').slice(1)) {
    target = isRecord(target) ? target[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  }
  return target;
}

interface Member {
  node: Json;
  pointer: string;
}

/** The schema nodes that always apply where `nodes` do: each, its `$ref` target and `allOf` members, recursively. */
function alwaysApplied(root: Json, nodes: readonly Member[]): Member[] {
  const members: Member[] = [];
  const seen = new Set<Json>();
  const visit = (current: unknown, at: string) => {
    if (!isRecord(current) || seen.has(current)) return;
    seen.add(current);
    members.push({ node: current, pointer: at });
    if (typeof current.$ref === 'string') visit(resolveLocal(root, current.$ref), current.$ref);
    if (Array.isArray(current.allOf)) current.allOf.forEach((sub, i) => visit(sub, `${at}/allOf/${i}`));
  };
  for (const { node, pointer } of nodes) visit(node, pointer);
  return members;
}

function types(node: Json): string[] {
  if (typeof node.type === 'string') return [node.type];
  return Array.isArray(node.type) ? node.type.filter((t): t is string => typeof t === 'string') : [];
}

/** What the always-applied nodes of one place say about size. */
interface Place {
  types: Set<string>;
  choice: boolean;
  closed: boolean;
  bounds: Set<BoundKeyword>;
}

function describePlace(members: Member[], inherited: Place | null): Place {
  const place: Place = {
    types: new Set(),
    choice: inherited?.choice ?? false,
    closed: inherited?.closed ?? false,
    bounds: new Set(inherited?.bounds ?? []),
  };
  for (const { node } of members) {
    for (const type of types(node)) place.types.add(type);
    if ('enum' in node || 'const' in node) place.choice = true;
    if (node.additionalProperties === false) place.closed = true;
    for (const keyword of BOUND_KEYWORDS) if (typeof node[keyword] === 'number') place.bounds.add(keyword);
  }
  return place;
}

/** One place of the data whose size the schema does not bound. */
export interface UnboundedPlace {
  /** JSON pointer of the schema node (`#/properties/notes`, `#/$defs/entry/properties/name`). */
  pointer: string;
  kind: 'string' | 'array' | 'object';
  /** The keyword that would bound it. */
  keyword: BoundKeyword;
}

/** Adds `sub` (if a schema) to the nodes of the place named `key`. */
function collect(places: Map<string, Member[]>, key: string, sub: unknown, pointer: string): void {
  if (isRecord(sub)) places.set(key, [...(places.get(key) ?? []), { node: sub, pointer }]);
}

/**
 * Every place of the data described by `node` (the whole schema by default) that may grow without limit: a string
 * without `maxLength` (strings limited to an `enum` or `const` are bounded by it), an array without `maxItems`, an
 * object that accepts unknown keys (no `additionalProperties: false`) without `maxProperties`. A bound counts where
 * any schema that always applies to that place gives it (the property's schema, its `$ref`, `allOf`, the same
 * property declared by another of those).
 */
export function unboundedPlaces(root: Json, node: unknown = root, pointer = '#'): UnboundedPlace[] {
  const found = new Map<string, UnboundedPlace>();
  const visited = new Set<string>();

  const place = (nodes: Member[], inherited: Place | null) => {
    if (nodes.length === 0) return;
    const members = alwaysApplied(root, nodes);
    const at = nodes[0]!.pointer;
    const key = `${members.map((m) => m.pointer).join(' ')}|${inherited ? `${[...inherited.bounds].join(',')}${inherited.closed}${inherited.choice}` : ''}`;
    if (visited.has(key)) return;
    visited.add(key);
    const here = describePlace(members, inherited);
    const report = (kind: UnboundedPlace['kind'], keyword: BoundKeyword) => {
      found.set(`${at} ${keyword}`, { pointer: at, kind, keyword });
    };
    if (here.types.has('string') && !here.choice && !here.bounds.has('maxLength')) report('string', 'maxLength');
    if (here.types.has('array') && !here.bounds.has('maxItems')) report('array', 'maxItems');
    if (here.types.has('object') && !here.closed && !here.bounds.has('maxProperties')) report('object', 'maxProperties');

    // New places in the data (a property, an item), each with every schema that describes it here.
    const children = new Map<string, Member[]>();
    for (const { node: member, pointer: where } of members) {
      for (const keyword of ['properties', 'patternProperties'] as const) {
        const named = member[keyword];
        if (!isRecord(named)) continue;
        for (const [name, sub] of Object.entries(named)) collect(children, `${keyword}:${name}`, sub, `${where}/${keyword}/${name}`);
      }
      collect(children, `additionalProperties:${where}`, member.additionalProperties, `${where}/additionalProperties`);
      if (Array.isArray(member.items)) member.items.forEach((sub, i) => collect(children, `items:${i}`, sub, `${where}/items/${i}`));
      else collect(children, 'items', member.items, `${where}/items`);
      collect(children, `additionalItems:${where}`, member.additionalItems, `${where}/additionalItems`);
    }
    for (const nodesOfChild of children.values()) place(nodesOfChild, null);

    // The same place, sometimes: what the always-applied nodes bound stays bounded there.
    for (const { node: member, pointer: where } of members) {
      for (const keyword of ['then', 'else'] as const) {
        if (isRecord(member[keyword])) place([{ node: member[keyword] as Json, pointer: `${where}/${keyword}` }], here);
      }
      for (const keyword of ['anyOf', 'oneOf'] as const) {
        const list = member[keyword];
        if (Array.isArray(list)) list.forEach((sub, i) => isRecord(sub) && place([{ node: sub, pointer: `${where}/${keyword}/${i}` }], here));
      }
      if (isRecord(member.dependencies)) {
        for (const [name, sub] of Object.entries(member.dependencies)) {
          if (isRecord(sub)) place([{ node: sub, pointer: `${where}/dependencies/${name}` }], here);
        }
      }
    }
  };

  if (isRecord(node)) place([{ node, pointer }], null);
  return [...found.values()];
}

const BOUND_ADVICE: Record<UnboundedPlace['kind'], string> = {
  string: 'unbounded string at %s: give it a maxLength (or an enum)',
  array: 'unbounded array at %s: give it a maxItems',
  object: 'open object at %s: give it a maxProperties (or additionalProperties: false)',
};

/**
 * The size-bound problems of a schema (or of one node of it), one message per place: every array, free string and
 * open object must have its size bound. `npm run check:schemas` and the rubric check (rubric-check.ts) report them.
 */
export function checkBounds(root: Json, node: unknown = root, pointer = '#'): string[] {
  return unboundedPlaces(root, node, pointer).map((place) => `schema: ${BOUND_ADVICE[place.kind].replace('%s', place.pointer)}`);
}
