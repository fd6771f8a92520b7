/**
 * Registering and updating patients, and the patient read shape (platform §3). A body is read with the patient
 * registration form's adapter and validated with its schema (`schemas/patient-registration`), the same rules the
 * browser applies, so every message is the form's own ('Only letters, max 20 chars', 'Required', …).
 */
import type { FieldErrors } from '../../src/engine/core/field-errors';
import { patientRegistrationAdapter, type PatientRegistrationForm } from '../../src/api/adapters/patient-registration';
import type { Repositories } from '../db/repositories/index';
import type { PatientFields, PhoneHolder } from '../db/repositories/patients';
import type { PatientRecord } from '../db/tables/patients';
import { ApiError, MESSAGES } from '../lib/api-error';
import { ageOn, isRealDate, localDate } from '../lib/dates';
import type { FormRegistry } from './form-registry';
import { mergeFieldErrors } from './section-records';

export const PATIENT_FORM = 'patient-registration';

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

/** Platform §3 "Patient (read)", plus the creation fields it lacks under their creation names (for the edit form). */
export interface PatientResponse {
  id: number;
  patient_id: string;
  first_name: string;
  last_name: string;
  clinic: string;
  primary_phone: string;
  alternate_phone: string | null;
  age: number;
  gender: string;
  dob: string;
  id_type: 'Hospital ID' | null;
  id_number: string | null;
  address: string;
  landmark: string;
  region: string;
  emergency_contact_name: string;
  emergency_contact_number: string;
  insurance_type: 'Public' | 'Private' | null;
  insurance_provider: string | null;
  insurance_number: string | null;
  date_of_first_visit: string | null;
  registration_date: string;
  otherNames: string | null;
  occupation_category: string;
  occupation: string;
  residence: string | null;
  hometown: string;
  hospitalId: string | null;
}

const INSURANCE_TYPES: Record<string, 'Public' | 'Private'> = { NHIS: 'Public', Private: 'Private' };

/** The read shape of a stored patient; `today` (YYYY-MM-DD) is the day the age is counted on. */
export function toPatientResponse(row: PatientRecord, today: string = localDate()): PatientResponse {
  return {
    id: row.id,
    patient_id: row.patient_id,
    first_name: row.first_name,
    last_name: row.last_name,
    clinic: row.clinic,
    primary_phone: row.primary_phone,
    alternate_phone: row.alternate_phone,
    age: ageOn(row.dob, today),
    gender: row.gender,
    dob: row.dob,
    id_type: row.hospital_id ? 'Hospital ID' : null,
    id_number: row.hospital_id,
    address: row.address,
    landmark: row.landmark,
    region: row.region,
    emergency_contact_name: row.emergency_contact_name,
    emergency_contact_number: row.emergency_contact_number,
    insurance_type: (row.insurance_provider && INSURANCE_TYPES[row.insurance_provider]) || null,
    insurance_provider: row.insurance_provider,
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
function text(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Valid form data as table columns. Required fields are known to be present and not blank. */
function toFields(form: PatientRegistrationForm): PatientFields {
  return {
    first_name: text(form.first_name)!,
    last_name: text(form.last_name)!,
    other_names: text(form.otherNames),
    dob: form.dob!,
    gender: form.gender!,
    clinic: form.clinic!,
    occupation_category: form.occupation_category!,
    occupation: text(form.occupation)!,
    address: text(form.address)!,
    residence: text(form.residence),
    region: form.region!,
    landmark: text(form.landmark)!,
    hometown: text(form.hometown)!,
    primary_phone: form.primary_phone!.trim(),
    alternate_phone: text(form.alternate_phone),
    emergency_contact_name: text(form.emergency_contact_name)!,
    emergency_contact_number: form.emergency_contact_number!.trim(),
    hospital_id: text(form.hospitalId),
    date_of_first_visit: text(form.dateOfFirstVisit),
    insurance_provider: form.healthInsuranceProvider ?? null,
    insurance_number: text(form.healthInsuranceNumber),
  };
}

/** Days the schema's date pattern lets through but the calendar does not have (2025-02-30). */
function impossibleDates(form: PatientRegistrationForm): FieldErrors | null {
  const errors: FieldErrors = {};
  for (const key of ['dob', 'dateOfFirstVisit'] as const) {
    const value = form[key];
    if (typeof value === 'string' && value !== '' && !isRealDate(value)) errors[key] = [DATE_MESSAGE];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * A create or update body as columns, or a 400 with every problem: the form's messages, an impossible date, a
 * `confirm_save` that is not a boolean. Read-answer keys (`id`, `patient_id`, `age`, …) and nulls are dropped by
 * the adapter, so a patient as answered can be sent back as it is.
 */
export function readPatientBody(forms: FormRegistry, body: unknown): { fields: PatientFields; confirmSave: boolean } {
  const confirm = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>).confirm_save : undefined;
  const confirmErrors: FieldErrors | null =
    confirm === undefined || typeof confirm === 'boolean' ? null : { confirm_save: ['Must be a valid boolean.'] };
  const form = forms.readIds(PATIENT_FORM, patientRegistrationAdapter.fromResponse(body)) as PatientRegistrationForm;
  const schemaErrors = forms.validate(PATIENT_FORM, form);
  const errors = mergeFieldErrors(schemaErrors, schemaErrors ? null : impossibleDates(form), confirmErrors);
  if (errors) throw ApiError.fields(errors);
  return { fields: toFields(form), confirmSave: confirm === true };
}

export interface PatientServiceDeps {
  forms: FormRegistry;
  repos: Repositories;
}

export function createPatientService({ forms, repos }: PatientServiceDeps) {
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

  return {
    async register(body: unknown, userId: number): Promise<PatientRecord> {
      const { fields, confirmSave } = readPatientBody(forms, body);
      await checkPhone(fields, confirmSave, true);
      const now = new Date();
      return repos.patients.create({ fields, createdBy: userId, registrationDate: localDate(now), now: now.toISOString() });
    },

    /**
     * Replaces a patient's fields, keeping the values they replace with who changed them and when (the patients
     * repository writes the revision in the same transaction). A primary phone that does not change is not
     * checked again.
     */
    async update(id: number, body: unknown, userId: number): Promise<PatientRecord> {
      const current = await repos.patients.find(id);
      if (!current) throw ApiError.detail(404, MESSAGES.notFound);
      const { fields, confirmSave } = readPatientBody(forms, body);
      if (fields.primary_phone !== current.primary_phone) await checkPhone(fields, confirmSave, false, id);
      const updated = await repos.patients.update(id, fields, { changedBy: userId, now: new Date().toISOString() });
      if (!updated) throw ApiError.detail(404, MESSAGES.notFound);
      return updated;
    },

    async get(id: number): Promise<PatientRecord> {
      const row = await repos.patients.find(id);
      if (!row) throw ApiError.detail(404, MESSAGES.notFound);
      return row;
    },
  };
}

export type PatientService = ReturnType<typeof createPatientService>;
