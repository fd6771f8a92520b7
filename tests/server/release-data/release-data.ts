/**
 * A release's captured data (`tests/fixtures/release-<migration>/`, made by that release's capture script): the
 * rows of every table it filled and its read answers; and the loading of those rows into a fresh database
 * migrated to that release's last migration, on either engine.
 */
import { readFileSync } from 'node:fs';
import { Migrator, sql, type Kysely } from 'kysely';
import { migrations } from '../../../server/db/migrations/index';
import type { TestDb } from '../helpers/test-db';

export interface ReleaseMeta {
  /** The release's last migration: the rows are loaded with the database migrated up to it, no further. */
  migration: string;
  /** The commit whose code wrote the data. */
  commit: string;
  /** Where the capture's clock stood when the reads were made. */
  readsAt: string;
  /** The tables with rows, each after the tables it refers to. */
  tables: string[];
  /** The tables with rows that triggers write from the others (facts of a case, marks per student). */
  derived: string[];
}

export interface CapturedRead {
  status: number;
  body: unknown;
}

export interface ReleaseData {
  meta: ReleaseMeta;
  /** Each read answer by `<METHOD> <path> as <username>`. */
  reads: Record<string, CapturedRead>;
  rows(table: string): Record<string, unknown>[];
}

export function readReleaseData(folder: string): ReleaseData {
  const dir = new URL(`../../fixtures/${folder}/`, import.meta.url);
  const json = <T>(file: string): T => JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as T;
  return {
    meta: json<ReleaseMeta>('meta.json'),
    reads: json<Record<string, CapturedRead>>('reads.json'),
    rows: (table) => json<Record<string, unknown>[]>(`tables/${table}.json`),
  };
}

/** A read's key taken apart: `GET /api/x/?a=1 as student`. */
export function parseReadKey(key: string): { method: 'GET'; url: string; username: string } {
  const match = /^(GET) (\S+) as (\S+)$/.exec(key);
  if (!match) throw new Error(`not a read key: ${key}`);
  return { method: 'GET', url: match[2]!, username: match[3]! };
}

const ROWS_PER_INSERT = 50;

/**
 * Migrates the fresh database up to the release's last migration only, then inserts every captured row as it was
 * (explicit ids included) and, on PostgreSQL, moves each id sequence past the highest id inserted, so that rows the
 * app adds later get new ids. The tables triggers write are not inserted: the triggers rebuild them from the rows
 * loaded, and the load stops if what they built differs from what the release had.
 */
export async function loadReleaseRows(testDb: TestDb, release: ReleaseData): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables of an earlier release, not today's types
  const db = testDb.db as unknown as Kysely<any>;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const migrated = await migrator.migrateTo(release.meta.migration);
  if (migrated.error) throw new Error(`migrating to ${release.meta.migration} failed`, { cause: migrated.error });
  for (const table of release.meta.tables) {
    const rows = release.rows(table);
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      await db.insertInto(table).values(rows.slice(start, start + ROWS_PER_INSERT)).execute();
    }
    if (testDb.engine === 'postgres' && rows.some((row) => 'id' in row)) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(db);
    }
  }
  for (const table of release.meta.derived) {
    const built = await db.selectFrom(table).selectAll().execute();
    const captured = release.rows(table);
    if (!sameRows(built, captured)) {
      throw new Error(`the triggers built ${table} unlike the release: ${JSON.stringify(built)} ≠ ${JSON.stringify(captured)}`);
    }
  }
}

/** The same rows in any order; a number PostgreSQL answers as text (bigint) counts as that number. */
function sameRows(built: Record<string, unknown>[], captured: Record<string, unknown>[]): boolean {
  const text = (rows: Record<string, unknown>[], like: Record<string, unknown>[]) =>
    rows
      .map((row) => JSON.stringify(Object.entries(row).map(([key, value]) => [key, typeof value === 'string' && typeof like[0]?.[key] === 'number' ? Number(value) : value])))
      .sort();
  return JSON.stringify(text(built, captured)) === JSON.stringify(text(captured, captured));
}
