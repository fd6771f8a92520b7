/**
 * The finishing passes of the OpenAPI document (the swagger `transformObject`): named shapes, JSON errors.
 *
 * Names the shapes of the OpenAPI document. A route schema (or any part of one) that carries a `title` becomes
 * `components.schemas.<title>`, and each place that used it a `$ref` to it, so a generated client has one type
 * per shape (`Patient`, `Appointment`, …) instead of an anonymous copy per route. Fastify ignores `title`, so
 * validation and serialization are untouched: this only rewrites the document (the swagger `transformObject`).
 *
 * Rules:
 * - Two different shapes may not share a title (the document fails to build, naming it). Shapes that differ only
 *   in their `description` are the same shape: a description every use agrees on describes the component,
 *   otherwise each use keeps its own next to the `$ref` (OpenAPI 3.1 allows it).
 * - A named shape with `properties` and no `type` (a multipart form, documented but read by the handler) is an
 *   object in the document.
 * - Schemas registered with an `$id` (server/plugins/contracts.ts) are components already.
 */
import { isRecord } from '../../src/lib/is-record';

type Schema = Record<string, unknown>;

export const COMPONENTS_PREFIX = '#/components/schemas/';

/** Keywords whose value is one schema or a list of schemas. */
const SCHEMA_KEYWORDS = new Set([
  'items', 'prefixItems', 'additionalItems', 'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems',
  'contains', 'propertyNames', 'not', 'if', 'then', 'else', 'allOf', 'anyOf', 'oneOf',
]);
/** Keywords whose value maps names to schemas. */
const SCHEMA_MAP_KEYWORDS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);

/** Key order does not matter to a schema: compare as JSON with sorted keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

function withoutDescription(schema: Schema): Schema {
  const { description: _description, ...rest } = schema;
  return rest;
}

interface Use {
  ref: Schema;
  description: string | undefined;
}

interface Named {
  schema: Schema;
  shape: string;
  uses: Use[];
}

class Namer {
  readonly named = new Map<string, Named>();

  /** A copy of `schema` in which every titled part (itself included, unless `keepTop`) is a `$ref`. */
  lift(schema: unknown, keepTop = false): unknown {
    if (Array.isArray(schema)) return schema.map((item) => this.lift(item));
    if (!isRecord(schema)) return schema;
    const copy: Schema = {};
    for (const [key, value] of Object.entries(schema)) {
      if (SCHEMA_KEYWORDS.has(key)) copy[key] = this.lift(value);
      else if (SCHEMA_MAP_KEYWORDS.has(key) && isRecord(value)) {
        copy[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, this.lift(sub)]));
      } else copy[key] = value;
    }
    const title = copy.title;
    if (keepTop || typeof title !== 'string' || title === '' || '$ref' in copy) return copy;
    return this.use(title, copy);
  }

  private use(title: string, schema: Schema): Schema {
    const shape = canonical(withoutDescription(schema));
    const ref: Schema = { $ref: `${COMPONENTS_PREFIX}${title}` };
    const description = typeof schema.description === 'string' ? schema.description : undefined;
    const known = this.named.get(title);
    if (!known) {
      const component = 'properties' in schema && schema.type === undefined ? { type: 'object', ...schema } : schema;
      this.named.set(title, { schema: component, shape, uses: [{ ref, description }] });
    } else if (known.shape !== shape) {
      throw new Error(`OpenAPI: two different schemas are titled "${title}"; give one of them another title.`);
    } else known.uses.push({ ref, description });
    return ref;
  }

  /** Decides each component's description and puts the others next to their `$ref`. */
  finish(): Record<string, Schema> {
    const components: Record<string, Schema> = {};
    for (const [title, { schema, uses }] of this.named) {
      const descriptions = new Set(uses.map((use) => use.description));
      const shared = descriptions.size === 1 ? uses[0]!.description : undefined;
      const component = withoutDescription(schema);
      if (shared !== undefined) component.description = shared;
      for (const use of uses) {
        if (use.description !== undefined && use.description !== shared) use.ref.description = use.description;
      }
      components[title] = component;
    }
    return components;
  }
}

interface MediaTypes {
  content?: Record<string, { schema?: unknown }>;
}

type Operations = Record<string, Record<string, unknown>>;

function eachOperation(document: Schema, visit: (operation: Schema) => void): void {
  for (const item of Object.values((document.paths ?? {}) as Operations)) {
    for (const operation of Object.values(item)) if (isRecord(operation)) visit(operation);
  }
}

/**
 * Error answers are JSON whatever a route produces (the error handler writes them): a route that sends file bytes
 * documents its errors as `application/json`, not as the file's types.
 */
export function errorsAsJson<T extends Schema>(document: T): T {
  eachOperation(document, (operation) => {
    for (const [status, response] of Object.entries((operation.responses ?? {}) as Record<string, MediaTypes>)) {
      const content = response.content;
      if (Number(status) < 400 || !content || 'application/json' in content) continue;
      const first = Object.values(content)[0];
      if (first) response.content = { 'application/json': first };
    }
  });
  return document;
}

/** The document with its titled schemas moved into `components.schemas`. */
export function nameTitledSchemas<T extends Schema>(document: T): T {
  const namer = new Namer();
  const liftContent = (holder: MediaTypes | undefined) => {
    for (const media of Object.values(holder?.content ?? {})) {
      if (media.schema !== undefined) media.schema = namer.lift(media.schema);
    }
  };
  eachOperation(document, (operation) => {
    liftContent(operation.requestBody as MediaTypes | undefined);
    for (const response of Object.values((operation.responses ?? {}) as Record<string, MediaTypes>)) liftContent(response);
  });
  const components = (document.components ?? {}) as { schemas?: Record<string, unknown> };
  const existing = components.schemas ?? {};
  const schemas: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(existing)) schemas[name] = namer.lift(schema, true);
  for (const [name, schema] of Object.entries(namer.finish())) {
    if (name in schemas) throw new Error(`OpenAPI: the title "${name}" is also the $id of a shared schema.`);
    schemas[name] = schema;
  }
  return { ...document, components: { ...components, schemas } };
}
