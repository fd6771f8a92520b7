/**
 * My Portal and Reports (issue 12, design "Reports"): a student's logbook and the cohort's figures, each an
 * aggregate query over the teaching tables.
 *
 * A case is a Completed appointment; its student is the case review's student (the completion writes it), else the
 * lowest id among students who saved a section record of it (consultations completed before reviews existed).
 * Totals are the latest final grading of a case; section averages are the mean of every mark given to that section.
 * Each case's student, date, type and total are one row of `case_facts`, and each of its final diagnoses one row of
 * `case_diagnoses`, kept by triggers in the transaction of every write that changes them (migrations 0011-case-facts
 * and 0013-case-diagnoses), so no answer reads a JSON record or looks up a latest row per case, and none is kept
 * between requests.
 */
import { fromCentiOrNull } from '../lib/centi';
import { readFileSync } from 'node:fs';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Portal, ReportsSummary } from '../../src/api/adapters/report-answers';
import { SECTION_FORM_IDS } from '../../src/lib/consultation-sections';
import type { Database } from '../db/tables/database';
import { fullName } from '../lib/text';

export const MAX_TARGETS = 20;
/** The longest lists an answer holds (older days and rarer diagnoses are left out). */
export const MAX_DAYS = 366;
export const MAX_MARKS_OVER_TIME = 500;
export const MAX_DIAGNOSES = 20;
export const TOP_DIAGNOSES = 10;
export const MAX_STUDENTS = 2000;
export const DIAGNOSIS_LENGTH = 200;

export interface CaseTarget {
  key: string;
  label: string;
  section: string;
  target: number;
  from: string | null;
}

const TARGETS_FILE = new URL('../../config/case-targets.json', import.meta.url);

/** Reads and checks config/case-targets.json; throws a message naming the bad entry. */
export function parseCaseTargets(text: string, source = 'config/case-targets.json'): CaseTarget[] {
  const fail = (why: string): never => {
    throw new Error(`${source}: ${why}`);
  };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail('not valid JSON');
  }
  const list = (parsed as { targets?: unknown } | null)?.targets;
  if (!Array.isArray(list)) return fail('"targets" must be an array');
  if (list.length > MAX_TARGETS) fail(`at most ${MAX_TARGETS} targets`);
  const keys = new Set<string>();
  return list.map((entry: unknown, index) => {
    const at = `targets[${index}]`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return fail(`${at} must be an object`);
    const { key, label, section, target, from, ...rest } = entry as Record<string, unknown>;
    if (Object.keys(rest).length > 0) fail(`${at} has unknown fields: ${Object.keys(rest).join(', ')}`);
    if (typeof key !== 'string' || !/^[a-z0-9-]{1,64}$/.test(key)) fail(`${at}.key must be 1-64 of a-z, 0-9, -`);
    if (keys.has(key as string)) fail(`${at}.key "${String(key)}" is used twice`);
    keys.add(key as string);
    if (typeof label !== 'string' || label.trim() === '' || label.length > 100) fail(`${at}.label must be 1-100 characters`);
    if (typeof section !== 'string' || !(SECTION_FORM_IDS as readonly string[]).includes(section)) {
      fail(`${at}.section must be one of ${SECTION_FORM_IDS.join(', ')}`);
    }
    if (typeof target !== 'number' || !Number.isInteger(target) || target < 1 || target > 10000) {
      fail(`${at}.target must be a whole number from 1 to 10000`);
    }
    if (from !== undefined && (typeof from !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(from) || Number.isNaN(Date.parse(from)))) {
      fail(`${at}.from must be a date YYYY-MM-DD`);
    }
    return { key, label, section, target, from: from ?? null } as CaseTarget;
  });
}

export function loadCaseTargets(): CaseTarget[] {
  return parseCaseTargets(readFileSync(TARGETS_FILE, 'utf8'));
}


const n = (value: unknown): number => Number(value ?? 0);

