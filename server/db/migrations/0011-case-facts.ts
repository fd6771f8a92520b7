/**
 * Frozen: never edit once released; add a new migration instead. Uses only kysely, never app code.
 * `case_facts`: one row per Completed appointment (a case) with what the reports count: its student (the case
 * review's, else the lowest id among students who saved a section record of it), date, type, diagnosis (the first
 * final diagnosis of its latest diagnosis record, else that record's differential; 200 characters at most) and
 * current total (its latest final grading, in hundredths). Triggers keep it right in the transaction of every write
 * that changes it (an appointment inserted, updated or deleted; a section record, final grading or case review
 * inserted; a case review's student changed): each recomputes the row of that appointment from the source tables.
 * Existing cases are filled in here. `student_section_marks` holds each student's mark sums per section (see
 * studentMarks below). Indexes let every figure of the reports read one index.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** The INSERT … SELECT of the facts of the appointments `a` matching `where` (SQL text on the engine). */
function factsInsert(postgres: boolean, where: string): string {
  const firstCode = postgres
    ? `(CASE WHEN (dr.data::jsonb #>> '{final_diagnoses,0,code}') ~ '^[0-9]{1,9}$'
         THEN (dr.data::jsonb #>> '{final_diagnoses,0,code}')::integer END)`
    : `json_extract(dr.data, '$.final_diagnoses[0].code')`;
  const differential = postgres ? `(dr.data::jsonb ->> 'differential_diagnosis')` : `json_extract(dr.data, '$.differential_diagnosis')`;
  return `insert into case_facts (appointment_id, student_id, date, type, diagnosis, total_centi)
    select a.id,
      coalesce((select cr.student_id from case_reviews cr where cr.appointment_id = a.id), (
        select min(sr.saved_by) from section_records sr join users su on su.id = sr.saved_by
        where sr.appointment_id = a.id and su.role = 'student'
      )),
      a.appointment_date, a.appointment_type,
      (select substr(coalesce(dc.diagnosis, nullif(trim(${differential}), '')), 1, 200)
        from section_records dr left join diagnosis_codes dc on dc.id = ${firstCode}
        where dr.id = (select max(s.id) from section_records s where s.appointment_id = a.id and s.form_id = 'diagnosis')),
      (select f.total_centi from final_gradings f where f.appointment_id = a.id order by f.id desc limit 1)
    from appointments a where a.status = 'Completed' and ${where}`;
}

