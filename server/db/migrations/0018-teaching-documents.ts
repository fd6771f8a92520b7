/**
 * Frozen: never edit once released; add a new migration instead. Uses only kysely, never app code.
 * `section_marks.document` and `final_gradings.document`: the validated form document a mark or a grading was
 * given with (JSON text), beside the columns that averages, totals, reports and triggers read. A property the
 * section-marks or final-grading schema gains is stored there, with no migration of its own. Rows written before
 * it get the document their columns hold, so they read exactly as they did:
 * - a mark: `{"marks": marks_centi / 100, "remarks": …}`, remarks left out when empty (the form's "not given");
 * - a grading: its scores by section (`{"section_a": {…}, …}`) and its remarks, left out when empty.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of ['section_marks', 'final_gradings']) {
    await db.schema.alterTable(table).addColumn('document', 'text', (col) => col.notNull().defaultTo('{}')).execute();
  }
  // Both leave out a member whose value is null: json_strip_nulls on PostgreSQL; on SQLite a JSON merge patch,
  // which deletes the members a null is given for.
  const remarks = sql`nullif(remarks, '')`;
  const mark = postgres
    ? sql`json_strip_nulls(json_build_object('marks', marks_centi / 100.0, 'remarks', ${remarks}))::text`
    : sql`json_patch('{}', json_object('marks', marks_centi / 100.0, 'remarks', ${remarks}))`;
  await sql`update section_marks set document = ${mark}`.execute(db);
  const grading = postgres
    ? sql`(scores::jsonb || jsonb_strip_nulls(jsonb_build_object('remarks', ${remarks})))::text`
    : sql`json_patch(scores, json_object('remarks', ${remarks}))`;
  await sql`update final_gradings set document = ${grading}`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['section_marks', 'final_gradings']) await db.schema.alterTable(table).dropColumn('document').execute();
}
