/**
 * Reading a form's schema for the wire transform (src/engine/core/wire-transform.ts): the properties of an object
 * (its own and those of its `allOf` parts, local `$ref`s followed), the types a property allows, its items, and
 * its `x-wire` annotation. Pure: shared by the browser and the server.
 */
import { resolveLocalRef } from './conditional-display.ts';
import { READ_KEY, READ_LIST, READ_LOOKUP, READ_PARALLEL } from './read-annotations.ts';
import { isRecord } from '../../lib/is-record';

export type JsonRecord = Record<string, unknown>;

/** The annotation keyword: how a property (or, at the root, the whole form) travels where REST differs. */
export const X_WIRE = 'x-wire';

/** A notation typed as text on the form and sent as a number (management's SPH/CYL/AXIS/ADD). */
export interface WireNumber {
  /** Decimals written when a number is read back (`2`: `1.25` → `1.25`, `2` → `2.00`); none: as JavaScript writes it. */
  decimals?: number;
  /** Present: a sign is always written (`+1.25`, `-0.75`); zero is written with this one. */
  zeroSign?: '+' | '-';
}

/** The `x-wire` annotation. Every member is optional; an absent annotation is the generic rule. */
export interface WireAnnotation {
  /** The value a blank (absent, null, white space) is sent as; default: `[]` for a list, the `default` of a boolean, else null. */
  blank?: unknown;
  /** Text sent without its surrounding white space. */
  trim?: boolean;
  /** Form-only: never sent. */
  omit?: boolean;
  /**
   * A blank (null, `''`) is a value of this property, sent and read back as it is (a condition not recorded per eye,
   * an empty condition input); only an absent one is sent as the blank value.
   */
  keepBlank?: boolean;
  /** Notation text on the form, a number on the wire. */
  number?: WireNumber;
  /** A read answer names this property so (`final_diagnoses_info`). */
  readName?: string;
  /** A read answer gives this id as an object holding it under this key (`{"id": 3, "diagnosis": "…"}`). */
  readKey?: string;
  /** A read answer gives this list as parallel lists, one per item property: `{"name": "drug_history", …}`. */
  readLists?: Record<string, string>;
  /**
   * A body or a read answer may give this value inside a text: the first group of this pattern is the value (a
   * file named by its URL).
   */
  readPattern?: string;
  /** A list whose items may come as plain values: such an item is the object with the value under this key. */
  itemKey?: string;
  /** Root only: a read answer that is a list is this property's list (the observations). */
  readList?: string;
  /** Root only: `"omit"` leaves a hidden property (`shownWhen`) out of the payload; default: sent blank. */
  hidden?: 'omit' | 'blank';
  /**
   * A list the payload spreads into entries (core/wire-entries.ts): the body is one entry per item, the item under
   * this key beside the form's other properties (clinic schedule `staff_ids` → `[{staff_id, date, …}, …]`).
   */
  entryKey?: string;
  /**
   * Root only: members a read answer adds that are not form data (`id`, `status`, who actioned it): a body that
   * carries them (an answer sent back) is read without them, as the route's context keys are.
   */
  answerKeys?: string[];
  /**
   * Root only: a read answer gives properties inside this member (`"scores"`: a grading answers its rubric sections
   * as `{"scores": {"section_a": {…}}}`); a property the answer gives itself wins.
   */
  readIn?: string;
  /**
   * Root only: payload members sent as `true` when the adapter context's flag of that name is set, else not sent:
   * `{"confirm_save": "confirmSave"}` (registration resent after the duplicate-phone confirmation).
   */
  flags?: Record<string, string>;
}

/** Absent, null, or text with nothing but white space. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A node with its local reference followed (an object), or an empty object. */
export function resolved(root: unknown, node: unknown): JsonRecord {
  const target = resolveLocalRef(root, node);
  return isRecord(target) ? target : {};
}

/**
 * What is read of a schema node is read once per schema (a list of 500 observations walks one item schema 500
 * times): results are kept by root and node, both objects that are never changed (docs/forms.md).
 */
const caches = new WeakMap<object, Map<string, WeakMap<object, unknown>>>();
function cached<T>(kind: string, root: unknown, node: unknown, compute: () => T): T {
  if (!isRecord(root) || !isRecord(node)) return compute();
  let byKind = caches.get(root);
  if (!byKind) caches.set(root, (byKind = new Map()));
  let byNode = byKind.get(kind);
  if (!byNode) byKind.set(kind, (byNode = new WeakMap()));
  if (byNode.has(node)) return byNode.get(node) as T;
  const value = compute();
  byNode.set(node, value);
  return value;
}

