import { randomUUID } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from '../tables/database';
import { createChangeCounter } from './change-counters';
import {
  documentOfColumns,
  PATIENT_COLUMNS,
  REGISTRATION_COLUMNS,
  type NewPatient,
  type PatientRecord,
  type PatientRow,
  type PatientWithDocument,
} from '../tables/patients';
import { createPatientSearch } from './patient-search';

/** Every column a caller gives when registering or updating a patient (the rest the repository assigns). */
export type PatientFields = Omit<
  NewPatient,
  'id' | 'patient_id' | 'search_text' | 'created_at' | 'updated_at' | 'created_by' | 'registration_date' | 'document'
>;

/** What a registration or an edit writes: the indexed columns and the validated form document. */
export interface PatientWrite {
  fields: PatientFields;
  /** The registration form document as validated; absent, the one the columns describe (documentOfColumns). */
  document?: Record<string, unknown>;
}

/** A patient who already holds a primary phone number, as the duplicate-phone answer names them. */
export type PhoneHolder = Pick<PatientRow, 'id' | 'patient_id' | 'first_name' | 'last_name' | 'dob'>;

/** Who changes a patient's fields, and when (ISO 8601 UTC). */
export interface PatientChange {
  changedBy: number;
  now: string;
}

export interface PatientRegistration extends PatientWrite {
  createdBy: number;
  /** YYYY-MM-DD, the local date of registration. */
  registrationDate: string;
  /** ISO 8601 UTC. */
  now: string;
}

/** A patient's readable id: `SL-` and the id zero-padded to 6 digits (`SL-000042`; longer ids are not cut). */
export function formatPatientId(id: number): string {
  return `SL-${String(id).padStart(6, '0')}`;
}

type SearchedColumns = Pick<PatientRow, 'first_name' | 'last_name' | 'patient_id' | 'primary_phone'> &
  Partial<Pick<PatientRow, 'other_names' | 'alternate_phone'>>;

/** What the search looks in: names, readable id and phones, lower-cased, one space apart. */
export function searchTextOf(row: SearchedColumns): string {
  return [row.first_name, row.last_name, row.other_names, row.patient_id, row.primary_phone, row.alternate_phone]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(' ')
    .toLowerCase();
}

/** A patient written in bulk (seed data): the caller chooses the id, the repository the readable id and search text. */
export type BulkPatient = PatientFields & Pick<NewPatient, 'registration_date' | 'created_by' | 'created_at'> & { id: number };

/** The columns of one patient's answer: the listed ones and the document. */
const DETAIL_COLUMNS = [...PATIENT_COLUMNS, 'document'] as const;

/** A row read with its document, the document parsed. */
function withDocument<R extends { document: string }>(row: R): Omit<R, 'document'> & { document: Record<string, unknown> } {
  return { ...row, document: JSON.parse(row.document) as Record<string, unknown> };
}

/** The document's properties that no column holds, each as JSON text (to compare) or absent. */
function documentOnly(document: Record<string, unknown>): Map<string, string> {
  return new Map(
    Object.entries(document)
      .filter(([key]) => !Object.hasOwn(REGISTRATION_COLUMNS, key))
      .map(([key, value]) => [key, JSON.stringify(value)]),
  );
}

/** The document-only properties whose value a save changes (added, removed or replaced). */
function changedDocumentOnly(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const [was, now] = [documentOnly(before), documentOnly(after)];
  return [...new Set([...was.keys(), ...now.keys()])].filter((key) => was.get(key) !== now.get(key));
}

/** Rows per multi-row INSERT: about 30 parameters each keeps a statement under SQLite's 32766. */
const CHUNK = 500;

/** Pages starting before this many patients are read in one statement: skipping so few rows costs little. */
const NEAR_PAGES = 1000;

/** How long a counted total of patients is reused at most, while no process changed the patients. */
const COUNT_TTL_MS = 5000;

/** Pages of the list kept at once (a clinic reads the first few far more than any other). */
const PAGES_KEPT = 64;

export interface PatientsRepositoryOptions {
  /**
   * How long (ms) a page of the list is reused at most, and only while the patients' change number (raised by every
   * write, in any process) is the one it was read under. 0 reads every time.
   */
  pageCacheMs?: number;
}

