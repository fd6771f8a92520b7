import type { FastifyPluginAsync } from 'fastify';

/** The OpenAPI document built from every route's schema. */
const docsRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/docs/openapi.json',
    {
      schema: {
        hide: true,
        response: { 200: { type: 'object', additionalProperties: true } },
      },
    },
    async () => app.swagger(),
  );
};

export default docsRoutes;
