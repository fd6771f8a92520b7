/**
 * Frozen: never edit once released; add a new migration instead. Uses only kysely, never app code.
 * Seed markers: one row per one-time seeding step that has been done, so it is never done again. The demo
 * accounts are created once; an account the operator deletes or deactivates afterwards stays so. A database
 * that already holds users was seeded (or deliberately left without demo accounts) before markers existed.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('seed_markers')
    .addColumn('name', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) {
    await db.insertInto('seed_markers').values({ name: 'demo-accounts', created_at: new Date().toISOString() }).execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('seed_markers').execute();
}
