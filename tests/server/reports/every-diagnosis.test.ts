/**
 * Reports and My Portal count every final diagnosis of a case, not only its first (issue "Main-path defects", 7):
 * a case with two or three final diagnoses counts once for each; a later diagnosis record replaces them; a case
 * without any counts its differential. Migration 0013 fills in the cases recorded before it.
 */
import { Migrator, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../server/db/migrate';
import { migrations } from '../../../server/db/migrations/index';
import type { Database } from '../../../server/db/tables/database';
import { hashPassword } from '../../../server/services/passwords';
import { gradingRubricId, seedCase, seedUser } from '../../support/teaching-seed';
import { createPatient, patientFields } from '../helpers/clinic';
import { DEMO_PASSWORD } from '../helpers/test-app';
import { reportsTestApp } from '../helpers/reports-app';
import { createTestDb } from '../helpers/test-db';

const reports = reportsTestApp();
const get = (url: string, token: string) => reports.get(url, token);

/** `count` diagnosis codes of the reference data (inserted when the database has too few), by id. */
async function diagnosisCodes(db: Kysely<Database>, count: number): Promise<{ id: number; diagnosis: string }[]> {
  const codes = await db.selectFrom('diagnosis_codes').select(['id', 'diagnosis']).orderBy('id').limit(count).execute();
  for (let n = codes.length; n < count; n++) {
    codes.push(await db.insertInto('diagnosis_codes').values({ icd_code: `H99.${n}`, diagnosis: `Test diagnosis ${n}` }).returning(['id', 'diagnosis']).executeTakeFirstOrThrow());
  }
  return codes;
}

const byName = (list: { diagnosis: string; count: number }[]) => Object.fromEntries(list.map((row) => [row.diagnosis, row.count]));

describe('every final diagnosis of a case counts', () => {
  it('in My Portal and Reports, for cases of two and three diagnoses; a later record replaces them', async () => {
    const db = reports.app.db;
    const rubric = await gradingRubricId(db);
    const id = async (username: string) => (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
    const me = await id('student');
    const lecturer = await id('lecturer');
    const other = await seedUser(db, 'kojo', 'student', 'Kojo', 'Badu');
    const patient = (await createPatient(reports.app)).id;
    const [a, b, c] = await diagnosisCodes(db, 3);
    const base = { patient, lecturer, student: me, date: '2026-10-05', review: 'approved' as const };

    const three = await seedCase(db, rubric, { ...base, diagnosis: { codes: [a!.id, b!.id, c!.id], differential: 'x' } });
    await seedCase(db, rubric, { ...base, diagnosis: { codes: [b!.id, c!.id], differential: 'y' } });
    await seedCase(db, rubric, { ...base, diagnosis: { differential: 'Dry eye' } });
    await seedCase(db, rubric, { ...base, student: other, diagnosis: { codes: [c!.id, a!.id], differential: 'z' } });

    const portal = await get('/api/reports/portal/', reports.studentToken);
    expect(portal.cases.total).toBe(3);
    expect(byName(portal.cases.by_diagnosis)).toEqual({ [a!.diagnosis]: 1, [b!.diagnosis]: 2, [c!.diagnosis]: 2, 'Dry eye': 1 });

    const cohort = await get('/api/reports/summary/', reports.lecturerToken);
    expect(byName(cohort.top_diagnoses)).toEqual({ [a!.diagnosis]: 2, [b!.diagnosis]: 2, [c!.diagnosis]: 3, 'Dry eye': 1 });
    expect(cohort.top_diagnoses[0]).toEqual({ diagnosis: c!.diagnosis, count: 3 });
    const theirs = await get(`/api/reports/summary/?student=${other}`, reports.lecturerToken);
    expect(byName(theirs.top_diagnoses)).toEqual({ [a!.diagnosis]: 1, [c!.diagnosis]: 1 });

    // A later diagnosis record of the three-diagnosis case names one: the case counts that one alone.
    await db.insertInto('section_records').values({
      appointment_id: three, patient_id: null, form_id: 'diagnosis', schema_version: '1.0.0', saved_by: me, saved_at: new Date().toISOString(),
      data: JSON.stringify({ appointment: three, differential_diagnosis: 'x', final_diagnoses: [{ code: b!.id, management_plan: 'Plan', queries: [] }] }),
    }).execute();
    const after = await get('/api/reports/portal/', reports.studentToken);
    expect(byName(after.cases.by_diagnosis)).toEqual({ [b!.diagnosis]: 2, [c!.diagnosis]: 1, 'Dry eye': 1 });

    // A case given to another student takes its diagnoses along.
    await db.updateTable('case_reviews').set({ student_id: other }).where('appointment_id', '=', three).execute();
    expect(byName((await get('/api/reports/portal/', reports.studentToken)).cases.by_diagnosis)).toEqual({ [b!.diagnosis]: 1, [c!.diagnosis]: 1, 'Dry eye': 1 });
    expect(byName((await get(`/api/reports/summary/?student=${other}`, reports.lecturerToken)).top_diagnoses)).toEqual({
      [a!.diagnosis]: 1, [b!.diagnosis]: 1, [c!.diagnosis]: 1,
    });
  });
});

describe('migration 0013 on cases recorded before it', () => {
  it('counts every final diagnosis of the existing cases, and keeps counting after', async () => {
    const testDb = await createTestDb();
    try {
      const migrator = new Migrator({ db: testDb.db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('0012-clinic-operations')).error).toBeUndefined();
      const db = testDb.db;
      const now = new Date().toISOString();
      const user = (username: string, role: string) =>
        hashPassword(DEMO_PASSWORD).then((password_hash) =>
          db.insertInto('users').values({ username, password_hash, first_name: 'Ama', last_name: username, role, created_at: now } as never).returning('id').executeTakeFirstOrThrow(),
        );
      const student = (await user('before', 'student')).id;
      const lecturer = (await user('teacher', 'lecturer')).id;
      const patient = (
        await db
          .insertInto('patients')
          .values({ ...patientFields(), patient_id: 'SL-000001', registration_date: '2026-01-01', created_by: lecturer, created_at: now, updated_at: now } as never)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      const [a, b] = await diagnosisCodes(db, 2);
      const rubric = await gradingRubricId(db);
      const base = { patient, lecturer, student, date: '2026-09-01', review: 'approved' as const };
      await seedCase(db, rubric, { ...base, diagnosis: { codes: [a!.id, b!.id], differential: 'x' } });
      await seedCase(db, rubric, { ...base, diagnosis: { differential: 'Dry eye' } });
      await seedCase(db, rubric, { ...base });

      expect((await migrateToLatest(db)).error).toBeUndefined();
      const counts = async () => {
        const rows = await db.selectFrom('case_diagnoses').select(['diagnosis', 'student_id']).execute();
        expect(rows.every((row) => row.student_id === student)).toBe(true);
        const out: Record<string, number> = {};
        for (const row of rows) out[row.diagnosis] = (out[row.diagnosis] ?? 0) + 1;
        return out;
      };
      expect(await counts()).toEqual({ [a!.diagnosis]: 1, [b!.diagnosis]: 1, 'Dry eye': 1 });

      // Kept after the migration too: a new case with two diagnoses adds both.
      await seedCase(db, rubric, { ...base, diagnosis: { codes: [b!.id, a!.id], differential: 'y' } });
      expect(await counts()).toEqual({ [a!.diagnosis]: 2, [b!.diagnosis]: 2, 'Dry eye': 1 });

      // And rolled back (with any migration after it), the table goes.
      expect((await migrator.migrateTo('0012-clinic-operations')).error).toBeUndefined();
      expect((await db.introspection.getTables()).map((table) => table.name)).not.toContain('case_diagnoses');
    } finally {
      await testDb.cleanup();
    }
  });
});
