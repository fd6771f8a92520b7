/**
 * Migration 0008 over uploads made before it: every file gets a random public id; files that saved extra tests
 * named by row id get those tests' appointment and are kept; the list answers their public ids.
 */
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { prepareDatabase } from '../../server/services/database-setup';
import { hashPassword } from '../../server/services/passwords';
import { atMigration } from './helpers/migration-db';
import { patientFields } from './helpers/clinic';
import { bearer, DEMO_PASSWORD, testConfig, tokensFor } from './helpers/test-app';

const PUBLIC_ID = /^[A-Za-z0-9_-]{22}$/;

describe('migration 0008 on existing uploads', () => {
  it('gives every file a public id, and the files extra tests name their appointment and stay', async () => {
    // The schema as it was before: files named by row id in extra tests.
    await atMigration('0005-patients-and-appointments', async ({ testDb, db, migrateTo }) => {
      const now = new Date().toISOString();
      const user = await db
        .insertInto('users')
        .values({ username: 'reader', password_hash: await hashPassword(DEMO_PASSWORD), first_name: 'Ama', last_name: 'Reader', role: 'student', created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const patient = await db
        .insertInto('patients')
        .values({ ...patientFields(), patient_id: 'SL-000001', registration_date: '2024-01-01', created_by: user.id, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const appointment = await db
        .insertInto('appointments')
        .values({ patient_id: patient.id, appointment_date: '2024-01-02', appointment_type: 'New', status: 'Completed', notes: null, created_by: user.id, created_at: now, completed_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const file = (n: number) => ({
        storage_name: String(n).repeat(32),
        original_name: `${n}.png`,
        content_type: 'image/png',
        size: 70,
        sha256: '0'.repeat(64),
        uploaded_by: user.id,
        uploaded_at: '2024-01-02T09:00:00.000Z',
      });
      const ids: number[] = [];
      for (const n of [1, 2, 3, 4]) ids.push((await db.insertInto('uploaded_files').values(file(n)).returning('id').executeTakeFirstOrThrow()).id);
      const test = (appointmentId: number, fileRef: unknown, savedAt: string) => ({
        appointment_id: appointmentId,
        patient_id: null,
        form_id: 'extra-test',
        schema_version: '1.0.0',
        data: JSON.stringify({ name: 'OCT', notes: '', appointment: appointmentId, file: fileRef }),
        saved_by: user.id,
        saved_at: savedAt,
      });
      await db
        .insertInto('section_records')
        .values([
          test(appointment.id, ids[0], '2024-01-02T09:05:00.000Z'),
          test(appointment.id, String(ids[1]), '2024-01-02T09:06:00.000Z'),
          test(999999, ids[3], '2024-01-02T09:07:00.000Z'),
        ])
        .execute();

      await migrateTo();
      const rows = await testDb.db.selectFrom('uploaded_files').selectAll().orderBy('id').execute();
      for (const row of rows) expect(row.public_id).toMatch(PUBLIC_ID);
      expect(new Set(rows.map((row) => row.public_id)).size).toBe(4);
      expect(rows.map((row) => [row.appointment_id, row.attached_at])).toEqual([
        [appointment.id, '2024-01-02T09:05:00.000Z'],
        [appointment.id, '2024-01-02T09:06:00.000Z'],
        [null, null],
        [null, '2024-01-02T09:07:00.000Z'],
      ]);

      // The list answers the public ids of the files those tests named by row id.
      await prepareDatabase(testDb.db, { demo: true });
      const app = buildApp({ config: testConfig(testDb), db: testDb.db, logger: false });
      await app.ready();
      try {
        const token = (await tokensFor(app, 'reader')).access;
        const list = await app.inject({ method: 'GET', url: `/api/tests/extra-tests/${appointment.id}/`, headers: bearer(token) });
        expect(list.json().map((entry: { file: unknown }) => entry.file)).toEqual(
          [rows[0]!.public_id, rows[1]!.public_id].map((id) => expect.stringMatching(new RegExp(`/api/files/${id}/$`))),
        );
        // The sweep at start removed the one file no test named.
        expect((await testDb.db.selectFrom('uploaded_files').select('id').orderBy('id').execute()).map((row) => row.id)).toEqual([ids[0], ids[1], ids[3]]);
      } finally {
        await app.close();
      }
    });
  });
});
