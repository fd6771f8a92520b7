/**
 * A form's properties as an answer carries them, described for the API's contracts (contracts/, docs/api.md): each
 * property with the types it travels as (a notation sent as a number is a number; a blank is null), its choices,
 * its items and nested members, and its title as the description. The contracts of the answers that hold a form's
 * document (`x-form`) are completed with these at start, so the OpenAPI document lists every property of the form
 * as this server has it. Pure: it reads the schema only.
 *
 * Three shapes: the document as it is stored and sent (`answerProperties`); the read view of a stored document
 * (`viewProperties`), which follows the same `x-read-…` annotations the server answers with
 * (src/engine/core/read-annotations.ts: a looked-up name beside an id, an id answered as an object, a renamed
 * property, parallel lists, copied members); and one item of a form read as a list (`listItemProperties`).
 */
import { isRecord } from '../../lib/is-record';
import { READ_COPY, READ_KEY, READ_LIST, READ_LOOKUP, READ_PARALLEL } from './read-annotations';
import { keywordOf, resolved, typesOf, wireOf } from './wire-schema';

type JsonRecord = Record<string, unknown>;

/** Nested levels described; deeper members are answered as they are, undescribed (no form nests this far). */
const MAX_DEPTH = 6;

/**
 * The schema nodes that describe one value, the most specific first: a property an object declares itself, then
 * the same property of the parts it takes in (`allOf`), as the read view merges them.
 */
type Facets = readonly unknown[];

const firstKeyword = (root: unknown, facets: Facets, name: string): unknown => {
  for (const node of facets) {
    const value = keywordOf(root, node, name);
    if (value !== undefined) return value;
  }
  return undefined;
};

function typesOfFacets(root: unknown, facets: Facets): Set<string> {
  const types = new Set<string>();
  for (const node of facets) for (const type of typesOf(root, node)) types.add(type);
  return types;
}

/** A node, what its local `$ref` names and its `allOf` parts (each once): where an object's properties sit. */
function layersOf(root: unknown, node: unknown, depth: number, out: JsonRecord[]): JsonRecord[] {
  if (!isRecord(node) || depth > 5 || out.includes(node)) return out;
  out.push(node);
  if (typeof node.$ref === 'string') layersOf(root, resolved(root, node), depth + 1, out);
  if (Array.isArray(node.allOf)) for (const part of node.allOf) layersOf(root, part, depth + 1, out);
  return out;
}

/** The properties of an object, each with its nodes: its own declaration first, then those of its parts. */
function propertiesOfFacets(root: unknown, facets: Facets): Map<string, unknown[]> {
  const layers: JsonRecord[] = [];
  for (const node of facets) layersOf(root, node, 0, layers);
  const out = new Map<string, unknown[]>();
  for (const layer of layers) {
    if (!isRecord(layer.properties)) continue;
    for (const [name, property] of Object.entries(layer.properties)) out.set(name, [...(out.get(name) ?? []), property]);
  }
  return out;
}

const itemFacetsOf = (root: unknown, facets: Facets): unknown[] => {
  const items = firstKeyword(root, facets, 'items');
  return isRecord(items) ? [items] : [];
};

const omitted = (root: unknown, facets: Facets) => facets.some((node) => wireOf(root, node).omit === true);

/** How one value is described: its types (null beside any but a list), its choices, items and members. */
function describe(root: unknown, facets: Facets, depth: number, view: boolean): JsonRecord {
  const out: JsonRecord = {};
  const title = firstKeyword(root, facets, 'title');
  if (typeof title === 'string' && title !== '') out.description = title;
  if (depth > MAX_DEPTH) return out;
  const choices = firstKeyword(root, facets, 'enum');
  const types = facets.some((node) => wireOf(root, node).number) ? new Set(['number']) : typesOfFacets(root, facets);
  // Choices without a declared type (`{"enum": ["OD", "OS", null]}`) are of their values' types.
  if (Array.isArray(choices)) for (const choice of choices) if (choice !== null && ['string', 'number', 'boolean'].includes(typeof choice)) types.add(typeof choice);
  if (types.size === 0) return out;
  if (!types.has('array')) types.add('null');
  out.type = [...types];
  if (Array.isArray(choices) && !types.has('array') && !types.has('object')) out.enum = choices.includes(null) ? choices : [...choices, null];
  if (types.has('array')) {
    const items = itemFacetsOf(root, facets);
    if (items.length > 0) out.items = describe(root, items, depth + 1, view);
  }
  if (types.has('object')) {
    const members = membersOf(root, facets, depth, view);
    if (Object.keys(members).length > 0) {
      out.properties = members;
      // An older record may hold a member its schema no longer has: it goes through as it is.
      out.additionalProperties = true;
    }
  }
  return out;
}

