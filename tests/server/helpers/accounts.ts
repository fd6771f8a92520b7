/** Extra accounts for tests that need more than the demo ones (a second student, a second lecturer). */
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../../server/services/passwords';
import { DEMO_PASSWORD, tokensFor } from './test-app';

export interface TestAccount {
  id: number;
  /** An access token of a fresh sign-in. */
  token: string;
}

/** Creates an active account (password `demo1234`) and signs it in. */
export async function addAccount(
  app: FastifyInstance,
  user: { username: string; role: string; first_name: string; last_name: string },
): Promise<TestAccount> {
  const password_hash = await hashPassword(DEMO_PASSWORD);
  const { id } = await app.db
    .insertInto('users')
    .values({ ...user, password_hash, is_active: 1, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, token: (await tokensFor(app, user.username)).access };
}

/** The id of an account by its username (e.g. a demo account). */
export async function userIdOf(app: FastifyInstance, username: string): Promise<number> {
  const user = await app.repos.users.findByUsername(username);
  if (!user) throw new Error(`no account ${username}`);
  return user.id;
}
