/**
 * A fresh database holding bulk seed data (server/db/seed/bulk-patients.ts), for the benchmarks: SQLite in a
 * folder under bench/.tmp, or a new PostgreSQL database on the server of `adminUrl`, dropped by `drop()`.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { loadFormFiles } from '../../src/engine/build/load-form-files';
import { openPostgres, openSqlite, withDefaultUser, type Engine } from '../../server/db/connection';
import { createRepositories } from '../../server/db/repositories/index';
import { seedBulkPatients, type FormChoices } from '../../server/db/seed/bulk-patients';
import type { Database } from '../../server/db/tables/database';
import { prepareDatabase } from '../../server/services/database-setup';

export interface BulkDatabase {
  engine: Engine;
  db: Kysely<Database>;
  /** What a server process needs to open the same database. */
  env: Record<string, string>;
  seedSeconds: number;
  drop(): Promise<void>;
}

function formChoices(): FormChoices {
  const properties = (loadFormFiles('patient-registration').schema as { properties: Record<string, { enum: string[] }> }).properties;
  return {
    clinics: properties.clinic!.enum,
    regions: properties.region!.enum,
    occupationCategories: properties.occupation_category!.enum,
  };
}

/** Replaces the database name of a postgres URL. */
function withDatabase(url: string, name: string): string {
  const match = /^(postgres(?:ql)?:\/\/[^/?#]*)(\/[^?#]*)?(.*)$/i.exec(url);
  if (!match) throw new Error(`Not a postgres URL: ${url}`);
  return `${match[1]}/${name}${match[3]}`;
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDefaultUser(url) });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Opens a fresh database of `engine`, migrates it, seeds demo accounts and `patients` bulk patients. */
export async function bulkDatabase(engine: Engine, patients: number, adminUrl: string): Promise<BulkDatabase> {
  let handle: { db: Kysely<Database> };
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  if (engine === 'sqlite') {
    mkdirSync(resolve('bench/.tmp'), { recursive: true });
    const dataDir = mkdtempSync(join(resolve('bench/.tmp'), 'search-'));
    handle = openSqlite(join(dataDir, 'sightline.sqlite'));
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  } else {
    const name = `sightline_bench_${randomBytes(4).toString('hex')}`;
    await admin(adminUrl, `CREATE DATABASE "${name}"`);
    const url = withDatabase(adminUrl, name);
    handle = openPostgres(url);
    env = { DATABASE_URL: url };
    cleanup = () => admin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
  const { db } = handle;
  await prepareDatabase(db, { demo: true });
  const author = await createRepositories(db).users.firstActive(['hospital administrator']);
  const started = performance.now();
  await seedBulkPatients(db, { patients, seed: 1, createdBy: author!.id, choices: formChoices() });
  const seedSeconds = (performance.now() - started) / 1000;
  return {
    engine,
    db,
    env,
    seedSeconds,
    async drop() {
      await db.destroy();
      await cleanup();
    },
  };
}
