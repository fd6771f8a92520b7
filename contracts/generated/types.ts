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
