/**
 * Migration 0017 over patients registered before it: each gets the registration document its columns hold (form
 * names, a null column left out), and reads exactly as it did.
 */
import { describe, expect, it } from 'vitest';
import { createPatientsRepository } from '../../server/db/repositories/patients';
import { toPatientDetail, toPatientResponse } from '../../server/features/patients/service';
import { atMigration } from './helpers/migration-db';
import { patientFields } from './helpers/clinic';

describe('migration 0017 on existing patients', () => {
  it('fills each document from the columns, and the patient reads as before', async () => {
    await atMigration('0016-session-activity', async ({ testDb, db, migrateTo }) => {
      const now = new Date().toISOString();
      const { id: userId } = await db
        .insertInto('users')
        .values({ username: 'registrar', password_hash: 'x', first_name: 'Reg', last_name: 'Istrar', role: 'hospital administrator', created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const insert = async (patientId: string, fields: ReturnType<typeof patientFields>) =>
        (
          await db
            .insertInto('patients')
            .values({ ...fields, patient_id: patientId, registration_date: '2024-01-01', created_by: userId, created_at: now, updated_at: now })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id as number;
      const minimal = await insert('SL-000001', patientFields({ primary_phone: '0241111111' }));
      const full = await insert(
        'SL-000002',
        patientFields({
          primary_phone: '0242222222',
          other_names: 'Nana Yaw',
          residence: 'Abura',
          alternate_phone: '0274445556',
          hospital_id: 'UCC-EYE-00231',
          date_of_first_visit: '2025-01-15',
          insurance_provider: 'NHIS',
          insurance_number: 'NHIS-12345678',
        }),
      );
      const repository = createPatientsRepository(testDb.db);
      const before = new Map([
        [minimal, toPatientResponse((await repository.find(minimal))!, '2026-01-01')],
        [full, toPatientResponse((await repository.find(full))!, '2026-01-01')],
      ]);

      await migrateTo();

      const stored = await db.selectFrom('patients').select(['id', 'document']).orderBy('id').execute();
      expect(stored.map((row) => JSON.parse(row.document as string))).toEqual([
        {
          first_name: 'Ama', last_name: 'Owusu', dob: '1990-04-12', gender: 'Female', clinic: 'Old Site',
          occupation_category: 'Education & Training', occupation: 'Teacher', address: 'H/No. 12, Ring Road',
          region: 'Ashanti', landmark: 'Near the Methodist church', hometown: 'Kumasi', primary_phone: '0241111111',
          emergency_contact_name: 'Kofi Owusu', emergency_contact_number: '0209876543',
        },
        {
          first_name: 'Ama', last_name: 'Owusu', otherNames: 'Nana Yaw', dob: '1990-04-12', gender: 'Female',
          clinic: 'Old Site', occupation_category: 'Education & Training', occupation: 'Teacher',
          address: 'H/No. 12, Ring Road', residence: 'Abura', region: 'Ashanti', landmark: 'Near the Methodist church',
          hometown: 'Kumasi', primary_phone: '0242222222', alternate_phone: '0274445556',
          emergency_contact_name: 'Kofi Owusu', emergency_contact_number: '0209876543', hospitalId: 'UCC-EYE-00231',
          dateOfFirstVisit: '2025-01-15', healthInsuranceProvider: 'NHIS', healthInsuranceNumber: 'NHIS-12345678',
        },
      ]);
      for (const [id, answer] of before) {
        expect(toPatientDetail((await repository.findWithDocument(id))!, '2026-01-01')).toEqual(answer);
      }

      // And back before it: the column goes, the patients stay.
      await migrateTo('0016-session-activity');
      const columns = (await testDb.db.introspection.getTables()).find((table) => table.name === 'patients')!.columns.map((c) => c.name);
      expect(columns).not.toContain('document');
    });
  });
});