export function createPatientsRepository(db: Kysely<Database>, options: PatientsRepositoryOptions = {}) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  let counted: { value: number; at: number; version: number } | null = null;
  const pageCacheMs = options.pageCacheMs ?? 0;
  const pages = new Map<string, { rows: PatientRecord[]; at: number; version: number }>();
  const changes = createChangeCounter(db, 'patients');
  // After the write is committed: a page read meanwhile was kept under the number before, so it is read again.
  const changed = async () => {
    pages.clear();
    counted = null;
    await changes.bump();
  };

  /** One page of the list from the database (see `page`). */
  async function readPage(offset: number, limit: number): Promise<PatientRecord[]> {
    const newestFirst = () => db.selectFrom('patients').select(PATIENT_COLUMNS).orderBy('id', 'desc');
    if (offset < NEAR_PAGES) return newestFirst().limit(limit).offset(offset).execute();
    const total = await count();
    if (offset >= total) return [];
    const fromOldest = offset + limit / 2 > total / 2;
    const ids = fromOldest
      ? db.selectFrom('patients').select('id').orderBy('id', 'asc').limit(Math.min(limit, total - offset)).offset(Math.max(0, total - offset - limit))
      : db.selectFrom('patients').select('id').orderBy('id', 'desc').limit(limit).offset(offset);
    return newestFirst().where('id', 'in', ids).execute();
  }

  /** How many patients there are (see COUNT_TTL_MS; reused only while the patients' change number holds). */
  async function count(): Promise<number> {
    const version = await changes.read();
    const at = Date.now();
    if (counted && counted.version === version && at - counted.at < COUNT_TTL_MS) return counted.value;
    const row = await db.selectFrom('patients').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    counted = { value: Number(row.n), at, version };
    return counted.value;
  }

  const { search } = createPatientSearch(db, { countPatients: count });

  return {
    count,
    search,

    find(id: number): Promise<PatientRecord | undefined> {
      return db.selectFrom('patients').select(PATIENT_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    /** One patient with the registration document it was saved with. */
    async findWithDocument(id: number): Promise<PatientWithDocument | undefined> {
      const row = await db.selectFrom('patients').select(DETAIL_COLUMNS).where('id', '=', id).executeTakeFirst();
      return row && withDocument(row);
    },

    /**
     * Registers a patient. The readable id needs the numeric one, so the row is written with a placeholder and
     * completed in the same transaction.
     */
    async create({ fields, document, createdBy, registrationDate, now }: PatientRegistration): Promise<PatientWithDocument> {
      const row = await db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('patients')
          .values({
            ...fields,
            document: JSON.stringify(document ?? documentOfColumns(fields)),
            patient_id: `pending-${randomUUID()}`,
            search_text: '',
            registration_date: registrationDate,
            created_by: createdBy,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const patientId = formatPatientId(id);
        return trx
          .updateTable('patients')
          .set({ patient_id: patientId, search_text: searchTextOf({ ...fields, patient_id: patientId }) })
          .where('id', '=', id)
          .returning(DETAIL_COLUMNS)
          .executeTakeFirstOrThrow();
      });
      await changed();
      return withDocument(row);
    },

    /**
     * Replaces the patient's fields and document and keeps what they replace: in the same transaction, a
     * `patient_revisions` row (every column and every document-only property as it was, those that changed, who,
     * when) and an audit event (`update` of `patient`, naming the revision). A save that changes nothing keeps
     * nothing. Undefined when there is no such patient.
     */
    async update(id: number, { fields, document }: PatientWrite, change: PatientChange): Promise<PatientWithDocument | undefined> {
      const after = document ?? documentOfColumns(fields);
      const row = await db.transaction().execute(async (trx) => {
        let read = trx.selectFrom('patients').select(DETAIL_COLUMNS).where('id', '=', id);
        // Two edits at once must each keep the other's result as "previous": PostgreSQL locks the row until the
        // transaction ends; SQLite runs one write transaction at a time.
        if (postgres) read = read.forUpdate();
        const before = await read.executeTakeFirst();
        if (!before) return undefined;
        const keys = Object.keys(fields) as (keyof PatientFields)[];
        const beforeDocument = JSON.parse(before.document) as Record<string, unknown>;
        const documentKeys = [...new Set([...documentOnly(beforeDocument).keys(), ...documentOnly(after).keys()])];
        const changedFields = [
          ...keys.filter((key) => (before[key] ?? null) !== (fields[key] ?? null)),
          ...changedDocumentOnly(beforeDocument, after),
        ];
        if (changedFields.length > 0) {
          const previous = {
            ...Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
            ...Object.fromEntries(documentKeys.map((key) => [key, beforeDocument[key] ?? null])),
          };
          const revision = await trx
            .insertInto('patient_revisions')
            .values({
              patient_id: id,
              changed_by: change.changedBy,
              changed_at: change.now,
              changed_fields: JSON.stringify(changedFields),
              previous: JSON.stringify(previous),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('audit_events')
            .values({
              at: change.now,
              user_id: change.changedBy,
              action: 'update',
              record_kind: 'patient',
              record_id: revision.id,
              patient_id: id,
              appointment_id: null,
            })
            .execute();
        }
        return trx
          .updateTable('patients')
          .set({
            ...fields,
            document: JSON.stringify(after),
            updated_at: change.now,
            search_text: searchTextOf({ ...fields, patient_id: before.patient_id }),
          })
          .where('id', '=', id)
          .returning(DETAIL_COLUMNS)
          .executeTakeFirst();
      });
      await changed();
      return row && withDocument(row);
    },

    /**
     * The patients holding this primary phone number, oldest first, at most `limit` (for the duplicate answer and
     * the exact-duplicate check).
     */
    async withPrimaryPhone(phone: string, limit: number): Promise<PhoneHolder[]> {
      return db
        .selectFrom('patients')
        .select(['id', 'patient_id', 'first_name', 'last_name', 'dob'])
        .where('primary_phone', '=', phone)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /**
     * One page of patients, newest registered first (ids follow registration order, so the primary key is the
     * list's index). A far page finds its ids first and reads only those rows, counting from whichever end of
     * the list is nearer, so no page skips more than half the patients. Pages are reused for `pageCacheMs` while
     * the patients' change number stays the same (read first: one row by primary key), since reading ten patients
     * costs far more than answering them (every value becomes a JavaScript string); a write by any process shows
     * at the next request. The rows are shared: callers map them, never change them.
     */
    async page(offset: number, limit: number): Promise<readonly PatientRecord[]> {
      if (pageCacheMs <= 0) return readPage(offset, limit);
      const key = `${offset}/${limit}`;
      const version = await changes.read();
      const at = Date.now();
      const kept = pages.get(key);
      if (kept && kept.version === version && at - kept.at < pageCacheMs) return kept.rows;
      const rows = await readPage(offset, limit);
      if (kept && kept.version !== version) pages.clear();
      if (pages.size >= PAGES_KEPT) pages.clear();
      pages.set(key, { rows, at, version });
      return rows;
    },

    /** The highest id in use (0 for none): bulk writers number their rows after it. */
    async maxId(): Promise<number> {
      const row = await db.selectFrom('patients').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
      return Number(row?.id ?? 0);
    },

    /** Writes patients whose ids the caller chose (bulk seeding); call `continueIds()` afterwards. */
    async insertWithIds(rows: readonly BulkPatient[]): Promise<void> {
      for (let i = 0; i < rows.length; i += CHUNK) {
        const values = rows.slice(i, i + CHUNK).map((row) => {
          const patientId = formatPatientId(row.id);
          return {
            ...row,
            patient_id: patientId,
            updated_at: row.created_at,
            search_text: searchTextOf({ ...row, patient_id: patientId }),
            document: JSON.stringify(documentOfColumns(row)),
          };
        });
        await db.insertInto('patients').values(values).execute();
      }
      await changed();
    },

    /**
     * After ids were chosen by a bulk writer, new registrations must continue after the highest. SQLite's
     * AUTOINCREMENT does by itself; a PostgreSQL identity column's sequence has to be moved.
     */
    async continueIds(): Promise<void> {
      if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
      await sql`select setval(pg_get_serial_sequence('patients', 'id'), (select max(id) from patients))`.execute(db);
    },

    /**
     * After a bulk write on PostgreSQL: fresh planner statistics, and the visibility map that lets count and
     * paging read the indexes alone (autovacuum would get there later). SQLite needs neither.
     */
    async refreshStatistics(): Promise<void> {
      if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`vacuum analyze patients`.execute(db);
    },

  };
}

export type PatientsRepository = ReturnType<typeof createPatientsRepository>;