export function createReports(db: Kysely<Database>, targets: CaseTarget[] = loadCaseTargets()) {
  /**
   * The cases (rows `c` of case_facts) of one student, or of every case that has a student. Marks are joined as
   * `case_facts c CROSS JOIN section_marks sm` so that SQLite reads the cases first (by case_facts_student_idx) and
   * each case's marks from the covering index; PostgreSQL plans it like any inner join. The summary's per-student
   * section averages come from student_section_marks (sums kept by triggers).
   */
  const scope = (student: number | null): RawBuilder<unknown> =>
    student === null ? sql`c.student_id IS NOT NULL` : sql`c.student_id = ${student}`;

  /**
   * Every final diagnosis of each case in scope (the differential of a case with none), each case counted once per
   * diagnosis, most frequent first. `case_diagnoses` carries the case's student, so `c` names its rows here.
   */
  async function diagnoses(student: number | null, limit: number) {
    const { rows } = await sql<{ diagnosis: string; count: unknown }>`
      SELECT c.diagnosis, COUNT(*) AS count FROM case_diagnoses c WHERE ${scope(student)}
      GROUP BY c.diagnosis ORDER BY COUNT(*) DESC, c.diagnosis LIMIT ${limit}`.execute(db);
    return rows.map((row) => ({ diagnosis: row.diagnosis, count: n(row.count) }));
  }

  /** Mean marks per section: of the cases in scope, or of every case (cohort). */
  async function sectionAverages(student: number | null | 'all') {
    const { rows } =
      student === 'all'
        ? await sql<{ section: string; average: unknown }>`
            SELECT section, AVG(marks_centi) AS average FROM section_marks GROUP BY section`.execute(db)
        : await sql<{ section: string; average: unknown }>`
            SELECT sm.section, AVG(sm.marks_centi) AS average
            FROM case_facts c CROSS JOIN section_marks sm
            WHERE ${scope(student)} AND sm.appointment_id = c.appointment_id GROUP BY sm.section`.execute(db);
    return new Map(rows.map((row) => [row.section, fromCentiOrNull(row.average)]));
  }

  async function portal(student: number): Promise<Portal> {
    const byType = await sql<{ type: string; count: unknown }>`
      SELECT c.type, COUNT(*) AS count FROM case_facts c WHERE ${scope(student)}
      GROUP BY c.type ORDER BY COUNT(*) DESC, c.type`.execute(db);
    const marks = await sql<{ date: string; appointment: unknown; total_centi: unknown }>`
      SELECT c.date, c.appointment_id AS appointment, c.total_centi FROM case_facts c
      WHERE ${scope(student)} AND c.total_centi IS NOT NULL ORDER BY c.date DESC, c.appointment_id DESC LIMIT ${MAX_MARKS_OVER_TIME}`.execute(db);
    const mine = await sectionAverages(student);
    const cohort = await sectionAverages('all');
    const reviews = await db
      .selectFrom('case_reviews')
      .select(['status', sql<unknown>`COUNT(*)`.as('count')])
      .where('student_id', '=', student)
      .where('status', 'in', ['submitted', 'returned'])
      .groupBy('status')
      .execute();
    const reviewCount = (status: string) => n(reviews.find((row) => row.status === status)?.count);
    const done = [];
    for (const target of targets) {
      const { rows } = await sql<{ count: unknown }>`
        SELECT COUNT(*) AS count FROM case_facts c
        WHERE ${scope(student)} AND c.date >= ${target.from ?? '0000-01-01'}
          AND EXISTS (SELECT 1 FROM section_records s WHERE s.appointment_id = c.appointment_id AND s.form_id = ${target.section})`.execute(db);
      done.push({ key: target.key, label: target.label, target: target.target, done: n(rows[0]?.count) });
    }
    const byTypeRows = byType.rows.map((row) => ({ type: row.type, count: n(row.count) }));
    return {
      cases: {
        total: byTypeRows.reduce((sum, row) => sum + row.count, 0),
        by_type: byTypeRows,
        by_diagnosis: await diagnoses(student, MAX_DIAGNOSES),
      },
      marks_over_time: marks.rows
        .map((row) => ({ date: row.date, appointment: n(row.appointment), total: fromCentiOrNull(row.total_centi) ?? 0 }))
        .reverse(),
      section_averages: SECTION_FORM_IDS.map((section) => ({
        section,
        mine: mine.get(section) ?? null,
        cohort: cohort.get(section) ?? null,
      })),
      pending: reviewCount('submitted'),
      returned: reviewCount('returned'),
      targets: done,
    };
  }

  async function summary(student: number | null): Promise<ReportsSummary> {
    let users = db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name'])
      .where('role', '=', 'student')
      .orderBy('last_name')
      .orderBy('first_name')
      .orderBy('id')
      .limit(MAX_STUDENTS);
    if (student !== null) users = users.where('id', '=', student);
    const people = await users.execute();

    // Cases and totals per student and band of 10 (band null: not graded); the table and the distribution both come from it.
    const perBand = await sql<{ student_id: unknown; band: unknown; cases: unknown; sum: unknown }>`
      WITH banded AS (
        SELECT c.student_id, c.total_centi,
          CASE WHEN c.total_centi IS NULL THEN NULL WHEN c.total_centi >= 9000 THEN 9 WHEN c.total_centi < 0 THEN 0
            ELSE c.total_centi / 1000 END AS band
        FROM case_facts c WHERE ${scope(student)}
      )
      SELECT student_id, band, COUNT(*) AS cases, SUM(total_centi) AS sum FROM banded GROUP BY student_id, band`.execute(db);
    let marked = db
      .selectFrom('student_section_marks')
      .select(['student_id', 'section', 'marks_sum_centi', 'marks_count'])
      .where('marks_count', '>', 0);
    if (student !== null) marked = marked.where('student_id', '=', student);
    const perSection = (await marked.execute()).map((row) => ({
      student_id: row.student_id,
      section: row.section,
      average: Number(row.marks_sum_centi) / row.marks_count,
    }));
    const days = await sql<{ date: string; count: unknown }>`
      SELECT c.date, COUNT(*) AS count FROM case_facts c WHERE ${scope(student)}
      GROUP BY c.date ORDER BY c.date DESC LIMIT ${MAX_DAYS}`.execute(db);

    const stats = new Map<number, { cases: number; graded: number; sum: number }>();
    const bandCounts = new Map<number, number>();
    for (const row of perBand.rows) {
      const id = n(row.student_id);
      const entry = stats.get(id) ?? { cases: 0, graded: 0, sum: 0 };
      entry.cases += n(row.cases);
      if (row.band !== null && row.band !== undefined) {
        entry.graded += n(row.cases);
        entry.sum += n(row.sum);
        bandCounts.set(n(row.band), (bandCounts.get(n(row.band)) ?? 0) + n(row.cases));
      }
      stats.set(id, entry);
    }
    const sections = new Map<number, Map<string, number | null>>();
    for (const row of perSection) {
      const id = n(row.student_id);
      if (!sections.has(id)) sections.set(id, new Map());
      sections.get(id)!.set(row.section, fromCentiOrNull(row.average));
    }
    return {
      students: people.map((person) => {
        const row = stats.get(person.id);
        const own = sections.get(person.id);
        return {
          id: person.id,
          name: fullName(person.first_name, person.last_name),
          cases: row?.cases ?? 0,
          graded: row?.graded ?? 0,
          average_total: row && row.graded > 0 ? fromCentiOrNull(row.sum / row.graded) : null,
          section_averages: Object.fromEntries(SECTION_FORM_IDS.map((section) => [section, own?.get(section) ?? null])),
        };
      }),
      distribution: Array.from({ length: 10 }, (_, band) => ({ from: band * 10, to: band * 10 + 10, count: bandCounts.get(band) ?? 0 })),
      cases_per_day: days.rows.map((row) => ({ date: row.date, count: n(row.count) })).reverse(),
      top_diagnoses: await diagnoses(student, TOP_DIAGNOSES),
    };
  }

  return { portal, summary };
}

export type Reports = ReturnType<typeof createReports>;