const NAME = { type: ['string', 'null'] } as const;

/** The members of an object: as stored, or (`view`) as the read view answers them. */
function membersOf(root: unknown, facets: Facets, depth: number, view: boolean): Record<string, JsonRecord> {
  const out: Record<string, JsonRecord> = {};
  for (const [name, property] of propertiesOfFacets(root, facets)) {
    if (omitted(root, property)) continue;
    const described = describe(root, property, depth + 1, view);
    if (!view) {
      out[name] = described;
      continue;
    }
    const lookup = firstKeyword(root, property, READ_LOOKUP);
    const parallel = firstKeyword(root, property, READ_PARALLEL);
    if (isRecord(parallel)) {
      const names = isRecord(parallel.names) ? parallel.names : {};
      const prefix = typeof parallel.prefix === 'string' ? parallel.prefix : '';
      for (const [member, memberFacets] of propertiesOfFacets(root, itemFacetsOf(root, property))) {
        const listName = typeof names[member] === 'string' ? names[member] : `${prefix}${member}`;
        out[listName] = {
          type: 'array',
          description: `The ${member} of each item of ${name}, in order (null where an item has none).`,
          items: describe(root, memberFacets, depth + 2, view),
        };
      }
      continue;
    }
    const key = firstKeyword(root, property, READ_KEY);
    out[typeof key === 'string' ? key : name] =
      isRecord(lookup) && typeof lookup.into === 'string'
        ? {
            ...(described.description === undefined ? {} : { description: described.description }),
            type: 'object',
            properties: { id: { ...described, description: 'The id.' }, [lookup.into]: { ...NAME, description: `Its name in the ${String(lookup.catalogue)} catalogue.` } },
            required: ['id', lookup.into],
            additionalProperties: false,
          }
        : described;
    if (isRecord(lookup) && typeof lookup.beside === 'string') {
      out[lookup.beside] = { ...NAME, description: `The name of ${name} in the ${String(lookup.catalogue)} catalogue; null when it names none.` };
    }
  }
  const copies = view ? firstKeyword(root, facets, READ_COPY) : undefined;
  for (const [key, copy] of Object.entries(isRecord(copies) ? copies : {})) {
    const from = isRecord(copy) && typeof copy.from === 'string' ? out[copy.from] : undefined;
    const types = Array.isArray(from?.type) ? from.type : [];
    out[key] = { type: [...new Set([...types, 'null'])], description: `${isRecord(copy) ? String(copy.from) : key} when the item matches; else null.` };
  }
  return out;
}

/**
 * The described top-level properties of the form whose (bundled) schema is `root`, as stored and sent, by name. A
 * list the payload spreads into entries (`x-wire.entryKey`) travels as one of its items under the entry's key, each
 * entry on its own.
 */
export function answerProperties(root: unknown): Record<string, JsonRecord> {
  const out = membersOf(root, [root], -1, false);
  for (const [name, facets] of propertiesOfFacets(root, [root])) {
    const entryKey = facets.map((node) => wireOf(root, node).entryKey).find((key) => typeof key === 'string');
    const items = itemFacetsOf(root, facets);
    if (entryKey === undefined || omitted(root, facets) || items.length === 0) continue;
    const title = firstKeyword(root, facets, 'title');
    delete out[name];
    out[entryKey] = { ...describe(root, items, 0, false), ...(typeof title === 'string' && title !== '' ? { description: title } : {}) };
  }
  return out;
}

/** The described top-level properties of a stored document of the form as a read answers it (its read view). */
export function viewProperties(root: unknown): Record<string, JsonRecord> {
  return membersOf(root, [root], -1, true);
}

/**
 * One item of a form read as a list (`x-read-list`): the read view of the item, with the form's other properties
 * beside its own. A form not read as a list: its read view.
 */
export function listItemProperties(root: unknown): Record<string, JsonRecord> {
  const listKey = keywordOf(root, root, READ_LIST);
  const form = viewProperties(root);
  if (typeof listKey !== 'string') return form;
  const list = form[listKey];
  delete form[listKey];
  const item = isRecord(list?.items) && isRecord(list.items.properties) ? (list.items.properties as Record<string, JsonRecord>) : {};
  return { ...form, ...item };
}
