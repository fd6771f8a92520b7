/**
 * A migration's test database: a fresh database (SQLite or PostgreSQL, by TEST_DB) migrated up to one migration
 * only, so that rows are written into the tables as they were then; the test migrates on (or back) by name.
 */
import { Migrator, type Kysely } from 'kysely';
import { expect } from 'vitest';
import { migrations } from '../../../server/db/migrations/index';
import { createTestDb, type TestDb } from './test-db';

export interface MigrationDb {
  testDb: TestDb;
  /** The database, typed loosely: its tables are those of the migration it stands at. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables as they were then
  db: Kysely<any>;
  /** Migrates up or down to migration `name`, or to the latest without one; fails the test on an error. */
  migrateTo(name?: string): Promise<void>;
  /** Inserts one row into `table` and answers its id. */
  insertId(table: string, values: Record<string, unknown>): Promise<number>;
}

/** Runs `body` on a fresh database migrated to `name`; the database is removed afterwards, whatever happens. */
export async function atMigration(name: string, body: (at: MigrationDb) => Promise<void>): Promise<void> {
  const testDb = await createTestDb();
  try {
    const migrator = new Migrator({ db: testDb.db, provider: { getMigrations: async () => migrations } });
    const migrateTo = async (to?: string) => {
      const result = to === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(to);
      expect(result.error).toBeUndefined();
    };
    await migrateTo(name);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables as they were then
    const db = testDb.db as Kysely<any>;
    const insertId = async (table: string, values: Record<string, unknown>) =>
      (await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()).id as number;
    await body({ testDb, db, migrateTo, insertId });
  } finally {
    await testDb.cleanup();
  }
}
