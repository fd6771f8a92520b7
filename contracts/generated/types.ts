/* Written by `npm run contracts:generate` from contracts/index.ts: do not edit (CI fails when it is stale). */

/**
 * Newest first, at most 500.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "AbsentRequests".
 */
export type AbsentRequests = AbsentRequest[];
/**
 * Case-history conditions, in reference order.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "Conditions".
 */
export type Conditions = Condition[];
/**
 * Examination findings, in reference order (group, subgroup, condition).
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "ExaminationConditions".
 */
export type ExaminationConditions = ExaminationCondition[];
/**
 * The examination catalogue: main groups → subgroups → conditions.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "ExaminationCatalogue".
 */
export type ExaminationCatalogue = ExaminationGroup[];
/**
 * Grading scales, by key.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "GradingScales".
 */
export type GradingScales = GradingScale[];
/**
 * ICD-10-CM eye diagnosis codes.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "DiagnosisCodes".
 */
export type DiagnosisCodes = DiagnosisCode[];
/**
 * Medication types.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "MedicationTypes".
 */
export type MedicationTypes = MedicationType[];
/**
 * Ophthalmic medications (teaching data, not prescribing guidance).
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "Medications".
 */
export type Medications = Medication[];
/**
 * At most 50, best first.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "PatientSearchResults".
 */
export type PatientSearchResults = PatientSearchResult[];
/**
 * Newest date first.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "Appointments".
 */
export type Appointments = Appointment[];
/**
 * The patient's numeric id (or the same id as text, "5"); missing or unknown: 400 {"detail": "Invalid patient data"}.
 */
export type IdRef = number;
/**
 * The student's user id (or that id as text).
 */
export type IdRef1 = number;
/**
 * The id of a stored record: a whole number from 1, also accepted as text ("5").
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "IdRef".
 */
export type IdRef2 = number;

/**
 * A single error message.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "ErrorDetail".
 */
export interface ErrorDetail {
  detail: string;
}
/**
 * Either `detail`, or messages per field (`non_field_errors` for the body as a whole); a duplicate primary phone also lists the patients holding it in `existing_patients`.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "FieldErrors".
 */
