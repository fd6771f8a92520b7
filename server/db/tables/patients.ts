import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * A registered patient: the creation fields of platform §3 in snake_case, plus what the server assigns. Optional
 * fields not given are null (an empty string from the form counts as not given).
 */
export interface PatientsTable {
  id: Generated<number>;
  /** Readable id, `SL-` + the id zero-padded to 6 digits (`SL-000042`); assigned by the repository. */
  patient_id: string;
  first_name: string;
  last_name: string;
  other_names: string | null;
  /** YYYY-MM-DD. */
  dob: string;
  gender: string;
  clinic: string;
  occupation_category: string;
  occupation: string;
  address: string;
  residence: string | null;
  region: string;
  landmark: string;
  hometown: string;
  primary_phone: string;
  alternate_phone: string | null;
  emergency_contact_name: string;
  emergency_contact_number: string;
  hospital_id: string | null;
  /** YYYY-MM-DD. */
  date_of_first_visit: string | null;
  /** NHIS or Private. */
  insurance_provider: string | null;
  insurance_number: string | null;
  /** YYYY-MM-DD, the server's local date of registration. */
  registration_date: string;
  /** users.id of who registered the patient. */
  created_by: number;
  /** ISO 8601 UTC text. */
  created_at: string;
  updated_at: string;
  /**
   * Lower-cased names, readable id and phones in one text, kept by the repository: what the substring search
   * (SQLite FTS5 trigram table, PostgreSQL pg_trgm index) looks in.
   */
  search_text: string;
  /**
   * JSON text: the registration form document the patient was last saved with, as validated (every property of
   * the schema, including those no column holds). Written by the repository with the columns.
   */
  document: ColumnType<string, string | undefined, string>;
}

export type PatientRow = Selectable<PatientsTable>;
export type NewPatient = Insertable<PatientsTable>;
export type PatientUpdate = Updateable<PatientsTable>;

/** The columns a patient is answered with: all but the search text and the bookkeeping (who, when). */
export const PATIENT_COLUMNS = [
  'id', 'patient_id', 'first_name', 'last_name', 'other_names', 'dob', 'gender', 'clinic', 'occupation_category',
  'occupation', 'address', 'residence', 'region', 'landmark', 'hometown', 'primary_phone', 'alternate_phone',
  'emergency_contact_name', 'emergency_contact_number', 'hospital_id', 'date_of_first_visit', 'insurance_provider',
  'insurance_number', 'registration_date',
] as const satisfies readonly (keyof PatientRow)[];

/** A patient as read for the API. */
export type PatientRecord = Pick<PatientRow, (typeof PATIENT_COLUMNS)[number]>;

/** A patient with the registration document it was saved with (one patient's answers; lists do without it). */
export type PatientWithDocument = PatientRecord & { document: Record<string, unknown> };

/**
 * Registration form property → the column that holds it (search, uniqueness, the specification's read shape).
 * A property of the form that is not here is kept in the document only.
 */
export const REGISTRATION_COLUMNS = {
  first_name: 'first_name',
  last_name: 'last_name',
  otherNames: 'other_names',
  dob: 'dob',
  gender: 'gender',
  clinic: 'clinic',
  occupation_category: 'occupation_category',
  occupation: 'occupation',
  address: 'address',
  residence: 'residence',
  region: 'region',
  landmark: 'landmark',
  hometown: 'hometown',
  primary_phone: 'primary_phone',
  alternate_phone: 'alternate_phone',
  emergency_contact_name: 'emergency_contact_name',
  emergency_contact_number: 'emergency_contact_number',
  hospitalId: 'hospital_id',
  dateOfFirstVisit: 'date_of_first_visit',
  healthInsuranceProvider: 'insurance_provider',
  healthInsuranceNumber: 'insurance_number',
} as const satisfies Record<string, keyof PatientRow>;

/** The registration properties a column holds. */
export type ColumnProperty = keyof typeof REGISTRATION_COLUMNS;

/**
 * The document that columns alone describe (a patient written without one: bulk seed data, tests): each column
 * under its form name, a null column left out (the form's "not given"). Migration 0017 filled the documents of
 * patients registered before it the same way.
 */
export function documentOfColumns(row: { [K in ColumnProperty as (typeof REGISTRATION_COLUMNS)[K]]?: string | null }): Record<string, unknown> {
  const document: Record<string, unknown> = {};
  for (const [property, column] of Object.entries(REGISTRATION_COLUMNS)) {
    const value = row[column];
    if (value !== null && value !== undefined) document[property] = value;
  }
  return document;
}
