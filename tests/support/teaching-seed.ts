/**
 * Teaching rows written straight into the database (reports tests and the reports benchmark): a completed case
 * with its student's section records, diagnosis, marks, grading and review, without the routes that write them.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/tables/database';

export interface SeedCase {
  patient: number;
  student: number;
  lecturer: number;
  date: string;
  type?: string;
  /** Sections the student saved (form ids); `diagnosis` is added when `diagnosis` is given. */
  sections?: string[];
  /** The diagnosis record: one final diagnosis (`code`) or several (`codes`, in order), and the differential. */
  diagnosis?: { code?: number; codes?: number[]; differential: string };
  /** Marks by section (each an array of marks given). */
  marks?: Record<string, number[]>;
  /** Totals of successive gradings; the last is current. */
  totals?: number[];
  /** Review status; none: a case completed before reviews (its student comes from the section records). */
  review?: 'submitted' | 'returned' | 'approved';
}

/** A rubric version to refer to: the first recorded final-grading version, else one inserted for tests. */
export async function gradingRubricId(db: Kysely<Database>): Promise<number> {
  const found = await db.selectFrom('rubric_versions').select('id').where('form_id', '=', 'final-grading').orderBy('id').executeTakeFirst();
  if (found) return found.id;
  const row = await db
    .insertInto('rubric_versions')
    .values({
      form_id: 'final-grading',
      version: '0.0.1-seed',
      schema: '{}',
      ui: '{}',
      content_hash: '0'.repeat(64),
      source: 'file',
      created_by: null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts one completed case; answers the appointment id. */
export async function seedCase(db: Kysely<Database>, rubricId: number, seed: SeedCase): Promise<number> {
  const at = `${seed.date}T10:00:00.000Z`;
  const { id } = await db
    .insertInto('appointments')
    .values({
      patient_id: seed.patient,
      appointment_date: seed.date,
      appointment_type: seed.type ?? 'New',
      status: 'Completed',
      notes: null,
      created_by: seed.lecturer,
      created_at: at,
      completed_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const records = (seed.sections ?? []).map((form_id) => ({ form_id, data: '{}' }));
  if (seed.diagnosis) {
    const codes = seed.diagnosis.codes ?? (seed.diagnosis.code === undefined ? [] : [seed.diagnosis.code]);
    const entries = codes.map((code) => ({ code, management_plan: 'Plan', affected_eye: 'OU', queries: [] }));
    records.push({
      form_id: 'diagnosis',
      data: JSON.stringify({ appointment: id, differential_diagnosis: seed.diagnosis.differential, final_diagnoses: entries }),
    });
  }
  if (records.length > 0) {
    await db
      .insertInto('section_records')
      .values(records.map((r) => ({ ...r, appointment_id: id, patient_id: null, schema_version: '1.0.0', saved_by: seed.student, saved_at: at })))
      .execute();
  }
  const marks = Object.entries(seed.marks ?? {}).flatMap(([section, list]) =>
    list.map((mark) => ({
      appointment_id: id,
      section,
      marks_centi: Math.round(mark * 100),
      remarks: '',
      rubric_version_id: null,
      marked_by: seed.lecturer,
      marked_at: at,
    })),
  );
  if (marks.length > 0) await db.insertInto('section_marks').values(marks).execute();
  for (const total of seed.totals ?? []) {
    await db
      .insertInto('final_gradings')
      .values({
        appointment_id: id,
        rubric_version_id: rubricId,
        scores: '{}',
        totals: JSON.stringify({ totalA: total, totalB: 0 }),
        total_centi: Math.round(total * 100),
        remarks: '',
        reason: null,
        graded_by: seed.lecturer,
        graded_at: at,
      })
      .execute();
  }
  if (seed.review) {
    await db
      .insertInto('case_reviews')
      .values({
        appointment_id: id,
        student_id: seed.student,
        supervisor_id: seed.lecturer,
        status: seed.review,
        returned_sections: '[]',
        submitted_at: at,
        updated_at: at,
      })
      .execute();
  }
  return id;
}

/** A user inserted directly (cannot sign in); answers its id. */
export async function seedUser(db: Kysely<Database>, username: string, role: string, first: string, last: string): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ username, password_hash: 'x', first_name: first, last_name: last, role, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
