/* Written by `npm run contracts:generate` from contracts/index.ts: do not edit (CI fails when it is stale). */

/**
 * Newest first, at most 500.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "AbsentRequests".
 */
export type AbsentRequests = AbsentRequest[];
/**
 * The extra tests of an appointment, oldest first; an empty list when there is none.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "ExtraTests".
 */
export type ExtraTests = ExtraTest[];

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
 * The stored payload of a section, with the id and save time of this version of the record.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "SectionRecord".
 */
export interface SectionRecord {
  /**
   * Record id (each save makes a new record).
   */
  id: number;
  /**
   * ISO 8601 UTC time of the save.
   */
  saved_at: string;
  /**
   * Who saved this version, "First Last" (on reads; a save's answer leaves it out).
   */
  saved_by_name?: string;
  [k: string]: unknown | undefined;
}
/**
 * An extra test as listed (consultation §3): `id, name, method, iop_od, iop_os, recorded_at, file, notes`, and the `appointment` and `saved_at` of the record, and on the list `saved_by_name`. A member the test does not have is null (`notes`: ""). Beside these, every other property of the extra-test form, as read.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "ExtraTest".
 */
export interface ExtraTest {
  /**
   * The id of the test (each save adds one).
   */
  id: number;
  /**
   * The test name.
   */
  name: string;
  /**
   * Tonometry method; null for other tests.
   */
  method: string | null;
  /**
   * IOP of the right eye (mmHg); null for other tests.
   */
  iop_od: number | null;
  /**
   * IOP of the left eye (mmHg); null for other tests.
   */
  iop_os: number | null;
  /**
   * When the pressures were taken (HH:MM[:SS] or an ISO date and time), if given.
   */
  recorded_at: string | null;
  /**
   * The absolute URL of the file (`…/api/files/{publicId}/`), read with the same Bearer token as any call; null without a file.
   */
  file: string | null;
  /**
   * Notes ("" when none).
   */
  notes: string;
  /**
   * The appointment (the one of the path).
   */
  appointment: number;
  /**
   * ISO 8601 UTC time of the save.
   */
  saved_at: string;
  /**
   * Who saved the test, "First Last" (on the list; the answer to a save leaves it out).
   */
  saved_by_name?: string;
  /**
   * The average marks of the extra tests section of the appointment, to 2 decimals, null when none (on the list, on every item and in the X-Average-Marks header; the answer to a save leaves it out).
   */
  average_marks?: number | null;
  [k: string]: unknown | undefined;
}
/**
 * The current diagnosis with each chosen code expanded (`final_diagnoses_info`, each code `{id, diagnosis}`), and the whole diagnosis code catalogue. Before any diagnosis is saved: an empty differential_diagnosis, no final_diagnoses_info, id and saved_at null. Beside these, every other property of the diagnosis form, as read.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "DiagnosisView".
 */
export interface DiagnosisView {
  /**
   * Record id; null while no diagnosis was saved.
   */
  id: number | null;
  /**
   * ISO 8601 UTC time of the save; null while no diagnosis was saved.
   */
  saved_at: string | null;
  /**
   * Who saved the diagnosis, "First Last"; absent while none was saved.
   */
  saved_by_name?: string;
  appointment: number;
  all_diagnosis_codes: DiagnosisCatalogueCode[];
  /**
   * The mean of the marks lecturers gave this section of the appointment, to 2 decimals; null when none.
   */
  average_marks: number | null;
  [k: string]: unknown | undefined;
}
export interface DiagnosisCatalogueCode {
  id: number;
  diagnosis: string;
  icd_code: string;
}
