/**
 * Registering and updating patients, and the patient read shape (platform §3). A body is validated with the
 * registration form's schema (`schemas/patient-registration`), the same rules the browser applies, so every
 * message is the form's own ('Only letters, max 20 chars', 'Required', …). What was validated is stored as the
 * patient's document, beside the columns that search, uniqueness and the specification's read shape use; one
 * patient's answer gives every property of it.
 */
import { PATIENT_ANSWER_KEYS, PATIENT_FORM } from '../../../contracts/patients';
import type { Patient, PatientDetail, PatientPage, PatientRequest, PatientSearchResult } from '../../../contracts/generated/types';
import type { FieldErrors } from '../../../src/engine/core/field-errors';
import { fromWire } from '../../../src/engine/core/wire-transform';
import type { Repositories } from '../../db/repositories/index';
import { matchedOn } from '../../db/repositories/patient-matchers';
import type { PatientFields, PatientWrite, PhoneHolder } from '../../db/repositories/patients';
import {
  REGISTRATION_COLUMNS,
  type ColumnProperty,
  type PatientRecord,
  type PatientWithDocument,
} from '../../db/tables/patients';
import { readPage, type Paging } from '../../http/paging';
import { ApiError, MESSAGES } from '../../lib/api-error';
import { ageOn, isRealDate, localDate } from '../../lib/dates';
import type { FormRegistry } from '../../services/form-registry';
import { mergeFieldErrors } from '../../lib/field-errors';
import { isRecord } from '../../../src/lib/is-record';

export { PATIENT_FORM };

/** The registration form's data (platform §3): the properties of `schemas/patient-registration`. */
type RegistrationDocument = Omit<PatientRequest, 'confirm_save'>;

/** The answer to a primary phone number another patient already has; platform §8 wants it to name confirm_save. */
export const DUPLICATE_PHONE =
  "A patient with this primary phone number already exists. Set 'confirm_save=True' to proceed.";

/** How many holders of a number a duplicate-phone answer lists (the oldest first). */
export const PHONE_HOLDERS_LISTED = 5;

/** The refusal of a patient registered already: same first and last names, date of birth and primary phone. */
export function exactDuplicateMessage(patientId: string): string {
  return `This patient is already registered as ${patientId} (same names, date of birth and primary phone number). Open that record instead.`;
}

/** Same first and last names (ignoring case and spacing) and date of birth. */
function isSamePerson(holder: PhoneHolder, fields: PatientFields): boolean {
  const name = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();
  return (
    holder.dob === fields.dob &&
    name(holder.first_name) === name(fields.first_name) &&
    name(holder.last_name) === name(fields.last_name)
  );
}

const DATE_MESSAGE = 'Enter a valid date (YYYY-MM-DD).';

const INSURANCE_TYPES: Record<string, NonNullable<Patient['insurance_type']>> = { NHIS: 'Public', Private: 'Private' };

/** The read shape of a stored patient; `today` (YYYY-MM-DD) is the day the age is counted on. */
export function toPatientResponse(row: PatientRecord, today: string = localDate()): Patient {
  return {
    id: row.id,
    patient_id: row.patient_id,
    first_name: row.first_name,
    last_name: row.last_name,
    clinic: row.clinic as Patient['clinic'],
    primary_phone: row.primary_phone,
    alternate_phone: row.alternate_phone,
    age: ageOn(row.dob, today),
    gender: row.gender as Patient['gender'],
    dob: row.dob,
    id_type: row.hospital_id ? 'Hospital ID' : null,
    id_number: row.hospital_id,
    address: row.address,
    landmark: row.landmark,
    region: row.region,
    emergency_contact_name: row.emergency_contact_name,
    emergency_contact_number: row.emergency_contact_number,
    insurance_type: (row.insurance_provider && INSURANCE_TYPES[row.insurance_provider]) || null,
    insurance_provider: row.insurance_provider as Patient['insurance_provider'],
    insurance_number: row.insurance_number,
    date_of_first_visit: row.date_of_first_visit,
    registration_date: row.registration_date,
    otherNames: row.other_names,
    occupation_category: row.occupation_category,
    occupation: row.occupation,
    residence: row.residence,
    hometown: row.hometown,
    hospitalId: row.hospital_id,
  };
}

/** Trimmed text, or null for nothing (an empty optional field counts as not given). */
function text(value: unknown): string | null {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed === '' ? null : trimmed;
}

/**
 * Valid form data as table columns: trimmed text, nothing (blank) as null. Required fields are known to be
 * present and not blank.
 */
function toFields(form: RegistrationDocument): PatientFields {
  const entries = Object.entries(REGISTRATION_COLUMNS).map(([property, column]) => [column, text(form[property as ColumnProperty])]);
  return Object.fromEntries(entries) as PatientFields;
}

