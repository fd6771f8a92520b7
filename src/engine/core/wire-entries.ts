/**
 * A form sent as entries (`x-wire.entryKey` on one of its lists, src/engine/core/wire-schema.ts): the body is one
 * entry per item of the list, the item under the key beside every other property of the form (the clinic schedule:
 * `{date, start_time, end_time, staff_ids: [3, 8]}` → `[{staff_id: 3, date, …}, {staff_id: 8, date, …}]`). Reading
 * entries back gathers them into one form. Pure; used by the wire transform only.
 */
import { isRecord } from '../../lib/is-record';
import { propertiesOf, wireOf, type JsonRecord } from './wire-schema.ts';

export interface WireEntries {
  /** The form's list the entries are made of. */
  list: string;
  /** The member each entry holds its item under. */
  key: string;
}

/** The list of a form sent as entries, or undefined for a form sent as one object. */
export function entriesOf(schema: unknown): WireEntries | undefined {
  for (const [name, property] of propertiesOf(schema, schema)) {
    const key = wireOf(schema, property).entryKey;
    if (typeof key === 'string') return { list: name, key };
  }
  return undefined;
}

/** The entries of a form's wire object: one per item of the list, each with the object's other members. */
export function spreadEntries(entries: WireEntries, wire: JsonRecord): JsonRecord[] {
  const { [entries.list]: items, ...shared } = wire;
  return (Array.isArray(items) ? items : []).map((item: unknown) => ({ [entries.key]: item, ...shared }));
}

/** An entry without its key and the members `ignored` (an answer's own), as text to compare. */
function sharedText(entry: JsonRecord, entries: WireEntries, ignored: readonly string[]): string {
  const members = Object.entries(entry).filter(([name]) => name !== entries.key && !ignored.includes(name));
  return JSON.stringify(members.sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * One form from entries: a list of entries, or one entry alone (an object holding the key). The form's other
 * properties are the first entry's, the list is every entry's item. Entries that are not objects, or that disagree
 * on anything but their item and the members `ignored`, are returned as they came (validation refuses them); an
 * object without the key is form data already.
 */
export function gatherEntries(entries: WireEntries, body: unknown, ignored: readonly string[]): unknown {
  const list = Array.isArray(body) ? body : isRecord(body) && entries.key in body ? [body] : undefined;
  if (!list) return body;
  if (!list.every(isRecord)) return body;
  if (list.length === 0) return { [entries.list]: [] };
  const [first, ...rest] = list as JsonRecord[];
  const shared = sharedText(first!, entries, ignored);
  if (rest.some((entry) => sharedText(entry, entries, ignored) !== shared)) return body;
  const form = Object.fromEntries(Object.entries(first!).filter(([name]) => name !== entries.key));
  const items = (list as JsonRecord[]).map((entry) => entry[entries.key]).filter((item) => item !== undefined && item !== null);
  return { ...form, [entries.list]: items };
}
