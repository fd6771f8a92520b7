/**
 * The one wire transform: a form's data ⇄ its REST body, walking the form's schema (docs/forms.md, "Wire
 * transform"). Pure; the browser builds its request bodies and reads answers with it, the server reads and stores
 * bodies with it, both with the schema they validate with.
 *
 * - To the wire: every property of the schema is sent, typed as the form holds it (a number stays a number); a
 *   blank one (absent, null, white space) as its blank value (`x-wire.blank`; else `[]` for a list, a boolean's
 *   `default`, null); a property hidden by its `shownWhen` as blank (or left out: root `x-wire.hidden: "omit"`);
 *   keys the schema does not know are not sent. Lists of objects and objects are walked the same way.
 * - From the wire: blank values become absent (a null list an empty one; `keepBlank` keeps them); the annotated conversions are undone. Reading a **body** keeps
 *   the keys the schema does not know (so validation still refuses them); reading a **read answer** drops them
 *   (lookups and record metadata: `id`, `saved_at`, `condition_name`…) and follows its read-only shapes
 *   (`readName`, `readKey`, `readLists`, `readList`, `readIn`); a body read with `names` takes a property given under
 *   its read name (a read answer sent back). Both take a value inside a text (`readPattern`) and a list
 *   item given as a plain value (`itemKey`).
 * - A form sent as entries (`entryKey` on a list: one entry per item, core/wire-entries.ts) is spread by `toWireBody`
 *   and gathered back by `fromWire`; members a read answer adds (root `answerKeys`) are never form data.
 */
import { hiddenProperties } from './conditional-display.ts';
import { entriesOf, gatherEntries, spreadEntries } from './wire-entries.ts';
import { formatWireNumber, parseWireNumber } from './wire-number.ts';
import { isRecord } from '../../lib/is-record';
import {
  isBlank,
  keywordOf,
  objectItemsOf,
  propertiesOf,
  resolved,
  typesOf,
  wireOf,
  type JsonRecord,
} from './wire-schema.ts';

export interface FromWireOptions {
  /** A read answer (true) or a request body (false, the default). */
  read?: boolean;
  /** Context keys of the route (`appointment`, `patient`): never form data. */
  context?: readonly string[];
  /**
   * A body may give a property under its read name (a read answer sent back as it is: the patient's): taken when
   * the body does not give the property itself, the read name is not kept.
   */
  names?: boolean;
}

/** A list's `maxItems` (no bound: any length). */
function maxItemsOf(root: unknown, property: unknown): number {
  const bound = keywordOf(root, property, 'maxItems');
  return typeof bound === 'number' ? bound : Number.POSITIVE_INFINITY;
}

/** What a blank property is sent as. */
function blankOf(root: unknown, property: unknown): unknown {
  const wire = wireOf(root, property);
  if ('blank' in wire) return wire.blank;
  const types = typesOf(root, property);
  if (types.has('array')) return [];
  const fallback = keywordOf(root, property, 'default');
  if (types.has('boolean') && typeof fallback === 'boolean') return fallback;
  return null;
}

function valueToWire(root: unknown, property: unknown, value: unknown): unknown {
  const wire = wireOf(root, property);
  if (wire.keepBlank && value !== undefined) return value;
  if (isBlank(value)) return blankOf(root, property);
  if (wire.number) return parseWireNumber(value);
  if (typeof value === 'string') return wire.trim ? value.trim() : value;
  if (Array.isArray(value)) {
    const items = objectItemsOf(root, property);
    return items ? value.map((item: unknown) => objectToWire(root, items, isRecord(item) ? item : {})) : value;
  }
  if (isRecord(value) && propertiesOf(root, property).size > 0) return objectToWire(root, property, value);
  return value;
}

function objectToWire(root: unknown, node: unknown, data: JsonRecord): JsonRecord {
  const object = resolved(root, node);
  const omitHidden = wireOf(root, object).hidden === 'omit';
  const hidden = new Set(hiddenProperties(root, object, data));
  const out: JsonRecord = {};
  for (const [name, property] of propertiesOf(root, object)) {
    if (wireOf(root, property).omit) continue;
    if (hidden.has(name)) {
      if (!omitHidden) out[name] = blankOf(root, property);
    } else {
      out[name] = valueToWire(root, property, data[name]);
    }
  }
  return out;
}

/** The REST body of `formData`: the route's context keys (`{appointment: 7}`) first, then the form's properties. */
export function toWire(schema: unknown, formData: unknown, context: JsonRecord = {}): JsonRecord {
  return { ...context, ...objectToWire(schema, schema, isRecord(formData) ? formData : {}) };
}

/**
 * The REST body of `formData` as the route takes it: `toWire`'s object, or, for a form sent as entries
 * (`x-wire.entryKey` on a list, core/wire-entries.ts), one entry per item of that list.
 */
export function toWireBody(schema: unknown, formData: unknown, context: JsonRecord = {}): JsonRecord | JsonRecord[] {
  const wire = toWire(schema, formData, context);
  const entries = entriesOf(schema);
  return entries ? spreadEntries(entries, wire) : wire;
}

