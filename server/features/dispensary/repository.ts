/**
 * Every query of the dispensary (server/features/dispensary): completed consultations and their management plans,
 * the medications and stock lines they take, the dispensings and their stock movements. Lists of ids are read 500
 * at a time.
 */
import type { Insertable } from 'kysely';
import type { DispensingsTable, StockItemRow } from '../../db/tables/clinic-operations';
import { inTransaction, type Db } from '../../db/transactional';
import type { NewMovement } from '../inventory/repository';

const CHUNK = 500;

/** `read` over `ids` 500 at a time, the rows of every chunk together. */
async function inChunks<T>(ids: number[], read: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 0; start < ids.length; start += CHUNK) rows.push(...(await read(ids.slice(start, start + CHUNK))));
  return rows;
}

function appointments(db: Db) {
  return db
    .selectFrom('appointments as a')
    .innerJoin('patients as p', 'p.id', 'a.patient_id')
    .select(['a.id', 'a.status', 'a.appointment_date', 'a.patient_id as patient', 'p.patient_id', 'p.first_name', 'p.last_name']);
}

function queries(db: Db) {
  return {
    /** Every stock line. */
    stockLines(): Promise<StockItemRow[]> {
      return db.selectFrom('stock_items').selectAll().execute();
    },

    medications(ids: number[]) {
      return inChunks(ids, (chunk) => db.selectFrom('medications').select(['id', 'name', 'strength', 'form']).where('id', 'in', chunk).execute());
    },

    /** The dispensings of `appointmentIds`, with who dispensed them. */
    dispensingsOf(appointmentIds: number[]) {
      return inChunks(appointmentIds, (chunk) =>
        db
          .selectFrom('dispensings as d')
          .innerJoin('users as u', 'u.id', 'd.dispensed_by')
          .select(['d.appointment_id', 'd.item_key', 'd.dispensed_at', 'u.first_name', 'u.last_name'])
          .where('d.appointment_id', 'in', chunk)
          .execute(),
      );
    },

    /** The id of the latest management record of each of `appointmentIds` that has one. */
    async latestPlanRecords(appointmentIds: number[]): Promise<{ appointment_id: number; record_id: number }[]> {
      const rows = await inChunks(appointmentIds, (chunk) =>
        db
          .selectFrom('section_records as r')
          .select((eb) => ['r.appointment_id', eb.fn.max('r.id').as('record_id')])
          .where('r.form_id', '=', 'management')
          .where('r.appointment_id', 'in', chunk)
          .groupBy('r.appointment_id')
          .execute(),
      );
      return rows.map((row) => ({ appointment_id: row.appointment_id, record_id: Number(row.record_id) }));
    },

    /** The stored payloads (JSON text) of section records `ids`. */
    recordData(ids: number[]) {
      return inChunks(ids, (chunk) => db.selectFrom('section_records').select(['id', 'data']).where('id', 'in', chunk).execute());
    },

    appointment(id: number) {
      return appointments(db).where('a.id', '=', id).executeTakeFirst();
    },

    /** Completed appointments from `since` (YYYY-MM-DD), oldest first. */
    completedSince(since: string) {
      return appointments(db)
        .where('a.status', '=', 'Completed')
        .where('a.appointment_date', '>=', since)
        .orderBy('a.appointment_date', 'asc')
        .orderBy('a.id', 'asc')
        .execute();
    },

    async insertDispensing(dispensing: Insertable<DispensingsTable>): Promise<number> {
      return (await db.insertInto('dispensings').values(dispensing).returning('id').executeTakeFirstOrThrow()).id;
    },

    /** Takes `quantity` from line `id` only if that much is left; the line as it is now, or undefined when not. */
    take(id: number, quantity: number) {
      return db
        .updateTable('stock_items')
        .set((eb) => ({ quantity: eb('quantity', '-', quantity) }))
        .where('id', '=', id)
        .where('quantity', '>=', quantity)
        .returning(['quantity', 'label'])
        .executeTakeFirst();
    },

    stockLine(id: number) {
      return db.selectFrom('stock_items').select(['quantity', 'label']).where('id', '=', id).executeTakeFirst();
    },

    async insertMovement(movement: NewMovement): Promise<void> {
      await db.insertInto('stock_movements').values(movement).execute();
    },

    /** Whether item `itemKey` of appointment `appointmentId` was dispensed. */
    async wasDispensed(appointmentId: number, itemKey: string): Promise<boolean> {
      const row = await db
        .selectFrom('dispensings')
        .select('id')
        .where('appointment_id', '=', appointmentId)
        .where('item_key', '=', itemKey)
        .executeTakeFirst();
      return row !== undefined;
    },

    userName(id: number) {
      return db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', id).executeTakeFirst();
    },

    async countDispensings(): Promise<number> {
      const counted = await db
        .selectFrom('dispensings')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(counted.count);
    },

    /** One page of the dispensings, newest first, with their patient and who dispensed them. */
    dispensings(offset: number, limit: number) {
      return db
        .selectFrom('dispensings as d')
        .innerJoin('patients as p', 'p.id', 'd.patient_id')
        .innerJoin('users as u', 'u.id', 'd.dispensed_by')
        .select([
          'd.id',
          'd.appointment_id',
          'd.patient_id as patient',
          'p.patient_id',
          'p.first_name',
          'p.last_name',
          'd.item_key',
          'd.label',
          'u.first_name as by_first',
          'u.last_name as by_last',
          'd.dispensed_at',
        ])
        .orderBy('d.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
    },
  };
}

export type DispensaryQueries = ReturnType<typeof queries>;

export function createDispensaryRepository(db: Db) {
  return { ...queries(db), transaction: inTransaction(db, queries) };
}

export type DispensaryRepository = ReturnType<typeof createDispensaryRepository>;
