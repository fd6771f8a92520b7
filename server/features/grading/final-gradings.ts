/**
 * Final gradings of a consultation (issue 12, "Final grading"): the scores of the rubric version used, stored by
 * the rubric's section and item keys (never by titles), with the totals the server computes from that rubric
 * (src/engine/core/rubric.ts: nothing else adds scores up). Only inserted: the latest row of an appointment is its
 * current grading, and a regrade keeps every earlier one.
 */
import { GRADING_MESSAGES } from '../../../contracts/grading';
import type { FinalGradingPayload, GradingState } from '../../../contracts/generated/types';
import { rubricOf, totalsOf } from '../../../src/engine/core/rubric';
import { fromWire } from '../../../src/engine/core/wire-transform';
import { isRecord } from '../../../src/lib/is-record';
import { fromCenti, toCenti } from '../../lib/centi';
import { documentMembers } from '../../lib/document-members';
import { fullName } from '../../lib/text';
import type { Repositories } from '../../db/repositories/index';
import { ApiError, MESSAGES } from '../../lib/api-error';
import { assertMayReadCase, type Viewer } from '../reviews/case-visibility';
import type { GradingQueries, GradingRow } from './repository';
import type { RubricVersions } from './rubric-versions';

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
export async function gradingsOf(gradings: GradingQueries, appointmentId: number): Promise<GradingView[]> {
  return (await gradings.gradings(appointmentId)).map(gradingView);
}

/** Keeps a grading of a rubric version (`schema` is that version's) with its validated form document, and answers it. */
export async function addGrading(
  gradings: GradingQueries,
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
  const id = await gradings.insertGrading({
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
  });
  return gradingView(await gradings.grading(id));
}

type Repos = Pick<Repositories, 'appointments' | 'caseReviews' | 'grading'>;

/** The body's optional `reason` (its type and length are the contract's), trimmed; null when absent or blank. */
const reasonOf = (value: string | null | undefined): string | null => value?.trim() || null;

/**
 * Grades a consultation submitted for review with the rubric version named (default: the current one): the body is
 * the rubric form's data, validated with that version; an approved case is regraded only with a reason.
 */
export async function grade(
  repos: Repos,
  rubrics: RubricVersions,
  appointmentId: number,
  body: FinalGradingPayload,
  userId: number,
): Promise<GradingView> {
  if (!(await repos.appointments.stateOf(appointmentId))) throw ApiError.detail(404, MESSAGES.notFound);
  const { rubric_version: named, reason: givenReason, ...formData } = body;
  const reason = reasonOf(givenReason);
  const review = await repos.caseReviews.reviewOf(appointmentId);
  if (!review) throw ApiError.detail(409, GRADING_MESSAGES.notSubmitted);
  if (review.status === 'approved' && reason === null) throw ApiError.fields({ reason: [GRADING_MESSAGES.reason] });

  const version = named === undefined || named === null ? await rubrics.current('final-grading') : await rubrics.byVersion('final-grading', named);
  if (!version) throw ApiError.fields({ rubric_version: [GRADING_MESSAGES.unknownVersion] });
  // The body read as the browser's form data (src/engine/core/wire-transform.ts), validated, kept as the document.
  const document = fromWire(version.schema, formData) as Record<string, unknown>;
  const errors = rubrics.validate(version, document);
  if (errors) throw ApiError.fields(errors);

  return addGrading(repos.grading, {
    appointmentId,
    rubricVersionId: version.id,
    schema: version.schema,
    formData: document,
    reason,
    userId,
  });
}

/** The grading of a consultation: the current grading, its rubric (else the current one), and every grading. */
export async function gradingState(repos: Repos, rubrics: RubricVersions, viewer: Viewer, appointmentId: number): Promise<GradingState> {
  await assertMayReadCase(repos, viewer, appointmentId);
  if (!(await repos.appointments.stateOf(appointmentId))) throw ApiError.detail(404, MESSAGES.notFound);
  const history = await gradingsOf(repos.grading, appointmentId);
  const current = history.at(-1) ?? null;
  const rubric = (current && (await rubrics.byId(current.rubric_version_id))) ?? (await rubrics.current('final-grading'));
  return { current, rubric, history };
}
