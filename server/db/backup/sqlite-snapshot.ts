/**
 * A consistent copy of the SQLite database taken through SQLite's online backup API, while the server goes on
 * reading and writing it (WAL), and the reads a backup and a restore need from such a copy.
 */
import { existsSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';

/** Copies the live database at `sourcePath` into a new file `destination`, page by page, as of one moment. */
export async function snapshotSqlite(sourcePath: string, destination: string): Promise<void> {
  if (!existsSync(sourcePath)) throw new Error(`There is no database at ${sourcePath}: check DATA_DIR.`);
  const source = new SqliteDatabase(sourcePath, { fileMustExist: true });
  try {
    // The server may hold the write lock for a moment: wait for it rather than fail.
    source.pragma('busy_timeout = 5000');
    await source.backup(destination);
  } finally {
    source.close();
  }
}

/** The stored names of the uploaded files the database at `path` records. */
export function sqliteStorageNames(path: string): string[] {
  const copy = new SqliteDatabase(path, { readonly: true, fileMustExist: true });
  try {
    return copy.prepare('SELECT storage_name FROM uploaded_files ORDER BY id').pluck().all() as string[];
  } finally {
    copy.close();
  }
}
