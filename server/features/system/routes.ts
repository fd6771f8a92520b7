/**
 * The system routes: the liveness probe and benchmark baseline, public, revealing nothing but whether the data
 * folder's disk is nearly full (`disk`: `ok` or `low`, server/services/disk-space.ts; the free bytes are only
 * logged); and the OpenAPI document built from every route's schema.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Health } from '../../../contracts/generated/types';
import { ref } from '../../../contracts/shapes';

const systemRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/health/',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness check',
        security: [],
        response: { 200: ref('Health') },
      },
    },
    async (): Promise<Health> => ({ status: 'ok', disk: (await app.diskSpace.check()).state }),
  );

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

export default systemRoutes;
