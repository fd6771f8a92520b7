import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from './tables/database';

/** The advisory lock of a server start's database preparation (any number unused elsewhere). */
const STARTUP_LOCK = 2_024_061;

/**
 * Runs `work` (migrating, seeding, importing) while no other server process over the same PostgreSQL database runs
 * its own: several processes started together prepare the database one after the other, and the later ones find
 * nothing left to do. The lock is held by one pooled connection for the while; `work` uses the others. SQLite (one
 * process) runs it at once.
 */
export async function withStartupLock<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return work();
  return db.connection().execute(async (held) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(held);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(held);
    }
  });
}
