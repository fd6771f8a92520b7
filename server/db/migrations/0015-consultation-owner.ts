/**
 * Frozen: never edit once released; add a new migration instead. Uses only kysely, never app code.
 * `consultation_owners`: the student a consultation belongs to (docs/decisions.md, "Whose consultation"), one row
 * per appointment, written by the first student who writes to it (or a coordinator's or administrator's
 * reassignment). Existing consultations take the student of their case review, else the student who saved their
 * first section record; consultations that only lecturers or administrators wrote have none until a student does.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('consultation_owners')
    .addColumn('appointment_id', 'integer', (col) => col.primaryKey().references('appointments.id'))
    .addColumn('student_id', 'integer', (col) => col.notNull().references('users.id'))
    // ISO 8601 UTC text of when the student took the consultation or was given it.
    .addColumn('assigned_at', 'text', (col) => col.notNull())
    // users.id of the coordinator or administrator who last reassigned it; null when the student took it by attending.
    .addColumn('assigned_by', 'integer', (col) => col.references('users.id'))
    .execute();
  await db.schema.createIndex('consultation_owners_student_idx').on('consultation_owners').columns(['student_id']).execute();

  await sql`insert into consultation_owners (appointment_id, student_id, assigned_at, assigned_by)
    select appointment_id, student_id, submitted_at, null from case_reviews`.execute(db);
  await sql`insert into consultation_owners (appointment_id, student_id, assigned_at, assigned_by)
    select r.appointment_id, r.saved_by, r.saved_at, null from section_records r
      where r.id in (
        select min(s.id) from section_records s
          join users u on u.id = s.saved_by
          join appointments a on a.id = s.appointment_id
          where lower(trim(u.role)) = 'student'
            and not exists (select 1 from consultation_owners o where o.appointment_id = s.appointment_id)
          group by s.appointment_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('consultation_owners').execute();
}
