/** Every query of the absent requests (server/features/absences): the requests, their events, the schedule check. */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/tables/database';
import { lockPeople } from '../../db/repositories/person-locks';
import { inTransaction, type Db } from '../../db/transactional';

export interface NewAbsentRequest {
  from_date: string;
  to_date: string;
  reason: string;
  document: string;
  requester_id: number;
  created_at: string;
}

export interface AbsentRequestEvent {
  request_id: number;
  action: string;
  from_status: string | null;
  to_status: string;
  actor_id: number;
  at: string;
}

function readQuery(db: Db) {
  return db
    .selectFrom('absent_requests as r')
    .innerJoin('users as u', 'u.id', 'r.requester_id')
    .leftJoin('users as a', 'a.id', 'r.actioned_by')
    .select([
      'r.id',
      'r.from_date',
      'r.to_date',
      'r.reason',
      'r.status',
      'r.requester_id',
      'r.created_at',
      'r.actioned_by',
      'r.actioned_at',
      'r.document',
      'u.first_name as requester_first',
      'u.last_name as requester_last',
      'u.role as requester_role',
      'a.first_name as actioner_first',
      'a.last_name as actioner_last',
    ]);
}

export type AbsentRequestRow = Awaited<ReturnType<ReturnType<typeof readQuery>['executeTakeFirstOrThrow']>>;

function queries(db: Db) {
  return {
    read(id: number): Promise<AbsentRequestRow | undefined> {
      return readQuery(db).where('r.id', '=', id).executeTakeFirst();
    },

    /** The roles as the users table writes them. */
    async storedRoles(): Promise<string[]> {
      return (await db.selectFrom('users').select('role').distinct().execute()).map((row) => row.role);
    },

    /** Requests of `requesterId` or of a requester whose stored role is one of `roles`, newest first. */
    list(requesterId: number, roles: string[], status: string | undefined, limit: number): Promise<AbsentRequestRow[]> {
      let query = readQuery(db).where((eb) =>
        roles.length === 0 ? eb('r.requester_id', '=', requesterId) : eb.or([eb('r.requester_id', '=', requesterId), eb('u.role', 'in', roles)]),
      );
      if (status) query = query.where('r.status', '=', status);
      return query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(limit).execute();
    },

    async insert(request: NewAbsentRequest): Promise<number> {
      const created = await db
        .insertInto('absent_requests')
        .values({ ...request, status: 'pending', actioned_by: null, actioned_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(created.id);
    },

    async insertEvent(event: AbsentRequestEvent): Promise<void> {
      await db.insertInto('absent_request_events').values(event).execute();
    },

    /** The status and requester of request `id`, for deciding an action. */
    forAction(id: number) {
      return db
        .selectFrom('absent_requests as r')
        .innerJoin('users as u', 'u.id', 'r.requester_id')
        .select(['r.status', 'r.requester_id', 'u.role'])
        .where('r.id', '=', id)
        .executeTakeFirst();
    },

    /** The earliest clinic-schedule entry of the requester of request `id` on a day of it. */
    firstScheduledEntry(id: number) {
      return db
        .selectFrom('absent_requests as r')
        .innerJoin('clinic_schedules as s', 's.staff_id', 'r.requester_id')
        .select(['s.date', 's.start_time', 's.end_time'])
        .where('r.id', '=', id)
        .whereRef('s.date', '>=', 'r.from_date')
        .whereRef('s.date', '<=', 'r.to_date')
        .orderBy('s.date')
        .orderBy('s.start_time')
        .limit(1)
        .executeTakeFirst();
    },

    /** Actions request `id` if it is still pending; whether it was. */
    async markActioned(id: number, status: string, actorId: number, at: string): Promise<boolean> {
      const result = await db
        .updateTable('absent_requests')
        .set({ status, actioned_by: actorId, actioned_at: at })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async statusOf(id: number): Promise<string | undefined> {
      return (await db.selectFrom('absent_requests').select('status').where('id', '=', id).executeTakeFirst())?.status;
    },

    /** Locks the people (as a clinic-schedule entry does) until the transaction ends; inside `transaction` only. */
    lockPeople(ids: number[]) {
      if (!db.isTransaction) throw new Error('lockPeople needs a transaction.');
      return lockPeople(db as Transaction<Database>, ids);
    },
  };
}

export type AbsentRequestQueries = ReturnType<typeof queries>;

export function createAbsentRequestsRepository(db: Db) {
  return { ...queries(db), transaction: inTransaction(db, queries) };
}

export type AbsentRequestsRepository = ReturnType<typeof createAbsentRequestsRepository>;
