/**
 * Every query of user administration (server/features/users): the accounts list and search, creating and changing
 * accounts, passwords, ending an account's sessions, and the audit event of each change (in the change's transaction).
 */
import { sql, type SqlBool } from 'kysely';
import type { NewAuditEvent } from '../../db/tables/audit-events';
import type { NewUser, UserRow } from '../../db/tables/users';
import { inTransaction, type Db } from '../../db/transactional';

/** What an administrator sees of an account (no password hash). */
export type AdminUserRow = Omit<UserRow, 'password_hash'>;

/** The fields a change may set. */
export interface UserChanges {
  first_name?: string;
  last_name?: string;
  role?: string;
  email?: string | null;
  is_active?: number;
}

const ADMIN_COLUMNS = [
  'id',
  'username',
  'first_name',
  'last_name',
  'role',
  'email',
  'is_active',
  'must_change_password',
  'created_at',
] as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every word of `search` occurs in the username or the names, ignoring case. */
function matching(db: Db, search: string) {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  let query = db.selectFrom('users');
  for (const word of words) {
    query = query.where(
      sql<SqlBool>`lower(username || ' ' || first_name || ' ' || last_name) like ${`%${escapeLike(word)}%`} escape '\\'`,
    );
  }
  return query;
}

function queries(db: Db) {
  return {
    async count(search: string): Promise<number> {
      const row = await matching(db, search).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** One page of the accounts matching `search`, by username. */
    page(search: string, offset: number, limit: number): Promise<AdminUserRow[]> {
      return matching(db, search).select(ADMIN_COLUMNS).orderBy(sql`lower(username)`).orderBy('id').limit(limit).offset(offset).execute();
    },

    find(id: number): Promise<AdminUserRow | undefined> {
      return db.selectFrom('users').select(ADMIN_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    /** The password hash of an account (for a password change). */
    async passwordHash(id: number): Promise<string | undefined> {
      const row = await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst();
      return row?.password_hash;
    },

    async insert(user: NewUser): Promise<AdminUserRow> {
      return db.insertInto('users').values(user).returning(ADMIN_COLUMNS).executeTakeFirstOrThrow();
    },

    async update(id: number, changes: UserChanges): Promise<void> {
      await db.updateTable('users').set(changes).where('id', '=', id).execute();
    },

    async setPassword(id: number, passwordHash: string, mustChange: boolean): Promise<void> {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash, must_change_password: mustChange ? 1 : 0 })
        .where('id', '=', id)
        .execute();
    },

    /** Ends every open session of the account but `keepSession` (its refresh tokens; access tokens then fail too). */
    async endSessions(userId: number, now: string, keepSession?: string): Promise<void> {
      let query = db.updateTable('refresh_tokens').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null);
      if (keepSession !== undefined) query = query.where('session_id', '<>', keepSession);
      await query.execute();
    },

    async audit(event: NewAuditEvent): Promise<void> {
      await db.insertInto('audit_events').values(event).execute();
    },
  };
}

export function createUserAdminRepository(db: Db) {
  return { ...queries(db), transaction: inTransaction(db, queries) };
}

export type UserAdminRepository = ReturnType<typeof createUserAdminRepository>;
/** The queries inside one transaction (a repository `transaction(work)` hands them to `work`). */
export type UserAdminQueries = ReturnType<typeof queries>;
