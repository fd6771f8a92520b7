import { Validator, type OutputUnit } from '@cfworker/json-schema';
import type { ErrorObject } from 'ajv';
import { errorMessage } from './field-errors';
import { resolveLocalRef } from './rubric';
import { isRecord } from '../../lib/is-record';

/**
 * Validation of a rubric version (final grading, section marks) without compiling its schema: the browser runs no
 * compiled code but the build's (its Content-Security-Policy forbids eval), and a version saved in the rubric editor
 * has no precompiled validator. @cfworker/json-schema reads the schema as data; its errors are worded as ajv's
 * (keyword, instancePath, params), and the schema's own `errorMessage` is applied as ajv-errors applies it (a text
 * for every error below it, per keyword, per missing property, per property, per item, `_` for the rest), so the
 * form shows the texts the server answers. A `pattern` is never run here: the rubric allow-list
 * (schemas/meta/rubric.json) admits none, and a version stored before it could hang the page on a backtracking
 * expression; the server, which validates every body with the full schema, refuses data for such a version.
 */
type Json = Record<string, unknown>;

/** Keywords whose failure only wraps the errors of a sub-schema (reported on their own). */
const WRAPPERS = new Set(['properties', 'items', 'allOf', '$ref', 'false']);
/** Keywords whose sub-schemas are named (`properties/<name>`, `allOf/<index>`). */
const NAMED = new Set(['properties', 'patternProperties', 'allOf', 'anyOf', 'oneOf', '$defs', 'definitions']);
/** Keywords whose sub-schema applies to a property or an item of the value. */
const INTO_VALUE = new Set(['properties', 'additionalProperties', 'items']);
/** errorMessage keys that are not keywords of the schema's own errors. */
const MESSAGE_KEYWORDS = new Set(['required', 'properties', 'items', '_']);

