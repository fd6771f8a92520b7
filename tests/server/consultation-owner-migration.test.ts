/**
 * Migration 0015 over existing consultations: a submitted case belongs to its review's student; any other to the
 * student who saved its first section record; one only staff wrote to nobody.
 */
import { describe, expect, it } from 'vitest';
import { atMigration } from './helpers/migration-db';
import { patientFields } from './helpers/clinic';

describe('migration 0015 on existing consultations', () => {
  it('gives each consultation the student of its review, else its first student writer, else nobody', async () => {
    await atMigration('0013-case-diagnoses', async ({ db, migrateTo }) => {
      const now = new Date().toISOString();
      const user = async (username: string, role: string) =>
        (
          await db
            .insertInto('users')
            .values({ username, password_hash: 'x', first_name: username, last_name: 'Test', role, created_at: now })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id as number;
      const [first, second, lecturer] = [await user('first', 'student'), await user('second', 'Student'), await user('teacher', 'lecturer')];
      const patient = (
        await db
          .insertInto('patients')
          .values({ ...patientFields(), patient_id: 'SL-000001', registration_date: '2024-01-01', created_by: lecturer, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id as number;
      const appointment = async (status: string) =>
        (
          await db
            .insertInto('appointments')
            .values({ patient_id: patient, appointment_date: '2024-01-02', appointment_type: 'New', status, notes: null, created_by: lecturer, created_at: now, completed_at: null })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id as number;
      const record = (appointmentId: number, savedBy: number) =>
        db
          .insertInto('section_records')
          .values({ appointment_id: appointmentId, patient_id: null, form_id: 'case-history', schema_version: '1.0.0', data: '{}', saved_by: savedBy, saved_at: now })
          .execute();
      const [submitted, attended, staffOnly] = [await appointment('Completed'), await appointment('Scheduled'), await appointment('Scheduled')];
      await record(submitted, first);
      await db
        .insertInto('case_reviews')
        .values({ appointment_id: submitted, student_id: second, supervisor_id: lecturer, status: 'submitted', returned_sections: '[]', submitted_at: now, updated_at: now })
        .execute();
      for (const savedBy of [lecturer, second, first]) await record(attended, savedBy);
      await record(staffOnly, lecturer);

      await migrateTo();
      const owners = await db.selectFrom('consultation_owners').select(['appointment_id', 'student_id', 'assigned_by']).orderBy('appointment_id').execute();
      expect(owners).toEqual([
        { appointment_id: submitted, student_id: second, assigned_by: null },
        { appointment_id: attended, student_id: second, assigned_by: null },
      ]);
    });
  });
});
