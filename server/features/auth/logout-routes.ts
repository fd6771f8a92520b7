import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES } from '../../lib/api-error';
import { clearCsrfCookie } from '../../plugins/csrf';
import { errorResponses } from '../../http/responses';
import { clearRefreshCookie } from './refresh-cookie';
import { ref } from '../../../contracts/shapes';
import { SMALL_BODY_LIMIT } from '../../lib/body-limits';

const logoutRoute: FastifyPluginAsync = async (app) => {
  app.post(
    '/api/auth/api/logout/',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      // Also for an account that still holds a one-time password.
      config: { beforePasswordChange: true },
      schema: {
        tags: ['auth'],
        summary: 'Log out: ends the session of the access token (its refresh tokens and itself); clears the refresh cookie',
        description: 'Takes no body; an empty JSON object is accepted and ignored.',
        response: { 200: ref('Message'), ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      await app.sessions.logout(request.user!.sessionId);
      clearCsrfCookie(reply);
      clearRefreshCookie(request, reply);
      return { detail: MESSAGES.loggedOut };
    },
  );
};

export default logoutRoute;
