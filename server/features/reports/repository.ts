/**
 * Every query of My Portal and Reports (server/features/reports): aggregates over `case_facts` and `case_diagnoses`
 * (kept by triggers: migrations 0011-case-facts and 0013-case-diagnoses), the marks and the reviews.
 *
 * Marks are joined as `case_facts c CROSS JOIN section_marks sm` so that SQLite reads the cases first (by
 * case_facts_student_idx) and each case's marks from the covering index; PostgreSQL plans it like any inner join.
 * The summary's per-student section averages come from student_section_marks (sums kept by triggers).
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/transactional';

/** The cases (rows `c`) of one student, or of every case that has a student (`null`). */
const scope = (student: number | null): RawBuilder<unknown> =>
  student === null ? sql`c.student_id IS NOT NULL` : sql`c.student_id = ${student}`;

export function createReportsRepository(db: Db) {
  return {
    /**
     * Every final diagnosis of each case in scope (the differential of a case with none), each case counted once per
     * diagnosis, most frequent first. `case_diagnoses` carries the case's student, so `c` names its rows here.
     */
    async diagnoses(student: number | null, limit: number) {
      return (
        await sql<{ diagnosis: string; count: unknown }>`
          SELECT c.diagnosis, COUNT(*) AS count FROM case_diagnoses c WHERE ${scope(student)}
          GROUP BY c.diagnosis ORDER BY COUNT(*) DESC, c.diagnosis LIMIT ${limit}`.execute(db)
      ).rows;
    },

    /** Mean marks (× 100) per section: of the cases in scope, or of every case (`'all'`). */
    async sectionAverages(student: number | null | 'all') {
      const { rows } =
        student === 'all'
          ? await sql<{ section: string; average: unknown }>`
              SELECT section, AVG(marks_centi) AS average FROM section_marks GROUP BY section`.execute(db)
          : await sql<{ section: string; average: unknown }>`
              SELECT sm.section, AVG(sm.marks_centi) AS average
              FROM case_facts c CROSS JOIN section_marks sm
              WHERE ${scope(student)} AND sm.appointment_id = c.appointment_id GROUP BY sm.section`.execute(db);
      return rows;
    },

    /** Cases per appointment type, most first. */
    async byType(student: number) {
      return (
        await sql<{ type: string; count: unknown }>`
          SELECT c.type, COUNT(*) AS count FROM case_facts c WHERE ${scope(student)}
          GROUP BY c.type ORDER BY COUNT(*) DESC, c.type`.execute(db)
      ).rows;
    },

    /** The graded cases' totals (× 100), newest first, at most `limit`. */
    async gradedCases(student: number, limit: number) {
      return (
        await sql<{ date: string; appointment: unknown; total_centi: unknown }>`
          SELECT c.date, c.appointment_id AS appointment, c.total_centi FROM case_facts c
          WHERE ${scope(student)} AND c.total_centi IS NOT NULL ORDER BY c.date DESC, c.appointment_id DESC LIMIT ${limit}`.execute(db)
      ).rows;
    },

    /** The student's cases waiting for review and returned for correction, counted by status. */
    reviewCounts(student: number) {
      return db
        .selectFrom('case_reviews')
        .select(['status', sql<unknown>`COUNT(*)`.as('count')])
        .where('student_id', '=', student)
        .where('status', 'in', ['submitted', 'returned'])
        .groupBy('status')
        .execute();
    },

    /** The student's cases from `from` with a record of `section`. */
    async casesWithSection(student: number, from: string, section: string): Promise<unknown> {
      const { rows } = await sql<{ count: unknown }>`
        SELECT COUNT(*) AS count FROM case_facts c
        WHERE ${scope(student)} AND c.date >= ${from}
          AND EXISTS (SELECT 1 FROM section_records s WHERE s.appointment_id = c.appointment_id AND s.form_id = ${section})`.execute(db);
      return rows[0]?.count;
    },

    /** The students in scope, by last name, at most `limit`. */
    students(student: number | null, limit: number) {
      let users = db
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name'])
        .where('role', '=', 'student')
        .orderBy('last_name')
        .orderBy('first_name')
        .orderBy('id')
        .limit(limit);
      if (student !== null) users = users.where('id', '=', student);
      return users.execute();
    },

    /** Cases and summed totals per student and band of 10 (band null: not graded). */
    async casesByBand(student: number | null) {
      return (
        await sql<{ student_id: unknown; band: unknown; cases: unknown; sum: unknown }>`
          WITH banded AS (
            SELECT c.student_id, c.total_centi,
              CASE WHEN c.total_centi IS NULL THEN NULL WHEN c.total_centi >= 9000 THEN 9 WHEN c.total_centi < 0 THEN 0
                ELSE c.total_centi / 1000 END AS band
            FROM case_facts c WHERE ${scope(student)}
          )
          SELECT student_id, band, COUNT(*) AS cases, SUM(total_centi) AS sum FROM banded GROUP BY student_id, band`.execute(db)
      ).rows;
    },

    /** Each student's sum and count of marks per section (only sections with marks). */
    studentSectionMarks(student: number | null) {
      let marked = db
        .selectFrom('student_section_marks')
        .select(['student_id', 'section', 'marks_sum_centi', 'marks_count'])
        .where('marks_count', '>', 0);
      if (student !== null) marked = marked.where('student_id', '=', student);
      return marked.execute();
    },

    /** Cases per appointment date, newest first, at most `limit` days. */
    async casesPerDay(student: number | null, limit: number) {
      return (
        await sql<{ date: string; count: unknown }>`
          SELECT c.date, COUNT(*) AS count FROM case_facts c WHERE ${scope(student)}
          GROUP BY c.date ORDER BY c.date DESC LIMIT ${limit}`.execute(db)
      ).rows;
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
