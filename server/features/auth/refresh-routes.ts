import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ApiError, MESSAGES } from '../../lib/api-error';
import { csrfHeaderMatches } from '../../plugins/csrf';
import { BODY_ERRORS, errorResponses } from '../../http/responses';
import { refreshCookieOf, setRefreshCookie } from './refresh-cookie';
import type { RefreshRequest } from '../../../contracts/generated/types';
import { ref } from '../../../contracts/shapes';
import { SMALL_BODY_LIMIT } from '../../lib/body-limits';

/**
 * The token to rotate: the body's (clients of the specification), else the browser's httpOnly cookie. The cookie is
 * a credential the browser adds by itself, so its use must echo the CSRF token like any cookie-authenticated write.
 */
function presentedToken(request: FastifyRequest<{ Body: RefreshRequest }>): { token: string; fromCookie: boolean } {
  const fromBody = request.body.refresh;
  if (fromBody !== undefined) return { token: fromBody, fromCookie: false };
  const fromCookie = refreshCookieOf(request);
  if (fromCookie === undefined) throw ApiError.fields({ refresh: ['This field is required.'] });
  if (!csrfHeaderMatches(request)) throw ApiError.detail(403, MESSAGES.csrfFailed);
  return { token: fromCookie, fromCookie: true };
}

const refreshRoute: FastifyPluginAsync = async (app) => {
  app.post<{ Body: RefreshRequest }>(
    '/api/auth/jwt/refresh/',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      // A body token could not be known to a forger (no CSRF check, server/plugins/csrf.ts); the cookie is checked above.
      config: { csrf: false },
      // No body at all is the browser app's cookie refresh: validated as the empty object it means.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags: ['auth'],
        summary: 'Rotate a refresh token: answers a new pair; the presented token is spent',
        description:
          'The token is taken from the body, or when the body has none from the httpOnly `refresh_token` cookie ' +
          '(then `X-CSRFToken` must echo the `csrftoken` cookie). The answer sets the cookie to the new token. ' +
          'Presenting a spent refresh token again ends its whole session, and so does a session idle or open too long.',
        security: [],
        body: ref('RefreshRequest'),
        response: { 200: ref('TokenPair'), ...errorResponses(...BODY_ERRORS, 401, 403) },
      },
    },
    async (request, reply) => {
      const { token, fromCookie } = presentedToken(request);
      const tokens = await app.sessions.refresh(token, { fromCookie });
      if (!tokens) throw ApiError.detail(401, MESSAGES.badRefresh);
      setRefreshCookie(request, reply, tokens.refresh, app.sessions.limits.maxMs / 1000);
      return tokens;
    },
  );
};

export default refreshRoute;
