/**
 * What every group of worst cases (bench/lib/worst-cases.ts) is built from: the request and case shapes, the
 * context (the app whose database the requests reach, ids, tokens), and the bodies read from a route's own schema.
 */
import type { FastifyInstance } from 'fastify';
import { BODY_LIMIT } from '../../server/app';
import { type Json } from '../../src/engine/core/schema-bounds';
import { isRecord } from '../../src/lib/is-record';
import type { TokenOf } from '../../tests/server/helpers/reviews';
import { everythingWrong, unknownKeys } from './worst-bodies';

export interface BenchRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload: string | Buffer;
}

export type BodyKind = 'maximal valid' | 'all wrong, lists full' | 'past the bounds' | 'no body (ignored)';

export interface WorstCase {
  /** `METHOD /pattern/` as registered. */
  route: string;
  body: BodyKind;
  /** Needs a fresh session per request (logout ends the one it is sent with). */
  spendsSession?: boolean;
  /** Builds one request; a route that changes state prepares fresh state here (not timed). */
  request: () => Promise<BenchRequest>;
}

/** The schemas a write route was registered with. */
export interface RouteSchemas {
  body?: Json;
}

export interface CaseContext {
  /** The app whose database the requests reach (in-process, or the one a server process shares): it prepares state. */
  app: FastifyInstance;
  appointmentId: number;
  patientId: number;
  /** An appointment only the completion route touches. */
  spareAppointmentId: number;
  /** The token of a demo user the route allows. */
  token(method: string, pattern: string): Promise<string>;
  /** The token of a named demo user (to prepare state as them). */
  tokenOf: TokenOf;
}

/** The hostile tester's list, and the unknown keys sent past every object bound. */
export const HUGE_LIST = 50_000;
export const MANY_KEYS = 20_000;
/** Unknown keys sent with a wrong body: this many, or fewer where the route's `maxProperties` would refuse them all first. */
export const SOME_KEYS = 40;
export const MAX_BODY = BODY_LIMIT - 4096;

export const json = (value: unknown) => JSON.stringify(value);

/** A JSON request to `url` (built afresh per request by `url` and `body`) with the token of a user the route allows. */
export function jsonRequest(
  ctx: CaseContext,
  method: string,
  pattern: string,
  url: string | (() => Promise<string>),
  body: () => unknown,
): () => Promise<BenchRequest> {
  return async () => ({
    method,
    url: typeof url === 'string' ? url : await url(),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await ctx.token(method, pattern)}` },
    payload: json(await body()),
  });
}

/** A route's body schema with a top-level `$ref` (a registered shared schema, `Name#`) resolved through the app. */
export function resolvedSchema(app: FastifyInstance, schema: Json | undefined): Json {
  if (!schema) return {};
  if (typeof schema.$ref !== 'string') return schema;
  const target = app.getSchema(schema.$ref.replace(/#$/, ''));
  return isRecord(target) ? target : {};
}

/** The first property of `schema` that is a list, if any. */
function firstList(schema: Json): string | null {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const defs = isRecord(schema.$defs) ? schema.$defs : {};
  for (const [name, node] of Object.entries(properties)) {
    const target = isRecord(node) && typeof node.$ref === 'string' ? defs[node.$ref.split('/').pop()!] : node;
    if (isRecord(target) && target.type === 'array') return name;
  }
  return null;
}

/** Past the bounds: the schema's first list holding 50,000 `{}`, or 20,000 unknown keys. */
export function pastBounds(schema: Json): Json {
  const list = firstList(schema);
  return list ? { [list]: Array.from({ length: HUGE_LIST }, () => ({})) } : unknownKeys(MANY_KEYS);
}

/**
 * Every value of `shape` wrong, with unknown keys as far as the route's body schema lets them through to the
 * validation of `shape` (a form validated by the handler behind an open route schema with a `maxProperties`), and
 * at least one.
 */
export function wrongBody(routeSchema: Json, shape: Json = routeSchema): Json {
  const wrong = everythingWrong(shape) as Json;
  const room = typeof routeSchema.maxProperties === 'number' ? routeSchema.maxProperties - Object.keys(wrong).length : SOME_KEYS;
  // At least one: a body with no property of its own (`maxProperties: 0`) is wrong only with one.
  return { ...wrong, ...unknownKeys(Math.max(1, Math.min(SOME_KEYS, room))) };
}

/**
 * A body with every declared property of a route's schema at its bound (strings at maxLength, the first value of
 * an enum); `given` holds what only stored state can supply (an id, a list of names).
 */
export function maximalFromSchema(schema: Json, given: Json = {}): Json {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  return Object.fromEntries(
    Object.entries(properties).map(([name, node]) => {
      const n = isRecord(node) ? node : {};
      if (name in given) return [name, given[name]];
      if (Array.isArray(n.enum)) return [name, n.enum[0]];
      if (typeof n.maxLength === 'number') return [name, 'x'.repeat(n.maxLength)];
      return [name, 1];
    }),
  );
}

/** The longest list `schema` allows under `name` (its `maxItems`), taken from `values`. */
export function atMaxItems(schema: Json, name: string, values: readonly unknown[]): unknown[] {
  const node = isRecord(schema.properties) ? schema.properties[name] : undefined;
  const max = isRecord(node) && typeof node.maxItems === 'number' ? node.maxItems : values.length;
  return values.slice(0, max);
}

/** Runs `make` once, on first use, and answers its result from then on. */
export function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

/** `pattern` with each `:param` replaced by `values[param]`. */
export function fillPattern(pattern: string, values: Record<string, string | number>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => String(values[name]));
}
