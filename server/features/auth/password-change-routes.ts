import type { FastifyPluginAsync } from 'fastify';
import type { ChangePasswordRequest } from '../../../contracts/generated/types';
import { ref } from '../../../contracts/shapes';
import { BODY_ERRORS, errorResponses } from '../../http/responses';
import { SMALL_BODY_LIMIT } from '../../lib/body-limits';
import { changeOwnPassword } from '../users/service';

export const PASSWORD_CHANGED = 'Your password has been changed.';

const passwordChangeRoute: FastifyPluginAsync = async (app) => {
  app.post<{ Body: ChangePasswordRequest }>(
    '/api/auth/api/change-password/',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      // The one call (with logout) an account holding a one-time password may make.
      config: { beforePasswordChange: true },
      schema: {
        tags: ['auth'],
        summary: 'Change your own password (also the one-time password an administrator set)',
        description:
          'The current password must be right (400 on `old_password` otherwise) and the new one at least 8 characters ' +
          'and different (400 on `new_password`). Your other sessions end; this one goes on.',
        body: ref('ChangePasswordRequest'),
        response: { 200: ref('Message'), ...errorResponses(...BODY_ERRORS, 401) },
      },
    },
    async (request) => {
      const deps = { repos: app.repos, forgetUser: (id: number) => app.sessions.forgetUser(id) };
      await changeOwnPassword(deps, request.user!, request.body.old_password, request.body.new_password);
      return { detail: PASSWORD_CHANGED };
    },
  );
};

export default passwordChangeRoute;
