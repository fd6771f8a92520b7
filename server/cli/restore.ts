/**
 * Restores a backup archive written by `npm run backup` into an empty DATA_DIR (SQLite) or an empty PostgreSQL
 * database (DATABASE_URL), with its uploaded files; refuses anything that already holds data:
 *   npm run restore -- /srv/backups/sightline-backup-2026-11-28T11-40-02-123Z.tar.gz
 * Start the server on the restored data afterwards (it applies any newer migrations).
 */
import { parseArgs } from 'node:util';
import { loadStorageSettings } from '../config';
import { BackupError, restoreBackup } from '../services/backups';

const USAGE = `Usage: npm run restore -- FILE
Restores FILE (from npm run backup) into DATA_DIR, which must be empty or new, or into the empty database DATABASE_URL.`;

async function main(argv: string[]): Promise<number> {
  let file: string | undefined;
  try {
    const { values, positionals } = parseArgs({ args: argv, options: { help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
    if (values.help) {
      console.log(USAGE);
      return 0;
    }
    if (positionals.length !== 1) throw new Error('Give exactly one backup file.');
    file = positionals[0];
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  process.umask(0o077);
  const settings = loadStorageSettings();
  try {
    const manifest = await restoreBackup(settings, file!);
    const into = settings.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : settings.dataDir;
    console.log(`Restored the backup of ${manifest.created_at} into ${into}: ${manifest.engine} database, ${manifest.files} uploaded files.`);
    return 0;
  } catch (error) {
    console.error(error instanceof BackupError ? error.message : `The restore failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
