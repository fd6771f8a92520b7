import { sql, type Kysely } from 'kysely';
import type { AuditEventRow, NewAuditEvent } from '../tables/audit-events';
import type { Database } from '../tables/database';

/** Which events a list shows: all, or those matching every filter given. */
export interface AuditFilter {
  patientId?: number;
  userId?: number;
  /** The patient's readable id (SL-000012), exact. */
  patientCode?: string;
  /** Who acted, by username (ignoring case). */
  username?: string;
  action?: string;
  /** ISO 8601 UTC times: events at or after `from`, before `until`. */
  from?: string;
  until?: string;
}

/** An event with who acted and whose record it was, as the list answers it. */
export interface AuditEventWithNames extends AuditEventRow {
  username: string;
  user_first_name: string;
  user_last_name: string;
  user_role: string;
  /** The patient's readable id (SL-…); null when the event names no patient (or the patient is gone). */
  patient_code: string | null;
  /** For an account's event (record kind `user`): its username. */
  record_username: string | null;
  patient_first_name: string | null;
  patient_last_name: string | null;
}

/** The audit trail: only ever inserted; read newest first. */
export function createAuditEventsRepository(db: Kysely<Database>) {
  const matching = (filter: AuditFilter) => {
    let query = db.selectFrom('audit_events');
    if (filter.patientId !== undefined) query = query.where('patient_id', '=', filter.patientId);
    if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
    if (filter.patientCode !== undefined) {
      const code = filter.patientCode;
      query = query.where('patient_id', 'in', (eb) => eb.selectFrom('patients').select('id').where('patient_id', '=', code));
    }
    if (filter.username !== undefined) {
      const name = filter.username.toLowerCase();
      query = query.where('user_id', 'in', (eb) => eb.selectFrom('users').select('id').where(sql<string>`lower(username)`, '=', name));
    }
    if (filter.action !== undefined) query = query.where('action', '=', filter.action);
    if (filter.from !== undefined) query = query.where('at', '>=', filter.from);
    if (filter.until !== undefined) query = query.where('at', '<', filter.until);
    return query;
  };

  return {
    async insert(event: NewAuditEvent): Promise<void> {
      await db.insertInto('audit_events').values(event).execute();
    },

    /** An event whose patient is its appointment's (none when the appointment is unknown), in one statement. */
    async insertForAppointment(event: Omit<NewAuditEvent, 'patient_id' | 'appointment_id'> & { appointment_id: number }): Promise<void> {
      const patientOfAppointment = db.selectFrom('appointments').select('patient_id').where('id', '=', event.appointment_id);
      await db.insertInto('audit_events').values({ ...event, patient_id: patientOfAppointment }).execute();
    },

    async count(filter: AuditFilter = {}): Promise<number> {
      const row = await matching(filter).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * One page of events, newest first. The page's ids come from an index alone ((patient_id, id), (user_id, id)
     * or the primary key); only they are joined to their user and patient.
     */
    page(filter: AuditFilter, offset: number, limit: number): Promise<AuditEventWithNames[]> {
      const ids = matching(filter).select('id').orderBy('id', 'desc').limit(limit).offset(offset);
      return db
        .selectFrom('audit_events as e')
        .innerJoin('users as u', 'u.id', 'e.user_id')
        .leftJoin('patients as p', 'p.id', 'e.patient_id')
        .leftJoin('users as r', (join) => join.onRef('r.id', '=', 'e.record_id').on('e.record_kind', '=', 'user'))
        .selectAll('e')
        .select([
          'u.username',
          'u.first_name as user_first_name',
          'u.last_name as user_last_name',
          'u.role as user_role',
          'p.patient_id as patient_code',
          'p.first_name as patient_first_name',
          'p.last_name as patient_last_name',
          'r.username as record_username',
        ])
        .where('e.id', 'in', ids)
        .orderBy('e.id', 'desc')
        .execute();
    },
  };
}

export type AuditEventsRepository = ReturnType<typeof createAuditEventsRepository>;
