/**
 * Frozen: never edit once released; add a new migration instead. Uses only kysely, never app code.
 * `absent_requests.document`, `clinic_schedules.document`, `stock_movements.document`: the validated form document a
 * row was saved with (JSON text), beside the columns that lists, filters, counts and stock levels use. A property the
 * absent-request, clinic-schedule, stock-addition or stock-count schema gains is stored there, with no migration of
 * its own. Rows written before it get the document their columns hold, in the shape the wire transform gives: an
 * absence `{from_date, to_date, reason}`, a schedule entry `{staff_id, date, start_time, end_time}`, a stock addition
 * `{item, quantity, reason}` and a count `{item, counted, reason}`. Other movements (opening stock, dispensings) were
 * made by no form: `{}`. (0018 is another change's number; the two run in name order.)
 */
import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

/** Form property → column, as the forms stood at this migration. */
type Members = readonly (readonly [property: string, column: string])[];

const ABSENCE: Members = [['from_date', 'from_date'], ['to_date', 'to_date'], ['reason', 'reason']];
const SCHEDULE_ENTRY: Members = [['staff_id', 'staff_id'], ['date', 'date'], ['start_time', 'start_time'], ['end_time', 'end_time']];
const ADDITION: Members = [['item', 'stock_item_id'], ['quantity', 'change'], ['reason', 'reason']];
const COUNT: Members = [['item', 'stock_item_id'], ['counted', 'quantity_after'], ['reason', 'reason']];

const TABLES = ['absent_requests', 'clinic_schedules', 'stock_movements'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  /** The JSON text of an object of the columns `members` (none of them null: every one is NOT NULL). */
  const object = (members: Members): RawBuilder<string> => {
    const pairs = sql.join(members.map(([property, column]) => sql`${sql.lit(property)}, ${sql.ref(column)}`));
    return postgres ? sql<string>`json_build_object(${pairs})::text` : sql<string>`json_object(${pairs})`;
  };
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('document', 'text', (col) => col.notNull().defaultTo('{}')).execute();
  }
  await sql`update absent_requests set document = ${object(ABSENCE)}`.execute(db);
  await sql`update clinic_schedules set document = ${object(SCHEDULE_ENTRY)}`.execute(db);
  await sql`update stock_movements set document = ${object(ADDITION)} where kind = 'added'`.execute(db);
  await sql`update stock_movements set document = ${object(COUNT)} where kind = 'counted'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('document').execute();
}
