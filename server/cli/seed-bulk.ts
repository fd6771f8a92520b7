/**
 * Adds bulk demo patients and appointments (for search and load tests):
 *   npm run seed:bulk -- --patients 100000 [--seed 1]
 * Uses DATA_DIR / DATABASE_URL like the server; migrates and seeds first as a start would (DEMO=0: no demo
 * accounts). Numbers the new patients after the existing ones, so a second run adds more. Prints how long it took.
 */
import { loadFormFiles } from '../../src/engine/build/load-form-files';
import { demoEnabled, loadDatabaseSettings } from '../config';
import { openDatabase } from '../db/connection';
import { createRepositories } from '../db/repositories/index';
import { formatPatientId } from '../db/repositories/patients';
import { seedBulkPatients, type FormChoices } from '../db/seed/bulk-patients';
import { prepareDatabase } from '../services/database-setup';
import { PATIENT_FORM } from '../../contracts/patients';
import { readCliOptions } from './cli-options';

const USAGE = 'Usage: npm run seed:bulk -- --patients N [--seed S]   (N from 1 to 10000000; S any whole number, default 1)';

/** The registration form's own choices, so seeded patients are valid form data. */
function formChoices(): FormChoices {
  const { schema } = loadFormFiles(PATIENT_FORM);
  const properties = (schema as { properties: Record<string, { enum?: string[] }> }).properties;
  const choices = (name: string) => {
    const list = properties[name]?.enum;
    if (!list?.length) throw new Error(`schemas/${PATIENT_FORM}: "${name}" has no choices`);
    return list;
  };
  return { clinics: choices('clinic'), regions: choices('region'), occupationCategories: choices('occupation_category') };
}

async function main(argv: string[]): Promise<number> {
  const values = readCliOptions(argv, ['patients', 'seed'], USAGE);
  if (typeof values === 'number') return values;
  const patients = Number(values.patients);
  const seed = Number(values.seed ?? 1);
  if (!Number.isInteger(patients) || patients < 1 || patients > 10_000_000 || !Number.isInteger(seed)) {
    console.error(USAGE);
    return 2;
  }

  const { db, engine } = openDatabase(loadDatabaseSettings());
  try {
    const choices = formChoices();
    await prepareDatabase(db, { demo: demoEnabled(process.env) });
    const author = await createRepositories(db).users.firstActive(['hospital administrator', 'systems administrator']);
    if (!author) {
      console.error('No active user to record as the author: create one first (npm run user:create -- …).');
      return 1;
    }
    const started = performance.now();
    let shown = 0;
    const result = await seedBulkPatients(db, {
      patients,
      seed,
      createdBy: author.id,
      choices,
      onProgress(written) {
        if (written - shown >= 20_000 || written === patients) {
          shown = written;
          process.stdout.write(`  ${written} patients written\n`);
        }
      },
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Added ${patients} patients (${formatPatientId(result.firstId)} to ${formatPatientId(result.lastId)}) and ` +
        `${result.appointments} appointments (${result.today} today) to the ${engine} database in ${seconds.toFixed(1)} s.`,
    );
    return 0;
  } catch (error) {
    console.error(`Bulk seeding failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
