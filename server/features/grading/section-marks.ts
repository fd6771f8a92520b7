/**
 * Section marks: the marks 0–100 (step 0.01) a lecturer gives one section of a consultation, kept as
 * `marks_centi` (marks × 100, exact) with who and when; only ever inserted. A section's `average_marks` is the
 * mean of its marks for that appointment rounded to hundredths, null when it has none: every section read, the
 * review timeline and the reports take it from here.
 */
import { MARKS_MESSAGES } from '../../../contracts/grading';
import type { MarksOfCase, SectionMark, SectionMarkEntry, SectionMarks } from '../../../contracts/generated/types';
import { fromWire } from '../../../src/engine/core/wire-transform';
import { SECTION_FORM_IDS } from '../../../src/lib/consultation-sections';
import type { Repositories } from '../../db/repositories/index';
import { ApiError, MESSAGES } from '../../lib/api-error';
import { fromCenti, toCenti } from '../../lib/centi';
import { documentMembers } from '../../lib/document-members';
import { fullName } from '../../lib/text';
import { assertMayReadCase, type Viewer } from '../reviews/case-visibility';
import type { GradingQueries, MarkRow } from './repository';
import type { RubricVersions } from './rubric-versions';

/** The sections (form ids) a mark may be given to, in consultation order. */
export const MARKED_SECTIONS: readonly string[] = SECTION_FORM_IDS;

/** The mean of `count` marks whose stored sum is `sumCenti`, to hundredths; null for none. */
function mean(sumCenti: unknown, count: unknown): number | null {
  const n = Number(count);
  if (!n) return null;
  return fromCenti(Number(sumCenti) / n);
}

/** The average marks of one section of an appointment; null when it has no marks. */
export async function averageMarks(grading: GradingQueries, appointmentId: number, section: string): Promise<number | null> {
  const row = await grading.markTotals(appointmentId, section);
  return row ? mean(row.sum, row.count) : null;
}

/** The average marks of every section of an appointment (each of MARKED_SECTIONS; null where none). */
export async function averagesFor(grading: GradingQueries, appointmentId: number): Promise<Record<string, number | null>> {
  const rows = await grading.markTotalsBySection(appointmentId);
  const out: Record<string, number | null> = Object.fromEntries(MARKED_SECTIONS.map((section) => [section, null]));
  for (const row of rows) out[row.section] = mean(row.sum, row.count);
  return out;
}

/** A mark as answered: its columns, and every property of its document no column holds (`MARK_COLUMNS`). */
export interface SectionMarkView extends Record<string, unknown> {
  id: number;
  appointment: number;
  section: string;
  marks: number;
  remarks: string;
  marked_by: number;
  marked_by_name: string;
  marked_at: string;
}

/** The form properties the columns hold. */
const MARK_COLUMNS = new Set(['marks', 'remarks']);

/** The members of a mark as answered that are the route's, not the form's: left out of a section's list of marks. */
export const MARK_CONTEXT: ReadonlySet<string> = new Set(['appointment', 'section', 'marked_by']);

const markView = (row: MarkRow): SectionMarkView => ({
  ...documentMembers(row.document, (key) => MARK_COLUMNS.has(key)),
  id: row.id,
  appointment: row.appointment_id,
  section: row.section,
  marks: fromCenti(row.marks_centi),
  remarks: row.remarks,
  marked_by: row.marked_by,
  marked_by_name: fullName(row.first_name, row.last_name),
  marked_at: row.marked_at,
});

/** Keeps a mark (never changes an earlier one) with its validated form document, and answers it. */
export async function addMark(
  grading: GradingQueries,
  mark: {
    appointmentId: number;
    section: string;
    document: Record<string, unknown> & { marks: number; remarks?: string };
    rubricVersionId: number | null;
    userId: number;
  },
): Promise<SectionMarkView> {
  const id = await grading.insertMark({
    appointment_id: mark.appointmentId,
    section: mark.section,
    marks_centi: toCenti(mark.document.marks),
    remarks: mark.document.remarks ?? '',
    document: JSON.stringify(mark.document),
    rubric_version_id: mark.rubricVersionId,
    marked_by: mark.userId,
    marked_at: new Date().toISOString(),
  });
  return markView(await grading.mark(id));
}

/** Every mark of an appointment, oldest first. */
export async function marksOf(grading: GradingQueries, appointmentId: number): Promise<SectionMarkView[]> {
  return (await grading.marks(appointmentId)).map(markView);
}

type Repos = Pick<Repositories, 'appointments' | 'caseReviews' | 'grading'>;

/**
 * A lecturer gives a section of a consultation submitted for review (or returned) a mark: the body is validated with
 * the current version of the section-marks form; the answer carries the section's new average.
 */
export async function giveMark(
  repos: Repos,
  rubrics: RubricVersions,
  mark: { appointmentId: number; section: string; body: unknown; userId: number },
): Promise<SectionMark> {
  const { appointmentId, section } = mark;
  if (!MARKED_SECTIONS.includes(section)) throw ApiError.fields({ section: [MARKS_MESSAGES.unknownSection] });
  if (!(await repos.appointments.stateOf(appointmentId))) throw ApiError.detail(404, MESSAGES.notFound);
  const review = await repos.caseReviews.reviewOf(appointmentId);
  if (!review) throw ApiError.detail(409, MARKS_MESSAGES.notSubmitted);
  if (review.status === 'approved') throw ApiError.detail(409, MARKS_MESSAGES.approved);
  const version = await rubrics.current('section-marks');
  // The body read as the browser's form data (src/engine/core/wire-transform.ts), validated, kept as the document.
  const document = fromWire(version.schema, mark.body);
  const errors = rubrics.validate(version, document);
  if (errors) throw ApiError.fields(errors);
  const added = await addMark(repos.grading, {
    appointmentId,
    section,
    document: document as { marks: number; remarks?: string },
    rubricVersionId: version.id,
    userId: mark.userId,
  });
  return { ...added, average_marks: await averageMarks(repos.grading, appointmentId, section) };
}

/** The section marks of a consultation by section, each with its average, for a viewer who may read them. */
export async function marksOfCase(repos: Repos, viewer: Viewer, appointmentId: number): Promise<MarksOfCase> {
  await assertMayReadCase(repos, viewer, appointmentId);
  if (!(await repos.appointments.stateOf(appointmentId))) throw ApiError.detail(404, MESSAGES.notFound);
  const averages = await averagesFor(repos.grading, appointmentId);
  const sections: Record<string, SectionMarks> = {};
  for (const section of MARKED_SECTIONS) sections[section] = { average_marks: averages[section] ?? null, marks: [] };
  for (const mark of await marksOf(repos.grading, appointmentId)) {
    sections[mark.section]?.marks.push(Object.fromEntries(Object.entries(mark).filter(([key]) => !MARK_CONTEXT.has(key))) as SectionMarkEntry);
  }
  return { sections: sections as MarksOfCase['sections'] };
}
