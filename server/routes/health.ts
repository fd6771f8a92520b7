import type { FastifyPluginAsync } from 'fastify';

/**
 * Liveness probe and benchmark baseline; public and reveals nothing but whether the data folder's disk is nearly
 * full (`disk`: `ok` or `low`, server/services/disk-space.ts; the free bytes are only logged).
 */
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
            properties: {
              status: { type: 'string', const: 'ok' },
              disk: {
                type: 'string',
                enum: ['ok', 'low'],
                description: 'low: the data folder\'s filesystem has less free space than LOW_DISK_MB (a warning is logged).',
              },
            },
            required: ['status', 'disk'],
            additionalProperties: false,
          },
        },
      },
    },
    async () => ({ status: 'ok' as const, disk: (await app.diskSpace.check()).state }),
  );
};

export default healthRoutes;
