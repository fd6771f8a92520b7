/**
 * Worst-case bodies read from a schema's own bounds (bench/validation-worst-case.ts): every list at its
 * `maxItems` and every free string at its `maxLength` while the data stays valid, and every value of the wrong
 * type in lists at their bound. No bound is written here: they are all read from the schema.
 */
import { type Json } from '../../src/engine/core/schema-bounds';
import { isRecord } from '../../src/lib/is-record';

type Validate = (data: unknown) => unknown;

function resolve(root: Json, ref: string): unknown {
  let target: unknown = root;
  for (const part of ref.slice(2).split('/')) target = isRecord(target) ? target[part] : undefined;
  return target;
}

/** The schema nodes that always apply where `nodes` do (each, its `$ref`, its `allOf`). */
function members(root: Json, nodes: unknown[]): Json[] {
  const out: Json[] = [];
  const visit = (node: unknown) => {
    if (!isRecord(node) || out.includes(node)) return;
    out.push(node);
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#/')) visit(resolve(root, node.$ref));
    if (Array.isArray(node.allOf)) node.allOf.forEach(visit);
  };
  nodes.forEach(visit);
  return out;
}

const propertyNodes = (root: Json, nodes: Json[], name: string) =>
  members(root, nodes).flatMap((node) => (isRecord(node.properties) && isRecord(node.properties[name]) ? [node.properties[name]] : []));
const itemNodes = (root: Json, nodes: Json[]) => members(root, nodes).flatMap((node) => (isRecord(node.items) ? [node.items] : []));
const lowest = (root: Json, nodes: Json[], keyword: string) =>
  Math.min(...members(root, nodes).map((node) => (typeof node[keyword] === 'number' ? (node[keyword] as number) : Infinity)));
const typesOf = (root: Json, nodes: Json[]) => new Set(members(root, nodes).flatMap((node) => [node.type].flat().filter((t) => typeof t === 'string')));

/** A copy of `item` made distinct by `i`: its first whole number becomes i + 1, else its first text starts with i. */
function vary(item: unknown, i: number): unknown {
  if (!isRecord(item)) return item;
  const copy = structuredClone(item);
  const integer = Object.keys(copy).find((key) => typeof copy[key] === 'number' && Number.isInteger(copy[key]));
  if (integer) copy[integer] = i + 1;
  else {
    const text = Object.keys(copy).find((key) => typeof copy[key] === 'string');
    if (text) copy[text] = `${i} ${String(copy[text])}`;
  }
  return copy;
}

/** Every list of `data` (nested ones first) grown to its `maxItems` with copies of its fullest item, where the data stays valid. */
function growLists(root: Json, data: Json, validate: Validate): void {
  const grow = (value: unknown, nodes: Json[], put: (next: unknown) => void) => {
    if (Array.isArray(value)) {
      if (value.length === 0) return;
      const items = itemNodes(root, nodes);
      const sizes = value.map((item) => JSON.stringify(item).length);
      const fullest = sizes.indexOf(Math.max(...sizes));
      grow(value[fullest], items, (next) => (value[fullest] = next));
      const max = lowest(root, nodes, 'maxItems');
      if (!Number.isFinite(max)) return;
      const template = structuredClone(value[fullest]);
      put(Array.from({ length: max }, (_, i) => vary(template, i)));
      if (validate(data) !== null) put(value);
    } else if (isRecord(value)) {
      for (const key of Object.keys(value)) grow(value[key], propertyNodes(root, nodes, key), (next) => (value[key] = next));
    }
  };
  grow(data, [root], () => undefined);
}

interface Place {
  path: string;
  original: unknown;
  bound: number;
  set: (next: unknown) => void;
}

