/**
 * Frozen: never edit once released; add a new migration instead. Uses only kysely, never app code.
 * User administration in the app (issue 23):
 * - `users.must_change_password`: 1 while the account holds a one-time password (set by an administrator); every call
 *   but a password change and logout is then refused. Integer 0/1 like `is_active`.
 * - `users.email`: optional, as a class list may give it.
 * - an index on lower(username) for the administrators' search and the look-alike check.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('must_change_password', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('users').addColumn('email', 'varchar(254)').execute();
  await sql`create index users_username_lower_idx on users (lower(username))`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index users_username_lower_idx`.execute(db);
  await db.schema.alterTable('users').dropColumn('email').execute();
  await db.schema.alterTable('users').dropColumn('must_change_password').execute();
}
