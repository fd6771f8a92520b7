/**
 * Frozen: never edit once released; add a new migration instead. Uses only kysely, never app code.
 * Clinic operations: the rota, leave, stock and what the dispensary hands out.
 * - `clinic_schedules`: one row per staff member on the rota for a time range of one date (times 'HH:MM').
 * - `absent_requests`: a student's or lecturer's request for leave (pending, approved, rejected) and who actioned
 *   it; `absent_request_events`: every change of a request (requested, approved, rejected), only ever inserted.
 * - `stock_items`: one stock line per sub category (Tablets, Eye Drops, …, Lens, Frames, Readers) with its quantity,
 *   which can never go below zero; `stock_movements`: every change of a quantity (who, when, how much, why, the
 *   quantity after it), only ever inserted.
 * - `dispensings`: what was handed to which patient for which appointment, by whom; one row per item of a
 *   management plan (unique per appointment and item), so an item is never dispensed twice.
 */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('clinic_schedules')
    .addColumn('id', 'integer', id)
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('users.id'))
    // YYYY-MM-DD.
    .addColumn('date', 'varchar(10)', (col) => col.notNull())
    // HH:MM (24 h).
    .addColumn('start_time', 'varchar(5)', (col) => col.notNull())
    .addColumn('end_time', 'varchar(5)', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('clinic_schedules_date_idx').on('clinic_schedules').columns(['date', 'staff_id']).execute();
  await db.schema.createIndex('clinic_schedules_staff_idx').on('clinic_schedules').columns(['staff_id', 'date']).execute();

  await db.schema
    .createTable('absent_requests')
    .addColumn('id', 'integer', id)
    .addColumn('requester_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('from_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('to_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    // pending, approved or rejected.
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('actioned_by', 'integer', (col) => col.references('users.id'))
    .addColumn('actioned_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('absent_requests_status_idx').on('absent_requests').columns(['status', 'id']).execute();
  await db.schema.createIndex('absent_requests_requester_idx').on('absent_requests').columns(['requester_id', 'id']).execute();
  await db.schema
    .createIndex('absent_requests_dates_idx')
    .on('absent_requests')
    .columns(['status', 'from_date', 'to_date'])
    .execute();

  await db.schema
    .createTable('absent_request_events')
    .addColumn('id', 'integer', id)
    .addColumn('request_id', 'integer', (col) => col.notNull().references('absent_requests.id'))
    // requested, approved or rejected.
    .addColumn('action', 'varchar(16)', (col) => col.notNull())
    // The status before the change; null for the request itself.
    .addColumn('from_status', 'varchar(16)')
    .addColumn('to_status', 'varchar(16)', (col) => col.notNull())
    .addColumn('actor_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('absent_request_events_request_idx').on('absent_request_events').columns(['request_id', 'id']).execute();

  await db.schema
    .createTable('stock_items')
    .addColumn('id', 'integer', id)
    // medication or optics.
    .addColumn('category', 'varchar(32)', (col) => col.notNull())
    // The sub category's key (tablets, eye_drops, …), unique within its category.
    .addColumn('sub_category', 'varchar(32)', (col) => col.notNull())
    .addColumn('label', 'varchar(64)', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity >= 0`))
    // At or below this quantity the line is marked low.
    .addColumn('low_stock_at', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('stock_items_category_sub_key', ['category', 'sub_category'])
    .execute();

  await db.schema
    .createTable('dispensings')
    .addColumn('id', 'integer', id)
    .addColumn('appointment_id', 'integer', (col) => col.notNull().references('appointments.id'))
    .addColumn('patient_id', 'integer', (col) => col.notNull().references('patients.id'))
    // The management plan's item: medication:<medications.id> or the refractive correction's type key.
    .addColumn('item_key', 'varchar(64)', (col) => col.notNull())
    // What was handed over, as shown then (e.g. 'Timolol 0.5% eye drops').
    .addColumn('label', 'varchar(250)', (col) => col.notNull())
    .addColumn('dispensed_by', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('dispensed_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('dispensings_appointment_item_key', ['appointment_id', 'item_key'])
    .execute();
  await db.schema.createIndex('dispensings_dispensed_idx').on('dispensings').columns(['dispensed_at']).execute();

  await db.schema
    .createTable('stock_movements')
    .addColumn('id', 'integer', id)
    .addColumn('stock_item_id', 'integer', (col) => col.notNull().references('stock_items.id'))
    // Positive for stock added, negative for stock handed out.
    .addColumn('change', 'integer', (col) => col.notNull())
    .addColumn('quantity_after', 'integer', (col) => col.notNull())
    // opening, added or dispensed.
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('dispensing_id', 'integer', (col) => col.references('dispensings.id'))
    // users.id of who moved it; null for the opening stock.
    .addColumn('actor_id', 'integer', (col) => col.references('users.id'))
    .addColumn('at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('stock_movements_item_idx').on('stock_movements').columns(['stock_item_id', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stock_movements').execute();
  await db.schema.dropTable('dispensings').execute();
  await db.schema.dropTable('stock_items').execute();
  await db.schema.dropTable('absent_request_events').execute();
  await db.schema.dropTable('absent_requests').execute();
  await db.schema.dropTable('clinic_schedules').execute();
}
