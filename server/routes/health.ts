import type { FastifyPluginAsync } from 'fastify';

/** Liveness probe and benchmark baseline; public and reveals nothing. */
const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/health/',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness check',
        security: [],
        response: {
          200: {
            title: 'Health',
            type: 'object',
            properties: { status: { type: 'string', const: 'ok' } },
            required: ['status'],
            additionalProperties: false,
          },
        },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
};

export default healthRoutes;
