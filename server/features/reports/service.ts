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
 * between requests. The queries are ./repository.ts.
 */
import { readFileSync } from 'node:fs';
import { projectFile } from '../../lib/project-files';
import type { Portal, ReportsSummary } from '../../../contracts/generated/types';
import { MAX_DAYS, MAX_DIAGNOSES, MAX_MARKS_OVER_TIME, MAX_STUDENTS, MAX_TARGETS, TOP_DIAGNOSES } from '../../../contracts/reports';
import { SECTION_FORM_IDS } from '../../../src/lib/consultation-sections';
import { fromCentiOrNull } from '../../lib/centi';
import { fullName } from '../../lib/text';
import type { ReportsRepository } from './repository';

export interface CaseTarget {
  key: string;
  label: string;
  section: string;
  target: number;
  from: string | null;
}

const TARGETS_FILE = projectFile('config/case-targets.json');

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

export function createReports(reports: ReportsRepository, targets: CaseTarget[] = loadCaseTargets()) {
  async function diagnoses(student: number | null, limit: number) {
    return (await reports.diagnoses(student, limit)).map((row) => ({ diagnosis: row.diagnosis, count: n(row.count) }));
  }

  /** Mean marks per section: of the cases in scope, or of every case (cohort). */
  async function sectionAverages(student: number | null | 'all') {
    return new Map((await reports.sectionAverages(student)).map((row) => [row.section, fromCentiOrNull(row.average)]));
  }

  async function portal(student: number): Promise<Portal> {
    const byType = await reports.byType(student);
    const marks = await reports.gradedCases(student, MAX_MARKS_OVER_TIME);
    const mine = await sectionAverages(student);
    const cohort = await sectionAverages('all');
    const reviews = await reports.reviewCounts(student);
    const reviewCount = (status: string) => n(reviews.find((row) => row.status === status)?.count);
    const done = [];
    for (const target of targets) {
      const count = await reports.casesWithSection(student, target.from ?? '0000-01-01', target.section);
      done.push({ key: target.key, label: target.label, target: target.target, done: n(count) });
    }
    const byTypeRows = byType.map((row) => ({ type: row.type, count: n(row.count) }));
    return {
      cases: {
        total: byTypeRows.reduce((sum, row) => sum + row.count, 0),
        by_type: byTypeRows,
        by_diagnosis: await diagnoses(student, MAX_DIAGNOSES),
      },
      marks_over_time: marks
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
    const people = await reports.students(student, MAX_STUDENTS);
    // Cases and totals per student and band of 10 (band null: not graded); the table and the distribution both come from it.
    const perBand = await reports.casesByBand(student);
    const perSection = (await reports.studentSectionMarks(student)).map((row) => ({
      student_id: row.student_id,
      section: row.section,
      average: Number(row.marks_sum_centi) / row.marks_count,
    }));
    const days = await reports.casesPerDay(student, MAX_DAYS);

    const stats = new Map<number, { cases: number; graded: number; sum: number }>();
    const bandCounts = new Map<number, number>();
    for (const row of perBand) {
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
          section_averages: Object.fromEntries(SECTION_FORM_IDS.map((section) => [section, own?.get(section) ?? null])) as ReportsSummary['students'][number]['section_averages'],
        };
      }),
      distribution: Array.from({ length: 10 }, (_, band) => ({ from: band * 10, to: band * 10 + 10, count: bandCounts.get(band) ?? 0 })),
      cases_per_day: days.map((row) => ({ date: row.date, count: n(row.count) })).reverse(),
      top_diagnoses: await diagnoses(student, TOP_DIAGNOSES),
    };
  }

  return { portal, summary };
}

export type Reports = ReturnType<typeof createReports>;
