import { sql, type Kysely } from 'kysely';
import type { Database } from '../tables/database';

/**
 * A list's change number (migration 0024): every write of the list raises it, after the write is committed; a
 * process that keeps pages of the list in memory reads it first, before it would read the rows, and reuses a kept
 * page only while the number is the one the page was read under. So a write by any process is seen by every other
 * at its next request, for one single-row read by primary key.
 */
export function createChangeCounter(db: Kysely<Database>, name: string) {
  return {
    async read(): Promise<number> {
      const row = await db.selectFrom('change_counters').select('version').where('name', '=', name).executeTakeFirst();
      return Number(row?.version ?? 0);
    },

    async bump(): Promise<void> {
      await db
        .updateTable('change_counters')
        .set({ version: sql<number>`version + 1` })
        .where('name', '=', name)
        .execute();
    },
  };
}

export type ChangeCounter = ReturnType<typeof createChangeCounter>;
