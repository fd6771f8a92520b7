/**
 * Ids sent as text. A client that takes an id from a URL sends `"2"` where the API stores `2`; wherever a schema
 * says a value names a record by its id, that text is read as the number before validation. The schema says so
 * with a marker, not a list kept in code: the value's schema refers to the shared `idRef` definition
 * (`{"$ref": "../shared/defs.json#/$defs/idRef"}` in a form, `#/$defs/idRef` once bundled; `{"$ref": "IdRef#"}` in
 * a route schema of the server). A property that refers to it later is read the same way with no code change.
 *
 * Only id references are read this way: measures, scores and every other number stay strictly typed (no
 * coercion), and only whole numbers from 1 written plainly (`^[1-9][0-9]{0,9}$`) are read; anything else is left
 * as it came, for the schema to refuse in its own words.
 */
import { isRecord } from '../../lib/is-record';
import { type Json } from './schema-bounds';

/** The shared definition an id reference refers to (`schemas/shared/defs.json`, `$defs`). */
export const ID_REF_DEFINITION = 'idRef';

/** The id of the same definition among the server's named route schemas: `{"$ref": "IdRef#"}`. */
export const ID_REF_SCHEMA_ID = 'IdRef';

/** Id text read as a number: a whole number from 1, written plainly, at most ten digits. */
export const ID_TEXT = /^[1-9][0-9]{0,9}$/;

/** Whether a `$ref` names the id-reference definition. */
export function isIdRefMarker(ref: string): boolean {
  return ref.endsWith(`#/$defs/${ID_REF_DEFINITION}`) || ref === ID_REF_SCHEMA_ID || ref === `${ID_REF_SCHEMA_ID}#`;
}

/** `"2"` → 2; any other value (a number, `"02"`, `"2.0"`, `" 2"`, `"abc"`, …) as it is. */
export function idFromText(value: unknown): unknown {
  return typeof value === 'string' && ID_TEXT.test(value) ? Number(value) : value;
}

/** Finds a schema document other than the one being read, by its `$id` (e.g. the server's named schemas). */
export type SchemaResolver = (id: string) => unknown;

/** What one schema node says about the data it describes, as far as ids go. */
interface Plan {
  id: boolean;
  /** Schemas that apply to the same value: `$ref` targets, `allOf`/`anyOf`/`oneOf` members, `then`/`else`. */
  members: Plan[];
  properties: Map<string, Plan>;
  patterns: [RegExp, Plan][];
  additional: Plan | null;
  items: Plan | null;
  tuple: Plan[];
  additionalItems: Plan | null;
}

function pointerTarget(root: unknown, pointer: string): unknown {
  let target = root;
  for (const part of pointer.split('/').slice(1)) {
    target = isRecord(target) ? target[decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  }
  return target;
}

function emptyPlan(): Plan {
  return { id: false, members: [], properties: new Map(), patterns: [], additional: null, items: null, tuple: [], additionalItems: null };
}

/** A place the reader need not look into: no id reference below it. */
const NOTHING: Plan = emptyPlan();

/** The plan of `schema`, or null when no id reference is reachable from it. */
function buildPlans(schema: unknown, resolve: SchemaResolver | undefined): Plan | null {
  const plans = new Map<Json, Plan>();

  const planOf = (node: unknown, root: unknown): Plan => {
    if (!isRecord(node)) return NOTHING;
    const known = plans.get(node);
    if (known) return known;
    const plan = emptyPlan();
    plans.set(node, plan); // before the children: schemas may refer to themselves
    const child = (sub: unknown) => planOf(sub, root);

    if (typeof node.$ref === 'string') {
      if (isIdRefMarker(node.$ref)) plan.id = true;
      else {
        const hash = node.$ref.indexOf('#');
        const documentId = hash === -1 ? node.$ref : node.$ref.slice(0, hash);
        const pointer = hash === -1 ? '' : node.$ref.slice(hash + 1);
        const document = documentId === '' ? root : resolve?.(documentId);
        if (document !== undefined) plan.members.push(planOf(pointerTarget(document, pointer), document));
      }
    }
    for (const keyword of ['allOf', 'anyOf', 'oneOf'] as const) {
      const list = node[keyword];
      if (Array.isArray(list)) for (const sub of list) plan.members.push(child(sub));
    }
    for (const keyword of ['then', 'else'] as const) if (isRecord(node[keyword])) plan.members.push(child(node[keyword]));

    if (isRecord(node.properties)) {
      for (const [name, sub] of Object.entries(node.properties)) plan.properties.set(name, child(sub));
    }
    if (isRecord(node.patternProperties)) {
      for (const [pattern, sub] of Object.entries(node.patternProperties)) plan.patterns.push([new RegExp(pattern, 'u'), child(sub)]);
    }
    if (isRecord(node.additionalProperties)) plan.additional = child(node.additionalProperties);
    if (Array.isArray(node.items)) plan.tuple = node.items.map(child);
    else if (isRecord(node.items)) plan.items = child(node.items);
    if (isRecord(node.additionalItems)) plan.additionalItems = child(node.additionalItems);
    return plan;
  };

  const top = planOf(schema, schema);
  // Keep only what leads to an id: the rest of the data is never walked.
  const reaches = new Set<Plan>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const plan of plans.values()) {
      if (reaches.has(plan)) continue;
      const next = [
        ...plan.members,
        ...plan.properties.values(),
        ...plan.patterns.map(([, sub]) => sub),
        ...plan.tuple,
        ...[plan.additional, plan.items, plan.additionalItems].filter((sub): sub is Plan => sub !== null),
      ];
      if (plan.id || next.some((sub) => reaches.has(sub))) {
        reaches.add(plan);
        grew = true;
      }
    }
  }
  const kept = (sub: Plan | null): Plan | null => (sub !== null && reaches.has(sub) ? sub : null);
  for (const plan of plans.values()) {
    plan.members = plan.members.filter((sub) => reaches.has(sub));
    // A named property stays named (so additionalProperties does not apply to it), but is not looked into.
    for (const [name, sub] of plan.properties) if (!reaches.has(sub)) plan.properties.set(name, NOTHING);
    plan.patterns = plan.patterns.map(([pattern, sub]) => [pattern, reaches.has(sub) ? sub : NOTHING]);
    plan.tuple = plan.tuple.map((sub) => (reaches.has(sub) ? sub : NOTHING));
    plan.additional = kept(plan.additional);
    plan.items = kept(plan.items);
    plan.additionalItems = kept(plan.additionalItems);
  }
  return reaches.has(top) ? top : null;
}