export interface FieldErrors {
  detail?: string;
  existing_patients?: {
    id?: number;
    patient_id?: string;
    first_name?: string;
    last_name?: string;
    dob?: string;
  }[];
  [k: string]:
    | string[]
    | string
    | {
        id?: number;
        patient_id?: string;
        first_name?: string;
        last_name?: string;
        dob?: string;
      }[]
    | undefined;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "User".
 */
export interface User {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  /**
   * The specification's role words (platform §1), always in lower case; compare them ignoring case.
   */
  role: 'systems administrator' | 'hospital administrator' | 'lecturer' | 'student' | 'coordinator';
}
/**
 * Beside these, every other property of the absent-request form (schemas/absent-request) the request was saved with, with its type.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "AbsentRequest".
 */
export interface AbsentRequest {
  id: number;
  /**
   * YYYY-MM-DD, the first day of the absence.
   */
  from_date: string;
  /**
   * YYYY-MM-DD, the last day (not before from_date).
   */
  to_date: string;
  reason: string;
  status: 'pending' | 'approved' | 'rejected';
  requester: AbsentRequester;
  /**
   * ISO 8601 UTC time the request was made.
   */
  requested_at: string;
  /**
   * The name of who approved or declined it; null while pending.
   */
  actioned_by: string | null;
  /**
   * Their user id; null while pending.
   */
  actioned_by_id: number | null;
  /**
   * ISO 8601 UTC time it was approved or declined; null while pending.
   */
  actioned_at: string | null;
  /**
   * True when the request is pending and the signed-in user may approve or decline it.
   */
  can_action: boolean;
  [k: string]: unknown | undefined;
}
export interface AbsentRequester {
  id: number;
  /**
   * "First Last".
   */
  name: string;
  /**
   * The role in lower case (student, lecturer).
   */
  role: string;
}
/**
 * The fields of the absent-request form (schemas/absent-request/schema.json), validated with that schema: unknown fields are refused, messages are the form's; then to_date not before from_date (400 {"to_date": ["To date cannot be before from date."]}). Read-answer keys (id, status, requester, …) and null values are ignored, so a listed request can be sent back.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "AbsentRequestPayload".
 */
export interface AbsentRequestPayload {
  [k: string]: unknown | undefined;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "AbsentRequestAction".
 */
export interface AbsentRequestAction {
  status: 'approved' | 'rejected';
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "Condition".
 */
export interface Condition {
  id: number;
  name: string;
  category: string;
  has_text: boolean;
  has_dropdown: boolean;
  has_grading: boolean;
  has_notes: boolean;
  has_checkbox: boolean;
  per_eye: boolean;
  dropdown_options: string[];
  text_hint: string | null;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "ExaminationCondition".
 */
export interface ExaminationCondition {
  id: number;
  name: string;
  group_name: string;
  subgroup: string;
  type: 'external' | 'internal';
  per_eye: boolean;
  options: string[];
  grading_scale: string | null;
  value_type: string | null;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "ExaminationSubgroup".
 */
export interface ExaminationSubgroup {
  /**
   * The position of the subgroup in the whole catalogue, from 1.
   */
  id: number;
  name: string;
  conditions: ExaminationCondition[];
}
/**
 * A main group (e.g. "Lids") with its subgroups, each with its conditions, in reference order.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "ExaminationGroup".
 */
export interface ExaminationGroup {
  /**
   * The position of the main group in the whole catalogue, from 1.
   */
  id: number;
  name: string;
  type: 'external' | 'internal';
  subgroups: ExaminationSubgroup[];
}
/**
 * A named grading scale: its key and source, and the rest of its definition.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "GradingScale".
 */
export interface GradingScale {
  key: string;
  source: string;
  /**
   * Grade → description, e.g. {"0": "Normal", "1": "Trace"}.
   */
  values?: {
    [k: string]: string | undefined;
  };
  /**
   * A scale graded in parts (LOCS III): part key → its label and range.
   */
  components?: {
    [k: string]: GradingScaleComponent | undefined;
  };
  /**
   * What a value is, for a scale without named grades (e.g. "number 0.0-1.0").
   */
  value_type?: string;
  notes?: string;
  /**
   * The macular oedema findings graded beside the scale.
   */
  macular_oedema?: string[];
}
export interface GradingScaleComponent {
  label: string;
  /**
   * e.g. "0.1-6.9".
   */
  range: string;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "DiagnosisCode".
 */
export interface DiagnosisCode {
  id: number;
  diagnosis: string;
  icd_code: string;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "MedicationType".
 */
export interface MedicationType {
  id: number;
  name: string;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "Medication".
 */
export interface Medication {
  id: number;
  name: string;
  generic_name: string;
  strength: string;
  form: string;
  form_detail: string | null;
  dosage: string;
  /**
   * On the WHO Model List of Essential Medicines (refdata/SOURCES.md).
   */
  who_eml: boolean;
  note: string | null;
  medication_type_id: number;
  /**
   * The name of its medication type.
   */
  medication_type: string;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "LoginRequest".
 */
export interface LoginRequest {
  username: string;
  password: string;
}
/**
 * The refresh token; may be left out (or the body empty) when the browser sends the refresh cookie.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "RefreshRequest".
 */
export interface RefreshRequest {
  refresh?: string;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "TokenPair".
 */
export interface TokenPair {
  /**
   * Bearer token for API calls (short-lived).
   */
  access: string;
  /**
   * Single-use token for POST auth/jwt/refresh/.
   */
  refresh: string;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "SessionCheck".
 */
export interface SessionCheck {
  authenticated: boolean;
  user: User;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "Message".
 */
export interface Message {
  detail: string;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "Health".
 */
export interface Health {
  status: 'ok';
  /**
   * low: the data folder's filesystem has less free space than LOW_DISK_MB (a warning is logged).
   */
  disk: 'ok' | 'low';
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "UploadedFile".
 */
export interface UploadedFile {
  /**
   * The public id of the file (22 random characters); the extra test's `file`.
   */
  id: string;
  /**
   * The file name the client gave (cleaned).
   */
  name: string;
  /**
   * The type detected from the bytes.
   */
  content_type: string;
  /**
   * Bytes.
   */
  size: number;
}
/**
 * One file part (any field name) and the appointment id; other fields are ignored.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "FileUpload".
 */
export interface FileUpload {
  /**
   * The appointment the file is for (its id, as text).
   */
  appointment?: string;
  /**
   * The file: an image or a PDF, at most 10 MB.
   */
  file?: string;
}
/**
 * A patient: the read fields of the specification, plus otherNames, occupation_category, occupation, residence, hometown and hospitalId under their creation names, so the registration form can be filled from it. A value not given is null.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "Patient".
 */
export interface Patient {
  /**
   * The numeric id (paths and appointments use it).
   */
  id: number;
  /**
   * Readable id assigned at registration: SL- and six digits.
   */
  patient_id: string;
  first_name: string;
  last_name: string;
  clinic: 'Old Site' | 'New Site' | 'CCTU';
  primary_phone: string;
  alternate_phone: string | null;
  /**
   * Whole years since dob, counted on the day of the request.
   */
  age: number;
  gender: 'Male' | 'Female';
  /**
   * YYYY-MM-DD.
   */
  dob: string;
  /**
   * 'Hospital ID' when hospitalId is set.
   */
  id_type: 'Hospital ID' | null;
  /**
   * The hospital ID.
   */
  id_number: string | null;
  address: string;
  landmark: string;
  region: string;
  emergency_contact_name: string;
  emergency_contact_number: string;
  /**
   * Public for NHIS.
   */
  insurance_type: 'Public' | 'Private' | null;
  insurance_provider: 'NHIS' | 'Private' | null;
  insurance_number: string | null;
  /**
   * YYYY-MM-DD.
   */
  date_of_first_visit: string | null;
  /**
   * YYYY-MM-DD, the day the patient was registered.
   */
  registration_date: string;
  otherNames: string | null;
  occupation_category: string;
  occupation: string;
  residence: string | null;
  hometown: string;
  hospitalId: string | null;
}
/**
 * A patient: the read fields of the specification, plus otherNames, occupation_category, occupation, residence, hometown and hospitalId under their creation names, so the registration form can be filled from it. A value not given is null. Beside these, every other property of the registration form (schemas/patient-registration) the patient was saved with, under its form name and with its type.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "PatientDetail".
 */
export interface PatientDetail {
  /**
   * The numeric id (paths and appointments use it).
   */
  id: number;
  /**
   * Readable id assigned at registration: SL- and six digits.
   */
  patient_id: string;
  first_name: string;
  last_name: string;
  clinic: 'Old Site' | 'New Site' | 'CCTU';
  primary_phone: string;
  alternate_phone: string | null;
  /**
   * Whole years since dob, counted on the day of the request.
   */
  age: number;
  gender: 'Male' | 'Female';
  /**
   * YYYY-MM-DD.
   */
  dob: string;
  /**
   * 'Hospital ID' when hospitalId is set.
   */
  id_type: 'Hospital ID' | null;
  /**
   * The hospital ID.
   */
  id_number: string | null;
  address: string;
  landmark: string;
  region: string;
  emergency_contact_name: string;
  emergency_contact_number: string;
  /**
   * Public for NHIS.
   */
  insurance_type: 'Public' | 'Private' | null;
  insurance_provider: 'NHIS' | 'Private' | null;
  insurance_number: string | null;
  /**
   * YYYY-MM-DD.
   */
  date_of_first_visit: string | null;
  /**
   * YYYY-MM-DD, the day the patient was registered.
   */
  registration_date: string;
  otherNames: string | null;
  occupation_category: string;
  occupation: string;
  residence: string | null;
  hometown: string;
  hospitalId: string | null;
  [k: string]: unknown | undefined;
}
/**
 * A patient: the read fields of the specification, plus otherNames, occupation_category, occupation, residence, hometown and hospitalId under their creation names, so the registration form can be filled from it. A value not given is null.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "PatientSearchResult".
 */
export interface PatientSearchResult {
  /**
   * The numeric id (paths and appointments use it).
   */
  id: number;
  /**
   * Readable id assigned at registration: SL- and six digits.
   */
  patient_id: string;
  first_name: string;
  last_name: string;
  clinic: 'Old Site' | 'New Site' | 'CCTU';
  primary_phone: string;
  alternate_phone: string | null;
  /**
   * Whole years since dob, counted on the day of the request.
   */
  age: number;
  gender: 'Male' | 'Female';
  /**
   * YYYY-MM-DD.
   */
  dob: string;
  /**
   * 'Hospital ID' when hospitalId is set.
   */
  id_type: 'Hospital ID' | null;
  /**
   * The hospital ID.
   */
  id_number: string | null;
  address: string;
  landmark: string;
  region: string;
  emergency_contact_name: string;
  emergency_contact_number: string;
  /**
   * Public for NHIS.
   */
  insurance_type: 'Public' | 'Private' | null;
  insurance_provider: 'NHIS' | 'Private' | null;
  insurance_number: string | null;
  /**
   * YYYY-MM-DD.
   */
  date_of_first_visit: string | null;
  /**
   * YYYY-MM-DD, the day the patient was registered.
   */
  registration_date: string;
  otherNames: string | null;
  occupation_category: string;
  occupation: string;
  residence: string | null;
  hometown: string;
  hospitalId: string | null;
  /**
   * Where the query's words were found, each field once: first or last name, readable id, phone, and 'other_names' only for a word none of the others holds (the lists do not show other names).
   */
  matched_on: ('name' | 'patient_id' | 'phone' | 'other_names')[];
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "PatientPage".
 */
export interface PatientPage {
  results: Patient[];
  /**
   * How many items there are in all pages.
   */
  count: number;
}
/**
 * The patient creation fields of the registration form (schemas/patient-registration/schema.json), validated with that schema: unknown fields are refused, messages are the form's. confirm_save: true saves despite a primary phone number another patient has. Read-answer keys (id, patient_id, age, …) and null values are ignored, so an answered patient can be sent back.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "PatientRequest".
 */
export interface PatientRequest {
  /**
   * true to save although another patient has this primary phone number (a boolean).
   */
  confirm_save?: boolean;
  [k: string]: unknown | undefined;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "Appointment".
 */
export interface Appointment {
  id: number;
  /**
   * The patient's numeric id.
   */
  patient: number;
  /**
   * The patient's readable id.
   */
  patient_id: string;
  /**
   * First and last name.
   */
  patient_name: string;
  /**
   * YYYY-MM-DD.
   */
  appointment_date: string;
  appointment_type: 'New' | 'Review';
  status: 'Scheduled' | 'Completed' | 'Cancelled';
  notes: string | null;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "AppointmentPage".
 */
export interface AppointmentPage {
  results: Appointment[];
  /**
   * How many items there are in all pages.
   */
  count: number;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "TodayAppointments".
 */
export interface TodayAppointments {
  /**
   * One page of today's appointments, every status: Scheduled, then Completed, then Cancelled, each newest booked first.
   */
  data: Appointment[];
  /**
   * How many appointments today has in all pages.
   */
  count: number;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "AppointmentRequest".
 */
export interface AppointmentRequest {
  patient?: IdRef;
  /**
   * YYYY-MM-DD; today (the server's date) when absent or null.
   */
  appointment_date?: string | null;
  /**
   * New when absent or null.
   */
  appointment_type?: 'New' | 'Review' | null;
  /**
   * Scheduled when absent or null.
   */
  status?: 'Scheduled' | 'Completed' | 'Cancelled' | null;
  notes?: string | null;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "ConsultationReassignPayload".
 */
export interface ConsultationReassignPayload {
  student: IdRef1;
  /**
   * Why the consultation changes student (required, trimmed, at most 2000 characters).
   */
  reason?: string;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "ConsultationOwner".
 */
export interface ConsultationOwner {
  appointment: number;
  student: ConsultationStudent;
  /**
   * ISO 8601 UTC time.
   */
  assigned_at: string;
}
export interface ConsultationStudent {
  id: number;
  /**
   * "First Last".
   */
  name: string;
}
