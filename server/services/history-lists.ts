/**
 * The lists of the Oculo-Medical History as its read view needs them, read from the shipped schema: the entry
 * lists answered as parallel lists (their `x-wire.readLists`) and the other lists (condition details).
 */
import schema from '../../schemas/oculo-medical-history/schema.json';
import { propertiesOf, typesOf, wireOf } from '../../src/engine/core/wire-schema';

const lists = [...propertiesOf(schema, schema)].filter(([, property]) => typesOf(schema, property).has('array'));

/** Each entry list, with the names the read answer uses for it (names, then notes): consultation §3. */
export const ENTRY_LISTS = lists.flatMap(([key, property]) => {
  const read = wireOf(schema, property).readLists;
  return read?.name && read.notes ? [{ key, names: read.name, notes: read.notes }] : [];
});

/** The four condition lists (read back with `condition_name` on each detail). */
export const CONDITION_LISTS = lists.map(([key]) => key).filter((key) => !ENTRY_LISTS.some((list) => list.key === key));
