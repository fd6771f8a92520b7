/**
 * Frozen: never edit once released; add a new migration instead. Uses only kysely, never app code.
 * Reference data from server/db/seed/refdata: flags are integer 0/1, option lists and scale definitions are
 * JSON text, measures are double precision (REAL affinity on SQLite).
 */
import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const flag = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(0);

  await db.schema
    .createTable('conditions')
    .addColumn('id', 'integer', id)
    .addColumn('category', 'varchar(64)', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('has_text', 'integer', flag)
    .addColumn('has_dropdown', 'integer', flag)
    .addColumn('has_grading', 'integer', flag)
    .addColumn('has_notes', 'integer', flag)
    .addColumn('has_checkbox', 'integer', flag)
    .addColumn('per_eye', 'integer', flag)
    .addColumn('dropdown_options', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('text_hint', 'text')
    .addUniqueConstraint('conditions_category_name_key', ['category', 'name'])
    .execute();
  await db.schema.createIndex('conditions_category_idx').on('conditions').column('category').execute();

  await db.schema
    .createTable('grading_scales')
    .addColumn('key', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('definition', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('examination_conditions')
    .addColumn('id', 'integer', id)
    .addColumn('type', 'varchar(16)', (col) => col.notNull())
    .addColumn('group_name', 'text', (col) => col.notNull())
    .addColumn('subgroup', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('grading_scale', 'varchar(64)', (col) => col.references('grading_scales.key'))
    .addColumn('per_eye', 'integer', flag)
    .addColumn('options', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('value_type', 'text')
    .addUniqueConstraint('examination_conditions_path_key', ['type', 'group_name', 'subgroup', 'name'])
    .execute();

  await db.schema
    .createTable('diagnosis_codes')
    .addColumn('id', 'integer', id)
    .addColumn('icd_code', 'varchar(16)', (col) => col.notNull().unique())
    .addColumn('diagnosis', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('medication_types')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'varchar(150)', (col) => col.notNull().unique())
    .execute();

  await db.schema
    .createTable('medications')
    .addColumn('id', 'integer', id)
    .addColumn('medication_type_id', 'integer', (col) => col.notNull().references('medication_types.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('generic_name', 'text', (col) => col.notNull())
    .addColumn('strength', 'text', (col) => col.notNull())
    .addColumn('form', 'varchar(64)', (col) => col.notNull())
    .addColumn('form_detail', 'text')
    .addColumn('dosage', 'text', (col) => col.notNull())
    .addColumn('who_eml', 'integer', flag)
    .addColumn('note', 'text')
    .addUniqueConstraint('medications_type_name_key', ['medication_type_id', 'name'])
    .execute();

  await db.schema
    .createTable('va_conversions')
    .addColumn('id', 'integer', id)
    .addColumn('snellen_6m', 'varchar(16)', (col) => col.notNull().unique())
    .addColumn('snellen_denominator_6m', 'double precision', (col) => col.notNull())
    .addColumn('snellen_20ft', 'varchar(16)', (col) => col.notNull())
    .addColumn('decimal_va', 'double precision', (col) => col.notNull())
    .addColumn('logmar', 'double precision', (col) => col.notNull())
    .addColumn('logmar_exact', 'double precision', (col) => col.notNull())
    .addColumn('etdrs_letters', 'double precision', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('va_low_vision')
    .addColumn('id', 'integer', id)
    .addColumn('code', 'varchar(16)', (col) => col.notNull().unique())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('logmar', 'double precision', (col) => col.notNull())
    .addColumn('decimal_equivalent', 'double precision', (col) => col.notNull())
    .addColumn('basis', 'text', (col) => col.notNull())
    .addColumn('evidence', 'text', (col) => col.notNull().defaultTo('{}'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'va_low_vision',
    'va_conversions',
    'medications',
    'medication_types',
    'diagnosis_codes',
    'examination_conditions',
    'grading_scales',
    'conditions',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
