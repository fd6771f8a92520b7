/**
 * Frozen: never edit once released; add a new migration instead. Uses only kysely, never app code.
 * State that every server process over one database must agree on (docs/decisions.md, "Several server processes"):
 * - `login_attempts`: one row per login attempt and per failure budget it counts in (`budget`: user, address or
 *   device; `subject`: the budget's key), with its time in milliseconds since 1970; `attempt` ties the rows of one
 *   attempt together, so a success or a cancelled attempt removes exactly its own. Rows older than the throttle's
 *   window are deleted as logins come.
 * - `change_counters`: a number per list that a process may answer from memory (`patients`), raised by every write
 *   of it, so a process asks the database whether its kept pages are still current instead of trusting a timer.
 */
import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'integer', id)
    // user | address | device
    .addColumn('budget', 'varchar(16)', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('attempt', 'varchar(64)', (col) => col.notNull())
    .addColumn('at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('login_attempts_subject_idx').on('login_attempts').columns(['budget', 'subject', 'at']).execute();
  await db.schema.createIndex('login_attempts_attempt_idx').on('login_attempts').column('attempt').execute();
  await db.schema.createIndex('login_attempts_at_idx').on('login_attempts').column('at').execute();

  await db.schema
    .createTable('change_counters')
    .addColumn('name', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('version', 'bigint', (col) => col.notNull())
    .execute();
  await db.insertInto('change_counters').values({ name: 'patients', version: 0 }).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('change_counters').execute();
  await db.schema.dropTable('login_attempts').execute();
}
