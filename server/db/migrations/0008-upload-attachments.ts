/**
 * Frozen: never edit once released; add a new migration instead. Uses only kysely (and node:crypto), never app code.
 * Uploaded files belong to an appointment and are named by a random public id:
 * - `public_id`: 16 random bytes in base64url (22 characters), the only id the API shows; unique.
 * - `appointment_id`: the appointment the file was uploaded for (null only for files older than this migration
 *   that no extra test of an existing appointment names).
 * - `attached_at`: when a saved extra test first named the file; files still null after the set time are removed.
 * Existing rows get a public id; those an extra test already names get that test's appointment (when it exists) and
 * save time.
 * The columns are nullable because SQLite cannot add a NOT NULL column without a default; the app always sets
 * `public_id` and `appointment_id`.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

/** The upload id an extra test's stored `file` names, when it is a row id (number or its decimal text). */
function rowIdOf(file: unknown): number | null {
  if (typeof file === 'number' && Number.isInteger(file) && file > 0) return file;
  if (typeof file === 'string' && /^[1-9][0-9]{0,9}$/.test(file)) return Number(file);
  return null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  await db.schema.alterTable('uploaded_files').addColumn('public_id', 'varchar(32)').execute();
  await db.schema
    .alterTable('uploaded_files')
    .addColumn('appointment_id', 'integer', (col) => col.references('appointments.id'))
    .execute();
  await db.schema.alterTable('uploaded_files').addColumn('attached_at', 'text').execute();

  const existing = await db.selectFrom('uploaded_files').select('id').execute();
  for (const row of existing as { id: number }[]) {
    await db
      .updateTable('uploaded_files')
      .set({ public_id: randomBytes(16).toString('base64url') })
      .where('id', '=', row.id)
      .execute();
  }

  // Files that saved extra tests already name: the first such test gives the appointment and the time.
  const tests = (await db
    .selectFrom('section_records')
    .select(['appointment_id', 'data', 'saved_at'])
    .where('form_id', '=', 'extra-test')
    .orderBy('id', 'asc')
    .execute()) as { appointment_id: number; data: string; saved_at: string }[];
  const named = new Map<number, { appointmentId: number; savedAt: string }>();
  for (const test of tests) {
    let data: unknown;
    try {
      data = JSON.parse(test.data);
    } catch {
      continue;
    }
    const id = rowIdOf((data as { file?: unknown } | null)?.file);
    if (id !== null && !named.has(id)) named.set(id, { appointmentId: test.appointment_id, savedAt: test.saved_at });
  }
  for (const [id, { appointmentId, savedAt }] of named) {
    // A record of an appointment that does not exist (older data) still keeps its file, without an appointment.
    const appointment = await db.selectFrom('appointments').select('id').where('id', '=', appointmentId).executeTakeFirst();
    await db
      .updateTable('uploaded_files')
      .set({ appointment_id: appointment ? appointmentId : null, attached_at: savedAt })
      .where('id', '=', id)
      .execute();
  }

  await db.schema.createIndex('uploaded_files_public_id_idx').unique().on('uploaded_files').column('public_id').execute();
  // The hourly quota reads one user's recent uploads; the sweep reads old files no extra test names.
  await db.schema
    .createIndex('uploaded_files_uploader_time_idx')
    .on('uploaded_files')
    .columns(['uploaded_by', 'uploaded_at'])
    .execute();
  await db.schema
    .createIndex('uploaded_files_unattached_idx')
    .on('uploaded_files')
    .columns(['attached_at', 'uploaded_at'])
    .execute();
  await db.schema.createIndex('uploaded_files_appointment_idx').on('uploaded_files').column('appointment_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'uploaded_files_appointment_idx',
    'uploaded_files_unattached_idx',
    'uploaded_files_uploader_time_idx',
    'uploaded_files_public_id_idx',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('uploaded_files').dropColumn('attached_at').execute();
  await db.schema.alterTable('uploaded_files').dropColumn('appointment_id').execute();
  await db.schema.alterTable('uploaded_files').dropColumn('public_id').execute();
}
