import type { Kysely } from 'kysely';
import { migrateToLatest } from '../db/migrate';
import { seedDatabase, type SeedResult } from '../db/seed/index';
import type { Database } from '../db/tables/database';
import { hashPassword } from './passwords';

/** Brings a database to the current schema and seeds it; safe to run on every start. */
export async function prepareDatabase(db: Kysely<Database>, options: { demo: boolean }): Promise<SeedResult> {
  await migrateToLatest(db);
  return seedDatabase(db, { demo: options.demo, hashPassword });
}