const decode = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');
const segments = (pointer: string) => (pointer === '#' || pointer === '' ? [] : pointer.replace(/^#?\//, '').split('/').map(decode));

/** A copy of `node` without the object entries `drop` picks, at any depth. */
function without(node: unknown, drop: (key: string, value: unknown) => boolean): unknown {
  if (Array.isArray(node)) return node.map((item) => without(item, drop));
  if (!isRecord(node)) return node;
  return Object.fromEntries(Object.entries(node).filter(([key, value]) => !drop(key, value)).map(([key, value]) => [key, without(value, drop)]));
}
/** The schema as cfworker should run it: without `pattern`s (see above). */
const isPattern = (key: string, value: unknown) => key === 'pattern' && typeof value === 'string';
/** Data as ajv sees it: a property set to `undefined` is absent. */
const isUndefined = (_key: string, value: unknown) => value === undefined;

function params(keyword: string, schema: Json, unit: OutputUnit, next: OutputUnit | undefined): Json | null {
  const value = schema[keyword];
  switch (keyword) {
    case 'type':
      return { type: (Array.isArray(value) ? value : [value]).join(',') };
    case 'enum':
      return { allowedValues: value };
    case 'const':
      return { allowedValue: value };
    case 'maximum':
    case 'minimum':
    case 'exclusiveMaximum':
    case 'exclusiveMinimum':
      return { comparison: { maximum: '<=', minimum: '>=', exclusiveMaximum: '<', exclusiveMinimum: '>' }[keyword], limit: value };
    case 'multipleOf':
      return { multipleOf: value };
    case 'required':
      // cfworker names the missing property only in its text: 'Instance does not have required property "<name>".'
      return { missingProperty: unit.error.match(/"(.*)"\.$/)?.[1] ?? '' };
    case 'additionalProperties':
      // Only `false` is an error of its own (ajv's); a schema's errors are those of the property, reported below.
      return value === false && next ? { additionalProperty: segments(next.instanceLocation).at(-1) } : null;
    default:
      return { limit: value };
  }
}

/** The schema at a cfworker keyword location, following `$ref`s as cfworker did. */
function schemaAt(root: unknown, location: string[]): unknown {
  let node = root;
  for (const part of location) node = part === '$ref' ? resolveLocalRef(root, node) : isRecord(node) || Array.isArray(node) ? (node as Json)[part] : undefined;
  return node;
}

export class RubricValidation {
  private readonly validators = new WeakMap<object, Validator>();

  constructor(private readonly root: unknown) {}

  /** The errors of `data` against the root schema (or `part` of it), as ajv with ajv-errors reports them. */
  errors(data: unknown, part: unknown = this.root): ErrorObject[] {
    // A part's local `$ref`s point into the root's `$defs`.
    const schema = part === this.root || !isRecord(part) || !isRecord(this.root) ? part : { $defs: this.root.$defs, ...part };
    let validator = isRecord(part) ? this.validators.get(part) : undefined;
    if (!validator) {
      validator = new Validator(without(schema, isPattern) as never, '2019-09', false);
      if (isRecord(part)) this.validators.set(part, validator);
    }
    const units = validator.validate(without(data, isUndefined)).errors;
    const errors: ErrorObject[] = [];
    units.forEach((unit, index) => {
      if (WRAPPERS.has(unit.keyword)) return;
      const location = segments(unit.keywordLocation);
      const parentSchema = schemaAt(schema, location.slice(0, -1));
      if (!isRecord(parentSchema)) return;
      const found = params(unit.keyword, parentSchema, unit, units[index + 1]);
      if (!found) return;
      const error: ErrorObject = { keyword: unit.keyword, instancePath: unit.instanceLocation.slice(1), schemaPath: unit.keywordLocation, params: found, parentSchema };
      error.message = errorMessage(error);
      errors.push(error);
    });
    return applyMessages(schema, errors);
  }
}

/** The schema locations (with the instance path each applies at) above an error that carry an `errorMessage`. */
function messageNodes(root: unknown, error: ErrorObject): { location: string[]; path: string }[] {
  const location = segments(error.schemaPath).slice(0, -1);
  const instance = segments(`#${error.instancePath}`);
  const nodes: { location: string[]; path: string }[] = [];
  let consumed = 0;
  // From schema to sub-schema: `properties/<name>` and `allOf/<index>` are two steps, `items`, `$ref`… one.
  for (let depth = 0; depth <= location.length; depth += NAMED.has(location[depth] ?? '') ? 2 : 1) {
    const schema = schemaAt(root, location.slice(0, depth));
    const path = instance.slice(0, consumed).map((part) => `/${part.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
    if (isRecord(schema) && schema.errorMessage !== undefined) nodes.push({ location: location.slice(0, depth), path });
    if (INTO_VALUE.has(location[depth] ?? '')) consumed += 1;
  }
  return nodes;
}

/** Applies every `errorMessage` of the schema, the deepest first, as ajv-errors does. */
function applyMessages(root: unknown, errors: ErrorObject[]): ErrorObject[] {
  const nodes = new Map<string, { location: string[]; path: string }>();
  for (const error of errors) for (const node of messageNodes(root, error)) nodes.set(`${node.location.join('/')} ${node.path}`, node);
  let current = errors;
  for (const node of [...nodes.values()].sort((a, b) => b.location.length - a.location.length)) {
    const prefix = node.location.length === 0 ? '#/' : `#/${node.location.join('/')}/`;
    const isUnder = (error: ErrorObject) =>
      error.schemaPath.startsWith(prefix) && (error.instancePath === node.path || error.instancePath.startsWith(`${node.path}/`));
    const first = current.findIndex(isUnder);
    if (first === -1) continue;
    const replaced = withMessages(schemaAt(root, node.location) as Json, node.path, prefix.slice(0, -1), current.filter(isUnder));
    const rest = current.filter((error) => !isUnder(error));
    current = [...rest.slice(0, first), ...replaced, ...rest.slice(first)];
  }
  return current;
}

/** One schema's `errorMessage` over the errors below it: matched errors become one `errorMessage` error per text. */
function withMessages(schema: Json, path: string, schemaPath: string, under: ErrorObject[]): ErrorObject[] {
  const own: ErrorObject[] = [];
  const byProperty = new Map<string, ErrorObject[]>();
  const byItem: ErrorObject[] = [];
  const nested: ErrorObject[] = [];
  for (const error of under) {
    const [step] = segments(error.schemaPath.slice(schemaPath.length));
    if (error.instancePath === path && error.schemaPath === `${schemaPath}/${error.keyword}`) own.push(error);
    else if (step === 'properties' || step === 'additionalProperties') {
      const name = segments(`#${error.instancePath.slice(path.length)}`)[0] ?? '';
      byProperty.set(name, [...(byProperty.get(name) ?? []), error]);
    } else if (step === 'items') byItem.push(error);
    else nested.push(error);
  }
  const messages = schema.errorMessage;
  const replaced = (message: string, errors: ErrorObject[]): ErrorObject => ({
    keyword: 'errorMessage',
    instancePath: path,
    schemaPath: `${schemaPath}/errorMessage`,
    params: { errors },
    message,
    parentSchema: schema,
  });
  const isMessage = (error: ErrorObject) => error.keyword === 'errorMessage';
  if (typeof messages === 'string') {
    const inner = under.filter((error) => !isMessage(error));
    return inner.length > 0 ? [...under.filter(isMessage), replaced(messages, inner)] : under.filter(isMessage);
  }
  if (!isRecord(messages)) return under;
  const out: ErrorObject[] = [];
  const rest: ErrorObject[] = [];
  const grouped = new Map<string, ErrorObject[]>();
  for (const error of own) {
    const text = messages[error.keyword];
    if (error.keyword === 'required') {
      const missing = String((error.params as Json).missingProperty);
      const perProperty = isRecord(text) ? text[missing] : text;
      if (typeof perProperty === 'string') {
        out.push(replaced(perProperty, [error]));
        continue;
      }
    } else if (typeof text === 'string' && !MESSAGE_KEYWORDS.has(error.keyword)) {
      grouped.set(error.keyword, [...(grouped.get(error.keyword) ?? []), error]);
      continue;
    }
    rest.push(error);
  }
  for (const [keyword, errors] of grouped) out.push(replaced(String(messages[keyword]), errors));
  const propertyMessages = isRecord(messages.properties) ? messages.properties : {};
  for (const [name, errors] of byProperty) {
    const text = propertyMessages[name];
    if (typeof text === 'string') out.push(replaced(text, errors.filter((error) => !isMessage(error))));
    else rest.push(...errors);
  }
  if (typeof messages.items === 'string' && byItem.length > 0) out.push(replaced(messages.items, byItem));
  else rest.push(...byItem);
  rest.push(...nested);
  if (typeof messages._ === 'string') {
    const inner = rest.filter((error) => !isMessage(error));
    if (inner.length > 0) out.push(replaced(messages._, inner));
    out.push(...rest.filter(isMessage));
  } else {
    out.push(...rest);
  }
  return out;
}

/** The errors of `data` against a rubric version's (bundled) schema, as ajv with ajv-errors reports them. */
export function rubricErrors(schema: unknown, data: unknown): ErrorObject[] {
  return new RubricValidation(schema).errors(data);
}
