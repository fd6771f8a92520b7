import type { FastifyPluginAsync } from 'fastify';
import { issueCsrfCookie } from '../../plugins/csrf';
import { BODY_ERRORS, errorResponses } from '../../http/responses';
import { setRefreshCookie } from './refresh-cookie';
import { rememberDevice } from './device-cookie';
import { checkPassword } from './password-check';
import type { LoginRequest } from '../../../contracts/generated/types';
import { ref } from '../../../contracts/shapes';
import { SMALL_BODY_LIMIT } from '../../lib/body-limits';

const loginRoute: FastifyPluginAsync = async (app) => {
  app.post<{ Body: LoginRequest }>(
    '/api/auth/auth/jwt/create/',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      // The credentials are in the body: a forged request could not know them (no CSRF check, server/plugins/csrf.ts).
      config: { csrf: false },
      schema: {
        tags: ['auth'],
        summary: 'Log in: exchange username and password for an access and a refresh token',
        security: [],
        body: ref('LoginRequest'),
        response: { 200: ref('LoginAnswer'), ...errorResponses(...BODY_ERRORS, 401, 429) },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const tokens = await checkPassword(app, request, username, password);
      rememberDevice(app, request, reply, username);
      // A new token at login, so one planted before sign-in is not carried into the session.
      issueCsrfCookie(request, reply);
      setRefreshCookie(request, reply, tokens.refresh, app.sessions.limits.maxMs / 1000);
      return tokens;
    },
  );
};

export default loginRoute;
