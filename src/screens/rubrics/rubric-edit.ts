/**
 * The rubric editor's changes to a rubric schema, as pure functions: each takes a schema (and ui schema) and
 * answers a new one, never modifying its input. Scores are stored by an item's key, so a key is derived once, from
 * the label of a new item, and never changes afterwards (a label edit changes only the title).
 *
 * Every change keeps the schema whole: an item's key is listed in its section's `required` and
 * `errorMessage.required`, the declared `totalMaximum`s (section and root) equal the sums of the maxima, and the
 * root `ui:order` names every section.
 */

import { totalKeyOf } from '../../engine/core/rubric';
import { isRecord } from '../../lib/is-record';

export type Json = { [key: string]: unknown };
export type RubricFormId = 'final-grading' | 'section-marks';

/** What the editor shows of an item. */
export interface EditorItem {
  key: string;
  label: string;
  maximum: number;
}

/** What the editor shows of a section. */
export interface EditorSection {
  key: string;
  title: string;
  /** The section's total's key (its `totalKey`, as the rubric model reads it). */
  totalKey: string;
  items: EditorItem[];
  /** The sum of the items' maxima. */
  maximum: number;
}

/** The message shown for a missing score, used when a section names none of its own. */
export const FILL_ALL_SCORES = 'Please fill all scores before submitting';
export const INVALID_NUMBER = 'Invalid number';
/** Bounds of the editor's inputs (the server checks the same with the rubric check). */
export const LABEL_MAX_LENGTH = 120;
export const KEY_MAX_LENGTH = 40;
export const MAXIMUM_LIMIT = 1000;

const objectOr = (value: unknown): Json => (isRecord(value) ? value : {});
const clone = <T>(value: T): T => structuredClone(value);
const round = (value: number) => Math.round(value * 100) / 100;

const isNumeric = (schema: unknown): boolean => {
  if (!isRecord(schema)) return false;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('number') || types.includes('integer');
};

/** The sections of a rubric: object properties with at least one numeric property, or declared as a section. */
function isSection(schema: unknown): schema is Json {
  if (!isRecord(schema) || schema.type !== 'object') return false;
  const properties = objectOr(schema.properties);
  return Object.values(properties).some(isNumeric) || typeof schema.totalKey === 'string' || 'totalMaximum' in schema;
}

