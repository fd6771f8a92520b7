import { PostgresAdapter, type Kysely } from 'kysely';
import type { Database } from '../tables/database';
import type { SectionRecordRow } from '../tables/section-records';
import { claimOwner, readWriteState, type AppointmentWriteState } from './appointments';

/** A saved section with its data parsed. */
export interface SectionRecord {
  id: number;
  appointmentId: number;
  patientId: number | null;
  formId: string;
  schemaVersion: string;
  data: unknown;
  savedBy: number;
  savedAt: string;
  /** The saving user's name, "First Last"; set on reads (joined from users), not on the record a save answers. */
  savedByName?: string;
}

export interface NewSection {
  appointmentId: number;
  patientId?: number | null;
  formId: string;
  schemaVersion: string;
  data: unknown;
  savedBy: number;
  savedAt: string;
}

/** A section record row read with its saver's names (one join on users). */
type RowWithSaver = SectionRecordRow & { saver_first_name: string | null; saver_last_name: string | null };

function toRecord(row: SectionRecordRow): SectionRecord {
  return {
    id: row.id,
    appointmentId: row.appointment_id,
    patientId: row.patient_id,
    formId: row.form_id,
    schemaVersion: row.schema_version,
    data: JSON.parse(row.data) as unknown,
    savedBy: row.saved_by,
    savedAt: row.saved_at,
  };
}

function toReadRecord(row: RowWithSaver): SectionRecord {
  const { saver_first_name: first, saver_last_name: last, ...record } = row;
  const name = `${first ?? ''} ${last ?? ''}`.trim();
  return name === '' ? toRecord(record) : { ...toRecord(record), savedByName: name };
}

/**
 * Section records are append-only: `insert` is the only write, so a save never overwrites an earlier version.
 * The current record of a section is the row with the highest id.
 */
export function createSectionRecordsRepository(db: Kysely<Database>) {
  /** Section records with the first and last name of who saved each (a left join: a record is never lost). */
  const withSaver = () =>
    db
      .selectFrom('section_records')
      .leftJoin('users', 'users.id', 'section_records.saved_by')
      .selectAll('section_records')
      .select(['users.first_name as saver_first_name', 'users.last_name as saver_last_name']);

  /** The newest record of a form for an appointment or a patient (every save is a new row; the newest is current). */
  const latestWhere = async (
    column: 'appointment_id' | 'patient_id',
    id: number,
    formId: string,
  ): Promise<SectionRecord | undefined> => {
    const row = await withSaver()
      .where(`section_records.${column}`, '=', id)
      .where('section_records.form_id', '=', formId)
      .orderBy('section_records.id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row && toReadRecord(row);
  };

  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const insertRow = async (executor: Kysely<Database>, record: NewSection): Promise<SectionRecord> => {
    const row = await executor
      .insertInto('section_records')
      .values({
        appointment_id: record.appointmentId,
        patient_id: record.patientId ?? null,
        form_id: record.formId,
        schema_version: record.schemaVersion,
        data: JSON.stringify(record.data),
        saved_by: record.savedBy,
        saved_at: record.savedAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRecord(row);
  };

  return {
    /** Stores a record whatever its appointment's state (seed data, tests); the API saves with `insertWhileWritable`. */
    insert(record: NewSection): Promise<SectionRecord> {
      return insertRow(db, record);
    },

    /**
     * Stores a record only while `writable` says yes to its appointment's write state, read and written in one
     * transaction (the appointment and review rows locked on PostgreSQL). With `claimFor` (a student's save), the
     * consultation becomes that student's when it has no owner yet, in the same transaction; the record is stored
     * only when it is theirs. Undefined when it was not stored (or there is no such appointment).
     */
    insertWhileWritable(
      record: NewSection,
      writable: (state: AppointmentWriteState) => boolean,
      claimFor?: number,
    ): Promise<SectionRecord | undefined> {
      return db.transaction().execute(async (trx) => {
        const state = await readWriteState(trx, record.appointmentId, postgres);
        if (state === undefined || !writable(state)) return undefined;
        if (claimFor !== undefined && state.owner === undefined && (await claimOwner(trx, record.appointmentId, claimFor)) !== claimFor) {
          return undefined;
        }
        return insertRow(trx, record);
      });
    },

    /** The current record of one section of an appointment. */
    latest(appointmentId: number, formId: string): Promise<SectionRecord | undefined> {
      return latestWhere('appointment_id', appointmentId, formId);
    },

    /** The latest record of a form about a patient, whatever the appointment. */
    latestForPatient(patientId: number, formId: string): Promise<SectionRecord | undefined> {
      return latestWhere('patient_id', patientId, formId);
    },

    /** Whether the patient has a record of this form from an appointment other than `appointmentId`. */
    async existsForPatientElsewhere(patientId: number, formId: string, appointmentId: number): Promise<boolean> {
      const row = await db
        .selectFrom('section_records')
        .select('id')
        .where('patient_id', '=', patientId)
        .where('form_id', '=', formId)
        .where('appointment_id', '<>', appointmentId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Every saved version of one section of an appointment, oldest first. */
    async all(appointmentId: number, formId: string): Promise<SectionRecord[]> {
      const rows = await withSaver()
        .where('section_records.appointment_id', '=', appointmentId)
        .where('section_records.form_id', '=', formId)
        .orderBy('section_records.id', 'asc')
        .execute();
      return rows.map(toReadRecord);
    },
  };
}

export type SectionRecordsRepository = ReturnType<typeof createSectionRecordsRepository>;
