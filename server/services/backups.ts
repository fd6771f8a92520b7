/**
 * Backups (`npm run backup`, `npm run restore`): one .tar.gz archive holding the database, taken as of one moment
 * while the server runs (SQLite's online backup API, or pg_dump in an exported snapshot), and the bytes of every
 * uploaded file that copy records. A restore goes only into an empty data folder or an empty database.
 *
 * The archive: manifest.json, database.sqlite or database.pgdump (pg_dump's custom format), uploads/<stored name>.
 */
import { copyFileSync, chmodSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { create, extract, list } from 'tar';
import type { Engine } from '../db/connection';
import { dumpPostgres, postgresTables, restorePostgres } from '../db/backup/postgres-tools';
import { snapshotSqlite, sqliteStorageNames } from '../db/backup/sqlite-snapshot';

/** Where the data lives (server/config.ts, loadStorageSettings). */
export interface StorageSettings {
  dataDir: string;
  databaseUrl: string | null;
  sqlitePath: string;
  uploadsDir: string;
}

export const BACKUP_FORMAT = 1;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  engine: Engine;
  created_at: string;
  /** The database's file in the archive. */
  database: string;
  /** Uploaded files in the archive. */
  files: number;
  /** Files the database records whose bytes were gone when the backup read them (removed meanwhile). */
  missing_files: string[];
}

/** A refusal or a problem told to the person running the command, as it is. */
export class BackupError extends Error {}

const MANIFEST = 'manifest.json';
const UPLOADS = 'uploads';
const DATABASE_FILES: Record<Engine, string> = { sqlite: 'database.sqlite', postgres: 'database.pgdump' };
/** Stored names are random hex (server/services/uploads.ts): nothing else is taken from or put in the folder. */
const STORED_NAME = /^[A-Za-z0-9_-]{1,128}$/;

const engineOf = (settings: StorageSettings): Engine => (settings.databaseUrl ? 'postgres' : 'sqlite');

/** The URL without its password, to show. */
const shownUrl = (url: string) => url.replace(/^(postgres(?:ql)?:\/\/[^:@/?#]*):[^@/?#]*@/i, '$1:***@');

/** Hard-links a file when both folders are on one filesystem (no copy, and it stays if the server removes it), else copies it. */
function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EXDEV' && code !== 'EPERM') throw error;
    copyFileSync(from, to);
  }
}

function moveFile(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    copyFileSync(from, to);
    unlinkSync(from);
  }
}

/** `2026-11-28T11-40-02-123Z`: a file name part that sorts by time. */
const stamp = (at: Date) => at.toISOString().replace(/[:.]/g, '-');

