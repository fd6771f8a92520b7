/**
 * Frozen: never edit once released; add a new migration instead. Uses only kysely, never app code.
 * The audit trail:
 * - `patient_revisions`: one row per change of a patient's fields, holding the values as they were before it
 *   (JSON text of the columns), which fields it changed, who changed them and when. Only ever inserted.
 * - `audit_events`: who read (or changed) which patient's records, and when. Only ever inserted. The patient,
 *   appointment and record ids are plain integers without foreign keys: the trail must outlive what it names.
 */
import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('patient_revisions')
    .addColumn('id', 'integer', id)
    .addColumn('patient_id', 'integer', (col) => col.notNull().references('patients.id'))
    .addColumn('changed_by', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('changed_at', 'text', (col) => col.notNull())
    // JSON text: the names of the columns the change gave another value.
    .addColumn('changed_fields', 'text', (col) => col.notNull())
    // JSON text: every registration column as it was before the change.
    .addColumn('previous', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('patient_revisions_patient_idx').on('patient_revisions').columns(['patient_id', 'id']).execute();

  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'integer', id)
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    // read | update
    .addColumn('action', 'varchar(16)', (col) => col.notNull())
    // A form id (case-history, …), file or patient.
    .addColumn('record_kind', 'varchar(64)', (col) => col.notNull())
    .addColumn('record_id', 'integer')
    .addColumn('patient_id', 'integer')
    .addColumn('appointment_id', 'integer')
    .execute();
  await db.schema.createIndex('audit_events_patient_idx').on('audit_events').columns(['patient_id', 'id']).execute();
  await db.schema.createIndex('audit_events_user_idx').on('audit_events').columns(['user_id', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_events').execute();
  await db.schema.dropTable('patient_revisions').execute();
}
