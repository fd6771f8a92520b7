import type { FastifyPluginAsync } from 'fastify';
import { ApiError, MESSAGES } from '../../lib/api-error';
import { issueCsrfCookie } from '../../plugins/csrf';
import { BODY_ERRORS, errorResponses } from '../responses';
import { loginBodySchema, tokenPairSchema, type LoginBody } from './schemas';

const loginRoute: FastifyPluginAsync = async (app) => {
  app.post<{ Body: LoginBody }>(
    '/api/auth/auth/jwt/create/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in: exchange username and password for an access and a refresh token',
        security: [],
        body: loginBodySchema,
        response: { 200: tokenPairSchema, ...errorResponses(...BODY_ERRORS, 401, 429) },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const throttleKey = JSON.stringify([username, request.ip]);
      const minutes = app.loginThrottle.blockedForMinutes(throttleKey);
      if (minutes > 0) {
        throw ApiError.detail(
          429,
          `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          { 'retry-after': String(minutes * 60) },
        );
      }
      const tokens = await app.sessions.login(username, password);
      if (!tokens) {
        app.loginThrottle.fail(throttleKey);
        throw ApiError.detail(401, MESSAGES.badCredentials);
      }
      app.loginThrottle.reset(throttleKey);
      // A new token at login, so one planted before sign-in is not carried into the session.
      issueCsrfCookie(request, reply);
      return tokens;
    },
  );
};

export default loginRoute;