/** Tables whose inserts change the facts of `new.appointment_id`. */
const CHILD_TABLES = ['section_records', 'final_gradings', 'case_reviews'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('case_facts')
    .addColumn('appointment_id', 'integer', (col) => col.primaryKey())
    .addColumn('student_id', 'integer')
    .addColumn('date', 'varchar(10)', (col) => col.notNull())
    .addColumn('type', 'varchar(16)', (col) => col.notNull())
    .addColumn('diagnosis', 'varchar(200)')
    .addColumn('total_centi', 'integer')
    .execute();
  // Every figure reads an index alone: a student's rows newest first with their totals (and each student's totals);
  // the cohort's cases per day; the cohort's diagnoses.
  await db.schema
    .createIndex('case_facts_student_idx')
    .on('case_facts')
    .columns(['student_id', 'date', 'appointment_id', 'total_centi'])
    .execute();
  await db.schema.createIndex('case_facts_date_idx').on('case_facts').columns(['date', 'student_id']).execute();
  await db.schema.createIndex('case_facts_diagnosis_idx').on('case_facts').columns(['diagnosis', 'student_id']).execute();
  // Section averages read the marks from the index alone: per case (a student's, each student's) and per section (the cohort's).
  await db.schema
    .createIndex('section_marks_appointment_marks_idx')
    .on('section_marks')
    .columns(['appointment_id', 'section', 'marks_centi'])
    .execute();
  await db.schema.createIndex('section_marks_section_idx').on('section_marks').columns(['section', 'marks_centi']).execute();

  if (postgres) {
    await sql
      .raw(
        // The appointment's row lock (compatible with the key-share locks of foreign key checks) queues two
        // transactions changing one case: the second recomputes after the first committed, and sees its rows.
        `create function case_facts_refresh(target integer) returns void language sql as $$
          select 1 from appointments where id = target for no key update;
          delete from case_facts where appointment_id = target;
          ${factsInsert(true, 'a.id = target')};
        $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create function case_facts_changed() returns trigger language plpgsql as $$
        begin
          if tg_table_name = 'appointments' then
            if tg_op = 'DELETE' then
              delete from case_facts where appointment_id = old.id;
            else
              perform case_facts_refresh(new.id);
            end if;
          elsif new.appointment_id is not null then
            perform case_facts_refresh(new.appointment_id);
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql`create trigger case_facts_appointments after insert or update or delete on appointments
      for each row execute function case_facts_changed()`.execute(db);
    for (const table of CHILD_TABLES) {
      const events = table === 'case_reviews' ? 'insert or update of student_id' : 'insert';
      await sql
        .raw(`create trigger case_facts_${table} after ${events} on ${table} for each row execute function case_facts_changed()`)
        .execute(db);
    }
  } else {
    const refresh = (target: string) => `delete from case_facts where appointment_id = ${target}; ${factsInsert(false, `a.id = ${target}`)};`;
    await sql.raw(`create trigger case_facts_appointment_insert after insert on appointments begin ${refresh('new.id')} end`).execute(db);
    await sql.raw(`create trigger case_facts_appointment_update after update on appointments begin ${refresh('new.id')} end`).execute(db);
    await sql
      .raw(`create trigger case_facts_appointment_delete after delete on appointments begin delete from case_facts where appointment_id = old.id; end`)
      .execute(db);
    for (const table of CHILD_TABLES) {
      await sql.raw(`create trigger case_facts_${table}_insert after insert on ${table} begin ${refresh('new.appointment_id')} end`).execute(db);
    }
    await sql
      .raw(`create trigger case_facts_case_reviews_update after update of student_id on case_reviews begin ${refresh('new.appointment_id')} end`)
      .execute(db);
  }

  await studentMarks(db, postgres);
  await sql.raw(factsInsert(postgres, 'true')).execute(db);
}

/**
 * `student_section_marks`: per student and section, the sum and number of marks given on the student's cases (the
 * rows of case_facts with that student). Kept by sums, so concurrent writers never collide: a new mark adds to its
 * case's student; a case_facts row deleted takes its case's marks off its student, one inserted adds them (a
 * case's facts are rewritten on every change, so a case moving to another student moves its marks).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
async function studentMarks(db: Kysely<any>, postgres: boolean): Promise<void> {
  await db.schema
    .createTable('student_section_marks')
    .addColumn('student_id', 'integer', (col) => col.notNull())
    .addColumn('section', 'varchar(64)', (col) => col.notNull())
    .addColumn('marks_sum_centi', 'bigint', (col) => col.notNull())
    .addColumn('marks_count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('student_section_marks_pkey', ['student_id', 'section'])
    .execute();
  const add = `on conflict (student_id, section) do update set
    marks_sum_centi = student_section_marks.marks_sum_centi + excluded.marks_sum_centi,
    marks_count = student_section_marks.marks_count + excluded.marks_count`;
  const markAdded = `insert into student_section_marks (student_id, section, marks_sum_centi, marks_count)
    select f.student_id, new.section, new.marks_centi, 1 from case_facts f
    where f.appointment_id = new.appointment_id and f.student_id is not null ${add}`;
  const caseAdded = `insert into student_section_marks (student_id, section, marks_sum_centi, marks_count)
    select new.student_id, sm.section, sum(sm.marks_centi), count(*) from section_marks sm
    where sm.appointment_id = new.appointment_id and new.student_id is not null group by sm.section ${add}`;
  const ofCase = (what: string) =>
    `(select ${what} from section_marks sm where sm.appointment_id = old.appointment_id and sm.section = student_section_marks.section)`;
  const caseRemoved = `update student_section_marks
    set marks_sum_centi = marks_sum_centi - ${ofCase('coalesce(sum(sm.marks_centi), 0)')}, marks_count = marks_count - ${ofCase('count(*)')}
    where student_id = old.student_id and section in (select sm.section from section_marks sm where sm.appointment_id = old.appointment_id)`;
  if (postgres) {
    await sql
      .raw(
        `create function student_marks_changed() returns trigger language plpgsql as $$
        begin
          if tg_table_name = 'section_marks' then
            ${markAdded};
          elsif tg_op = 'INSERT' then
            ${caseAdded};
          else
            ${caseRemoved};
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql`create trigger student_marks_section_marks after insert on section_marks
      for each row execute function student_marks_changed()`.execute(db);
    await sql`create trigger student_marks_case_facts after insert or delete on case_facts
      for each row execute function student_marks_changed()`.execute(db);
  } else {
    await sql.raw(`create trigger student_marks_mark_insert after insert on section_marks begin ${markAdded}; end`).execute(db);
    await sql.raw(`create trigger student_marks_fact_insert after insert on case_facts begin ${caseAdded}; end`).execute(db);
    await sql.raw(`create trigger student_marks_fact_delete after delete on case_facts begin ${caseRemoved}; end`).execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await sql`drop trigger student_marks_section_marks on section_marks`.execute(db);
    await sql`drop trigger student_marks_case_facts on case_facts`.execute(db);
    await sql`drop function student_marks_changed()`.execute(db);
  } else {
    for (const name of ['mark_insert', 'fact_insert', 'fact_delete']) await sql.raw(`drop trigger student_marks_${name}`).execute(db);
  }
  await db.schema.dropTable('student_section_marks').execute();
  if (postgres) {
    for (const table of ['appointments', ...CHILD_TABLES]) await sql.raw(`drop trigger case_facts_${table} on ${table}`).execute(db);
    await sql`drop function case_facts_changed()`.execute(db);
    await sql`drop function case_facts_refresh(integer)`.execute(db);
  } else {
    const triggers = ['appointment_insert', 'appointment_update', 'appointment_delete', ...CHILD_TABLES.map((t) => `${t}_insert`), 'case_reviews_update'];
    for (const name of triggers) await sql.raw(`drop trigger case_facts_${name}`).execute(db);
  }
  await db.schema.dropIndex('section_marks_section_idx').execute();
  await db.schema.dropIndex('section_marks_appointment_marks_idx').execute();
  await db.schema.dropTable('case_facts').execute();
}
