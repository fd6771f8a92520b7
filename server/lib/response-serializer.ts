/**
 * Fastify's response serializer compiler, given only the named schemas a response schema reaches. The default one
 * hands fast-json-stringify every named schema of the app for every response it compiles, and fast-json-stringify
 * checks each of them again each time: with a hundred routes over the same contracts, that repeated check was most
 * of the server's start. What is serialized is the same: a schema can only use the named schemas it reaches.
 */
import fastJsonStringify, { type Options } from 'fast-json-stringify';
import type { FastifyServerOptions } from 'fastify';
import { isRecord } from '../../src/lib/is-record';

type NamedSchemas = Record<string, unknown>;

/** The `$id`s that `$ref`s in `schema` name (`Name#…`), followed through the named schemas they reach. */
export function reachedSchemas(schema: unknown, named: NamedSchemas): NamedSchemas {
  const reached: NamedSchemas = {};
  const pending: unknown[] = [schema];
  while (pending.length > 0) {
    const node = pending.pop();
    if (Array.isArray(node)) {
      pending.push(...node);
      continue;
    }
    if (!isRecord(node)) continue;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        const id = value.split('#')[0]!;
        if (id !== '' && !(id in reached) && id in named) {
          reached[id] = named[id];
          pending.push(named[id]);
        }
      } else if (typeof value === 'object' && value !== null) {
        pending.push(value);
      }
    }
  }
  return reached;
}

type SerializerFactory = NonNullable<NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']>;

/** `schemaController.compilersFactory.buildSerializer` for Fastify. */
export const buildResponseSerializer: SerializerFactory = (externalSchemas, serializerOpts) => {
  const named = (externalSchemas ?? {}) as NamedSchemas;
  return ({ schema }) => {
    const { [(schema as { $id?: string }).$id ?? '']: _self, ...others } = reachedSchemas(schema, named);
    return fastJsonStringify(schema as object, { ...(serializerOpts as Options), schema: others as Options['schema'] });
  };
};
