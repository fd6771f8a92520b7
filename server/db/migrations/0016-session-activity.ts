/**
 * Frozen: never edit once released; add a new migration instead. Uses only kysely, never app code.
 * `session_activity`: one row per session (everything issued from one sign-in): when it started and when it was last
 * used, so a session idle too long or open too long ends whichever server process is asked (docs/decisions.md,
 * "Sessions and tokens"). Sessions still open get a row here: started at their first token, last seen at their latest.
 * `refresh_tokens.replaced_by`: the token a rotation issued in place of this one, so a browser whose page load was cut
 * off before it received the new cookie can be answered once more (the short replay grace of the refresh cookie).
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('session_activity')
    .addColumn('session_id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .execute();
  await sql`insert into session_activity (session_id, user_id, started_at, last_seen_at)
    select session_id, min(user_id), min(created_at), max(created_at) from refresh_tokens
      group by session_id
      having sum(case when revoked_at is null then 1 else 0 end) > 0`.execute(db);
  await db.schema.alterTable('refresh_tokens').addColumn('replaced_by', 'varchar(64)').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').dropColumn('replaced_by').execute();
  await db.schema.dropTable('session_activity').execute();
}
