/**
 * The counts check that runs before a full validation, whose cost grows faster than the data (`uniqueItems` looks
 * at every item against the others, every item adds its errors, and ajv-errors goes over all errors so far for
 * each message it places). It is derived from the same schema: the numbers live there only. A string's length
 * costs the full validation no more than reading it, so `maxLength` is left to it, and its report stays whole
 * (every problem at once, as in the browser).
 */
import Ajv, { type ErrorObject } from 'ajv';
import { AJV_OPTIONS } from './ajv-options';
import { MAX_ERROR_MESSAGES, toFieldErrors, type FieldErrors } from './field-errors';
import { isRecord } from '../../lib/is-record';
import { type BoundKeyword, type Json } from './schema-bounds';

/** The bounds on how many values a value holds: checked before the full validation. */
export const COUNT_KEYWORDS = ['maxItems', 'maxProperties'] as const;

/** Where a bounds-only schema keeps the property names of a closed object. */
const DECLARED = 'declaredProperties';

/**
 * The bounds-only schema of `schema`: its structure (`properties`, `patternProperties`, `items`,
 * `additionalItems`, schema-valued `additionalProperties`, `allOf`, `$ref`, `$defs`) and the bound `keywords`
 * (`COUNT_KEYWORDS` by default), with the schema's own `errorMessage` for them, and the names a closed object
 * (`additionalProperties: false`) declares. It accepts everything the schema accepts; what it refuses, the schema
 * refuses too. Conditional and alternative branches are left out (the full validation checks them).
 */
export function boundsSchema(schema: unknown, keywords: readonly BoundKeyword[] = COUNT_KEYWORDS): unknown {
  if (!isRecord(schema)) return schema === false ? false : true;
  const derive = (sub: unknown) => boundsSchema(sub, keywords);
  const out: Json = {};
  if (typeof schema.$ref === 'string') out.$ref = schema.$ref;
  for (const keyword of keywords) if (typeof schema[keyword] === 'number') out[keyword] = schema[keyword];
  const message = boundMessages(schema.errorMessage, keywords);
  if (message !== undefined) out.errorMessage = message;
  // A closed object's own keys, for counting the unknown ones (see compileBoundsCheck).
  if (schema.additionalProperties === false && schema.patternProperties === undefined) {
    out[DECLARED] = isRecord(schema.properties) ? Object.keys(schema.properties) : [];
  }
  for (const keyword of ['properties', 'patternProperties', '$defs', 'definitions'] as const) {
    const children = schema[keyword];
    if (isRecord(children)) out[keyword] = Object.fromEntries(Object.entries(children).map(([name, sub]) => [name, derive(sub)]));
  }
  if (isRecord(schema.additionalProperties)) out.additionalProperties = derive(schema.additionalProperties);
  if (Array.isArray(schema.items)) out.items = schema.items.map(derive);
  else if (schema.items !== undefined) out.items = derive(schema.items);
  if (isRecord(schema.additionalItems)) out.additionalItems = derive(schema.additionalItems);
  if (Array.isArray(schema.allOf)) out.allOf = schema.allOf.map(derive);
  return out;
}

/** The part of an `errorMessage` that speaks of the bounds kept: a whole-node text, or those keywords' own. */
function boundMessages(errorMessage: unknown, keywords: readonly BoundKeyword[]): string | Record<string, string> | undefined {
  if (typeof errorMessage === 'string') return errorMessage;
  if (!isRecord(errorMessage)) return undefined;
  const picked = Object.fromEntries(keywords.filter((k) => typeof errorMessage[k] === 'string').map((k) => [k, errorMessage[k] as string]));
  return Object.keys(picked).length > 0 ? picked : undefined;
}

/**
 * The errors of a bounds-only validator (run with `verbose`, so each carries its schema node) in the words the
 * full validation would use: the schema's own `errorMessage` for a bound where it gives one (as ajv-errors would
 * report it), else the error as it is (`field-errors.ts` words it).
 */
export function boundErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  return errors.map((error) => {
    const messages = isRecord(error.parentSchema) ? error.parentSchema.errorMessage : undefined;
    const text = typeof messages === 'string' ? messages : isRecord(messages) ? messages[error.keyword] : undefined;
    return typeof text === 'string' ? { ...error, keyword: 'errorMessage', message: text, params: { errors: [error] } } : error;
  });
}

/** Compiles counts checks (see `compileBoundsCheck`) of schemas that share one set of named schemas. */
export type BoundsCompiler = (schema: unknown) => (data: unknown) => FieldErrors | null;

/**
 * One ajv for many counts checks: the named `shared` schemas (with `$id`) are derived and added once, and each
 * is compiled once, on the first check that refers to it — a server with a hundred routes over the same contracts
 * derives each contract once, not once per route.
 */
export function createBoundsCompiler(shared: readonly unknown[] = []): BoundsCompiler {
  const ajv = new Ajv({ ...AJV_OPTIONS, allErrors: false, verbose: true });
  // Kept in the bounds-only schema for `boundErrors` to read; ajv itself has nothing to do with it.
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: ['string', 'object'] });
  // Unknown fields of the value being checked, counted across it (validation is synchronous: one value at a time,
  // and each check starts the count anew).
  let unknown: ErrorObject[] = [];
  const known = new WeakMap<string[], Set<string>>();
  ajv.addKeyword({
    keyword: DECLARED,
    type: 'object',
    schemaType: 'array',
    errors: false,
    validate: (declared: string[], data: Record<string, unknown>, _parent?: unknown, context?: { instancePath: string }) => {
      let names = known.get(declared);
      if (!names) known.set(declared, (names = new Set(declared)));
      for (const key in data) {
        if (names.has(key)) continue;
        unknown.push({
          keyword: 'additionalProperties',
          instancePath: context?.instancePath ?? '',
          schemaPath: '',
          params: { additionalProperty: key },
          message: 'must NOT have additional properties',
        });
        if (unknown.length >= MAX_ERROR_MESSAGES) return false;
      }
      return true;
    },
  });
  for (const named of shared) {
    if (isRecord(named) && typeof named.$id === 'string') ajv.addSchema({ ...(boundsSchema(named) as Json), $id: named.$id });
  }
  return (schema) => {
    const validate = ajv.compile(boundsSchema(schema) as object);
    return (data) => {
      unknown = [];
      if (validate(data)) return null;
      return toFieldErrors(unknown.length >= MAX_ERROR_MESSAGES ? unknown : boundErrors(validate.errors ?? []), data);
    };
  };
}

/**
 * Compiles the counts check of a (bundled) form schema: `null` when no list has more items than its `maxItems`,
 * no object more keys than its `maxProperties`, and the whole value fewer unknown fields (keys a closed object
 * does not declare) than an error report shows; else the first bound exceeded, in the words the full validation
 * uses, or the first unknown fields. It stops there (no `allErrors`): a list over its bound is refused before any
 * of its items is looked at. Fewer unknown fields are left to the full validation, which lists them with the rest.
 * `shared` are the named schemas (with `$id`) that `schema` may refer to (`{"$ref": "Name#"}`: a route schema).
 */
export function compileBoundsCheck(schema: unknown, shared: readonly unknown[] = []): (data: unknown) => FieldErrors | null {
  return createBoundsCompiler(shared)(schema);
}
