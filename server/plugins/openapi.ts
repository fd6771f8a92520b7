/**
 * Collects route schemas into an OpenAPI document; must be registered before the routes. Every body is a named
 * component: contracts by their `$id`, route shapes by their `title` (server/lib/openapi-document.ts).
 * tests/server/contract/openapi-responses.test.ts holds every route to it.
 */
import fp from 'fastify-plugin';
import fastifySwagger from '@fastify/swagger';
import { errorsAsJson, nameTitledSchemas } from '../lib/openapi-document';
import { completeFormContracts } from '../lib/openapi-forms';

export default fp(async (app) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sightline API',
        version: '0.1.0',
        description: 'Patients, consultations and teaching records for an eye-care clinic.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearerAuth: [] }],
    },
    // Keep shared schema names ($id) in the document instead of def-0, def-1, …
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
    transformObject: (documentObject) =>
      completeFormContracts(
        nameTitledSchemas(errorsAsJson('openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject)),
        (formId) => app.forms.schema(formId),
      ),
  });
}, { name: 'sightline-openapi', dependencies: ['sightline-form-schemas'] });
