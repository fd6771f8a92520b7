import { sql, type Kysely } from 'kysely';
import { normalizeRole } from '../../../src/lib/permissions';
import type { Database } from '../tables/database';
import type { SessionActivityRow } from '../tables/session-activity';
import type { NewUser, UserRow } from '../tables/users';

/** What the API shows of a user. */
export interface PublicUser {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  role: string;
}

const PUBLIC_COLUMNS = ['users.id', 'users.username', 'users.first_name', 'users.last_name', 'users.role'] as const;

/** A signed-in user as the session check knows it: the public fields, and whether a password change is due. */
export interface SessionUser extends PublicUser {
  /** 1 while the account holds a one-time password (server/plugins/auth.ts refuses all but a change and logout). */
  must_change_password: number;
}

/**
 * A user row with its role in the one form answered and compared (`normalizeRole`): a role stored in another
 * letter case ("Hospital Administrator") reads as the table's words.
 */
function withNormalRole<T extends { role: string }>(row: T): T;
function withNormalRole<T extends { role: string }>(row: T | undefined): T | undefined;
function withNormalRole<T extends { role: string }>(row: T | undefined): T | undefined {
  return row && { ...row, role: normalizeRole(row.role) };
}

export function createUsersRepository(db: Kysely<Database>) {
  return {
    /** Exact, case-sensitive match: the login contract. */
    async findByUsername(username: string): Promise<UserRow | undefined> {
      return withNormalRole(await db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst());
    },

    /** Any account whose name differs only by letter case, to refuse look-alike accounts. */
    async usernameTakenIgnoringCase(username: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where(sql<string>`lower(username)`, '=', username.toLowerCase())
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * A session check in one round trip: the session's activity (undefined when it has none) and, beside it, the
     * active user behind an access token, provided its session still holds an unrevoked, unexpired refresh token
     * (logging out or a detected token theft then ends the access token at once); `user` is undefined otherwise.
     */
    async findSessionWithUser(
      userId: number,
      sessionId: string,
      now: string,
    ): Promise<{ activity: SessionActivityRow; user: SessionUser | undefined } | undefined> {
      const row = await db
        .selectFrom('session_activity')
        .leftJoin('users', (join) => join.on('users.id', '=', userId).on('users.is_active', '=', 1))
        .select(['session_activity.session_id', 'session_activity.user_id', 'session_activity.started_at', 'session_activity.last_seen_at'])
        .select([...PUBLIC_COLUMNS, 'users.must_change_password'])
        .select(({ exists, selectFrom }) =>
          exists(
            selectFrom('refresh_tokens')
              .select('refresh_tokens.jti')
              .where('refresh_tokens.user_id', '=', userId)
              .where('refresh_tokens.session_id', '=', sessionId)
              .where('refresh_tokens.revoked_at', 'is', null)
              .where('refresh_tokens.expires_at', '>', now),
          ).as('live'),
        )
        .where('session_activity.session_id', '=', sessionId)
        .executeTakeFirst();
      if (!row) return undefined;
      const { session_id, user_id, started_at, last_seen_at, id, username, first_name, last_name, role, must_change_password, live } = row;
      const activity = { session_id, user_id, started_at, last_seen_at };
      // PostgreSQL answers a boolean, SQLite 0 or 1.
      const user =
        id !== null && username !== null && first_name !== null && last_name !== null && role !== null && must_change_password !== null && Boolean(live)
          ? withNormalRole({ id, username, first_name, last_name, role, must_change_password })
          : undefined;
      return { activity, user };
    },

    async findActiveById(id: number): Promise<UserRow | undefined> {
      return withNormalRole(
        await db.selectFrom('users').selectAll().where('id', '=', id).where('is_active', '=', 1).executeTakeFirst(),
      );
    },

    /** The first active account with one of `roles` (earlier roles preferred), else the first active one. */
    async firstActive(roles: readonly string[] = []): Promise<UserRow | undefined> {
      const rows = await db.selectFrom('users').selectAll().where('is_active', '=', 1).orderBy('id').execute();
      const active = rows.map((row) => withNormalRole(row));
      for (const role of roles.map(normalizeRole)) {
        const match = active.find((user) => user.role === role);
        if (match) return match;
      }
      return active[0];
    },

    async create(user: NewUser): Promise<number> {
      const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async setActive(id: number, active: boolean): Promise<void> {
      await db.updateTable('users').set({ is_active: active ? 1 : 0 }).where('id', '=', id).execute();
    },

    async count(): Promise<number> {
      const row = await db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
