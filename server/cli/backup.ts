/**
 * Writes one backup archive (database and uploaded files) into a folder, while the server may be running:
 *   npm run backup -- --out /srv/backups
 * Uses DATA_DIR / DATABASE_URL like the server. SQLite is copied through its online backup API; PostgreSQL through
 * pg_dump (the PostgreSQL client tools must be installed). Prints the archive's path; exits non-zero on failure.
 */
import { loadStorageSettings } from '../config';
import { BackupError, createBackup } from '../services/backups';
import { readCliOptions } from './cli-options';

const USAGE = `Usage: npm run backup -- --out DIR
Writes DIR/sightline-backup-<time>.tar.gz with the database (of DATA_DIR, or DATABASE_URL) and the uploaded files.`;

async function main(argv: string[]): Promise<number> {
  const values = readCliOptions(argv, ['out'] as const, USAGE);
  if (typeof values === 'number') return values;
  if (!values.out) {
    console.error(`Missing: --out\n${USAGE}`);
    return 2;
  }
  process.umask(0o077);
  try {
    const { archive, manifest } = await createBackup(loadStorageSettings(), values.out);
    console.log(`Backup written: ${archive} (${manifest.engine} database, ${manifest.files} uploaded files).`);
    if (manifest.missing_files.length > 0) {
      console.warn(`${manifest.missing_files.length} recorded files were removed while the backup ran and are not in it.`);
    }
    return 0;
  } catch (error) {
    console.error(error instanceof BackupError ? error.message : `The backup failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
