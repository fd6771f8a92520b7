/**
 * Frozen: never edit once released; add a new migration instead. Uses only kysely, never app code.
 * Section records: one row per save of a consultation section (a schema-validated document). Rows are only ever
 * inserted, so every earlier version stays; the current record of a section is its latest row.
 */
import { PostgresAdapter, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('section_records')
    .addColumn('id', 'integer', (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('appointment_id', 'integer', (col) => col.notNull())
    // The patient the record is about, for forms read per patient (Oculo-Medical History); null otherwise.
    .addColumn('patient_id', 'integer')
    .addColumn('form_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('schema_version', 'varchar(32)', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('saved_by', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('saved_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('section_records_appointment_form_idx')
    .on('section_records')
    .columns(['appointment_id', 'form_id', 'id'])
    .execute();
  await db.schema
    .createIndex('section_records_patient_form_idx')
    .on('section_records')
    .columns(['patient_id', 'form_id', 'id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('section_records').execute();
}