/** The node, the definition it refers to, and their `allOf` parts: where a property's keywords may sit. */
function layers(root: unknown, node: unknown, depth = 0): JsonRecord[] {
  if (!isRecord(node) || depth > 5) return [];
  const own: JsonRecord[] = [node];
  const target = resolveLocalRef(root, node);
  if (isRecord(target) && target !== node) own.push(...layers(root, target, depth + 1));
  const parts = Array.isArray(node.allOf) ? node.allOf : [];
  return [...own, ...parts.flatMap((part: unknown) => layers(root, part, depth + 1))];
}

/** The property schemas of an object schema, by name: its `allOf` parts' first, in schema order; its own win. */
export function propertiesOf(root: unknown, node: unknown): Map<string, unknown> {
  return cached('properties', root, node, () => collectProperties(root, node));
}

function collectProperties(root: unknown, node: unknown): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const layer of layers(root, node).reverse()) {
    if (isRecord(layer.properties)) for (const [name, property] of Object.entries(layer.properties)) out.set(name, property);
  }
  return out;
}

/** The types a property allows (`type`, a list of types, or what its `enum`/`const` values are). */
export function typesOf(root: unknown, node: unknown): Set<string> {
  return cached('types', root, node, () => collectTypes(root, node));
}

function collectTypes(root: unknown, node: unknown): Set<string> {
  const types = new Set<string>();
  for (const layer of layers(root, node)) {
    if (typeof layer.type === 'string') types.add(layer.type);
    if (Array.isArray(layer.type)) for (const type of layer.type) if (typeof type === 'string') types.add(type);
    if (Array.isArray(layer.enum) && layer.enum.includes(null)) types.add('null');
  }
  return types;
}

/** The first value of keyword `name` on the property (beside its `$ref` first, then in what it refers to). */
export function keywordOf(root: unknown, node: unknown, name: string): unknown {
  for (const layer of layers(root, node)) if (name in layer) return layer[name];
  return undefined;
}

/** The schema of a list's items, when they are objects with properties (rows, entries, details); else undefined. */
export function objectItemsOf(root: unknown, node: unknown): unknown {
  return cached('items', root, node, () => {
    const items = keywordOf(root, node, 'items');
    return isRecord(items) && propertiesOf(root, items).size > 0 ? items : undefined;
  });
}

/**
 * The property's `x-wire` annotation (members beside its `$ref` win over those of its definition), with the read
 * members taken from the read view's own annotations (`x-read-…`, core/read-annotations.ts): the read shape is
 * described once, and read back into form data by the same description the server answers with.
 */
export function wireOf(root: unknown, node: unknown): WireAnnotation {
  return cached('wire', root, node, () => {
    const out: JsonRecord = {};
    for (const layer of layers(root, node).reverse()) if (isRecord(layer[X_WIRE])) Object.assign(out, layer[X_WIRE]);
    return { ...out, ...readMembers(root, node) } as WireAnnotation;
  });
}

/** The metadata keyword naming a property in a read answer that is not a read view's (the patient's, docs/forms.md). */
const READ_NAME = 'x-read-name';

/** `readName`, `readKey`, `readLists` and `readList` as the node's `x-read-…` annotations say them. */
function readMembers(root: unknown, node: unknown): Partial<WireAnnotation> {
  const out: Partial<WireAnnotation> = {};
  const key = keywordOf(root, node, READ_KEY) ?? keywordOf(root, node, READ_NAME);
  if (typeof key === 'string') out.readName = key;
  const lookup = keywordOf(root, node, READ_LOOKUP);
  // An id answered "into" an object is that object's `id` (`{"id": 3, "diagnosis": "…"}`).
  if (isRecord(lookup) && typeof lookup.into === 'string') out.readKey = 'id';
  const parallel = keywordOf(root, node, READ_PARALLEL);
  if (isRecord(parallel)) {
    const prefix = typeof parallel.prefix === 'string' ? parallel.prefix : '';
    const names = isRecord(parallel.names) ? parallel.names : {};
    const members = [...propertiesOf(root, objectItemsOf(root, node)).keys()];
    out.readLists = Object.fromEntries(members.map((member) => [member, typeof names[member] === 'string' ? names[member] : `${prefix}${member}`]));
  }
  const list = keywordOf(root, node, READ_LIST);
  if (typeof list === 'string') out.readList = list;
  return out;
}
