/**
 * Ids sent as text in route bodies that are not forms (a booking's `patient`): before validation, every value the
 * route's body schema marks as an id reference (`{ $ref: 'IdRef#' }`) is read as its number when it arrives as id
 * text (`"5"` → 5). Form bodies are read the same way by the section and patient services, through the form's own
 * schema (`app.forms.readIds`). One reader for both: src/engine/core/id-refs.ts.
 */
import fp from 'fastify-plugin';
import type { preValidationHookHandler } from 'fastify';
import { compileIdRefReader, hasIdRefs, type SchemaResolver } from '../../src/engine/core/id-refs';

export default fp(async (app) => {
  // Named schemas (`Name#`) are the app's shared ones, added before the routes.
  const resolve: SchemaResolver = (id) => app.getSchema(id);
  app.addHook('onRoute', (route) => {
    const body = (route.schema as { body?: unknown } | undefined)?.body;
    if (body === undefined || !hasIdRefs(body, resolve)) return;
    const read = compileIdRefReader(body, resolve);
    const readIds: preValidationHookHandler = async (request) => {
      request.body = read(request.body);
    };
    const existing = route.preValidation;
    route.preValidation = existing === undefined ? [readIds] : [readIds, ...(Array.isArray(existing) ? existing : [existing])];
  });
}, { name: 'sightline-id-refs' });