/** Every value of `data` that `boundOf` gives a bound (from its schema nodes), grouped by its path with list positions as `*`. */
function placesOf(root: Json, data: unknown, boundOf: (value: unknown, nodes: Json[]) => number | null): Map<string, Place[]> {
  const places = new Map<string, Place[]>();
  const walk = (value: unknown, nodes: Json[], path: string, put: (next: unknown) => void) => {
    const bound = boundOf(value, nodes);
    if (bound !== null && Number.isFinite(bound)) {
      places.set(path, [...(places.get(path) ?? []), { path, original: value, bound, set: put }]);
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, itemNodes(root, nodes), `${path}.*`, (next) => (value[i] = next)));
    } else if (isRecord(value)) {
      for (const key of Object.keys(value)) walk(value[key], propertyNodes(root, nodes, key), `${path}.${key}`, (next) => (value[key] = next));
    }
  };
  walk(data, [root], '', () => undefined);
  return places;
}

/** Free texts with a `maxLength` (not whole numbers written as text). */
const textBound = (root: Json) => (value: unknown, nodes: Json[]) =>
  typeof value === 'string' && !typesOf(root, nodes).has('integer') ? lowest(root, nodes, 'maxLength') : null;
/** Numbers with a `maximum`. */
const numberBound = (root: Json) => (value: unknown, nodes: Json[]) => (typeof value === 'number' ? lowest(root, nodes, 'maximum') : null);

/** A text place's original text padded to `length` (never shortened). */
const padded = (place: Place, length: number) => {
  const original = String(place.original);
  return length <= original.length ? original : original.padEnd(length, 'x');
};

/** A copy of `data` (valid itself) with every number at its schema's `maximum`, where the data stays valid. */
export function atMaxima(root: Json, data: Json, validate: Validate): Json {
  const raised = structuredClone(data);
  for (const group of placesOf(root, raised, numberBound(root)).values()) {
    group.forEach((place) => place.set(place.bound));
    if (validate(raised) !== null) group.forEach((place) => place.set(place.original));
  }
  return raised;
}

/**
 * The fullest valid form data from `data` (valid itself): lists at `maxItems`, then every string that may be at
 * its `maxLength` (where the data stays valid) as long as the body `toBody` makes of it fits `maxBytes`.
 */
export function maximalValid(root: Json, data: Json, validate: Validate, toBody: (data: Json) => string, maxBytes: number): Json {
  const grown = structuredClone(data);
  growLists(root, grown, validate);
  const places = [...placesOf(root, grown, textBound(root)).values()];
  const paddable = places.filter((group) => {
    group.forEach((place) => place.set(padded(place, place.bound)));
    const ok = validate(grown) === null;
    group.forEach((place) => place.set(place.original));
    return ok;
  });
  for (let share = 1; share > 0.01; share *= 0.9) {
    for (const group of paddable) group.forEach((place) => place.set(padded(place, Math.floor(place.bound * share))));
    if (Buffer.byteLength(toBody(grown)) <= maxBytes && validate(grown) === null) return grown;
  }
  throw new Error('no padding of the strings fits the body limit');
}

/** Data of the schema's shape with every value of the wrong type, lists at their `maxItems` with distinct items. */
export function everythingWrong(root: Json, nodes: Json[] = [root]): unknown {
  const types = typesOf(root, nodes);
  const all = members(root, nodes);
  if (types.has('object') || all.some((node) => isRecord(node.properties))) {
    const names = new Set(all.flatMap((node) => (isRecord(node.properties) ? Object.keys(node.properties) : [])));
    return Object.fromEntries([...names].map((name) => [name, everythingWrong(root, propertyNodes(root, nodes, name))]));
  }
  if (types.has('array')) {
    const max = lowest(root, nodes, 'maxItems');
    const item = everythingWrong(root, itemNodes(root, nodes));
    return Array.from({ length: Number.isFinite(max) ? max : 1 }, (_, i) => (isRecord(item) ? vary(item, i) : i));
  }
  if (types.has('string')) return 0;
  if (types.has('number') || types.has('integer') || types.has('boolean')) return 'x';
  return { wrong: true };
}

/** `count` keys no schema declares. */
export function unknownKeys(count: number): Json {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`unknown_${i}`, i]));
}
