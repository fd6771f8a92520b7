/**
 * User administration for the systems administrator (issue 23): the accounts list with search, create, change (names,
 * email, role, active), reset a password. The shapes are contracts/users.ts; the class-list import is
 * ./import-routes.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { CreateUserRequest, UpdateUserRequest } from '../../../contracts/generated/types';
import { ref } from '../../../contracts/shapes';
import { recordIdParams, toId } from '../../http/ids';
import { refuseBodyFields } from '../../http/no-body';
import { pagingQuerySchema, readPage, readPaging, type PagingQuery } from '../../http/paging';
import { BODY_ERRORS, errorResponses } from '../../http/responses';
import { SMALL_BODY_LIMIT } from '../../lib/body-limits';
import importRoutes from './import-routes';
import { createUser, resetPassword, toAdminUser, updateUser, userSource, type UserAdminDeps } from './service';

const TAG = 'users';
const PAGE_SIZE = 20;
const params = recordIdParams('The user id.');

interface ListQuery extends PagingQuery {
  search?: string;
}

const listQuerySchema = (() => {
  const paging = pagingQuerySchema(PAGE_SIZE);
  return {
    ...paging,
    properties: {
      ...paging.properties,
      search: { type: 'string', maxLength: 150, description: 'Words that must all occur in the username or the names (any case).' },
    },
  };
})();

const usersRoutes: FastifyPluginAsync = async (app) => {
  const deps: UserAdminDeps = { repos: app.repos, forgetUser: (id) => app.sessions.forgetUser(id) };

  app.get<{ Querystring: ListQuery }>(
    '/api/admin/users/',
    {
      schema: {
        tags: [TAG],
        summary: 'The accounts, by username; paged, with an optional search',
        description: `Default page size ${PAGE_SIZE}.`,
        querystring: listQuerySchema,
        response: { 200: ref('AdminUserPage'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { search = '', ...pagingQuery } = request.query;
      return readPage(userSource(app.repos, search), readPaging(pagingQuery, PAGE_SIZE), toAdminUser);
    },
  );

  app.post<{ Body: CreateUserRequest }>(
    '/api/admin/users/',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        tags: [TAG],
        summary: 'Create an account; without a password it gets a one-time password (answered once)',
        description: 'The username must be new ignoring letter case. The account must change a one-time password at its first sign-in.',
        body: ref('CreateUserRequest'),
        response: { 201: ref('CreatedUser'), ...errorResponses(...BODY_ERRORS, 401) },
      },
    },
    async (request, reply) => {
      const user = await createUser(deps, request.user!, request.body);
      return reply.code(201).send(user);
    },
  );

  app.patch<{ Params: { id: string }; Body: UpdateUserRequest }>(
    '/api/admin/users/:id/',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        tags: [TAG],
        summary: "Change an account: names, email, role, or whether it may sign in",
        description:
          'Deactivating an account ends its open sessions and refuses its sign-in; a changed role applies at its next ' +
          'call. An administrator cannot deactivate their own account or change their own role (400).',
        params,
        body: ref('UpdateUserRequest'),
        response: { 200: ref('AdminUser'), ...errorResponses(...BODY_ERRORS, 401, 404) },
      },
    },
    async (request) => updateUser(deps, request.user!, toId(request.params.id), request.body),
  );

  app.post<{ Params: { id: string } }>(
    '/api/admin/users/:id/reset-password/',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      preValidation: refuseBodyFields,
      schema: {
        tags: [TAG],
        summary: 'Reset a password: answers a one-time password, which must be changed at the next sign-in',
        description:
          "Takes no body. The account's open sessions end; its old password no longer signs in. Not for one's own account " +
          '(400): that is changed knowing the current password (POST /api/auth/api/change-password/).',
        params,
        response: { 200: ref('OneTimePassword'), ...errorResponses(...BODY_ERRORS, 401, 404) },
      },
    },
    async (request) => resetPassword(deps, request.user!, toId(request.params.id)),
  );

  await app.register(importRoutes, { deps });
};

export default usersRoutes;
