import type { Kysely } from 'kysely';
import type { Database } from '../tables/database';
import type { NewRefreshToken, RefreshTokenRow } from '../tables/refresh-tokens';

export function createRefreshTokensRepository(db: Kysely<Database>) {
  return {
    async insert(token: NewRefreshToken): Promise<void> {
      await db.insertInto('refresh_tokens').values(token).execute();
    },

    find(jti: string): Promise<RefreshTokenRow | undefined> {
      return db.selectFrom('refresh_tokens').selectAll().where('jti', '=', jti).executeTakeFirst();
    },

    /**
     * Rotation: revokes `jti` and records its successor in one transaction. Returns false when the token was
     * already revoked (a concurrent or repeated use), in which case nothing is inserted.
     */
    async rotate(jti: string, next: NewRefreshToken, now: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('refresh_tokens')
          .set({ revoked_at: now, replaced_by: next.jti })
          .where('jti', '=', jti)
          .where('revoked_at', 'is', null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await trx.insertInto('refresh_tokens').values(next).execute();
        return true;
      });
    },

    async revokeSession(sessionId: string, now: string): Promise<number> {
      const result = await db
        .updateTable('refresh_tokens')
        .set({ revoked_at: now })
        .where('session_id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Housekeeping: rows past their expiry can never be used again. */
    async deleteExpired(now: string): Promise<number> {
      const result = await db.deleteFrom('refresh_tokens').where('expires_at', '<=', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type RefreshTokensRepository = ReturnType<typeof createRefreshTokensRepository>;
