/**
 * The server suite's global setup: one database per run, migrated and seeded as the server prepares its own (demo
 * accounts included), that `createTestApp` copies for each app instead of migrating and seeding anew. The demo
 * accounts' passwords are hashed at a low scrypt cost (the seed's injected hasher), so signing in is cheap too; the
 * server's own hashing keeps its cost. The template is removed after the run.
 */
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { hashPassword, type ScryptCost } from '../../../server/services/passwords';
import { prepareDatabase } from '../../../server/services/database-setup';
import { createTestDb, onPostgresServer, type TemplateDb } from './test-db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Absent when the suite runs without this setup (createTestApp then prepares each database itself). */
    preparedTemplate?: TemplateDb;
  }
}

/** A sixteenth of the server's cost: a test database's demo passwords protect nothing. */
const TEST_PASSWORD_COST: ScryptCost = { N: 1024, r: 8, p: 1 };

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const testDb = await createTestDb();
  await prepareDatabase(testDb.db, { demo: true, hashPassword: (password) => hashPassword(password, TEST_PASSWORD_COST) });
  // Copies are taken from the file (SQLite writes its log back on close) or by a server that wants no one connected.
  await testDb.db.destroy();
  const { engine, sqlitePath, database } = testDb;
  project.provide('preparedTemplate', { engine, sqlitePath, database });
  return async () => {
    if (engine === 'postgres') await onPostgresServer(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    rmSync(testDb.dataDir, { recursive: true, force: true });
  };
}
