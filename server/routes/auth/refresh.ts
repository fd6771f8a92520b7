import type { FastifyPluginAsync } from 'fastify';
import { ApiError, MESSAGES } from '../../lib/api-error';
import { BODY_ERRORS, errorResponses } from '../responses';
import { refreshBodySchema, tokenPairSchema, type RefreshBody } from './schemas';
import { SMALL_BODY_LIMIT } from '../../lib/body-limits';

const refreshRoute: FastifyPluginAsync = async (app) => {
  app.post<{ Body: RefreshBody }>(
    '/api/auth/jwt/refresh/',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      // The credentials are in the body: a forged request could not know them (no CSRF check, server/plugins/csrf.ts).
      config: { csrf: false },
      schema: {
        tags: ['auth'],
        summary: 'Rotate a refresh token: answers a new pair; the presented token is spent',
        description: 'Presenting a spent refresh token again ends its whole session.',
        security: [],
        body: refreshBodySchema,
        response: { 200: tokenPairSchema, ...errorResponses(...BODY_ERRORS, 401) },
      },
    },
    async (request) => {
      const tokens = await app.sessions.refresh(request.body.refresh);
      if (!tokens) throw ApiError.detail(401, MESSAGES.badRefresh);
      return tokens;
    },
  );
};

export default refreshRoute;
