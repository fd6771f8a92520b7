/**
 * Frozen: never edit once released; add a new migration instead. Uses only kysely, never app code.
 * Per-user write budgets (server/services/usage-budgets.ts): `usage_budgets` holds, per budget (`kind`), per who
 * spends it (`subject`: a user id, or `clinic`) and per fixed time window, how much was used. One row per window,
 * raised in place; rows of ended windows are deleted when the same budget is next spent.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('usage_budgets')
    // section-saves, section-bytes, bookings, extra-test-bytes, …
    .addColumn('kind', 'varchar(32)', (col) => col.notNull())
    // A user id as text, or `clinic` for a budget the whole clinic shares.
    .addColumn('subject', 'varchar(32)', (col) => col.notNull())
    // Start and end of the window, milliseconds since 1970 (UTC).
    .addColumn('window_start', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('used', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('usage_budgets_pk', ['kind', 'subject', 'window_start'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('usage_budgets').execute();
}
