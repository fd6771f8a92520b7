import type { Kysely } from 'kysely';
import type { Database } from '../tables/database';
import type { NewSessionActivity, SessionActivityRow } from '../tables/session-activity';

/** When each session started and was last used (server/services/session-limits.ts judges them). */
export function createSessionActivityRepository(db: Kysely<Database>) {
  return {
    async insert(row: NewSessionActivity): Promise<void> {
      await db.insertInto('session_activity').values(row).execute();
    },

    find(sessionId: string): Promise<SessionActivityRow | undefined> {
      return db.selectFrom('session_activity').selectAll().where('session_id', '=', sessionId).executeTakeFirst();
    },

    /** Moves `last_seen_at` forward to `now` (never back: another process may have seen it later). */
    async touch(sessionId: string, now: string): Promise<void> {
      await db
        .updateTable('session_activity')
        .set({ last_seen_at: now })
        .where('session_id', '=', sessionId)
        .where('last_seen_at', '<', now)
        .execute();
    },

    /** Housekeeping: sessions that started before `cutoff` are past their absolute lifetime and can never be used again. */
    async deleteStartedBefore(cutoff: string): Promise<number> {
      const result = await db.deleteFrom('session_activity').where('started_at', '<', cutoff).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type SessionActivityRepository = ReturnType<typeof createSessionActivityRepository>;
