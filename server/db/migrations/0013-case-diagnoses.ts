/**
 * Frozen: never edit once released; add a new migration instead. Uses only kysely, never app code.
 * `case_diagnoses`: every final diagnosis of a case (one row per diagnosis name of the latest diagnosis record of a
 * row of `case_facts`; when that record names none, the case's own `case_facts.diagnosis`, its differential), with
 * the case's student, so Reports and My Portal count each diagnosis of a case, not only its first (0011 kept one).
 * Kept by triggers on `case_facts`, whose rows the 0011 triggers delete and insert again on every change of a case:
 * a row deleted takes its diagnoses along, a row inserted writes them, in the same transaction. Existing cases are
 * filled in here. The diagnosis index of `case_facts` is read by nothing any more and goes.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** The INSERT … SELECT of the diagnoses of the case_facts rows `f` matching `where` (SQL text on the engine). */
function diagnosesInsert(postgres: boolean, where: string): string {
  const latest = `(select max(s.id) from section_records s where s.appointment_id = f.appointment_id and s.form_id = 'diagnosis')`;
  const entries = postgres
    ? `jsonb_array_elements(case when jsonb_typeof(dr.data::jsonb -> 'final_diagnoses') = 'array'
         then dr.data::jsonb -> 'final_diagnoses' else '[]'::jsonb end) e`
    : `json_each(dr.data, '$.final_diagnoses') e`;
  const code = postgres
    ? `(case when (e.value ->> 'code') ~ '^[0-9]{1,9}$' then (e.value ->> 'code')::integer end)`
    : `(case when e.type = 'object' then json_extract(e.value, '$.code') end)`;
  const named = `cross join ${entries} join diagnosis_codes dc on dc.id = ${code}`;
  return `insert into case_diagnoses (appointment_id, student_id, diagnosis)
    select f.appointment_id, f.student_id, substr(dc.diagnosis, 1, 200)
      from case_facts f join section_records dr on dr.id = ${latest} ${named}
      where ${where}
    union
    select f.appointment_id, f.student_id, f.diagnosis from case_facts f
      where ${where} and f.diagnosis is not null
        and not exists (select 1 from section_records dr ${named} where dr.id = ${latest})`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('case_diagnoses')
    .addColumn('appointment_id', 'integer', (col) => col.notNull())
    .addColumn('student_id', 'integer')
    .addColumn('diagnosis', 'varchar(200)', (col) => col.notNull())
    .addPrimaryKeyConstraint('case_diagnoses_pkey', ['appointment_id', 'diagnosis'])
    .execute();
  // The diagnoses of one student's cases, or of every case that has a student, counted from the index alone.
  await db.schema.createIndex('case_diagnoses_student_idx').on('case_diagnoses').columns(['student_id', 'diagnosis']).execute();
  await db.schema.dropIndex('case_facts_diagnosis_idx').execute();

  const inserted = diagnosesInsert(postgres, 'f.appointment_id = new.appointment_id');
  const deleted = 'delete from case_diagnoses where appointment_id = old.appointment_id';
  if (postgres) {
    await sql
      .raw(
        `create function case_diagnoses_changed() returns trigger language plpgsql as $$
        begin
          if tg_op = 'DELETE' then
            ${deleted};
          else
            ${inserted};
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql`create trigger case_diagnoses_case_facts after insert or delete on case_facts
      for each row execute function case_diagnoses_changed()`.execute(db);
  } else {
    await sql.raw(`create trigger case_diagnoses_fact_insert after insert on case_facts begin ${inserted}; end`).execute(db);
    await sql.raw(`create trigger case_diagnoses_fact_delete after delete on case_facts begin ${deleted}; end`).execute(db);
  }
  await sql.raw(diagnosesInsert(postgres, 'true')).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await sql`drop trigger case_diagnoses_case_facts on case_facts`.execute(db);
    await sql`drop function case_diagnoses_changed()`.execute(db);
  } else {
    await sql`drop trigger case_diagnoses_fact_insert`.execute(db);
    await sql`drop trigger case_diagnoses_fact_delete`.execute(db);
  }
  await db.schema.createIndex('case_facts_diagnosis_idx').on('case_facts').columns(['diagnosis', 'student_id']).execute();
  await db.schema.dropTable('case_diagnoses').execute();
}
