/**
 * Writes the grading forms' recorded versions (the rubric editor's among them) as schema files, for review in
 * version control:
 *   npm run rubrics:export                 # into schemas/
 *   npm run rubrics:export -- --out DIR    # into another schemas folder
 * Each version goes to `<out>/<form>/versions/<version>/{schema,ui}.json`, the current one also to
 * `<out>/<form>/schema.json` + `ui.json`; `npm run check:schemas` checks them all. Uses DATA_DIR / DATABASE_URL
 * like the server and applies pending migrations first; exits non-zero on any failure.
 */
import { mkdirSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { loadDatabaseSettings } from '../config';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { createRubricVersions, exportRubrics } from '../features/grading/rubric-versions';
import { readCliOptions } from './cli-options';

const USAGE = 'Usage: npm run rubrics:export [-- --out SCHEMAS_DIR]   (default: schemas)';

async function main(argv: string[]): Promise<number> {
  const values = readCliOptions(argv, ['out'] as const, USAGE);
  if (typeof values === 'number') return values;
  const out = resolve(values.out ?? 'schemas');
  const { db, engine } = openDatabase(loadDatabaseSettings());
  try {
    await migrateToLatest(db);
    mkdirSync(out, { recursive: true });
    const written = await exportRubrics(createRubricVersions(db), out);
    for (const file of written) console.log(`  ${relative(process.cwd(), file) || file}`);
    console.log(`Exported ${written.length} files from the ${engine} database into ${out}.`);
    return 0;
  } catch (error) {
    console.error(`Could not export the rubrics: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
