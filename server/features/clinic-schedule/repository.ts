/** Every query of the clinic schedule (server/features/clinic-schedule): the entries, the rota's staff, their absences. */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/tables/database';
import { lockPeople } from '../../db/repositories/person-locks';
import { inTransaction, type Db } from '../../db/transactional';
import { normalizeRole } from '../../../src/lib/permissions';

/** A staff member's time range on one date. */
export interface Slot {
  staff_id: number;
  date: string;
  start_time: string;
  end_time: string;
}

/** An entry to store: its slot and its document (JSON text). */
export interface NewEntry extends Slot {
  document: string;
}

export interface AbsenceRow {
  requester_id: number;
  from_date: string;
  to_date: string;
}

/** What the audit trail says was done to an entry. */
export type EntryChange = 'create' | 'update' | 'delete';

const ENTRY_COLUMNS = [
  'clinic_schedules.id as id',
  'clinic_schedules.date as date',
  'clinic_schedules.start_time as start_time',
  'clinic_schedules.end_time as end_time',
  'clinic_schedules.staff_id as staff_id',
  'clinic_schedules.document as document',
  'users.first_name as first_name',
  'users.last_name as last_name',
  'users.role as role',
] as const;

function entries(db: Db) {
  return db.selectFrom('clinic_schedules').innerJoin('users', 'users.id', 'clinic_schedules.staff_id').select(ENTRY_COLUMNS);
}

export type EntryRow = Awaited<ReturnType<ReturnType<typeof entries>['executeTakeFirstOrThrow']>>;

function queries(db: Db) {
  return {
    /** The entries from `from` to `to` (inclusive), by date, start time and name, at most `limit`. */
    list(from: string, to: string, limit: number): Promise<EntryRow[]> {
      return entries(db)
        .where('clinic_schedules.date', '>=', from)
        .where('clinic_schedules.date', '<=', to)
        .orderBy('clinic_schedules.date')
        .orderBy('clinic_schedules.start_time')
        .orderBy('users.first_name')
        .orderBy('users.last_name')
        .orderBy('clinic_schedules.id')
        .limit(limit)
        .execute();
    },

    byIds(ids: number[]): Promise<EntryRow[]> {
      return entries(db).where('clinic_schedules.id', 'in', ids).execute();
    },

    /** Approved absences of `staffIds` (all staff when undefined) that meet the dates `from`..`to`, earliest first. */
    approvedAbsences(from: string, to: string, staffIds?: number[]): Promise<AbsenceRow[]> {
      let query = db
        .selectFrom('absent_requests')
        .select(['requester_id', 'from_date', 'to_date'])
        .where('status', '=', 'approved')
        .where('from_date', '<=', to)
        .where('to_date', '>=', from);
      if (staffIds) query = query.where('requester_id', 'in', staffIds);
      return query.orderBy('from_date').orderBy('id').execute();
    },

    /** Approved absences of `staffIds` (everyone's when undefined) that meet `from`..`to`, with names, at most `limit`. */
    namedAbsences(from: string, to: string, limit: number, staffIds?: number[]) {
      let query = db
        .selectFrom('absent_requests')
        .innerJoin('users', 'users.id', 'absent_requests.requester_id')
        .select([
          'absent_requests.id as id',
          'absent_requests.from_date as from_date',
          'absent_requests.to_date as to_date',
          'users.id as staff_id',
          'users.first_name as first_name',
          'users.last_name as last_name',
          'users.role as role',
        ])
        .where('absent_requests.status', '=', 'approved')
        .where('absent_requests.from_date', '<=', to)
        .where('absent_requests.to_date', '>=', from);
      if (staffIds) query = query.where('absent_requests.requester_id', 'in', staffIds);
      return query.orderBy('absent_requests.from_date').orderBy('absent_requests.id').limit(limit).execute();
    },

    /** Every active user, by name. */
    activeUsers() {
      return db
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name', 'role'])
        .where('is_active', '=', 1)
        .orderBy('first_name')
        .orderBy('last_name')
        .orderBy('id')
        .execute();
    },

    /** The slots of `date`, by start time. */
    slotsOn(date: string): Promise<Slot[]> {
      return db
        .selectFrom('clinic_schedules')
        .select(['staff_id', 'date', 'start_time', 'end_time'])
        .where('date', '=', date)
        .orderBy('start_time')
        .orderBy('end_time')
        .orderBy('id')
        .execute();
    },

    /** The stored slots of `staffIds` on `dates` (but entry `exceptId`'s), by start time. */
    slotsOf(staffIds: number[], dates: string[], exceptId?: number): Promise<Slot[]> {
      let query = db
        .selectFrom('clinic_schedules')
        .select(['staff_id', 'date', 'start_time', 'end_time'])
        .where('staff_id', 'in', staffIds)
        .where('date', 'in', dates);
      if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
      return query.orderBy('start_time').execute();
    },

    async insert(entry: NewEntry, createdBy: number, at: string): Promise<number> {
      const row = await db
        .insertInto('clinic_schedules')
        .values({ ...entry, created_by: createdBy, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Replaces entry `id`'s slot and document; false when there is no such entry. */
    async update(id: number, entry: NewEntry): Promise<boolean> {
      const result = await db.updateTable('clinic_schedules').set(entry).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Deletes entry `id`; false when there is no such entry. */
    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom('clinic_schedules').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Writes to the audit trail that `userId` did `action` to entry `entryId` at `at`. */
    async audit(userId: number, action: EntryChange, entryId: number, at: string): Promise<void> {
      await db
        .insertInto('audit_events')
        .values({ at, user_id: userId, action, record_kind: 'clinic-schedule', record_id: entryId, patient_id: null, appointment_id: null })
        .execute();
    },

    /** Locks the people (as an absence approval does) until the transaction ends; inside `transaction` only. */
    lockPeople(ids: number[]) {
      if (!db.isTransaction) throw new Error('lockPeople needs a transaction.');
      return lockPeople(db as Transaction<Database>, ids);
    },
  };
}

export type ClinicScheduleQueries = ReturnType<typeof queries>;

export function createClinicSchedulesRepository(db: Db) {
  return { ...queries(db), transaction: inTransaction(db, queries) };
}

export type ClinicSchedulesRepository = ReturnType<typeof createClinicSchedulesRepository>;

/** The active lecturer on the schedule of `date` who starts first (then by name), or undefined. */
export async function scheduledLecturer(db: Db, date: string): Promise<number | undefined> {
  const rows = await db
    .selectFrom('clinic_schedules')
    .innerJoin('users', 'users.id', 'clinic_schedules.staff_id')
    .select(['users.id as id', 'users.role as role'])
    .where('clinic_schedules.date', '=', date)
    .where('users.is_active', '=', 1)
    .orderBy('clinic_schedules.start_time')
    .orderBy('users.first_name')
    .orderBy('users.last_name')
    .orderBy('users.id')
    .execute();
  return rows.find((row) => normalizeRole(row.role) === 'lecturer')?.id;
}
