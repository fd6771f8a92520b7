import type { ErrorObject } from 'ajv';
import { errorMessage } from './field-errors';
import { resolveLocalRef } from './rubric';
import { isRecord } from '../../lib/is-record';

/**
 * Validation of a rubric version (final grading, section marks) without compiling its schema: the browser runs no
 * compiled code but the build's (its Content-Security-Policy forbids eval), and a version saved in the rubric editor
 * has no precompiled validator. This reads the schema as data and answers the errors ajv with ajv-errors answers for
 * the keywords a rubric uses (src/engine/core/rubric-check.ts admits no other shape): `type`, `required`,
 * `properties`, `additionalProperties`, `minimum`/`maximum` (and the exclusive ones), `multipleOf` (ajv's precision),
 * `minLength`/`maxLength`, `enum`/`const`, `items`/`minItems`/`maxItems`, `allOf`, local `$ref`s, and the
 * schema's own `errorMessage` (a text for every error below it, per keyword, per missing property, per property,
 * `_` for the rest). Keywords outside that list are left to the server, which validates every body with the full
 * schema. A `pattern` is never run here: the rubric allow-list (schemas/meta/rubric.json) admits none, and a version
 * stored before it could hang the page on a backtracking expression; the server refuses data for such a version.
 * Pure.
 */
type Json = Record<string, unknown>;

/** ajv's `multipleOfPrecision` (src/engine/core/ajv-options.ts). */
const MULTIPLE_OF_PRECISION = 1e-8;

const escapePointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

function typeMatches(type: string, value: unknown): boolean {
  switch (type) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'object':
      return isRecord(value);
    case 'array':
      return Array.isArray(value);
    case 'null':
      return value === null;
    default:
      return true;
  }
}

