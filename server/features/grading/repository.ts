/** Every query of the section marks and the final gradings (server/features/grading). */
import type { Insertable } from 'kysely';
import type { FinalGradingsTable, SectionMarksTable } from '../../db/tables/teaching';
import { inTransaction, type Db } from '../../db/transactional';

function markQuery(db: Db) {
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

export type MarkRow = Awaited<ReturnType<ReturnType<typeof markQuery>['executeTakeFirstOrThrow']>>;

function gradingQuery(db: Db) {
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

export type GradingRow = Awaited<ReturnType<ReturnType<typeof gradingQuery>['executeTakeFirstOrThrow']>>;

function queries(db: Db) {
  return {
    /** The sum and count of the marks of one section of an appointment. */
    markTotals(appointmentId: number, section: string) {
      return db
        .selectFrom('section_marks')
        .select(({ fn }) => [fn.sum<string | number>('marks_centi').as('sum'), fn.countAll<string | number>().as('count')])
        .where('appointment_id', '=', appointmentId)
        .where('section', '=', section)
        .executeTakeFirst();
    },

    /** The sum and count of the marks of each marked section of an appointment. */
    markTotalsBySection(appointmentId: number) {
      return db
        .selectFrom('section_marks')
        .select(({ fn }) => ['section', fn.sum<string | number>('marks_centi').as('sum'), fn.countAll<string | number>().as('count')])
        .where('appointment_id', '=', appointmentId)
        .groupBy('section')
        .execute();
    },

    async insertMark(mark: Insertable<SectionMarksTable>): Promise<number> {
      return (await db.insertInto('section_marks').values(mark).returning('id').executeTakeFirstOrThrow()).id;
    },

    mark(id: number): Promise<MarkRow> {
      return markQuery(db).where('section_marks.id', '=', id).executeTakeFirstOrThrow();
    },

    /** Every mark of an appointment, oldest first. */
    marks(appointmentId: number): Promise<MarkRow[]> {
      return markQuery(db).where('section_marks.appointment_id', '=', appointmentId).orderBy('section_marks.id').execute();
    },

    async insertGrading(grading: Insertable<FinalGradingsTable>): Promise<number> {
      return (await db.insertInto('final_gradings').values(grading).returning('id').executeTakeFirstOrThrow()).id;
    },

    grading(id: number): Promise<GradingRow> {
      return gradingQuery(db).where('final_gradings.id', '=', id).executeTakeFirstOrThrow();
    },

    /** Every grading of an appointment, oldest first. */
    gradings(appointmentId: number): Promise<GradingRow[]> {
      return gradingQuery(db).where('final_gradings.appointment_id', '=', appointmentId).orderBy('final_gradings.id').execute();
    },
  };
}

export type GradingQueries = ReturnType<typeof queries>;

export function createGradingRepository(db: Db) {
  return { ...queries(db), transaction: inTransaction(db, queries) };
}

export type GradingRepository = ReturnType<typeof createGradingRepository>;
