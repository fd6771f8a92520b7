/**
 * Frozen: never edit once released; add a new migration instead. Uses only kysely, never app code.
 * Patients and their appointments, and what the patient search needs:
 * - `search_text`: names, readable id and phones lower-cased in one text, written by the repository. SQLite keeps
 *   an FTS5 table with the trigram tokenizer over it (external content, kept in step by triggers); PostgreSQL a
 *   pg_trgm GIN index (the extension is created here: the role running migrations must be allowed to).
 * - b-tree indexes for exact and prefix matches: readable id, both phones, search_text (which starts with the full
 *   name), lower-cased other names; (last, first, id) lower-cased is both the last-name prefix and the order of
 *   results, and carries the searched columns.
 * On PostgreSQL the searched columns use the "C" collation: comparisons and order are by bytes, as on SQLite,
 * so a prefix range can use the index and both engines sort names alike (names are ASCII letters and spaces).
 */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely, type RawBuilder } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const searched = postgres ? sql`text collate "C"` : sql`text`;

  await db.schema
    .createTable('patients')
    .addColumn('id', 'integer', id)
    .addColumn('patient_id', searched, (col) => col.notNull().unique())
    .addColumn('first_name', searched, (col) => col.notNull())
    .addColumn('last_name', searched, (col) => col.notNull())
    .addColumn('other_names', searched)
    .addColumn('dob', 'varchar(10)', (col) => col.notNull())
    .addColumn('gender', 'varchar(16)', (col) => col.notNull())
    .addColumn('clinic', 'varchar(32)', (col) => col.notNull())
    .addColumn('occupation_category', 'varchar(64)', (col) => col.notNull())
    .addColumn('occupation', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('residence', 'text')
    .addColumn('region', 'varchar(32)', (col) => col.notNull())
    .addColumn('landmark', 'text', (col) => col.notNull())
    .addColumn('hometown', 'text', (col) => col.notNull())
    .addColumn('primary_phone', searched, (col) => col.notNull())
    .addColumn('alternate_phone', searched)
    .addColumn('emergency_contact_name', 'text', (col) => col.notNull())
    .addColumn('emergency_contact_number', 'varchar(16)', (col) => col.notNull())
    .addColumn('hospital_id', 'text')
    .addColumn('date_of_first_visit', 'varchar(10)')
    .addColumn('insurance_provider', 'varchar(16)')
    .addColumn('insurance_number', 'text')
    .addColumn('registration_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('search_text', searched, (col) => col.notNull().defaultTo(''))
    .execute();

  // Exact and prefix look-ups. Each also answers "how many match" and "their names" without reading the table:
  // on SQLite the names' expressions follow the key (an index holds the row id anyway); on PostgreSQL an
  // index-only scan needs every column the query names, hence the included columns (the plain column too beside
  // an expression).
  const lookup = async (name: string, key: RawBuilder<unknown>, plainColumn?: string) => {
    const included = sql.raw(['last_name', 'first_name', 'id', ...(plainColumn ? [plainColumn] : [])].join(', '));
    await (postgres
      ? sql`create index ${sql.ref(name)} on patients (${key}) include (${included})`
      : sql`create index ${sql.ref(name)} on patients (${key}, lower(last_name), lower(first_name))`
    ).execute(db);
  };
  await lookup('patients_primary_phone_idx', sql`primary_phone`);
  await lookup('patients_alternate_phone_idx', sql`alternate_phone`);
  // search_text starts with the full name: its prefix is the first name's, or the full name's.
  await lookup('patients_search_text_idx', sql`search_text`);
  await lookup('patients_other_names_idx', sql`lower(other_names)`, 'other_names');
  // The order of results, and the last-name prefix (a range of it). It also holds every searched column, so a
  // search that walks it in name order tests each patient without reading the table.
  const searchedColumns = 'search_text, patient_id, primary_phone, alternate_phone, other_names';
  await (postgres
    ? sql`create index patients_last_name_idx on patients (lower(last_name), lower(first_name), id)
        include (last_name, first_name, ${sql.raw(searchedColumns)})`
    : sql`create index patients_last_name_idx on patients (lower(last_name), lower(first_name), id, ${sql.raw(searchedColumns)})`
  ).execute(db);
  // The list is newest first: the primary key's order, since ids are assigned in registration order.

  // Substring search.
  if (postgres) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index patients_search_trgm_idx on patients using gin (search_text gin_trgm_ops)`.execute(db);
  } else {
    await sql`create virtual table patients_search using fts5(search_text, content='patients', content_rowid='id', tokenize='trigram')`.execute(
      db,
    );
    await sql`create trigger patients_search_insert after insert on patients begin
      insert into patients_search(rowid, search_text) values (new.id, new.search_text);
    end`.execute(db);
    await sql`create trigger patients_search_delete after delete on patients begin
      insert into patients_search(patients_search, rowid, search_text) values ('delete', old.id, old.search_text);
    end`.execute(db);
    await sql`create trigger patients_search_update after update of search_text on patients begin
      insert into patients_search(patients_search, rowid, search_text) values ('delete', old.id, old.search_text);
      insert into patients_search(rowid, search_text) values (new.id, new.search_text);
    end`.execute(db);
  }

  await db.schema
    .createTable('appointments')
    .addColumn('id', 'integer', id)
    .addColumn('patient_id', 'integer', (col) => col.notNull().references('patients.id'))
    .addColumn('appointment_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('appointment_type', 'varchar(16)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('notes', 'text')
    .addColumn('created_by', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  // Lists and the dashboard read by date, newest first; a patient's appointments by patient.
  await db.schema.createIndex('appointments_date_idx').on('appointments').columns(['appointment_date', 'id']).execute();
  await db.schema
    .createIndex('appointments_patient_idx')
    .on('appointments')
    .columns(['patient_id', 'appointment_date', 'id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropTable('appointments').execute();
  if (!postgres) await sql`drop table patients_search`.execute(db);
  // The triggers and indexes go with the table; the pg_trgm extension stays (other objects may use it).
  await db.schema.dropTable('patients').execute();
}
