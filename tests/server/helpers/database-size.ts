/**
 * How much a database holds, to show that refused writes store nothing: the rows of some tables and the space
 * the engine uses (SQLite: the pages of the whole file; PostgreSQL: the total size of those tables).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../server/db/tables/database';
import { testEngine } from './test-db';

export async function databaseSize(db: Kysely<Database>, tables: readonly (keyof Database)[]): Promise<{ rows: number; bytes: number }> {
  let rows = 0;
  let bytes = 0;
  for (const table of tables) {
    const counted = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    rows += Number(counted.rows[0]!.n);
    if (testEngine() === 'postgres') {
      const size = await sql<{ n: string }>`select pg_total_relation_size(${table}::regclass) as n`.execute(db);
      bytes += Number(size.rows[0]!.n);
    }
  }
  if (testEngine() === 'sqlite') {
    const pages = await sql<{ page_count: number }>`pragma page_count`.execute(db);
    const size = await sql<{ page_size: number }>`pragma page_size`.execute(db);
    bytes = pages.rows[0]!.page_count * size.rows[0]!.page_size;
  }
  return { rows, bytes };
}
