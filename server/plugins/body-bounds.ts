/**
 * Counts before validation, for every route that declares a body schema: a list past its `maxItems`, an object
 * past its `maxProperties`, or a body with more unknown fields than an error report shows, is refused with that
 * bound's message before Fastify's own validation, which reports every error and so costs more the bigger the
 * body. The bounds are the route schema's own (`createBoundsCompiler`, shared with the form schemas).
 */
import fp from 'fastify-plugin';
import type { preValidationHookHandler } from 'fastify';
import { createBoundsCompiler, type BoundsCompiler } from '../../src/engine/core/bounds-check';
import { ApiError } from '../lib/api-error';

export default fp(async (app) => {
  // Named schemas a body may refer to (`{ $ref: 'IdRef#' }`) are the app's shared ones, added before the routes:
  // derived once for every route, on the first route with a body.
  let compile: BoundsCompiler | undefined;
  app.addHook('onRoute', (route) => {
    const body = (route.schema as { body?: unknown } | undefined)?.body;
    if (body === undefined) return;
    compile ??= createBoundsCompiler(Object.values(app.getSchemas()));
    const check = compile(body);
    const bounded: preValidationHookHandler = async (request) => {
      const errors = check(request.body);
      if (errors) throw ApiError.fields(errors);
    };
    const existing = route.preValidation;
    route.preValidation = existing === undefined ? [bounded] : [bounded, ...(Array.isArray(existing) ? existing : [existing])];
  });
}, { name: 'sightline-body-bounds' });