/** Writes a backup archive into `outDir` (created if need be); answers its path and manifest. */
export async function createBackup(settings: StorageSettings, outDir: string, now = new Date()): Promise<{ archive: string; manifest: BackupManifest }> {
  const engine = engineOf(settings);
  const out = resolve(outDir);
  mkdirSync(out, { recursive: true, mode: 0o700 });
  const staging = mkdtempSync(join(out, '.sightline-backup-'));
  try {
    const database = DATABASE_FILES[engine];
    const names = engine === 'sqlite'
      ? await snapshotSqlite(settings.sqlitePath, join(staging, database)).then(() => sqliteStorageNames(join(staging, database)))
      : await dumpPostgres(settings.databaseUrl!, join(staging, database));

    // Files are written before their row (server/services/upload-service.ts): every file the copy records exists,
    // unless removed since (an unattached file's sweep), which the manifest names.
    mkdirSync(join(staging, UPLOADS));
    const missing: string[] = [];
    for (const name of names) {
      const source = join(settings.uploadsDir, name);
      if (!STORED_NAME.test(name) || !existsSync(source)) missing.push(name);
      else linkOrCopy(source, join(staging, UPLOADS, name));
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      engine,
      created_at: now.toISOString(),
      database,
      files: names.length - missing.length,
      missing_files: missing,
    };
    writeFileSync(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

    const archive = join(out, `sightline-backup-${stamp(now)}.tar.gz`);
    const partial = `${archive}.partial`;
    await create({ gzip: true, file: partial, cwd: staging, portable: true }, [MANIFEST, database, UPLOADS]);
    chmodSync(partial, 0o600);
    renameSync(partial, archive);
    return { archive, manifest };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

function entriesOf(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir) : [];
}

function refuseNonEmpty(dir: string, what: string): void {
  const entries = entriesOf(dir);
  if (entries.length === 0) return;
  const shown = entries.slice(0, 5).join(', ') + (entries.length > 5 ? `, … (${entries.length} entries)` : '');
  throw new BackupError(
    `${what} ${dir} is not empty (it holds ${shown}). A restore goes only into an empty or new folder, so that nothing ` +
      'is overwritten: point DATA_DIR to a new folder, or move the old data away first.',
  );
}

/** The target must hold nothing: no database, no uploaded file. */
async function checkEmptyTarget(settings: StorageSettings): Promise<void> {
  if (engineOf(settings) === 'sqlite') refuseNonEmpty(settings.dataDir, 'DATA_DIR');
  else {
    const tables = await postgresTables(settings.databaseUrl!);
    if (tables.length > 0) {
      throw new BackupError(
        `The database ${shownUrl(settings.databaseUrl!)} is not empty (${tables.length} tables, e.g. ${tables.slice(0, 3).join(', ')}). ` +
          'A restore goes only into an empty database: create a new one (createdb NAME) and point DATABASE_URL to it.',
      );
    }
  }
  refuseNonEmpty(settings.uploadsDir, 'The uploads folder');
}

/** The archive's manifest, read without extracting anything. */
async function readManifest(file: string): Promise<BackupManifest> {
  const chunks: Buffer[] = [];
  try {
    await list({
      file,
      strict: true,
      filter: (path) => path.replace(/^\.\//, '') === MANIFEST,
      onReadEntry: (entry) => entry.on('data', (chunk: Buffer) => chunks.push(chunk)),
    });
  } catch (error) {
    throw new BackupError(`${file} could not be read as a backup archive: ${error instanceof Error ? error.message : String(error)}`);
  }
  let manifest: Partial<BackupManifest> | null = null;
  try {
    manifest = chunks.length > 0 ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Partial<BackupManifest>) : null;
  } catch {
    manifest = null;
  }
  if (!manifest || manifest.format !== BACKUP_FORMAT || !manifest.engine || !(manifest.engine in DATABASE_FILES)) {
    throw new BackupError(`${file} is not a Sightline backup (format ${BACKUP_FORMAT}): its manifest is missing or unknown.`);
  }
  return manifest as BackupManifest;
}

/** Restores `archive` into the empty data folder or database `settings` name; answers the backup's manifest. */
export async function restoreBackup(settings: StorageSettings, archive: string): Promise<BackupManifest> {
  const file = resolve(archive);
  if (!existsSync(file)) throw new BackupError(`No such backup file: ${file}`);
  const manifest = await readManifest(file);
  const target = engineOf(settings);
  if (manifest.engine !== target) {
    throw new BackupError(
      manifest.engine === 'sqlite'
        ? 'This backup holds a SQLite database: restore it with DATABASE_URL unset, into an empty DATA_DIR.'
        : 'This backup holds a PostgreSQL database: restore it with DATABASE_URL set to an empty PostgreSQL database.',
    );
  }
  await checkEmptyTarget(settings);

  mkdirSync(settings.dataDir, { recursive: true, mode: 0o700 });
  const staging = mkdtempSync(join(settings.dataDir, '.restoring-'));
  try {
    const wanted = new Set([MANIFEST, DATABASE_FILES[manifest.engine]]);
    await extract({
      file,
      cwd: staging,
      strict: true,
      filter: (path) => {
        const clean = path.replace(/^\.\//, '').replace(/\/$/, '');
        return wanted.has(clean) || clean === UPLOADS || (clean.startsWith(`${UPLOADS}/`) && STORED_NAME.test(basename(clean)));
      },
    });
    const database = join(staging, DATABASE_FILES[manifest.engine]);
    if (!existsSync(database)) throw new BackupError(`${file} holds no database (${DATABASE_FILES[manifest.engine]}).`);

    if (target === 'sqlite') {
      moveFile(database, settings.sqlitePath);
      chmodSync(settings.sqlitePath, 0o600);
    } else {
      await restorePostgres(database, settings.databaseUrl!);
    }
    mkdirSync(settings.uploadsDir, { recursive: true, mode: 0o700 });
    for (const name of entriesOf(join(staging, UPLOADS))) {
      moveFile(join(staging, UPLOADS, name), join(settings.uploadsDir, name));
      chmodSync(join(settings.uploadsDir, name), 0o600);
    }
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
