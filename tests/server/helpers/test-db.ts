/**
 * A fresh database per test file, on the engine named by TEST_DB (`sqlite`, the default, or `postgres`).
 * SQLite lives in a temp folder; PostgreSQL gets a new `sightline_test_<random>` database on the server of
 * TEST_DATABASE_URL (a user allowed to CREATE DATABASE), dropped again by `cleanup()`. Empty, or with `from`, a
 * copy of a template database (the run's prepared one: tests/server/helpers/prepared-template.ts).
 */
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { openPostgres, openSqlite, withDefaultUser, type Engine, type QueryLog } from '../../../server/db/connection';
import type { Database } from '../../../server/db/tables/database';

export interface TestDb {
  engine: Engine;
  db: Kysely<Database>;
  /** The settings an app or a child process needs to reach this same database. */
  databaseUrl: string | null;
  /** PostgreSQL: the database's name on the server ('' on SQLite). */
  database: string;
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

/** A database to copy: on SQLite its file, on PostgreSQL its name on the server of TEST_DATABASE_URL. */
export interface TemplateDb {
  engine: Engine;
  sqlitePath: string;
  database: string;
}

/** Runs one statement on the `TEST_DATABASE_URL` server itself (creating and dropping databases). */
export async function onPostgresServer(statement: string): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (a server where CREATE DATABASE works)');
  const client = new pg.Client({ connectionString: withDefaultUser(adminUrl) });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createTestDb(options: { from?: TemplateDb; log?: QueryLog } = {}): Promise<TestDb> {
  const engine = testEngine();
  const template = options.from;
  if (template && template.engine !== engine) throw new Error(`a ${template.engine} template cannot seed a ${engine} test`);
  if (!announced) {
    console.info(`[db] ${engine}`);
    announced = true;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'sightline-test-'));
  const sqlitePath = join(dataDir, 'sightline.sqlite');
  if (engine === 'sqlite') {
    if (template) copyFileSync(template.sqlitePath, sqlitePath);
    const { db } = openSqlite(sqlitePath, options.log);
    return {
      engine,
      db,
      databaseUrl: null,
      database: '',
      sqlitePath,
      dataDir,
      async cleanup() {
        await db.destroy();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }

  const name = `sightline_test_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template.database}"` : ''}`);
  const databaseUrl = withDatabase(process.env.TEST_DATABASE_URL!, name);
  const { db } = openPostgres(databaseUrl, 5, options.log);
  return {
    engine,
    db,
    databaseUrl,
    database: name,
    sqlitePath,
    dataDir,
    async cleanup() {
      await db.destroy();
      await onPostgresServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
