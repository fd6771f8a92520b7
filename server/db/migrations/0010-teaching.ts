/**
 * Frozen: never edit once released; add a new migration instead. Uses only kysely, never app code.
 * Teaching: what lecturers give a consultation and how a case travels between student and lecturer.
 * - `section_marks`: one row per mark a lecturer gives a section of a consultation (0–100, kept in hundredths so
 *   the step of 0.01 is exact on every engine). Only ever inserted.
 * - `rubric_versions`: every version of a grading form (the final rubric, the section-marks form): its schema and
 *   UI schema as JSON text and a hash of their content. Unique per form and version; only ever inserted.
 * - `final_gradings`: one row per grading of a consultation with the rubric version it used; scores by the
 *   rubric's property keys (JSON), totals computed by the server. The latest row is current; rows are only inserted,
 *   so a changed grade keeps the earlier one and the reason.
 * - `case_reviews`: one row per consultation submitted for review: its student, supervising lecturer, state
 *   (submitted, returned, approved) and the sections returned for correction.
 * - `case_review_events`: every transition of a case (who, when, remarks, details). Only ever inserted.
 */
import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('section_marks')
    .addColumn('id', 'integer', id)
    .addColumn('appointment_id', 'integer', (col) => col.notNull().references('appointments.id'))
    // The section's form id (case-history, visual-acuity, …).
    .addColumn('section', 'varchar(64)', (col) => col.notNull())
    // Marks × 100 (0–10000).
    .addColumn('marks_centi', 'integer', (col) => col.notNull())
    .addColumn('remarks', 'text', (col) => col.notNull())
    .addColumn('rubric_version_id', 'integer')
    .addColumn('marked_by', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('marked_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('section_marks_appointment_idx')
    .on('section_marks')
    .columns(['appointment_id', 'section', 'id'])
    .execute();

  await db.schema
    .createTable('rubric_versions')
    .addColumn('id', 'integer', id)
    // final-grading or section-marks.
    .addColumn('form_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('version', 'varchar(32)', (col) => col.notNull())
    .addColumn('schema', 'text', (col) => col.notNull())
    .addColumn('ui', 'text', (col) => col.notNull())
    // sha256 (hex) of the canonical JSON of schema and ui.
    .addColumn('content_hash', 'varchar(64)', (col) => col.notNull())
    // file (imported from schemas/) or app (saved in the rubric editor).
    .addColumn('source', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('rubric_versions_form_version_key', ['form_id', 'version'])
    .execute();

  await db.schema
    .createTable('final_gradings')
    .addColumn('id', 'integer', id)
    .addColumn('appointment_id', 'integer', (col) => col.notNull().references('appointments.id'))
    .addColumn('rubric_version_id', 'integer', (col) => col.notNull().references('rubric_versions.id'))
    // JSON text: the scores by section and item key, as the rubric names them.
    .addColumn('scores', 'text', (col) => col.notNull())
    // JSON text: each section's total by the rubric's total key (totalA, …), computed by the server.
    .addColumn('totals', 'text', (col) => col.notNull())
    // The overall total × 100.
    .addColumn('total_centi', 'integer', (col) => col.notNull())
    .addColumn('remarks', 'text', (col) => col.notNull())
    // Why an approved grade was changed; null for a first grading.
    .addColumn('reason', 'text')
    .addColumn('graded_by', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('graded_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('final_gradings_appointment_idx').on('final_gradings').columns(['appointment_id', 'id']).execute();

  await db.schema
    .createTable('case_reviews')
    .addColumn('appointment_id', 'integer', (col) => col.primaryKey().references('appointments.id'))
    .addColumn('student_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('supervisor_id', 'integer', (col) => col.notNull().references('users.id'))
    // submitted | returned | approved
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    // JSON text: the form ids of the sections returned for correction ([] unless returned).
    .addColumn('returned_sections', 'text', (col) => col.notNull())
    .addColumn('submitted_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('case_reviews_supervisor_idx').on('case_reviews').columns(['supervisor_id', 'status']).execute();
  await db.schema.createIndex('case_reviews_student_idx').on('case_reviews').columns(['student_id', 'status']).execute();
  await db.schema.createIndex('case_reviews_status_idx').on('case_reviews').columns(['status', 'submitted_at']).execute();

  await db.schema
    .createTable('case_review_events')
    .addColumn('id', 'integer', id)
    .addColumn('appointment_id', 'integer', (col) => col.notNull().references('appointments.id'))
    // submitted | supervisor_changed | returned | resubmitted | approved (marks and gradings have their own tables)
    .addColumn('action', 'varchar(32)', (col) => col.notNull())
    .addColumn('actor_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('remarks', 'text')
    // JSON text: the action's details (returned sections, the new supervisor), or null.
    .addColumn('detail', 'text')
    .addColumn('at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('case_review_events_appointment_idx').on('case_review_events').columns(['appointment_id', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('case_review_events').execute();
  await db.schema.dropTable('case_reviews').execute();
  await db.schema.dropTable('final_gradings').execute();
  await db.schema.dropTable('rubric_versions').execute();
  await db.schema.dropTable('section_marks').execute();
}
