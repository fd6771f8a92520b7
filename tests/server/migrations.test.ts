import { readFileSync } from 'node:fs';
import { Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations/index';
import { createRepositories } from '../../server/db/repositories/index';
import { REFERENCE_TABLES, type ReferenceTable } from '../../server/db/repositories/reference-data';
import { seedDatabase } from '../../server/db/seed/index';
import { hashPassword } from '../../server/services/passwords';
import { createTestDb, type TestDb } from './helpers/test-db';

const opened: TestDb[] = [];
async function freshDb(): Promise<TestDb> {
  const testDb = await createTestDb();
  opened.push(testDb);
  return testDb;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((d) => d.cleanup()));
});

function refdata<T>(file: string): T {
  return JSON.parse(readFileSync(new URL(`../../refdata/${file}`, import.meta.url), 'utf8')) as T;
}

/** What each reference table should hold, counted straight from the JSON files. */
function expectedCounts(): Record<ReferenceTable, number> {
  const conditions = refdata<Record<string, unknown[]>>('conditions.json');
  const exam = refdata<{ grading_scales: object; external: ExamGroup[]; internal: ExamGroup[] }>('examination-conditions.json');
  type ExamGroup = { subgroups: { conditions: unknown[] }[] };
  const examCount = [...exam.external, ...exam.internal].flatMap((g) => g.subgroups).reduce((n, s) => n + s.conditions.length, 0);
  const meds = refdata<{ medication_types: { medications: unknown[] }[] }>('ophthalmic-medications.json');
  const va = refdata<{ snellen_conversions: unknown[]; low_vision_categories: unknown[] }>('va-conversions.json');
  return {
    conditions: Object.entries(conditions).filter(([key]) => key !== 'meta').reduce((n, [, list]) => n + list.length, 0),
    grading_scales: Object.keys(exam.grading_scales).length,
    examination_conditions: examCount,
    diagnosis_codes: refdata<unknown[]>('icd10-eye.json').length,
    medication_types: meds.medication_types.length,
    medications: meds.medication_types.reduce((n, t) => n + t.medications.length, 0),
    va_conversions: va.snellen_conversions.length,
    va_low_vision: va.low_vision_categories.length,
  };
}

async function counts(testDb: TestDb): Promise<Record<string, number>> {
  const repos = createRepositories(testDb.db);
  const result: Record<string, number> = { users: await repos.users.count() };
  for (const table of REFERENCE_TABLES) result[table] = await repos.referenceData.count(table);
  return result;
}

describe('migrations', () => {
  it('apply to an empty database, then a re-run does nothing', async () => {
    const testDb = await freshDb();
    const first = await migrateToLatest(testDb.db);
    expect(first.results?.map((r) => [r.migrationName, r.status])).toEqual(
      Object.keys(migrations).map((name) => [name, 'Success']),
    );
    const second = await migrateToLatest(testDb.db);
    expect(second.results).toEqual([]);
    const tables = (await testDb.db.introspection.getTables()).map((t) => t.name);
    for (const table of ['users', 'refresh_tokens', ...REFERENCE_TABLES, 'section_records', 'uploaded_files', 'patients', 'appointments']) {
      expect(tables).toContain(table);
    }
  });

  it('can be rolled back to nothing and applied again', async () => {
    const testDb = await freshDb();
    await migrateToLatest(testDb.db);
    const migrator = new Migrator({ db: testDb.db, provider: { getMigrations: async () => migrations } });
    for (let i = 0; i < Object.keys(migrations).length; i++) expect((await migrator.migrateDown()).error).toBeUndefined();
    const tables = (await testDb.db.introspection.getTables()).map((t) => t.name);
    expect(tables).not.toContain('users');
    expect((await migrateToLatest(testDb.db)).error).toBeUndefined();
  });
});

describe('seed', () => {
  it('loads reference data matching the JSON files, and is idempotent', async () => {
    const testDb = await freshDb();
    await migrateToLatest(testDb.db);
    const first = await seedDatabase(testDb.db, { demo: true, hashPassword });
    expect(first.demoUsersCreated).toEqual(['sysadmin', 'hadmin', 'lecturer', 'student', 'coordinator']);
    const afterFirst = await counts(testDb);
    expect(afterFirst).toEqual({ users: 5, ...expectedCounts() });
    const second = await seedDatabase(testDb.db, { demo: true, hashPassword });
    expect(second.demoUsersCreated).toEqual([]);
    expect(await counts(testDb)).toEqual(afterFirst);
  });

  it('creates no demo accounts with demo off', async () => {
    const testDb = await freshDb();
    await migrateToLatest(testDb.db);
    await seedDatabase(testDb.db, { demo: false, hashPassword });
    const result = await counts(testDb);
    expect(result.users).toBe(0);
    expect(result.diagnosis_codes).toBe(expectedCounts().diagnosis_codes);
  });

  it('stores flags, option lists and scales faithfully', async () => {
    const testDb = await freshDb();
    await migrateToLatest(testDb.db);
    await seedDatabase(testDb.db, { demo: false, hashPassword });
    const diabetes = await testDb.db.selectFrom('conditions').selectAll().where('name', '=', 'Diabetes mellitus').executeTakeFirstOrThrow();
    expect(diabetes).toMatchObject({ category: 'medical_history', has_dropdown: 1 });
    expect(JSON.parse(diabetes.dropdown_options)).toContain('Type 2');
    const blepharitis = await testDb.db
      .selectFrom('examination_conditions')
      .selectAll()
      .where('name', '=', 'Anterior blepharitis')
      .executeTakeFirstOrThrow();
    expect(blepharitis).toMatchObject({ type: 'external', group_name: 'Lids', subgroup: 'Margins', grading_scale: 'efron_0_4', per_eye: 1 });
    const six = await testDb.db.selectFrom('va_conversions').selectAll().where('snellen_6m', '=', '6/5').executeTakeFirstOrThrow();
    expect(six.logmar_exact).toBe(-0.079);
    const locs = await testDb.db.selectFrom('grading_scales').selectAll().where('key', '=', 'locs_iii').executeTakeFirstOrThrow();
    expect(JSON.parse(locs.definition).components.NO.range).toBe('0.1-6.9');
  });
});