function equal(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const MESSAGE_KEYWORDS = new Set(['required', 'properties', 'items', '_']);

export class RubricValidation {
  constructor(private readonly root: unknown) {}

  /** The errors of `data` against the root schema (or `schema`, a part of it), as ajv would report them. */
  errors(data: unknown, schema: unknown = this.root): ErrorObject[] {
    return this.validate(schema, data, '', '#');
  }

  private error(keyword: string, instancePath: string, schemaPath: string, params: Json, parentSchema: Json): ErrorObject {
    const error: ErrorObject = { keyword, instancePath, schemaPath, params, parentSchema };
    error.message = errorMessage(error);
    return error;
  }

  private validate(rawSchema: unknown, data: unknown, path: string, schemaPath: string): ErrorObject[] {
    const schema = resolveLocalRef(this.root, rawSchema);
    if (schema === false) return [this.error('false schema', path, schemaPath, {}, {})];
    if (!isRecord(schema)) return [];
    const own: ErrorObject[] = [];
    const byProperty = new Map<string, ErrorObject[]>();
    const byItem: ErrorObject[] = [];
    const at = (keyword: string, params: Json) => own.push(this.error(keyword, path, `${schemaPath}/${keyword}`, params, schema));

    const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
    if (types.length > 0 && !types.some((type) => typeMatches(String(type), data))) {
      at('type', { type: types.join(',') });
    }
    if (Array.isArray(schema.enum) && !schema.enum.some((option) => equal(option, data))) at('enum', { allowedValues: schema.enum });
    if ('const' in schema && !equal(schema.const, data)) at('const', { allowedValue: schema.const });

    if (typeof data === 'number' && Number.isFinite(data)) {
      if (typeof schema.maximum === 'number' && data > schema.maximum) at('maximum', { comparison: '<=', limit: schema.maximum });
      if (typeof schema.minimum === 'number' && data < schema.minimum) at('minimum', { comparison: '>=', limit: schema.minimum });
      if (typeof schema.exclusiveMaximum === 'number' && data >= schema.exclusiveMaximum) {
        at('exclusiveMaximum', { comparison: '<', limit: schema.exclusiveMaximum });
      }
      if (typeof schema.exclusiveMinimum === 'number' && data <= schema.exclusiveMinimum) {
        at('exclusiveMinimum', { comparison: '>', limit: schema.exclusiveMinimum });
      }
      if (typeof schema.multipleOf === 'number' && schema.multipleOf > 0) {
        const division = data / schema.multipleOf;
        if (Math.abs(Math.round(division) - division) > MULTIPLE_OF_PRECISION) at('multipleOf', { multipleOf: schema.multipleOf });
      }
    }
    if (typeof data === 'string') {
      const length = [...data].length;
      if (typeof schema.maxLength === 'number' && length > schema.maxLength) at('maxLength', { limit: schema.maxLength });
      if (typeof schema.minLength === 'number' && length < schema.minLength) at('minLength', { limit: schema.minLength });
    }
    if (isRecord(data)) {
      if (Array.isArray(schema.required)) {
        for (const name of schema.required) {
          if (typeof name === 'string' && data[name] === undefined) at('required', { missingProperty: name });
        }
      }
      const properties = isRecord(schema.properties) ? schema.properties : {};
      for (const [name, value] of Object.entries(data)) {
        if (value === undefined) continue;
        if (name in properties) {
          const errors = this.validate(properties[name], value, `${path}/${escapePointer(name)}`, `${schemaPath}/properties/${escapePointer(name)}`);
          if (errors.length > 0) byProperty.set(name, errors);
        } else if (schema.additionalProperties === false) {
          at('additionalProperties', { additionalProperty: name });
        } else if (isRecord(schema.additionalProperties)) {
          const errors = this.validate(schema.additionalProperties, value, `${path}/${escapePointer(name)}`, `${schemaPath}/additionalProperties`);
          if (errors.length > 0) byProperty.set(name, errors);
        }
      }
    }
    if (Array.isArray(data)) {
      if (typeof schema.maxItems === 'number' && data.length > schema.maxItems) at('maxItems', { limit: schema.maxItems });
      if (typeof schema.minItems === 'number' && data.length < schema.minItems) at('minItems', { limit: schema.minItems });
      if (schema.items !== undefined && !Array.isArray(schema.items)) {
        data.forEach((item, index) => byItem.push(...this.validate(schema.items, item, `${path}/${index}`, `${schemaPath}/items`)));
      }
    }
    const nested: ErrorObject[] = [];
    if (Array.isArray(schema.allOf)) {
      schema.allOf.forEach((part, index) => nested.push(...this.validate(part, data, path, `${schemaPath}/allOf/${index}`)));
    }
    return this.withMessages(schema, path, schemaPath, own, byProperty, byItem, nested);
  }

  /** Applies the schema's `errorMessage` as ajv-errors does: matched errors become one `errorMessage` error per text. */
  private withMessages(
    schema: Json,
    path: string,
    schemaPath: string,
    own: ErrorObject[],
    byProperty: Map<string, ErrorObject[]>,
    byItem: ErrorObject[],
    nested: ErrorObject[],
  ): ErrorObject[] {
    const messages = schema.errorMessage;
    const below = [...byProperty.values()].flat();
    if (messages === undefined) return [...own, ...below, ...byItem, ...nested];
    const replaced = (message: string, errors: ErrorObject[]): ErrorObject => ({
      keyword: 'errorMessage',
      instancePath: path,
      schemaPath: `${schemaPath}/errorMessage`,
      params: { errors },
      message,
      parentSchema: schema,
    });
    const all = [...own, ...below, ...byItem, ...nested];
    if (typeof messages === 'string') {
      const inner = all.filter((error) => error.keyword !== 'errorMessage');
      const kept = all.filter((error) => error.keyword === 'errorMessage');
      return inner.length > 0 ? [...kept, replaced(messages, inner)] : kept;
    }
    if (!isRecord(messages)) return all;
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
        const group = grouped.get(error.keyword) ?? [];
        group.push(error);
        grouped.set(error.keyword, group);
        continue;
      }
      rest.push(error);
    }
    for (const [keyword, errors] of grouped) out.push(replaced(String(messages[keyword]), errors));
    const propertyMessages = isRecord(messages.properties) ? messages.properties : {};
    for (const [name, errors] of byProperty) {
      const text = propertyMessages[name];
      if (typeof text === 'string') out.push(replaced(text, errors.filter((error) => error.keyword !== 'errorMessage')));
      else rest.push(...errors);
    }
    if (typeof messages.items === 'string' && byItem.length > 0) out.push(replaced(messages.items, byItem));
    else rest.push(...byItem);
    rest.push(...nested);
    if (typeof messages._ === 'string') {
      const inner = rest.filter((error) => error.keyword !== 'errorMessage');
      if (inner.length > 0) out.push(replaced(messages._, inner));
      out.push(...rest.filter((error) => error.keyword === 'errorMessage'));
    } else {
      out.push(...rest);
    }
    return out;
  }
}

/** The errors of `data` against a rubric version's (bundled) schema, as ajv with ajv-errors reports them. */
export function rubricErrors(schema: unknown, data: unknown): ErrorObject[] {
  return new RubricValidation(schema).errors(data);
}
