/**
 * Migration 0019 over absences, clinic schedule entries and stock movements written before it: each gets the form
 * document its columns hold (an addition `{item, quantity, reason}`, a count `{item, counted, reason}`, a movement no
 * form made `{}`), and every list answers exactly as it did (no member added).
 */
import { describe, expect, it } from 'vitest';
import { listAbsentRequests } from '../../server/features/absences/service';
import { createAbsentRequestsRepository } from '../../server/features/absences/repository';
import { listSchedules } from '../../server/features/clinic-schedule/service';
import { createClinicSchedulesRepository } from '../../server/features/clinic-schedule/repository';
import { loadFormRegistry } from '../../server/services/form-registry';
import { createInventoryRepository } from '../../server/features/inventory/repository';
import { createInventory } from '../../server/features/inventory/service';
import { atMigration } from './helpers/migration-db';
import { PROJECT_SCHEMAS_DIR } from './helpers/test-app';

const AT = '2026-11-20T09:00:00.000Z';
const parsed = (rows: { document: unknown }[]) => rows.map((row) => JSON.parse(row.document as string) as unknown);

describe('migration 0019 on existing absences, schedule entries and stock movements', () => {
  it('fills each document from the columns, and every list answers as before', async () => {
    await atMigration('0017-patient-documents', async ({ testDb, db, migrateTo }) => {
      const user = async (username: string, first_name: string, role: string) =>
        (
          await db
            .insertInto('users')
            .values({ username, password_hash: 'x', first_name, last_name: 'Mensah', role, created_at: AT })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id as number;
      const student = await user('student', 'Efua', 'student');
      const lecturer = await user('lecturer', 'Kwame', 'lecturer');
      const coordinator = await user('coordinator', 'Abena', 'clinic coordinator');
      const absence = { from_date: '2026-12-01', to_date: '2026-12-03', reason: 'Conference', requester_id: student, created_at: AT };
      await db.insertInto('absent_requests').values({ ...absence, status: 'pending' }).execute();
      await db
        .insertInto('absent_requests')
        .values({ ...absence, from_date: '2026-12-10', to_date: '2026-12-10', reason: 'Funeral', status: 'approved', actioned_by: lecturer, actioned_at: AT })
        .execute();
      await db
        .insertInto('clinic_schedules')
        .values({ staff_id: lecturer, date: '2026-12-07', start_time: '08:00', end_time: '14:00', created_by: coordinator, created_at: AT })
        .execute();
      const { id: line } = await db
        .insertInto('stock_items')
        .values({ category: 'medication', sub_category: 'eye_drops', label: 'Eye Drops', quantity: 48, low_stock_at: 5, created_at: AT })
        .returning('id')
        .executeTakeFirstOrThrow();
      const movement = { stock_item_id: line, dispensing_id: null, at: AT };
      await db.insertInto('stock_movements').values({ ...movement, change: 40, quantity_after: 40, kind: 'opening', reason: 'Opening stock', actor_id: null }).execute();
      await db.insertInto('stock_movements').values({ ...movement, change: 10, quantity_after: 50, kind: 'added', reason: 'Delivery', actor_id: coordinator }).execute();
      await db.insertInto('stock_movements').values({ ...movement, change: -2, quantity_after: 48, kind: 'counted', reason: 'Two broken', actor_id: coordinator }).execute();

      await migrateTo();

      expect(parsed(await db.selectFrom('absent_requests').select('document').orderBy('id').execute())).toEqual([
        { from_date: '2026-12-01', to_date: '2026-12-03', reason: 'Conference' },
        { from_date: '2026-12-10', to_date: '2026-12-10', reason: 'Funeral' },
      ]);
      expect(parsed(await db.selectFrom('clinic_schedules').select('document').execute())).toEqual([
        { staff_id: lecturer, date: '2026-12-07', start_time: '08:00', end_time: '14:00' },
      ]);
      expect(parsed(await db.selectFrom('stock_movements').select('document').orderBy('id').execute())).toEqual([
        {},
        { item: line, quantity: 10, reason: 'Delivery' },
        { item: line, counted: 48, reason: 'Two broken' },
      ]);

      // The answers: exactly the members they had, nothing from the documents beside them.
      const requests = await listAbsentRequests(createAbsentRequestsRepository(testDb.db), { id: lecturer, role: 'lecturer' });
      expect(requests.map((request) => Object.keys(request).sort())).toEqual(
        Array(2).fill(
          ['actioned_at', 'actioned_by', 'actioned_by_id', 'can_action', 'from_date', 'id', 'reason', 'requested_at', 'requester', 'status', 'to_date'],
        ),
      );
      expect(requests.map((request) => [request.reason, request.status])).toEqual([
        ['Funeral', 'approved'],
        ['Conference', 'pending'],
      ]);
      expect(await listSchedules(createClinicSchedulesRepository(testDb.db), { from: '2026-12-01', to: '2026-12-31' })).toEqual([
        {
          id: 1,
          date: '2026-12-07',
          start_time: '08:00',
          end_time: '14:00',
          staff_id: lecturer,
          staff: { id: lecturer, name: 'Kwame Mensah', role: 'lecturer' },
        },
      ]);
      const inventory = createInventory(createInventoryRepository(testDb.db), loadFormRegistry(PROJECT_SCHEMAS_DIR));
      const answered = await inventory.movements(line, { patientNames: true }).page(0, 10);
      expect(answered.map((row) => Object.keys(row).sort())).toEqual(
        Array(3).fill(['actor_name', 'at', 'category', 'change', 'id', 'item', 'item_label', 'kind', 'patient_name', 'quantity_after', 'reason']),
      );
      expect(answered.map((row) => [row.kind, row.change, row.reason])).toEqual([
        ['counted', -2, 'Two broken'],
        ['added', 10, 'Delivery'],
        ['opening', 40, 'Opening stock'],
      ]);

      // And back: the columns go, the rows stay.
      await migrateTo('0017-patient-documents');
      const tables = await testDb.db.introspection.getTables();
      for (const name of ['absent_requests', 'clinic_schedules', 'stock_movements']) {
        expect(tables.find((table) => table.name === name)!.columns.map((column) => column.name), name).not.toContain('document');
      }
      expect(await db.selectFrom('stock_movements').select('id').execute()).toHaveLength(3);
    });
  });
});