/** Days the schema's date pattern lets through but the calendar does not have (2025-02-30). */
function impossibleDates(form: RegistrationDocument): FieldErrors | null {
  const errors: FieldErrors = {};
  for (const key of ['dob', 'dateOfFirstVisit'] as const) {
    const value = form[key];
    if (typeof value === 'string' && value !== '' && !isRealDate(value)) errors[key] = [DATE_MESSAGE];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * A create or update body as columns and the document validated, or a 400 with every problem: the form's
 * messages, an impossible date, a `confirm_save` that is not a boolean. The body is read by the wire transform
 * (blank values are "not given"; the answer's names taken back: `insurance_provider` → `healthInsuranceProvider`,
 * the schema's `x-read-name`); `answerOnly` are the keys a patient answer has and the form has not (`id`,
 * `patient_id`, `age`, …), dropped, so a patient as answered can be sent back as it is. Any other key the form does not have is refused by the schema.
 */
export function readPatientBody(
  forms: FormRegistry,
  body: unknown,
  answerOnly: ReadonlySet<string>,
): PatientWrite & { confirmSave: boolean } {
  const schema = forms.schema(PATIENT_FORM);
  const named = fromWire(schema, body, { names: true });
  const confirm = isRecord(body) ? body[CONFIRM_SAVE] : undefined;
  const confirmErrors: FieldErrors | null =
    confirm === undefined || typeof confirm === 'boolean' ? null : { [CONFIRM_SAVE]: ['Must be a valid boolean.'] };
  const formKey = (key: string) => key !== CONFIRM_SAVE && !answerOnly.has(key);
  const given = isRecord(named) ? Object.fromEntries(Object.entries(named).filter(([key]) => formKey(key))) : named;
  const form = forms.readIds(PATIENT_FORM, given) as RegistrationDocument;
  const schemaErrors = forms.validate(PATIENT_FORM, form);
  const errors = mergeFieldErrors(schemaErrors, schemaErrors ? null : impossibleDates(form), confirmErrors);
  if (errors) throw ApiError.fields(errors);
  return { fields: toFields(form), document: form, confirmSave: confirm === true };
}

/** The body key that saves despite a primary phone number another patient has (platform §8). */
const CONFIRM_SAVE = 'confirm_save';

/**
 * One patient's answer: the read shape, and every property of its document that no column holds (a property
 * added to the registration schema), with the type it was saved with. The read shape's own keys come first.
 */
export function toPatientDetail(row: PatientWithDocument, today: string = localDate()): PatientDetail {
  const documentOnly = Object.entries(row.document).filter(([key]) => !Object.hasOwn(REGISTRATION_COLUMNS, key));
  return { ...Object.fromEntries(documentOnly), ...toPatientResponse(row, today) };
}

/**
 * The keys of a patient answer that the registration form (`registration`, its schema) does not have: a body may
 * carry them (an answered patient sent back) and they are ignored.
 */
export function answerOnlyKeys(registration: unknown): Set<string> {
  const properties = (registration as { properties?: Record<string, unknown> } | null)?.properties ?? {};
  return new Set(PATIENT_ANSWER_KEYS.filter((key) => !Object.hasOwn(properties, key)));
}

export interface PatientServiceDeps {
  forms: FormRegistry;
  repos: Repositories;
}

export function createPatientService({ forms, repos }: PatientServiceDeps) {
  /** The keys of a patient answer that are not the form's (see readPatientBody). */
  const answerOnly = answerOnlyKeys(forms.schema(PATIENT_FORM));

  /**
   * A duplicate primary phone needs the caller's confirmation (`confirm_save: true`); the answer names the patients
   * holding it. On registration (`refuseExact`) a patient with the same names and date of birth on that number is
   * refused whatever the confirmation: that person is already registered.
   */
  async function checkPhone(fields: PatientFields, confirmSave: boolean, refuseExact: boolean, exceptId?: number): Promise<void> {
    if (confirmSave && !refuseExact) return;
    const holders = (await repos.patients.withPrimaryPhone(fields.primary_phone, PHONE_HOLDERS_LISTED + 1)).filter(
      (holder) => holder.id !== exceptId,
    );
    const same = refuseExact ? holders.find((holder) => isSamePerson(holder, fields)) : undefined;
    if (same) throw ApiError.fields({ primary_phone: [exactDuplicateMessage(same.patient_id)] });
    if (!confirmSave && holders.length > 0) {
      throw ApiError.duplicatePhone({ primary_phone: [DUPLICATE_PHONE] }, holders.slice(0, PHONE_HOLDERS_LISTED));
    }
  }

  async function found(id: number): Promise<PatientWithDocument> {
    const row = await repos.patients.findWithDocument(id);
    if (!row) throw ApiError.detail(404, MESSAGES.notFound);
    return row;
  }

  return {
    /** One page of the patients, newest registered first; ages counted today. */
    page(paging: Paging): Promise<PatientPage> {
      const today = localDate();
      return readPage(repos.patients, paging, (row) => toPatientResponse(row, today));
    },

    /** The patients `text` finds, best first, each with where its words were found. */
    async search(text: string): Promise<PatientSearchResult[]> {
      const rows = await repos.patients.search(text);
      const today = localDate();
      return rows.map((row) => ({ ...toPatientResponse(row, today), matched_on: matchedOn(text, row) }));
    },

    async register(body: unknown, userId: number): Promise<PatientDetail> {
      const { fields, document, confirmSave } = readPatientBody(forms, body, answerOnly);
      await checkPhone(fields, confirmSave, true);
      const now = new Date();
      return toPatientDetail(
        await repos.patients.create({ fields, document, createdBy: userId, registrationDate: localDate(now), now: now.toISOString() }),
      );
    },

    /**
     * Replaces a patient's fields, keeping the values they replace with who changed them and when (the patients
     * repository writes the revision in the same transaction). A primary phone that does not change is not
     * checked again.
     */
    async update(id: number, body: unknown, userId: number): Promise<PatientDetail> {
      const current = await repos.patients.find(id);
      if (!current) throw ApiError.detail(404, MESSAGES.notFound);
      const { fields, document, confirmSave } = readPatientBody(forms, body, answerOnly);
      if (fields.primary_phone !== current.primary_phone) await checkPhone(fields, confirmSave, false, id);
      const updated = await repos.patients.update(id, { fields, document }, { changedBy: userId, now: new Date().toISOString() });
      if (!updated) throw ApiError.detail(404, MESSAGES.notFound);
      return toPatientDetail(updated);
    },

    async get(id: number): Promise<PatientDetail> {
      return toPatientDetail(await found(id));
    },
  };
}

export type PatientService = ReturnType<typeof createPatientService>;
