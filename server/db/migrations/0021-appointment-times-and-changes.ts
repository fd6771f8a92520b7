/**
 * Frozen: never edit once released; add a new migration instead. Uses only kysely, never app code.
 * Appointments get an optional time of day (`appointment_time`, HH:MM), an optional clinician (`clinician_id`, a
 * user) and the reason a cancelled one was cancelled (`cancel_reason`; 'No-show' for a patient who did not come).
 * Existing appointments have none of them.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('appointments').addColumn('appointment_time', 'text').execute();
  await db.schema.alterTable('appointments').addColumn('clinician_id', 'integer', (col) => col.references('users.id')).execute();
  await db.schema.alterTable('appointments').addColumn('cancel_reason', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('appointments').dropColumn('cancel_reason').execute();
  await db.schema.alterTable('appointments').dropColumn('clinician_id').execute();
  await db.schema.alterTable('appointments').dropColumn('appointment_time').execute();
}