/** The total key of a new section: `section_c` → `totalC` (as the shipped sections name theirs). */
export function defaultTotalKey(sectionKey: string): string {
  const name = sectionKey.startsWith('section_') ? sectionKey.slice('section_'.length) : sectionKey;
  return `total${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}

/** A key from a label: lower case letters, digits and `_`, starting with a letter, at most KEY_MAX_LENGTH. */
export function keyFromLabel(label: string, taken: Iterable<string> = []): string {
  const used = new Set(taken);
  let base = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (!/^[a-z]/.test(base)) base = base ? `item_${base}` : 'item';
  base = base.slice(0, KEY_MAX_LENGTH).replace(/_+$/, '');
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `_${n}`;
    const candidate = base.slice(0, KEY_MAX_LENGTH - suffix.length) + suffix;
    if (!used.has(candidate)) return candidate;
  }
}

/** The editor's view of a rubric schema: its sections in `ui:order` (else schema) order, items in schema order. */
export function sectionsOf(schema: Json, ui: Json = {}): EditorSection[] {
  const properties = objectOr(schema.properties);
  return orderedKeys(Object.keys(properties), ui['ui:order'])
    .filter((key) => isSection(properties[key]))
    .map((key) => {
      const section = properties[key] as Json;
      const items = Object.entries(objectOr(section.properties))
        .filter(([, item]) => isNumeric(item))
        .map(([itemKey, item]) => {
          const { title, maximum } = item as Json;
          return {
            key: itemKey,
            label: typeof title === 'string' ? title : itemKey,
            maximum: typeof maximum === 'number' ? maximum : 0,
          };
        });
      return {
        key,
        title: typeof section.title === 'string' ? section.title : key,
        totalKey: totalKeyOf(key, section),
        items,
        maximum: round(items.reduce((sum, item) => sum + item.maximum, 0)),
      };
    });
}

/** The sum of every section's maxima. */
export function rubricMaximum(schema: Json, ui: Json = {}): number {
  return round(sectionsOf(schema, ui).reduce((sum, section) => sum + section.maximum, 0));
}

function orderedKeys(keys: string[], order: unknown): string[] {
  if (!Array.isArray(order)) return keys;
  const named = order.filter((key): key is string => typeof key === 'string' && keys.includes(key));
  const rest = keys.filter((key) => !named.includes(key));
  const star = order.indexOf('*');
  if (star === -1) return [...named, ...rest];
  const before = order.slice(0, star).filter((key): key is string => named.includes(key as string));
  const after = named.filter((key) => !before.includes(key));
  return [...before, ...rest, ...after];
}

/** Recomputes every declared `totalMaximum` (sections and root) from the items' maxima. */
function withTotals(schema: Json): Json {
  const properties = objectOr(schema.properties);
  let sum = 0;
  for (const section of Object.values(properties)) {
    if (!isSection(section)) continue;
    const maximum = round(
      Object.values(objectOr(section.properties))
        .filter(isNumeric)
        .reduce((total: number, item) => total + (typeof (item as Json).maximum === 'number' ? ((item as Json).maximum as number) : 0), 0),
    );
    if ('totalMaximum' in section) section.totalMaximum = maximum;
    sum += maximum;
  }
  if ('totalMaximum' in schema) schema.totalMaximum = round(sum);
  return schema;
}

/** A copy of the schema and the section `sectionKey` in it (which must exist), to change. */
function editSection(schema: Json, sectionKey: string): { next: Json; section: Json } {
  const next = clone(schema);
  const section = objectOr(next.properties)[sectionKey];
  if (!isSection(section)) throw new Error(`No section "${sectionKey}"`);
  return { next, section };
}

/** Re-creates an object with its keys in `keys` order (JSON object order is the form's order). */
function reorder(object: Json, keys: string[]): Json {
  const out: Json = {};
  for (const key of keys) out[key] = object[key];
  for (const key of Object.keys(object)) if (!(key in out)) out[key] = object[key];
  return out;
}

/** The message a section shows for a missing score (its first declared one, else FILL_ALL_SCORES). */
function requiredMessage(section: Json): string {
  const messages = objectOr(objectOr(section.errorMessage).required);
  const first = Object.values(messages).find((message) => typeof message === 'string');
  return typeof first === 'string' ? first : FILL_ALL_SCORES;
}

/** A new item's schema: the section's first item's as a template (type, step, messages), else the default. */
function newItemSchema(section: Json, label: string, maximum: number): Json {
  const template = Object.values(objectOr(section.properties)).find(isNumeric) as Json | undefined;
  const base: Json = template
    ? clone(template)
    : { type: 'number', minimum: 0, multipleOf: 0.01, errorMessage: { type: INVALID_NUMBER, minimum: INVALID_NUMBER } };
  return { ...base, title: label, maximum };
}

/** Adds an item at the end of a section; its key derives from the label. */
export function addItem(schema: Json, sectionKey: string, label: string, maximum: number): Json {
  const { next, section } = editSection(schema, sectionKey);
  const properties = objectOr(section.properties);
  const key = keyFromLabel(label, Object.keys(properties));
  section.properties = { ...properties, [key]: newItemSchema(section, label.trim(), maximum) };
  section.required = [...(Array.isArray(section.required) ? section.required : []), key];
  const errorMessage = objectOr(section.errorMessage);
  section.errorMessage = {
    ...errorMessage,
    required: { ...objectOr(errorMessage.required), [key]: requiredMessage(section) },
  };
  return withTotals(next);
}

/** Removes an item from its section, with its `required` entries. */
export function removeItem(schema: Json, sectionKey: string, itemKey: string): Json {
  const { next, section } = editSection(schema, sectionKey);
  const properties = { ...objectOr(section.properties) };
  delete properties[itemKey];
  section.properties = properties;
  if (Array.isArray(section.required)) section.required = section.required.filter((key) => key !== itemKey);
  const errorMessage = objectOr(section.errorMessage);
  if (isRecord(errorMessage.required)) {
    const required = { ...errorMessage.required };
    delete required[itemKey];
    section.errorMessage = { ...errorMessage, required };
  }
  return withTotals(next);
}

/** Moves an item `by` places (-1 up, +1 down) within its section; nothing happens at either end. */
export function moveItem(schema: Json, sectionKey: string, itemKey: string, by: number): Json {
  const { next, section } = editSection(schema, sectionKey);
  const keys = Object.keys(objectOr(section.properties));
  const from = keys.indexOf(itemKey);
  const to = from + by;
  if (from === -1 || to < 0 || to >= keys.length) return schema;
  keys.splice(to, 0, ...keys.splice(from, 1));
  section.properties = reorder(objectOr(section.properties), keys);
  if (Array.isArray(section.required)) {
    const required = section.required as string[];
    section.required = keys.filter((key) => required.includes(key)).concat(required.filter((key) => !keys.includes(key)));
  }
  const errorMessage = objectOr(section.errorMessage);
  if (isRecord(errorMessage.required)) section.errorMessage = { ...errorMessage, required: reorder(errorMessage.required, keys) };
  return next;
}

/** Changes an item's maximum (and so the declared totals). */
export function setMaximum(schema: Json, sectionKey: string, itemKey: string, maximum: number): Json {
  const { next, section } = editSection(schema, sectionKey);
  const item = objectOr(section.properties)[itemKey];
  if (!isRecord(item)) throw new Error(`No item "${itemKey}" in "${sectionKey}"`);
  item.maximum = maximum;
  return withTotals(next);
}

/** Changes an item's label; its key stays (scores already given are stored under it). */
export function setLabel(schema: Json, sectionKey: string, itemKey: string, label: string): Json {
  const { next, section } = editSection(schema, sectionKey);
  const item = objectOr(section.properties)[itemKey];
  if (!isRecord(item)) throw new Error(`No item "${itemKey}" in "${sectionKey}"`);
  item.title = label;
  return next;
}

/** Changes a section's title; its key and total key stay. */
export function setSectionTitle(schema: Json, sectionKey: string, title: string): Json {
  const { next, section } = editSection(schema, sectionKey);
  section.title = title;
  return next;
}

/** The next free `section_<letter>` key. */
function nextSectionKey(properties: Json): string {
  for (let code = 'a'.charCodeAt(0); code <= 'z'.charCodeAt(0); code++) {
    const key = `section_${String.fromCharCode(code)}`;
    if (!(key in properties)) return key;
  }
  return keyFromLabel('section', Object.keys(properties));
}

/**
 * Adds a section after the last one, with one item (a section needs at least one), required at the root; the
 * section is listed in the root `ui:order` before the properties that are not sections (remarks).
 */
export function addSection(
  schema: Json,
  ui: Json,
  title: string,
  firstItem: { label: string; maximum: number },
): { schema: Json; ui: Json; key: string } {
  const next = clone(schema);
  const properties = objectOr(next.properties);
  const key = nextSectionKey(properties);
  const existing = Object.values(properties).find(isSection);
  const section: Json = {
    title,
    type: 'object',
    additionalProperties: false,
    required: [],
    properties: {},
    errorMessage: { required: {}, type: existing ? objectOr(existing.errorMessage).type ?? FILL_ALL_SCORES : FILL_ALL_SCORES },
  };
  section.totalKey = defaultTotalKey(key);
  if (existing && 'totalMaximum' in existing) section.totalMaximum = 0;
  // The first item takes an existing section's first item as its template (type, step, messages).
  const template = existing ? Object.values(objectOr(existing.properties)).find(isNumeric) : undefined;
  const itemKey = keyFromLabel(firstItem.label);
  section.properties = { [itemKey]: newItemSchema({ properties: template ? { template } : {} }, firstItem.label.trim(), firstItem.maximum) };
  section.required = [itemKey];
  section.errorMessage = { ...objectOr(section.errorMessage), required: { [itemKey]: existing ? requiredMessage(existing) : FILL_ALL_SCORES } };
  const sectionKeys = Object.keys(properties).filter((name) => isSection(properties[name]));
  const lastSection = sectionKeys[sectionKeys.length - 1];
  const keys = Object.keys(properties);
  keys.splice(lastSection === undefined ? keys.length : keys.indexOf(lastSection) + 1, 0, key);
  next.properties = reorder({ ...properties, [key]: section }, keys);
  next.required = [...(Array.isArray(next.required) ? next.required : []), key];
  const errorMessage = objectOr(next.errorMessage);
  const rootRequired = objectOr(errorMessage.required);
  const rootMessage = Object.values(rootRequired).find((message) => typeof message === 'string') ?? FILL_ALL_SCORES;
  next.errorMessage = { ...errorMessage, required: { ...rootRequired, [key]: rootMessage } };
  const nextUi = clone(ui);
  if (Array.isArray(nextUi['ui:order'])) {
    const order = (nextUi['ui:order'] as unknown[]).filter((name) => name !== key);
    const lastInOrder = sectionKeys.reduce((last, name) => Math.max(last, order.indexOf(name)), -1);
    order.splice(lastInOrder + 1, 0, key);
    nextUi['ui:order'] = order;
  }
  return { schema: withTotals(next), ui: nextUi, key };
}

/** Removes a section: from the properties, the root `required` and its messages, and the root `ui:order`. */
export function removeSection(schema: Json, ui: Json, sectionKey: string): { schema: Json; ui: Json } {
  const next = clone(schema);
  const properties = { ...objectOr(next.properties) };
  delete properties[sectionKey];
  next.properties = properties;
  if (Array.isArray(next.required)) next.required = next.required.filter((key) => key !== sectionKey);
  const errorMessage = objectOr(next.errorMessage);
  if (isRecord(errorMessage.required)) {
    const required = { ...errorMessage.required };
    delete required[sectionKey];
    next.errorMessage = { ...errorMessage, required };
  }
  const nextUi = clone(ui);
  if (Array.isArray(nextUi['ui:order'])) nextUi['ui:order'] = (nextUi['ui:order'] as unknown[]).filter((key) => key !== sectionKey);
  delete nextUi[sectionKey];
  return { schema: withTotals(next), ui: nextUi };
}

/** Section marks: the maximum of `marks`. */
export function marksMaximumOf(schema: Json): number {
  const maximum = objectOr(objectOr(schema.properties).marks).maximum;
  return typeof maximum === 'number' ? maximum : 100;
}

/** Section marks: sets the maximum of `marks`. */
export function setMarksMaximum(schema: Json, maximum: number): Json {
  const next = clone(schema);
  const marks = objectOr(next.properties).marks;
  if (!isRecord(marks)) throw new Error('No "marks" property');
  marks.maximum = maximum;
  return next;
}

/** Section marks: the longest remarks allowed (its own `maxLength`, else the shared optional text's 2000). */
export function remarksBoundOf(schema: Json): number {
  const remarks = objectOr(objectOr(schema.properties).remarks);
  return typeof remarks.maxLength === 'number' ? remarks.maxLength : 2000;
}

/**
 * Section marks: sets the longest remarks allowed. The remarks become a plain bounded text (a `$ref` ignores the
 * keywords beside it), keeping their title.
 */
export function setRemarksBound(schema: Json, maxLength: number): Json {
  const next = clone(schema);
  const properties = objectOr(next.properties);
  const remarks = objectOr(properties.remarks);
  const title = typeof remarks.title === 'string' ? remarks.title : 'Remarks';
  properties.remarks = { type: 'string', maxLength, title };
  return next;
}

/**
 * Changes the label of an item not saved yet (not in any recorded version): its key follows the label, keeping
 * its place, its `required` entries and their order.
 */
export function relabelNewItem(schema: Json, sectionKey: string, itemKey: string, label: string): Json {
  const { next, section } = editSection(schema, sectionKey);
  const properties = objectOr(section.properties);
  const item = properties[itemKey];
  if (!isRecord(item)) throw new Error(`No item "${itemKey}" in "${sectionKey}"`);
  const key = keyFromLabel(label, Object.keys(properties).filter((name) => name !== itemKey));
  const rename = (object: Json): Json => {
    const out: Json = {};
    for (const [name, value] of Object.entries(object)) out[name === itemKey ? key : name] = value;
    return out;
  };
  section.properties = rename({ ...properties, [itemKey]: { ...item, title: label } });
  if (Array.isArray(section.required)) section.required = section.required.map((name) => (name === itemKey ? key : name));
  const errorMessage = objectOr(section.errorMessage);
  if (isRecord(errorMessage.required)) section.errorMessage = { ...errorMessage, required: rename(errorMessage.required) };
  return next;
}

/** The keys of every item of every section (`section/item`), to tell saved items from new ones. */
export function itemKeysOf(schema: Json): Set<string> {
  const keys = new Set<string>();
  for (const section of sectionsOf(schema)) for (const item of section.items) keys.add(`${section.key}/${item.key}`);
  return keys;
}
