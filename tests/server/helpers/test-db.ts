/**
 * A fresh database per test file, on the engine named by TEST_DB (`sqlite`, the default, or `postgres`).
 * SQLite lives in a temp folder; PostgreSQL gets a new `sightline_test_<random>` database on the server of
 * TEST_DATABASE_URL (a user allowed to CREATE DATABASE), dropped again by `cleanup()`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { openPostgres, openSqlite, withDefaultUser, type Engine } from '../../../server/db/connection';
import type { Database } from '../../../server/db/tables/database';

export interface TestDb {
  engine: Engine;
  db: Kysely<Database>;
  /** The settings an app or a child process needs to reach this same database. */
  databaseUrl: string | null;
  sqlitePath: string;
  dataDir: string;
  cleanup(): Promise<void>;
}

let announced = false;

export function testEngine(): Engine {
  const engine = (process.env.TEST_DB ?? 'sqlite').toLowerCase();
  if (engine !== 'sqlite' && engine !== 'postgres') throw new Error(`TEST_DB must be sqlite or postgres, not ${engine}`);
  return engine;
}

/** Replaces the database name in a postgres URL, keeping user, host and query (e.g. ?host=/socket/dir). */
export function withDatabase(url: string, database: string): string {
  const match = /^(postgres(?:ql)?:\/\/[^/?#]*)(\/[^?#]*)?(.*)$/i.exec(url);
  if (!match) throw new Error(`Not a postgres URL: ${url}`);
  return `${match[1]}/${database}${match[3]}`;
}

export async function createTestDb(): Promise<TestDb> {
  const engine = testEngine();
  if (!announced) {
    console.info(`[db] ${engine}`);
    announced = true;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'sightline-test-'));
  const sqlitePath = join(dataDir, 'sightline.sqlite');
  if (engine === 'sqlite') {
    const { db } = openSqlite(sqlitePath);
    return {
      engine,
      db,
      databaseUrl: null,
      sqlitePath,
      dataDir,
      async cleanup() {
        await db.destroy();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (a server where CREATE DATABASE works)');
  const name = `sightline_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: withDefaultUser(adminUrl) });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const databaseUrl = withDatabase(adminUrl, name);
  const { db } = openPostgres(databaseUrl, 5);
  return {
    engine,
    db,
    databaseUrl,
    sqlitePath,
    dataDir,
    async cleanup() {
      await db.destroy();
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
