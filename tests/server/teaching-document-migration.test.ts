/**
 * Migration 0018 over marks and gradings given before it: each gets the form document its columns hold (a mark's
 * marks and remarks; a grading's scores by section and remarks; an empty remark left out, the form's "not given"),
 * and reads exactly as it did.
 */
import { describe, expect, it } from 'vitest';
import { createGradingRepository } from '../../server/features/grading/repository';
import { gradingsOf } from '../../server/features/grading/final-gradings';
import { marksOf } from '../../server/features/grading/section-marks';
import { atMigration } from './helpers/migration-db';
import { patientFields } from './helpers/clinic';

describe('migration 0018 on existing marks and gradings', () => {
  it('fills each document from the columns, and the marks and gradings read as before', async () => {
    await atMigration('0017-patient-documents', async ({ testDb, db, migrateTo, insertId }) => {
      const now = '2026-01-02T09:00:00.000Z';
      const lecturer = await insertId('users', { username: 'teacher', password_hash: 'x', first_name: 'Kwame', last_name: 'Asante', role: 'lecturer', created_at: now });
      const patient = await insertId('patients', { ...patientFields(), patient_id: 'SL-000001', registration_date: '2024-01-01', created_by: lecturer, created_at: now, updated_at: now });
      const appointment = await insertId('appointments', {
        patient_id: patient, appointment_date: '2024-01-02', appointment_type: 'New', status: 'Completed', notes: null, created_by: lecturer, created_at: now, completed_at: now,
      });
      const version = (form: string) =>
        insertId('rubric_versions', { form_id: form, version: '1.0.0', schema: '{}', ui: '{}', content_hash: form, source: 'file', created_by: null, created_at: now });
      const [marksVersion, gradingVersion] = [await version('section-marks'), await version('final-grading')];
      const mark = (marksCenti: number, remarks: string) =>
        insertId('section_marks', { appointment_id: appointment, section: 'externals', marks_centi: marksCenti, remarks, rubric_version_id: marksVersion, marked_by: lecturer, marked_at: now });
      const grading = (scores: object, totalCenti: number, remarks: string) =>
        insertId('final_gradings', {
          appointment_id: appointment, rubric_version_id: gradingVersion, scores: JSON.stringify(scores), totals: JSON.stringify({ totalA: totalCenti / 100, totalB: 0 }),
          total_centi: totalCenti, remarks, reason: null, graded_by: lecturer, graded_at: now,
        });
      await mark(7825, 'Good history taking.');
      await mark(8000, '');
      await grading({ section_a: { case_history: 4.5, externals: 0 }, section_b: {} }, 450, 'Well done.');
      await grading({ section_a: { case_history: 5 }, section_b: {} }, 500, '');

      await migrateTo();

      const documents = async (table: string) =>
        (await db.selectFrom(table).select('document').orderBy('id').execute()).map((row) => JSON.parse(row.document as string) as unknown);
      expect(await documents('section_marks')).toEqual([{ marks: 78.25, remarks: 'Good history taking.' }, { marks: 80 }]);
      expect(await documents('final_gradings')).toEqual([
        { section_a: { case_history: 4.5, externals: 0 }, section_b: {}, remarks: 'Well done.' },
        { section_a: { case_history: 5 }, section_b: {} },
      ]);

      // Read as before: the columns' members only (no document member no column holds).
      const by = { marked_by: lecturer, marked_by_name: 'Kwame Asante', marked_at: now };
      expect(await marksOf(createGradingRepository(testDb.db), appointment)).toEqual([
        { id: 1, appointment, section: 'externals', marks: 78.25, remarks: 'Good history taking.', ...by },
        { id: 2, appointment, section: 'externals', marks: 80, remarks: '', ...by },
      ]);
      const graded = { appointment, rubric_version: '1.0.0', rubric_version_id: gradingVersion, reason: null, graded_by: lecturer, graded_by_name: 'Kwame Asante', graded_at: now };
      expect(await gradingsOf(createGradingRepository(testDb.db), appointment)).toEqual([
        { id: 1, ...graded, scores: { section_a: { case_history: 4.5, externals: 0 }, section_b: {} }, totals: { totalA: 4.5, totalB: 0 }, total: 4.5, remarks: 'Well done.' },
        { id: 2, ...graded, scores: { section_a: { case_history: 5 }, section_b: {} }, totals: { totalA: 5, totalB: 0 }, total: 5, remarks: '' },
      ]);

      // And back before it: the columns go, the marks and gradings stay.
      await migrateTo('0017-patient-documents');
      const tables = await testDb.db.introspection.getTables();
      for (const name of ['section_marks', 'final_gradings']) {
        expect(tables.find((table) => table.name === name)!.columns.map((column) => column.name), name).not.toContain('document');
      }
      expect(await db.selectFrom('section_marks').select('id').execute()).toHaveLength(2);
      expect(await db.selectFrom('final_gradings').select('id').execute()).toHaveLength(2);
    });
  });
});