/** Each plan and the plans that apply to the same value with it. */
function applied(plans: readonly Plan[]): Plan[] {
  const all: Plan[] = [];
  const seen = new Set<Plan>();
  const visit = (plan: Plan) => {
    if (seen.has(plan)) return;
    seen.add(plan);
    all.push(plan);
    plan.members.forEach(visit);
  };
  plans.forEach(visit);
  return all;
}

function readValue(plans: readonly Plan[], value: unknown): unknown {
  if (plans.length === 0) return value;
  const here = applied(plans);
  if (here.some((plan) => plan.id)) return idFromText(value);
  if (Array.isArray(value)) {
    let out: unknown[] | null = null;
    value.forEach((item, index) => {
      const itemPlans: Plan[] = [];
      for (const plan of here) {
        const sub = index < plan.tuple.length ? plan.tuple[index]! : plan.tuple.length > 0 ? plan.additionalItems : plan.items;
        if (sub && sub !== NOTHING) itemPlans.push(sub);
      }
      const read = readValue(itemPlans, item);
      if (read !== item) (out ??= [...value])[index] = read;
    });
    return out ?? value;
  }
  if (isRecord(value)) {
    let out: Json | null = null;
    for (const [key, member] of Object.entries(value)) {
      const keyPlans: Plan[] = [];
      for (const plan of here) {
        let matched = false;
        const named = plan.properties.get(key);
        if (named) {
          if (named !== NOTHING) keyPlans.push(named);
          matched = true;
        }
        for (const [pattern, sub] of plan.patterns) {
          if (!pattern.test(key)) continue;
          if (sub !== NOTHING) keyPlans.push(sub);
          matched = true;
        }
        if (!matched && plan.additional) keyPlans.push(plan.additional);
      }
      const read = readValue(keyPlans, member);
      if (read !== member) (out ??= { ...value })[key] = read;
    }
    return out ?? value;
  }
  return value;
}

/**
 * A reader for data described by `schema`: it answers the data with every id reference given as id text read as
 * its number (a copy where something changed; the input is never modified). `resolve` finds the documents of
 * `$ref`s that are not local (`Name#/…`); a reference it cannot find describes nothing. Build it once per schema.
 */
export function compileIdRefReader(schema: unknown, resolve?: SchemaResolver): (data: unknown) => unknown {
  const top = buildPlans(schema, resolve);
  return top ? (data) => readValue([top], data) : (data) => data;
}

/** Whether `schema` has an id reference anywhere in it (a route without one needs no reader). */
export function hasIdRefs(schema: unknown, resolve?: SchemaResolver): boolean {
  return buildPlans(schema, resolve) !== null;
}
