/**
 * Frozen: never edit once released; add a new migration instead. Uses only kysely, never app code.
 * `patients.document`: the registration form document the patient was saved with (JSON text), beside the columns
 * that search, uniqueness and the specification's read shape use. A property the registration schema gains is
 * stored there, with no migration of its own. Patients registered before it get the document their columns hold:
 * each column under its form name, a column that is null left out (the form's "not given"), so a migrated patient
 * reads exactly as it did.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** Form property → column, as the registration form stood at this migration. */
const FORM_COLUMNS: readonly (readonly [property: string, column: string])[] = [
  ['first_name', 'first_name'],
  ['last_name', 'last_name'],
  ['otherNames', 'other_names'],
  ['dob', 'dob'],
  ['gender', 'gender'],
  ['clinic', 'clinic'],
  ['occupation_category', 'occupation_category'],
  ['occupation', 'occupation'],
  ['address', 'address'],
  ['residence', 'residence'],
  ['region', 'region'],
  ['landmark', 'landmark'],
  ['hometown', 'hometown'],
  ['primary_phone', 'primary_phone'],
  ['alternate_phone', 'alternate_phone'],
  ['emergency_contact_name', 'emergency_contact_name'],
  ['emergency_contact_number', 'emergency_contact_number'],
  ['hospitalId', 'hospital_id'],
  ['dateOfFirstVisit', 'date_of_first_visit'],
  ['healthInsuranceProvider', 'insurance_provider'],
  ['healthInsuranceNumber', 'insurance_number'],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('patients').addColumn('document', 'text', (col) => col.notNull().defaultTo('{}')).execute();
  const pairs = sql.join(FORM_COLUMNS.map(([property, column]) => sql`${sql.lit(property)}, ${sql.ref(column)}`));
  // Both leave out the members whose value is null: json_strip_nulls on PostgreSQL; on SQLite a JSON merge patch,
  // which deletes the members a null is given for.
  const document = postgres ? sql`json_strip_nulls(json_build_object(${pairs}))::text` : sql`json_patch('{}', json_object(${pairs}))`;
  await sql`update patients set document = ${document}`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('patients').dropColumn('document').execute();
}
