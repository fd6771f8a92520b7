import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from '../tables/database';
import type { AppointmentRow, NewAppointment } from '../tables/appointments';

/** An appointment with what lists show of its patient and clinician. */
export interface AppointmentWithPatient extends AppointmentRow {
  /** The patient's readable id (patients.patient_id), e.g. SL-000042. */
  patient_code: string;
  first_name: string;
  last_name: string;
  /** The clinician's names; null when none is named. */
  clinician_first_name: string | null;
  clinician_last_name: string | null;
}

/** What a change of an appointment sets: a new day or time, or its cancellation with the reason. */
export interface AppointmentChanges {
  appointment_date?: string;
  appointment_time?: string | null;
  status?: 'Cancelled';
  cancel_reason?: string;
}

/** Someone an appointment can be booked with. */
export interface ClinicianRow {
  id: number;
  first_name: string;
  last_name: string;
  role: string;
}

export interface DayCounts {
  total: number;
  scheduled: number;
  completed: number;
}

/**
 * What decides whether records may be written to an appointment: its patient, status, case review and owner (the
 * student it belongs to), when it has them.
 */
export interface AppointmentWriteState {
  patient_id: number;
  status: string;
  review?: { student_id: number; status: string; returned_sections: string[] };
  owner?: number;
}

const sectionList = (text: string): string[] => {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * The write state of an appointment, undefined when there is none. With `lock` (inside a transaction on
 * PostgreSQL) the appointment and review rows stay locked until it ends, so neither changes before the write.
 */
export async function readWriteState(
  executor: Kysely<Database>,
  id: number,
  lock = false,
): Promise<AppointmentWriteState | undefined> {
  if (!lock) return readWriteStateAtOnce(executor, id);
  // The appointment row locked, with its owner (not locked: claimed by one statement); then the review row locked
  // (PostgreSQL locks no row of the nullable side of an outer join).
  const appointment = await executor
    .selectFrom('appointments as a')
    .leftJoin('consultation_owners as o', 'o.appointment_id', 'a.id')
    .select(['a.patient_id', 'a.status', 'o.student_id as owner'])
    .where('a.id', '=', id)
    .forUpdate('a')
    .executeTakeFirst();
  if (!appointment) return undefined;
  const review = await executor
    .selectFrom('case_reviews')
    .select(['student_id', 'status', 'returned_sections'])
    .where('appointment_id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  const { patient_id, status, owner } = appointment;
  const state: AppointmentWriteState = owner === null ? { patient_id, status } : { patient_id, status, owner };
  if (!review) return state;
  return { ...state, review: { ...review, returned_sections: sectionList(review.returned_sections) } };
}

/**
 * The write state without locks, in one round trip (the checks before a save, on every save): the appointment with
 * its review and owner joined (each at most one row: both are keyed by the appointment).
 */
async function readWriteStateAtOnce(executor: Kysely<Database>, id: number): Promise<AppointmentWriteState | undefined> {
  const row = await executor
    .selectFrom('appointments as a')
    .leftJoin('case_reviews as r', 'r.appointment_id', 'a.id')
    .leftJoin('consultation_owners as o', 'o.appointment_id', 'a.id')
    .select(['a.patient_id', 'a.status', 'r.student_id as review_student', 'r.status as review_status', 'r.returned_sections', 'o.student_id as owner'])
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { patient_id, status, review_student, review_status, returned_sections, owner } = row;
  const state: AppointmentWriteState = owner === null ? { patient_id, status } : { patient_id, status, owner };
  if (review_student === null || review_status === null || returned_sections === null) return state;
  return { ...state, review: { student_id: review_student, status: review_status, returned_sections: sectionList(returned_sections) } };
}

/** users.id of the student a consultation belongs to; undefined while it has none. */
export async function ownerOf(executor: Kysely<Database>, appointmentId: number): Promise<number | undefined> {
  const row = await executor
    .selectFrom('consultation_owners')
    .select('student_id')
    .where('appointment_id', '=', appointmentId)
    .executeTakeFirst();
  return row?.student_id;
}

/**
 * Makes `studentId` the owner of a consultation that has none (one statement: of two students racing, one wins)
 * and answers its owner, whoever that is now.
 */
export async function claimOwner(executor: Kysely<Database>, appointmentId: number, studentId: number): Promise<number | undefined> {
  const claimed = await executor
    .insertInto('consultation_owners')
    .values({ appointment_id: appointmentId, student_id: studentId, assigned_at: new Date().toISOString(), assigned_by: null })
    .onConflict((oc) => oc.column('appointment_id').doNothing())
    .returning('student_id')
    .executeTakeFirst();
  // Only a lost race asks who won.
  return claimed ? claimed.student_id : ownerOf(executor, appointmentId);
}

/** Keeps each multi-row INSERT well under SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 1000;

export function createAppointmentsRepository(db: Kysely<Database>) {
  const withPatient = () =>
    db
      .selectFrom('appointments as a')
      .innerJoin('patients as p', 'p.id', 'a.patient_id')
      .leftJoin('users as c', 'c.id', 'a.clinician_id')
      .selectAll('a')
      .select([
        'p.patient_id as patient_code',
        'p.first_name',
        'p.last_name',
        'c.first_name as clinician_first_name',
        'c.last_name as clinician_last_name',
      ]);

  return {
    async create(appointment: NewAppointment): Promise<AppointmentWithPatient> {
      const { id } = await db.insertInto('appointments').values(appointment).returning('id').executeTakeFirstOrThrow();
      return withPatient().where('a.id', '=', id).executeTakeFirstOrThrow();
    },

    /** Bulk inserts (seed data), in chunks. */
    async insertMany(rows: readonly NewAppointment[]): Promise<void> {
      for (let i = 0; i < rows.length; i += CHUNK) {
        await db.insertInto('appointments').values(rows.slice(i, i + CHUNK)).execute();
      }
    },

    find(id: number): Promise<AppointmentWithPatient | undefined> {
      return withPatient().where('a.id', '=', id).executeTakeFirst();
    },

    /** The patient and status of an appointment, or undefined when there is no such appointment. */
    stateOf(id: number): Promise<{ patient_id: number; status: string } | undefined> {
      return db.selectFrom('appointments').select(['patient_id', 'status']).where('id', '=', id).executeTakeFirst();
    },

    /** The patient, status and case review of an appointment (server/services/record-lifecycle.ts decides with it). */
    writeStateOf(id: number): Promise<AppointmentWriteState | undefined> {
      return readWriteState(db, id);
    },

    /** The patient an appointment is for, or undefined when there is no such appointment. */
    async patientOf(id: number): Promise<number | undefined> {
      const row = await db.selectFrom('appointments').select('patient_id').where('id', '=', id).executeTakeFirst();
      return row?.patient_id;
    },

    /** A patient's appointments, newest date first (then newest booked first). */
    forPatient(patientId: number): Promise<AppointmentWithPatient[]> {
      return withPatient()
        .where('a.patient_id', '=', patientId)
        .orderBy('a.appointment_date', 'desc')
        .orderBy('a.id', 'desc')
        .execute();
    },

    /**
     * One page of every appointment, newest date first. The page's ids come from the date index alone; only they
     * are joined to their patients, so a far page does not join every row it skips.
     */
    page(offset: number, limit: number): Promise<AppointmentWithPatient[]> {
      const ids = db
        .selectFrom('appointments')
        .select('id')
        .orderBy('appointment_date', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset);
      return withPatient().where('a.id', 'in', ids).orderBy('a.appointment_date', 'desc').orderBy('a.id', 'desc').execute();
    },

    /** After a bulk write on PostgreSQL (see the patients repository). */
    async refreshStatistics(): Promise<void> {
      if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`vacuum analyze appointments`.execute(db);
    },

    async count(): Promise<number> {
      const row = await db.selectFrom('appointments').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * One page of the appointments of one day (YYYY-MM-DD), whatever their status, in today's list order: Scheduled,
     * then Completed, then Cancelled (platform §2.11), each newest booked first.
     */
    onDate(date: string, offset: number, limit: number): Promise<AppointmentWithPatient[]> {
      return withPatient()
        .where('a.appointment_date', '=', date)
        .orderBy(sql`case a.status when 'Scheduled' then 0 when 'Completed' then 1 else 2 end`)
        .orderBy('a.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    /** How many appointments one day has, in all and Scheduled or Completed, counted without reading them. */
    async countsOnDate(date: string): Promise<DayCounts> {
      const row = await db
        .selectFrom('appointments')
        .select((eb) => [
          eb.fn.countAll().as('total'),
          eb.fn.sum(eb.case().when('status', '=', 'Scheduled').then(1).else(0).end()).as('scheduled'),
          eb.fn.sum(eb.case().when('status', '=', 'Completed').then(1).else(0).end()).as('completed'),
        ])
        .where('appointment_date', '=', date)
        .executeTakeFirstOrThrow();
      return { total: Number(row.total), scheduled: Number(row.scheduled ?? 0), completed: Number(row.completed ?? 0) };
    },

    /**
     * Marks a Scheduled appointment Completed. Answers whether it changed: false when it was not Scheduled (already
     * completed, cancelled) or does not exist; the caller reads it again to tell which.
     */
    async complete(id: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('appointments')
        .set({ status: 'Completed', completed_at: now })
        .where('id', '=', id)
        .where('status', '=', 'Scheduled')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Changes a Scheduled appointment (a new day or time, or its cancellation) and writes the audit event (`update`
     * of `appointment`, by `userId` at `now`) in the same transaction. False when it was no longer Scheduled or does
     * not exist: nothing is written then.
     */
    async change(id: number, changes: AppointmentChanges, by: { userId: number; now: string }): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('appointments')
          .set(changes)
          .where('id', '=', id)
          .where('status', '=', 'Scheduled')
          .returning('patient_id')
          .executeTakeFirst();
        if (!result) return false;
        await trx
          .insertInto('audit_events')
          .values({
            at: by.now,
            user_id: by.userId,
            action: 'update',
            record_kind: 'appointment',
            record_id: id,
            patient_id: result.patient_id,
            appointment_id: id,
          })
          .execute();
        return true;
      });
    },

    /** Active users of `roles` (lower case), by last then first name: whom an appointment can be booked with. */
    clinicians(roles: readonly string[]): Promise<ClinicianRow[]> {
      return db
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name', 'role'])
        .where('is_active', '=', 1)
        .where(sql<string>`lower(trim(role))`, 'in', [...roles])
        .orderBy('last_name')
        .orderBy('first_name')
        .orderBy('id')
        .execute();
    },

    /** Whether `id` is one of the active users of `roles` (lower case). */
    async isClinician(id: number, roles: readonly string[]): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', id)
        .where('is_active', '=', 1)
        .where(sql<string>`lower(trim(role))`, 'in', [...roles])
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type AppointmentsRepository = ReturnType<typeof createAppointmentsRepository>;
