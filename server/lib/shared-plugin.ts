import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/**
 * Lets a plugin's hooks, decorators and handlers apply to the context that registers it instead of a child
 * context. This is the documented `skip-override` mechanism that the `fastify-plugin` package sets; doing it
 * here keeps that package out of the dependency list.
 */
export function sharedPlugin<Options extends FastifyPluginOptions>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  const marked = plugin as FastifyPluginAsync<Options> & Record<symbol, unknown>;
  marked[Symbol.for('skip-override')] = true;
  marked[Symbol.for('fastify.display-name')] = name;
  return marked;
}