/** A read answer's parallel lists (`{"drug_history": [names], "drug_notes": [notes]}`) as a list of objects. */
function fromParallelLists(body: JsonRecord, lists: Record<string, string>): unknown[] | undefined {
  const columns = Object.entries(lists).filter(([, key]) => key in body);
  if (columns.length === 0) return undefined;
  const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : isBlank(value) ? [] : [value]);
  const length = asList(body[columns[0]![1]]).length;
  return Array.from({ length }, (_, index) => {
    const item: JsonRecord = {};
    for (const [member, key] of columns) item[member] = asList(body[key])[index];
    return item;
  });
}

function valueFromWire(root: unknown, property: unknown, value: unknown, read: boolean): unknown {
  const wire = wireOf(root, property);
  let current = value;
  if (read && wire.readKey && isRecord(current)) current = current[wire.readKey];
  if (wire.readPattern && typeof current === 'string') current = new RegExp(wire.readPattern).exec(current)?.[1] ?? current;
  if (wire.keepBlank && (current === null || typeof current === 'string')) return current;
  // A list sent as null is an empty list; any other blank value is a field not filled in.
  if (current === null && typesOf(root, property).has('array')) return [];
  if (isBlank(current)) return undefined;
  if (wire.number && typeof current === 'number') return formatWireNumber(current, wire.number);
  if (Array.isArray(current)) {
    const items = objectItemsOf(root, property);
    // A list over its bound is left as it came: validation refuses it by its count alone (docs/forms.md, "Size bounds").
    if (current.length > maxItemsOf(root, property)) return current;
    const key = wire.itemKey;
    const asItem = (item: unknown): unknown => (key !== undefined && !isRecord(item) && item !== null ? { [key]: item } : item);
    return items ? current.map((item: unknown) => (isRecord(asItem(item)) ? objectFromWire(root, items, asItem(item) as JsonRecord, read ? ANSWER : BODY) : item)) : current;
  }
  if (isRecord(current) && propertiesOf(root, property).size > 0) return objectFromWire(root, property, current, read ? ANSWER : BODY);
  return current;
}

/** Options of reading one object: read answer or body, the route's context keys, read names in a body. */
interface ObjectReading {
  read: boolean;
  context: readonly string[];
  names: boolean;
}

const BODY: ObjectReading = { read: false, context: [], names: false };
const ANSWER: ObjectReading = { read: true, context: [], names: false };

function objectFromWire(root: unknown, node: unknown, body: JsonRecord, reading: ObjectReading): JsonRecord {
  const { read, context, names } = reading;
  const properties = propertiesOf(root, node);
  const source: JsonRecord = { ...body };
  if (read || names) {
    // Read-only shapes: a renamed property, parallel lists.
    for (const [name, property] of properties) {
      const wire = wireOf(root, property);
      if (names && !read && wire.readName && wire.readName in body) {
        if (source[name] === undefined || source[name] === null) source[name] = body[wire.readName];
        delete source[wire.readName];
      }
      if (!read || (name in source && source[name] !== null)) continue;
      if (wire.readName && wire.readName in body) source[name] = body[wire.readName];
      else if (wire.readLists) {
        const list = fromParallelLists(body, wire.readLists);
        if (list) source[name] = list;
      }
    }
  }
  const out: JsonRecord = {};
  for (const [key, value] of Object.entries(source)) {
    if (context.includes(key)) continue;
    const property = properties.get(key);
    if (property === undefined) {
      if (!read) out[key] = value;
      continue;
    }
    const formValue = valueFromWire(root, property, value, read);
    if (formValue !== undefined) out[key] = formValue;
  }
  return out;
}

/**
 * Form data from a REST body (`read` false: unknown keys kept) or a read answer (`read` true: unknown keys
 * dropped, read-only shapes followed). Never throws: what is not an object is returned as it came.
 */
export function fromWire(schema: unknown, body: unknown, options: FromWireOptions = {}): unknown {
  const read = options.read === true;
  const root = wireOf(schema, schema);
  // Members an answer adds (root `answerKeys`) are dropped from a body as the route's context keys are.
  const context = [...(options.context ?? []), ...(root.answerKeys ?? [])];
  const entries = entriesOf(schema);
  const gathered = entries ? gatherEntries(entries, body, context) : body;
  const source = read && Array.isArray(gathered) && root.readList ? listAsForm(schema, gathered, root.readList) : gathered;
  if (!isRecord(source)) return source;
  return objectFromWire(schema, schema, read && root.readIn ? withNested(schema, source, root.readIn) : source, {
    read,
    context,
    names: options.names === true,
  });
}

/**
 * A form read as a list (`x-read-list`) as the form: the list under its property, and the form's other (form-level)
 * properties from its first item, where the server answers them on every item (docs/decisions.md, "Form-level
 * properties of an observation form").
 */
function listAsForm(schema: unknown, items: unknown[], list: string): JsonRecord {
  const form: JsonRecord = { [list]: items };
  const first = items[0];
  if (!isRecord(first)) return form;
  for (const name of propertiesOf(schema, schema).keys()) {
    if (name !== list && name in first) form[name] = first[name];
  }
  return form;
}

/** A read answer with the properties it gives inside member `readIn` taken out of it (its own win). */
function withNested(schema: unknown, body: JsonRecord, readIn: string): JsonRecord {
  const nested = body[readIn];
  if (!isRecord(nested)) return body;
  const out: JsonRecord = { ...body };
  for (const name of propertiesOf(schema, schema).keys()) {
    if ((out[name] === undefined || out[name] === null) && name in nested) out[name] = nested[name];
  }
  return out;
}
