/**
 * Final gradings of a consultation (issue 12, "Final grading"): the scores of the rubric version used, stored by
 * the rubric's section and item keys (never by titles), with the totals the server computes from that rubric
 * (src/engine/core/rubric.ts: nothing else adds scores up). Only inserted: the latest row of an appointment is its
 * current grading, and a regrade keeps every earlier one.
 */
import { fromCenti, toCenti } from '../lib/centi';
import type { Kysely } from 'kysely';
import { rubricOf, totalsOf } from '../../src/engine/core/rubric';
import type { Database } from '../db/tables/database';
import { documentMembers } from '../lib/document-members';
import { fullName } from '../lib/text';
import { isRecord } from '../../src/lib/is-record';

/** A grading as answered: its columns, and every property of its document no column holds (not a section, not remarks). */
export interface GradingView extends Record<string, unknown> {
  id: number;
  appointment: number;
  rubric_version: string;
  rubric_version_id: number;
  scores: Record<string, Record<string, number>>;
  totals: Record<string, number>;
  total: number;
  remarks: string;
  reason: string | null;
  graded_by: number;
  graded_by_name: string;
  graded_at: string;
}

type Json = Record<string, unknown>;

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
};

/**
 * What is stored of a (valid) grading form's data for a rubric schema: the scores by section and item key, the
 * totals by each section's total key, and the overall total.
 */
export function scoresAndTotals(schema: unknown, formData: unknown) {
  const rubric = rubricOf(schema);
  const data = isRecord(formData) ? formData : {};
  const scores: Record<string, Record<string, number>> = {};
  for (const section of rubric) {
    const given = isRecord(data[section.key]) ? (data[section.key] as Json) : {};
    scores[section.key] = Object.fromEntries(
      section.items.filter((item) => typeof given[item.key] === 'number').map((item) => [item.key, given[item.key] as number]),
    );
  }
  return { scores, ...totalsOf(rubric, formData) };
}

function gradingQuery(db: Kysely<Database>) {
  return db
    .selectFrom('final_gradings')
    .innerJoin('users', 'users.id', 'final_gradings.graded_by')
    .innerJoin('rubric_versions', 'rubric_versions.id', 'final_gradings.rubric_version_id')
    .select([
      'final_gradings.id',
      'final_gradings.appointment_id',
      'final_gradings.rubric_version_id',
      'rubric_versions.version',
      'final_gradings.scores',
      'final_gradings.totals',
      'final_gradings.total_centi',
      'final_gradings.remarks',
      'final_gradings.reason',
      'final_gradings.graded_by',
      'final_gradings.graded_at',
      'final_gradings.document',
      'users.first_name',
      'users.last_name',
    ]);
}

type GradingRow = Awaited<ReturnType<ReturnType<typeof gradingQuery>['executeTakeFirstOrThrow']>>;

/**
 * The finite numbers of a stored object. A grading given with a version recorded before the rubric check (maxima of
 * 1e308 adding up past any number) may hold others; it reads without them and with a total of 0, never a 5xx.
 */
function finiteNumbers(value: unknown): Record<string, number> {
  return Object.fromEntries(Object.entries(isRecord(value) ? value : {}).filter(([, v]) => typeof v === 'number' && Number.isFinite(v))) as Record<string, number>;
}

/** Stored scores by section, finite numbers only. */
function finiteScores(text: string): GradingView['scores'] {
  const stored = parse(text);
  return Object.fromEntries(Object.entries(isRecord(stored) ? stored : {}).map(([section, items]) => [section, finiteNumbers(items)]));
}

const finiteOrZero = (value: number): number => (Number.isFinite(value) ? value : 0);

function gradingView(row: GradingRow): GradingView {
  const scores = finiteScores(row.scores);
  return {
    ...documentMembers(row.document, (key) => key === 'remarks' || Object.hasOwn(scores, key)),
    id: row.id,
    appointment: row.appointment_id,
    rubric_version: row.version,
    rubric_version_id: row.rubric_version_id,
    scores,
    totals: finiteNumbers(parse(row.totals)),
    total: finiteOrZero(fromCenti(row.total_centi)),
    remarks: row.remarks,
    reason: row.reason,
    graded_by: row.graded_by,
    graded_by_name: fullName(row.first_name, row.last_name),
    graded_at: row.graded_at,
  };
}

/** Every grading of an appointment, oldest first (the last is current). */
export async function gradingsOf(db: Kysely<Database>, appointmentId: number): Promise<GradingView[]> {
  const rows = await gradingQuery(db).where('final_gradings.appointment_id', '=', appointmentId).orderBy('final_gradings.id').execute();
  return rows.map(gradingView);
}

/** Keeps a grading of a rubric version (`schema` is that version's) with its validated form document, and answers it. */
export async function addGrading(
  db: Kysely<Database>,
  grading: {
    appointmentId: number;
    rubricVersionId: number;
    schema: unknown;
    formData: Record<string, unknown>;
    reason: string | null;
    userId: number;
  },
): Promise<GradingView> {
  const { scores, totals, total } = scoresAndTotals(grading.schema, grading.formData);
  const inserted = await db
    .insertInto('final_gradings')
    .values({
      appointment_id: grading.appointmentId,
      rubric_version_id: grading.rubricVersionId,
      scores: JSON.stringify(scores),
      totals: JSON.stringify(totals),
      total_centi: toCenti(total),
      remarks: typeof grading.formData.remarks === 'string' ? grading.formData.remarks : '',
      document: JSON.stringify(grading.formData),
      reason: grading.reason,
      graded_by: grading.userId,
      graded_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return gradingView(await gradingQuery(db).where('final_gradings.id', '=', inserted.id).executeTakeFirstOrThrow());
}
