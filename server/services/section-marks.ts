/**
 * Section marks: the marks 0–100 (step 0.01) a lecturer gives one section of a consultation, kept as
 * `marks_centi` (marks × 100, exact) with who and when; only ever inserted. A section's `average_marks` is the
 * mean of its marks for that appointment rounded to hundredths, null when it has none: every section read, the
 * review timeline and the reports take it from here.
 */
import type { Kysely } from 'kysely';
import { SECTION_FORM_IDS } from '../../src/lib/consultation-sections';
import type { Database } from '../db/tables/database';
import { fromCenti, toCenti } from '../lib/centi';
import { documentMembers } from '../lib/document-members';
import { fullName } from '../lib/text';

/** The sections (form ids) a mark may be given to, in consultation order. */
export const MARKED_SECTIONS: readonly string[] = SECTION_FORM_IDS;

/** The mean of `count` marks whose stored sum is `sumCenti`, to hundredths; null for none. */
function mean(sumCenti: unknown, count: unknown): number | null {
  const n = Number(count);
  if (!n) return null;
  return fromCenti(Number(sumCenti) / n);
}

/** The average marks of one section of an appointment; null when it has no marks. */
export async function averageMarks(db: Kysely<Database>, appointmentId: number, section: string): Promise<number | null> {
  const row = await db
    .selectFrom('section_marks')
    .select(({ fn }) => [fn.sum<string | number>('marks_centi').as('sum'), fn.countAll<string | number>().as('count')])
    .where('appointment_id', '=', appointmentId)
    .where('section', '=', section)
    .executeTakeFirst();
  return row ? mean(row.sum, row.count) : null;
}

/** The average marks of every section of an appointment (each of MARKED_SECTIONS; null where none). */
export async function averagesFor(db: Kysely<Database>, appointmentId: number): Promise<Record<string, number | null>> {
  const rows = await db
    .selectFrom('section_marks')
    .select(({ fn }) => ['section', fn.sum<string | number>('marks_centi').as('sum'), fn.countAll<string | number>().as('count')])
    .where('appointment_id', '=', appointmentId)
    .groupBy('section')
    .execute();
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

function markQuery(db: Kysely<Database>) {
  return db
    .selectFrom('section_marks')
    .innerJoin('users', 'users.id', 'section_marks.marked_by')
    .select([
      'section_marks.id',
      'section_marks.appointment_id',
      'section_marks.section',
      'section_marks.marks_centi',
      'section_marks.remarks',
      'section_marks.marked_by',
      'section_marks.marked_at',
      'section_marks.document',
      'users.first_name',
      'users.last_name',
    ]);
}

type MarkRow = Awaited<ReturnType<ReturnType<typeof markQuery>['executeTakeFirstOrThrow']>>;

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
  db: Kysely<Database>,
  mark: {
    appointmentId: number;
    section: string;
    document: Record<string, unknown> & { marks: number; remarks?: string };
    rubricVersionId: number | null;
    userId: number;
  },
): Promise<SectionMarkView> {
  const inserted = await db
    .insertInto('section_marks')
    .values({
      appointment_id: mark.appointmentId,
      section: mark.section,
      marks_centi: toCenti(mark.document.marks),
      remarks: mark.document.remarks ?? '',
      document: JSON.stringify(mark.document),
      rubric_version_id: mark.rubricVersionId,
      marked_by: mark.userId,
      marked_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return markView(await markQuery(db).where('section_marks.id', '=', inserted.id).executeTakeFirstOrThrow());
}

/** Every mark of an appointment, oldest first. */
export async function marksOf(db: Kysely<Database>, appointmentId: number): Promise<SectionMarkView[]> {
  const rows = await markQuery(db).where('section_marks.appointment_id', '=', appointmentId).orderBy('section_marks.id').execute();
  return rows.map(markView);
}
