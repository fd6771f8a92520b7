/**
 * Counts before validation, for every route that declares a body schema: a list past its `maxItems`, an object
 * past its `maxProperties`, or a body with more unknown fields than an error report shows, is refused with that
 * bound's message before Fastify's own validation, which reports every error and so costs more the bigger the
 * body. The bounds are the route schema's own (`compileBoundsCheck`, shared with the form schemas).
 */
import fp from 'fastify-plugin';
import type { preValidationHookHandler } from 'fastify';
import { compileBoundsCheck } from '../../src/engine/core/bounds-check';
import { ApiError } from '../lib/api-error';

export default fp(async (app) => {
  app.addHook('onRoute', (route) => {
    const body = (route.schema as { body?: unknown } | undefined)?.body;
    if (body === undefined) return;
    // Named schemas the body may refer to (`{ $ref: 'IdRef#' }`) are the app's shared ones, added before the routes.
    const check = compileBoundsCheck(body, Object.values(app.getSchemas()));
    const bounded: preValidationHookHandler = async (request) => {
      const errors = check(request.body);
      if (errors) throw ApiError.fields(errors);
    };
    const existing = route.preValidation;
    route.preValidation = existing === undefined ? [bounded] : [bounded, ...(Array.isArray(existing) ? existing : [existing])];
  });
}, { name: 'sightline-body-bounds' });
