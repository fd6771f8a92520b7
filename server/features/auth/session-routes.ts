import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { PublicUser } from '../../db/repositories/users';
import { errorResponses } from '../../http/responses';
import { ref } from '../../../contracts/shapes';

/** The guard has set `request.user` on these routes; only the public fields are answered. */
function currentUser(request: FastifyRequest): PublicUser {
  const { id, username, first_name, last_name, role } = request.user!;
  return { id, username, first_name, last_name, role };
}

const sessionRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/auth/auth/users/me/',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: ref('User'), ...errorResponses(401, 403) },
      },
    },
    async (request) => currentUser(request),
  );

  app.get(
    '/api/auth/api/check-session/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether the access token is still good, with its user',
        response: { 200: ref('SessionCheck'), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ authenticated: true, user: currentUser(request) }),
  );
};

export default sessionRoutes;
