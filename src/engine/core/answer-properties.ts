/**
 * A form's properties as an answer carries them, described for the API's contracts (contracts/, docs/api.md): each
 * property with the types it travels as (a notation sent as a number is a number; a blank is null), its choices,
 * its items and nested members, and its title as the description. The contracts of the answers that hold a form's
 * document (`x-form`) are completed with these at start, so the OpenAPI document lists every property of the form
 * as this server has it. Pure: it reads the schema only.
 */
import { isRecord } from '../../lib/is-record';
import { keywordOf, propertiesOf, typesOf, wireOf } from './wire-schema';

type JsonRecord = Record<string, unknown>;

/** Nested levels described; deeper members are answered as they are, undescribed (no form nests this far). */
const MAX_DEPTH = 6;

function describe(root: unknown, node: unknown, depth: number): JsonRecord {
  const out: JsonRecord = {};
  const title = keywordOf(root, node, 'title');
  if (typeof title === 'string' && title !== '') out.description = title;
  if (depth > MAX_DEPTH) return out;
  const types = wireOf(root, node).number ? new Set(['number']) : new Set(typesOf(root, node));
  if (types.size === 0) return out;
  if (!types.has('array')) types.add('null');
  out.type = [...types];
  const choices = keywordOf(root, node, 'enum');
  if (Array.isArray(choices) && !types.has('array') && !types.has('object')) out.enum = choices.includes(null) ? choices : [...choices, null];
  if (types.has('array')) {
    const items = keywordOf(root, node, 'items');
    if (isRecord(items)) out.items = describe(root, items, depth + 1);
  }
  if (types.has('object')) {
    const members = propertiesOf(root, node);
    if (members.size > 0) {
      out.properties = Object.fromEntries([...members].map(([name, member]) => [name, describe(root, member, depth + 1)]));
      // A member the read adds (a condition's name beside its id) goes through as it is.
      out.additionalProperties = true;
    }
  }
  return out;
}

/**
 * The described top-level properties of the form whose (bundled) schema is `root`, by name. A list the payload
 * spreads into entries (`x-wire.entryKey`) travels as one of its items under the entry's key, each entry on its own.
 */
export function answerProperties(root: unknown): Record<string, JsonRecord> {
  const out: Record<string, JsonRecord> = {};
  for (const [name, property] of propertiesOf(root, root)) {
    const wire = wireOf(root, property);
    if (wire.omit) continue;
    const items = wire.entryKey === undefined ? undefined : keywordOf(root, property, 'items');
    if (wire.entryKey !== undefined && isRecord(items)) {
      const title = keywordOf(root, property, 'title');
      out[wire.entryKey] = { ...describe(root, items, 0), ...(typeof title === 'string' && title !== '' ? { description: title } : {}) };
    } else {
      out[name] = describe(root, property, 0);
    }
  }
  return out;
}
