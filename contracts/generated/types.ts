/* Written by `npm run contracts:generate` from contracts/index.ts: do not edit (CI fails when it is stale). */

/**
 * Newest first, at most 500.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "AbsentRequests".
 */
export type AbsentRequests = AbsentRequest[];
/**
 * Ordered by date, start time, then staff name; at most 2000.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "ClinicScheduleEntries".
 */
export type ClinicScheduleEntries = ClinicScheduleEntry[];
/**
 * A list of 1–100 entries (or one entry alone).
 *
 * @maxItems 100
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "ClinicSchedulePayload".
 */
export type ClinicSchedulePayload =
  | ClinicScheduleEntryPayload[]
  | {
      [k: string]: unknown | undefined;
    };
/**
 * Active users of the rostered roles (schedule.rostered), by name.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "ClinicScheduleStaff".
 */
export type ClinicScheduleStaff = ClinicScheduleStaffMember[];
/**
 * Approved absences that meet the range, by first day then id; all of them for a role with schedule.absences (the coordinator), else the user's own; at most 2000.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "ClinicScheduleAbsences".
 */
export type ClinicScheduleAbsences = ClinicScheduleAbsence[];
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "ReviewStatus".
 */
export type ReviewStatus = 'submitted' | 'returned' | 'approved';
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "ReviewAction".
 */
export type ReviewAction =
  | 'submitted'
  | 'supervisor_changed'
  | 'reassigned'
  | 'returned'
  | 'resubmitted'
  | 'approved'
  | 'marked'
  | 'graded'
  | 'regraded';
/**
 * Oldest submission first.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "PendingReviews".
 */
export type PendingReviews = PendingReview[];
/**
 * Most recently changed first.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "StudentReviews".
 */
export type StudentReviews = StudentReviewItem[];
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "Supervisors".
 */
export type Supervisors = Supervisor[];
/**
 * The id of a stored record: a whole number from 1, also accepted as text ("5").
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "IdRef".
 */
export type IdRef = number;
/**
 * The mean of the marks lecturers gave this section of the appointment, to 2 decimals; null when none.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "AverageMarks".
 */
export type AverageMarks = number | null;
/**
 * The extra tests of an appointment, oldest first; an empty list when there is none.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "ExtraTests".
 */
export type ExtraTests = ExtraTest[];
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
 * The id of a stored record: a whole number from 1, also accepted as text ("5").
 */
export type IdRef1 = number;
/**
 * The id of a stored record: a whole number from 1, also accepted as text ("5").
 */
export type IdRef2 = number;
/**
 * The id of a stored record: a whole number from 1, also accepted as text ("5").
 */
export type IdRef3 = number;
/**
 * Active lecturers, then students, each by last and first name.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "Clinicians".
 */
export type Clinicians = Clinician[];
/**
 * The guides of the blocks the asked codes fall in, in the order of the guide file.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "CaseGuides".
 */
export type CaseGuides = CaseGuide[];
/**
 * CSV text: a header row naming username, first name, last name, role and optionally email (any order and letter case), then one account per row; at most 500 rows.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "ClassListCsv".
 */
export type ClassListCsv = string;

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
 * via the `definition` "ClinicScheduleStaffRef".
 */
export interface ClinicScheduleStaffRef {
  /**
   * The user id.
   */
  id: number;
  /**
   * First and last name.
   */
  name: string;
  /**
   * student or lecturer.
   */
  role: string;
}
/**
 * Beside these, every other property of the clinic-schedule form (schemas/clinic-schedule) the entry was saved with, with its type.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "ClinicScheduleEntry".
 */
export interface ClinicScheduleEntry {
  id: number;
  /**
   * YYYY-MM-DD.
   */
  date: string;
  /**
   * HH:MM (24 h).
   */
  start_time: string;
  /**
   * HH:MM (24 h), after start_time.
   */
  end_time: string;
  /**
   * The staff member (user id).
   */
  staff_id: number;
  staff: ClinicScheduleStaffRef;
  [k: string]: unknown | undefined;
}
/**
 * An entry: the clinic-schedule form (schemas/clinic-schedule/schema.json) with one staff member, {staff_id, date, start_time, end_time}, validated with that schema. Times 'HH:MM' or 'HH:MM:SS' (stored as HH:MM); staff_id a user id, or that id as text.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "ClinicScheduleEntryPayload".
 */
export interface ClinicScheduleEntryPayload {
  [k: string]: unknown | undefined;
}
/**
 * Any members of an entry (ClinicScheduleEntryPayload: staff_id, date, start_time, end_time, place, …); those not given keep their stored values, a null clears an optional one (place). The entry as changed is validated as a new one would be; repeat_weeks is refused.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "ClinicScheduleEntryChange".
 */
export interface ClinicScheduleEntryChange {
  [k: string]: unknown | undefined;
}
export interface ClinicScheduleStaffMember {
  /**
   * The user id.
   */
  id: number;
  /**
   * First and last name.
   */
  name: string;
  /**
   * student or lecturer.
   */
  role: string;
  /**
   * False when on an approved absence on the date asked for.
   */
  available: boolean;
  /**
   * Why not available, e.g. 'On approved absence (2026-11-24 to 2026-11-26)'.
   */
  unavailable_reason: string | null;
  /**
   * The time ranges the staff member is already scheduled on the date asked for, by start; empty without a date.
   */
  scheduled: ScheduledTime[];
}
export interface ScheduledTime {
  /**
   * HH:MM (24 h).
   */
  start_time: string;
  /**
   * HH:MM (24 h).
   */
  end_time: string;
}
export interface ClinicScheduleAbsence {
  /**
   * The absent request id.
   */
  id: number;
  /**
   * First day away (YYYY-MM-DD).
   */
  from_date: string;
  /**
   * Last day away, inclusive (YYYY-MM-DD).
   */
  to_date: string;
  staff: ClinicScheduleStaffRef;
}
/**
 * One stock line (e.g. Medication / Eye Drops).
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "StockItem".
 */
export interface StockItem {
  id: number;
  /**
   * The category key (config/inventory.json), e.g. medication.
   */
  category: string;
  /**
   * The stock line key within the category, e.g. eye_drops.
   */
  sub_category: string;
  label: string;
  quantity: number;
  /**
   * At or below this quantity the line is low.
   */
  low_stock_at: number;
  /**
   * quantity <= low_stock_at.
   */
  low_stock: boolean;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "StockItems".
 */
export interface StockItems {
  /**
   * In the order of config/inventory.json.
   *
   * @maxItems 20
   */
  categories: StockCategory[];
}
export interface StockCategory {
  key: string;
  label: string;
  /**
   * The sum of the quantities of its lines.
   */
  total: number;
  /**
   * How many of its lines are low.
   */
  low_stock_count: number;
  /**
   * @maxItems 50
   */
  items: StockItem[];
}
/**
 * Beside these, every other property of the stock-addition form (schemas/stock-addition) the movement was kept with.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "StockAddition".
 */
export interface StockAddition {
  id: number;
  item: StockItem;
  change: number;
  quantity_after: number;
  kind: 'added';
  reason: string;
  actor_name: string;
  at: string;
  [k: string]: unknown | undefined;
}
/**
 * Beside these, every other property of the stock-count form (schemas/stock-count) the movement was kept with.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "StockCount".
 */
export interface StockCount {
  id: number;
  item: StockItem;
  /**
   * The quantity counted minus the quantity recorded before (0 when they agreed).
   */
  change: number;
  /**
   * The quantity counted.
   */
  quantity_after: number;
  kind: 'counted';
  reason: string;
  actor_name: string;
  at: string;
  [k: string]: unknown | undefined;
}
/**
 * An addition's or a count's also has every other property of its form's document (stock-addition, stock-count).
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "StockMovement".
 */
export interface StockMovement {
  id: number;
  /**
   * The stock line id.
   */
  item: number;
  item_label: string;
  category: string;
  /**
   * Positive when added, negative when handed out; for a count, counted minus the quantity before.
   */
  change: number;
  quantity_after: number;
  kind: 'opening' | 'added' | 'dispensed' | 'counted';
  reason: string;
  /**
   * Null for the opening stock.
   */
  actor_name: string | null;
  at: string;
  /**
   * Who it was dispensed to; null otherwise.
   */
  patient_name: string | null;
  [k: string]: unknown | undefined;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "StockMovementPage".
 */
export interface StockMovementPage {
  results: StockMovement[];
  /**
   * How many items there are in all pages.
   */
  count: number;
}
/**
 * The stock-addition form (schemas/stock-addition/schema.json): item (the stock line id, or its id text), quantity (a whole number from 1 to 10000) and an optional reason (at most 200 characters). Unknown fields are refused.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "StockAdditionRequest".
 */
export interface StockAdditionRequest {
  [k: string]: unknown | undefined;
}
/**
 * The stock-count form (schemas/stock-count/schema.json): item (the stock line id, or its id text), counted (a whole number from 0 to 1000000) and a required reason (1 to 200 characters, not blank). Unknown fields are refused.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "StockCountRequest".
 */
export interface StockCountRequest {
  [k: string]: unknown | undefined;
}
/**
 * The plan's spectacle prescription per eye (OD right, OS left).
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "SpectacleRx".
 */
export interface SpectacleRx {
  od: RxLine;
  os: RxLine1;
}
export interface RxLine {
  sph: string | null;
  cyl: string | null;
  axis: string | null;
  add: string | null;
}
export interface RxLine1 {
  sph: string | null;
  cyl: string | null;
  axis: string | null;
  add: string | null;
}
/**
 * One item of a management plan.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "DispensaryItem".
 */
export interface DispensaryItem {
  /**
   * `medication:<medication id>` or `correction:<type>`.
   */
  key: string;
  label: string;
  /**
   * Dosage and eye for a medication; null otherwise.
   */
  detail: string | null;
  /**
   * The stock it takes (config/inventory.json "dispensing"); empty when not stocked.
   *
   * @maxItems 10
   */
  needs: PlanNeed[];
  status: 'pending' | 'dispensed' | 'not_stocked';
  dispensed_by_name: string | null;
  dispensed_at: string | null;
  /**
   * For `correction:Spectacles`: the SPH, CYL, AXIS and ADD per eye to make the lenses to; null otherwise.
   */
  prescription: SpectacleRx | null;
}
export interface PlanNeed {
  item_id: number;
  label: string;
  quantity: number;
  in_stock: number;
}
/**
 * One completed consultation with something left to dispense.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "DispensaryQueueEntry".
 */
export interface DispensaryQueueEntry {
  appointment: number;
  appointment_date: string;
  patient: number;
  patient_id: string;
  patient_name: string;
  /**
   * @maxItems 200
   */
  items: DispensaryItem[];
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "DispensaryQueueEntryPage".
 */
export interface DispensaryQueueEntryPage {
  results: DispensaryQueueEntry[];
  /**
   * How many items there are in all pages.
   */
  count: number;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "Dispensed".
 */
export interface Dispensed {
  id: number;
  appointment: number;
  patient: number;
  item: string;
  label: string;
  /**
   * @maxItems 10
   */
  movements: DispensedMovement[];
  dispensed_by_name: string;
  dispensed_at: string;
}
export interface DispensedMovement {
  item_id: number;
  label: string;
  change: number;
  quantity_after: number;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "Dispensing".
 */
export interface Dispensing {
  id: number;
  appointment: number;
  patient: number;
  patient_id: string;
  patient_name: string;
  item: string;
  label: string;
  dispensed_by_name: string;
  dispensed_at: string;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "DispensingPage".
 */
export interface DispensingPage {
  results: Dispensing[];
  /**
   * How many items there are in all pages.
   */
  count: number;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "DispenseRequest".
 */
export interface DispenseRequest {
  /**
   * The plan item's key, as the queue lists it.
   */
  item: string;
}
/**
 * The printable documents of one appointment.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "AppointmentDocuments".
 */
export interface AppointmentDocuments {
  /**
   * The documents the appointment's latest management plan gives, in this order: the spectacle prescription, the referral letter.
   *
   * @maxItems 2
   */
  documents: AppointmentDocument[];
}
export interface AppointmentDocument {
  kind: 'spectacle-prescription' | 'referral-letter';
  /**
   * What the document is called: 'Spectacle prescription', 'Referral letter'.
   */
  title: string;
  /**
   * Where its PDF is read (with the same token).
   */
  url: string;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "PersonRef".
 */
export interface PersonRef {
  id: number;
  /**
   * "First Last".
   */
  name: string;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "ReviewPatient".
 */
export interface ReviewPatient {
  /**
   * The patient's numeric id.
   */
  id: number;
  /**
   * The patient's readable id (SL-…).
   */
  patient_id: string;
  name: string;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "PendingReview".
 */
export interface PendingReview {
  appointment: number;
  patient: ReviewPatient;
  student: PersonRef;
  supervisor: PersonRef;
  /**
   * YYYY-MM-DD.
   */
  appointment_date: string;
  appointment_type: string;
  /**
   * ISO 8601 UTC time of the latest (re)submission.
   */
  submitted_at: string;
  /**
   * Whole minutes since the latest (re)submission.
   */
  waiting_minutes: number;
  /**
   * The latest diagnosis record's first final diagnosis, else its differential diagnosis; null when none.
   */
  diagnosis: string | null;
  status: ReviewStatus;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "StudentReviewItem".
 */
export interface StudentReviewItem {
  appointment: number;
  patient: ReviewPatient;
  student: PersonRef;
  supervisor: PersonRef;
  /**
   * YYYY-MM-DD.
   */
  appointment_date: string;
  appointment_type: string;
  /**
   * ISO 8601 UTC time of the latest (re)submission.
   */
  submitted_at: string;
  /**
   * Whole minutes since the latest (re)submission.
   */
  waiting_minutes: number;
  /**
   * The latest diagnosis record's first final diagnosis, else its differential diagnosis; null when none.
   */
  diagnosis: string | null;
  status: ReviewStatus;
  /**
   * Form ids of the sections returned for correction.
   */
  returned_sections: string[];
  /**
   * The lecturer's latest remarks (on a return or an approval).
   */
  remarks: string | null;
  /**
   * The current grading's total, null when not graded.
   */
  total: number | null;
  updated_at: string;
}
/**
 * `supervisor`: on `submitted` and `supervisor_changed`, the supervising lecturer. `student`: on `reassigned` (by a coordinator or an administrator, `remarks` the reason), the student the consultation now belongs to.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "TimelineEvent".
 */
export interface TimelineEvent {
  /**
   * ISO 8601 UTC time.
   */
  at: string;
  action: ReviewAction;
  by: PersonRef;
  remarks: string | null;
  /**
   * On `returned`: the sections returned for correction.
   */
  sections?: string[];
  /**
   * On `marked`: the section marked.
   */
  section?: string;
  /**
   * On `marked`: the mark given.
   */
  marks?: number;
  /**
   * On `graded`/`regraded`: the grading's total.
   */
  total?: number;
  /**
   * On `regraded` after approval: why the grade changed.
   */
  reason?: string | null;
  supervisor?: PersonRef;
  student?: PersonRef;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "Review".
 */
export interface Review {
  appointment: number;
  status: ReviewStatus;
  student: PersonRef;
  supervisor: PersonRef;
  patient: ReviewPatient;
  /**
   * YYYY-MM-DD.
   */
  appointment_date: string;
  appointment_type: string;
  /**
   * Form ids of the sections returned for correction.
   */
  returned_sections: string[];
  submitted_at: string;
  updated_at: string;
  /**
   * Every step of the case, oldest first.
   */
  timeline: TimelineEvent[];
}
export interface Supervisor {
  id: number;
  /**
   * "First Last".
   */
  name: string;
  /**
   * The lecturer a case goes to when none is chosen.
   */
  default: boolean;
}
/**
 * `supervisor`: the lecturer's user id (or that id as text).
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "ReviewSupervisorPayload".
 */
export interface ReviewSupervisorPayload {
  supervisor: IdRef;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "ReviewReturnPayload".
 */
export interface ReviewReturnPayload {
  /**
   * What the student should correct (required, trimmed).
   */
  remarks?: string;
  /**
   * The sections to correct (1–9; repeated ones count once): case-history, oculo-medical-history, visual-acuity, externals, internals, refraction, extra-test, diagnosis, management.
   *
   * @maxItems 9
   */
  sections?: string[];
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "ReviewApprovePayload".
 */
export interface ReviewApprovePayload {
  /**
   * Optional remarks for the student.
   */
  remarks?: string | null;
}
/**
 * Also every property of the section-marks form that no member above holds, as it was given.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "SectionMark".
 */
export interface SectionMark {
  id: number;
  marks: number;
  remarks: string;
  /**
   * The lecturer, "First Last".
   */
  marked_by_name: string;
  /**
   * ISO 8601 UTC time.
   */
  marked_at: string;
  appointment: number;
  section: string;
  marked_by: number;
  average_marks: AverageMarks;
  [k: string]: unknown | undefined;
}
/**
 * Also every property of the section-marks form that no member above holds, as it was given.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "SectionMarkEntry".
 */
export interface SectionMarkEntry {
  id: number;
  marks: number;
  remarks: string;
  /**
   * The lecturer, "First Last".
   */
  marked_by_name: string;
  /**
   * ISO 8601 UTC time.
   */
  marked_at: string;
  [k: string]: unknown | undefined;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "SectionMarks".
 */
export interface SectionMarks {
  average_marks: AverageMarks;
  marks: SectionMarkEntry[];
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "MarksOfCase".
 */
export interface MarksOfCase {
  /**
   * Every section of the consultation by form id, with its marks oldest first.
   */
  sections: {
    'case-history': SectionMarks;
    'oculo-medical-history': SectionMarks;
    'visual-acuity': SectionMarks;
    externals: SectionMarks;
    internals: SectionMarks;
    refraction: SectionMarks;
    'extra-test': SectionMarks;
    diagnosis: SectionMarks;
    management: SectionMarks;
  };
}
/**
 * The fields of the section-marks form (`{marks, remarks?}`: marks 0–100 in steps of 0.01), validated with its current version (GET /api/grading/rubrics/section-marks/); a number that is not a valid mark is refused with "Please enter a valid mark.".
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "SectionMarksPayload".
 */
export interface SectionMarksPayload {
  [k: string]: unknown | undefined;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "RubricVersion".
 */
export interface RubricVersion {
  id: number;
  form: 'final-grading' | 'section-marks';
  /**
   * Semantic version; a version saved in the app is the latest minor + 1.
   */
  version: string;
  /**
   * The JSON Schema (bundled).
   */
  schema: {
    [k: string]: unknown | undefined;
  };
  /**
   * The UI schema.
   */
  ui: {
    [k: string]: unknown | undefined;
  };
  source: 'file' | 'app';
  created_by: number | null;
  created_by_name: string | null;
  created_at: string;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "RubricVersionSummary".
 */
export interface RubricVersionSummary {
  id: number;
  form: 'final-grading' | 'section-marks';
  /**
   * Semantic version; a version saved in the app is the latest minor + 1.
   */
  version: string;
  source: 'file' | 'app';
  created_by: number | null;
  created_by_name: string | null;
  created_at: string;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "RubricVersions".
 */
export interface RubricVersions {
  current: RubricVersion;
  versions: RubricVersionSummary[];
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "RubricVersionPayload".
 */
export interface RubricVersionPayload {
  /**
   * The new JSON Schema of the form.
   */
  schema: {
    [k: string]: unknown | undefined;
  };
  /**
   * The new UI schema.
   */
  ui: {
    [k: string]: unknown | undefined;
  };
}
/**
 * Also every property of the rubric form that is not a section nor `remarks`, as it was given.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "Grading".
 */
export interface Grading {
  id: number;
  appointment: number;
  /**
   * The version of the final-grading rubric used.
   */
  rubric_version: string;
  rubric_version_id: number;
  /**
   * Scores by section key, then item key.
   */
  scores: {
    [k: string]:
      | {
          [k: string]: number | undefined;
        }
      | undefined;
  };
  /**
   * Each section's total by its total key (`totalA`, …).
   */
  totals: {
    [k: string]: number | undefined;
  };
  total: number;
  remarks: string;
  /**
   * Why an approved grade was changed; null otherwise.
   */
  reason: string | null;
  graded_by: number;
  graded_by_name: string;
  /**
   * ISO 8601 UTC time.
   */
  graded_at: string;
  [k: string]: unknown | undefined;
}
/**
 * `rubric`: the rubric version of the current grading, else the current version.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "GradingState".
 */
export interface GradingState {
  current: Grading | null;
  rubric: RubricVersion;
  /**
   * Every grading, oldest first (the last is current).
   */
  history: Grading[];
}
/**
 * The rubric form data: each section by key with its scores by item key (`{section_a: {case_history: 4.5, …}, …}`), `remarks`; validated with the rubric version named. Totals are computed by the server: a body that carries its own is refused as an unknown field.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "FinalGradingPayload".
 */
export interface FinalGradingPayload {
  /**
   * The version text of the final-grading rubric to grade with; the current version when not given.
   */
  rubric_version?: string | null;
  /**
   * Why an approved grade is changed (required then; trimmed).
   */
  reason?: string | null;
  [k: string]: unknown | undefined;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "DiagnosisCount".
 */
export interface DiagnosisCount {
  diagnosis: string;
  count: number;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "Portal".
 */
export interface Portal {
  cases: PortalCases;
  /**
   * Each graded case's current total, oldest first (the latest 500).
   *
   * @maxItems 500
   */
  marks_over_time: GradedCase[];
  /**
   * Each section's mean mark: the student's cases and every case; null when none.
   *
   * @maxItems 9
   */
  section_averages: SectionAverage[];
  /**
   * Cases waiting for review.
   */
  pending: number;
  /**
   * Cases returned for correction.
   */
  returned: number;
  /**
   * Progress toward the targets of config/case-targets.json.
   *
   * @maxItems 20
   */
  targets: TargetProgress[];
}
/**
 * The student's completed consultations.
 */
export interface PortalCases {
  total: number;
  /**
   * Cases by appointment type, most first.
   *
   * @maxItems 20
   */
  by_type: TypeCount[];
  /**
   * Cases by diagnosis (the first final diagnosis, else the differential), most first; cases without one are left out.
   *
   * @maxItems 20
   */
  by_diagnosis: DiagnosisCount[];
}
export interface TypeCount {
  type: string;
  count: number;
}
export interface GradedCase {
  date: string;
  appointment: number;
  total: number;
}
export interface SectionAverage {
  section: string;
  mine: number | null;
  cohort: number | null;
}
export interface TargetProgress {
  key: string;
  label: string;
  target: number;
  done: number;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "StudentReport".
 */
export interface StudentReport {
  id: number;
  name: string;
  cases: number;
  graded: number;
  average_total: number | null;
  /**
   * The student's mean mark of each section by form id; null when none.
   */
  section_averages: {
    'case-history': number | null;
    'oculo-medical-history': number | null;
    'visual-acuity': number | null;
    externals: number | null;
    internals: number | null;
    refraction: number | null;
    'extra-test': number | null;
    diagnosis: number | null;
    management: number | null;
  };
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "ReportsSummary".
 */
export interface ReportsSummary {
  /**
   * One row per student in scope, by last name.
   *
   * @maxItems 2000
   */
  students: StudentReport[];
  /**
   * Current totals of graded cases in bands of 10 (the last includes 100).
   *
   * @maxItems 10
   */
  distribution: TotalsBand[];
  /**
   * Completed cases per appointment date, oldest first (the latest 366 days with cases).
   *
   * @maxItems 366
   */
  cases_per_day: DayCount[];
  /**
   * The ten most frequent diagnoses.
   *
   * @maxItems 10
   */
  top_diagnoses: DiagnosisCount[];
}
export interface TotalsBand {
  from: number;
  to: number;
  count: number;
}
export interface DayCount {
  date: string;
  count: number;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "UserSummary".
 */
export interface UserSummary {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  /**
   * The specification's role word, in lower case (e.g. `hospital administrator`).
   */
  role: string;
}
/**
 * `user`: who read or changed the record.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "AuditEvent".
 */
export interface AuditEvent {
  id: number;
  /**
   * ISO 8601 UTC time of the event.
   */
  at: string;
  /**
   * read: a record was answered; refused: its read was answered 403 or 404; create, update, delete: a record (a patient, an appointment, a clinic-schedule entry, an account) was created, changed or deleted; role-change, deactivate, reactivate, password-reset, password-change: of an account (record kind user); export: the audit log was exported.
   */
  action:
    | 'read'
    | 'refused'
    | 'create'
    | 'update'
    | 'delete'
    | 'role-change'
    | 'deactivate'
    | 'reactivate'
    | 'password-reset'
    | 'password-change'
    | 'export';
  /**
   * A section's form id (case-history, oculo-medical-history, …), file, patient, marks, grading, review, patient-search, dispensary-queue, appointment (a cancellation, no-show or reschedule), clinic-schedule, user (an account) or audit-log.
   */
  record_kind: string;
  /**
   * For an account (record kind user): its username; otherwise null.
   */
  record_label: string | null;
  /**
   * The section record, uploaded file, patient revision or changed appointment (null for a list).
   */
  record_id: number | null;
  user: UserSummary;
  /**
   * The patient's numeric id; null when the record names no patient.
   */
  patient: number | null;
  /**
   * The patient's readable id.
   */
  patient_id: string | null;
  /**
   * First and last name.
   */
  patient_name: string | null;
  /**
   * The appointment the record belongs to.
   */
  appointment: number | null;
}
/**
 * `changed_by`: who made the change.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "PatientRevision".
 */
export interface PatientRevision {
  id: number;
  /**
   * ISO 8601 UTC time of the change.
   */
  changed_at: string;
  changed_by: UserSummary;
  /**
   * The fields the change gave another value.
   */
  changed_fields: string[];
  /**
   * Every field as it was before the change (null: not given), and every property of the registration document that no field holds (a property added to the registration schema), with its type.
   */
  previous: {
    first_name?: string | null;
    last_name?: string | null;
    otherNames?: string | null;
    dob?: string | null;
    gender?: string | null;
    clinic?: string | null;
    occupation_category?: string | null;
    occupation?: string | null;
    address?: string | null;
    residence?: string | null;
    region?: string | null;
    landmark?: string | null;
    hometown?: string | null;
    primary_phone?: string | null;
    alternate_phone?: string | null;
    emergency_contact_name?: string | null;
    emergency_contact_number?: string | null;
    hospitalId?: string | null;
    date_of_first_visit?: string | null;
    insurance_provider?: string | null;
    insurance_number?: string | null;
    [k: string]: unknown | undefined;
  };
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "AuditEventPage".
 */
export interface AuditEventPage {
  /**
   * @maxItems 100
   */
  results: AuditEvent[];
  /**
   * How many items there are in all pages.
   */
  count: number;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "PatientRevisionPage".
 */
export interface PatientRevisionPage {
  /**
   * @maxItems 100
   */
  results: PatientRevision[];
  /**
   * How many items there are in all pages.
   */
  count: number;
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
  /**
   * Added to the specification's shape: the group's normal finding, which 'All normal (OU)' records. true when this condition is itself the normal finding (recorded as a checkbox, value 'true'), the option that is normal (recorded as that dropdown value), null for any other finding.
   */
  normal: true | string | null;
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
  [k: string]: unknown | undefined;
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
 * via the `definition` "LoginAnswer".
 */
export interface LoginAnswer {
  /**
   * Bearer token for API calls (short-lived).
   */
  access: string;
  /**
   * Single-use token for POST auth/jwt/refresh/.
   */
  refresh: string;
  /**
   * Only after a sign-in with a one-time password (otherwise left out, so the answer is the specification's pair): every call but POST auth/api/change-password/ and logout is refused (403) until the password is changed.
   */
  must_change_password?: true;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "ChangePasswordRequest".
 */
export interface ChangePasswordRequest {
  /**
   * The current (or one-time) password.
   */
  old_password: string;
  /**
   * At least 8 characters, not the current one.
   */
  new_password: string;
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
  /**
   * HH:MM (24 h); null when only the day is booked.
   */
  appointment_time: string | null;
  /**
   * The clinician's user id; null when none is named.
   */
  clinician: number | null;
  /**
   * The clinician's first and last name; null when none is named.
   */
  clinician_name: string | null;
  /**
   * Why it was cancelled ('No-show' when the patient did not come); null unless Cancelled.
   */
  cancel_reason: string | null;
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
  patient?: IdRef1;
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
  /**
   * HH:MM (24 h); none when absent or null.
   */
  appointment_time?: string | null;
  clinician?: IdRef2;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "ConsultationReassignPayload".
 */
export interface ConsultationReassignPayload {
  student: IdRef3;
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
/**
 * Cancel: {"status": "Cancelled", "cancel_reason": "…"} (a reason is required). No-show: the same with the reason 'No-show'. Reschedule: a new appointment_date and/or appointment_time (null clears the time). A Completed or Cancelled appointment is not changed (400 {"detail": …}).
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "AppointmentChange".
 */
export interface AppointmentChange {
  /**
   * YYYY-MM-DD; not before the clinic's today.
   */
  appointment_date?: string;
  /**
   * HH:MM (24 h), or null for no time of day.
   */
  appointment_time?: string | null;
  /**
   * Cancelled (the only status set here).
   */
  status?: 'Cancelled';
  /**
   * Why it is cancelled: required with status Cancelled, trimmed, at most 500 characters.
   */
  cancel_reason?: string;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "Clinician".
 */
export interface Clinician {
  /**
   * The user id.
   */
  id: number;
  /**
   * First and last name.
   */
  name: string;
  /**
   * lecturer or student.
   */
  role: string;
}
/**
 * The guide of one diagnosis group (an ICD-10-CM block).
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "CaseGuide".
 */
export interface CaseGuide {
  /**
   * A stable name of the guide.
   */
  id: string;
  /**
   * The block's first ICD-10-CM category, e.g. H40.
   */
  first: string;
  /**
   * The block's last ICD-10-CM category, e.g. H42.
   */
  last: string;
  /**
   * The block as written, e.g. H40-H42 (H52 for a block of one category).
   */
  block: string;
  /**
   * The diagnosis group, e.g. Glaucoma.
   */
  title: string;
  /**
   * What to assess and record (markdown-like: paragraphs, lines starting with "- " are bullets).
   */
  assessment: string;
  /**
   * Management within optometric practice (markdown-like).
   */
  management: string;
  /**
   * When and how urgently to refer (markdown-like).
   */
  referral: string;
  /**
   * What to tell the patient (markdown-like).
   */
  advice: string;
  /**
   * The asked codes that fall in the block, in the order asked.
   */
  codes: string[];
}
/**
 * A patient's visual acuity and intraocular pressure over their visits, in visit order (date, then booking).
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "PatientTrends".
 */
export interface PatientTrends {
  /**
   * Per eye, oldest visit first.
   */
  visual_acuity: VisualAcuityPoint[];
  /**
   * Per eye and test, oldest visit first.
   */
  iop: IopPoint[];
}
/**
 * One eye’s unaided distance visual acuity at one visit.
 */
export interface VisualAcuityPoint {
  /**
   * The visit's (appointment's) date, YYYY-MM-DD.
   */
  date: string;
  /**
   * The appointment the value was recorded at.
   */
  appointment: number;
  /**
   * OD (right eye) or OS (left eye).
   */
  eye: 'OD' | 'OS';
  /**
   * The unaided distance VA as recorded, e.g. "6/9", "0.18" or "CF".
   */
  notation: string;
  /**
   * The value on the logMAR scale: a Snellen line by the reference conversions, CF/HM/PL/NPL by their conventional low-vision values, a LogMAR value as recorded; null when it cannot be read (another chart).
   */
  logmar: number | null;
}
/**
 * One eye’s intraocular pressure from one tonometry test.
 */
export interface IopPoint {
  /**
   * The visit's (appointment's) date, YYYY-MM-DD.
   */
  date: string;
  /**
   * The appointment the value was recorded at.
   */
  appointment: number;
  /**
   * OD (right eye) or OS (left eye).
   */
  eye: 'OD' | 'OS';
  /**
   * The intraocular pressure in mmHg.
   */
  mmhg: number;
  /**
   * How it was measured (Applanation, Tonopen, Non-Contact, Other).
   */
  method: string | null;
}
/**
 * A consultation section as it was recorded at the patient's latest earlier visit that has it.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "PreviousRecords".
 */
export interface PreviousRecords {
  /**
   * The previous visit with a record of the section; null when none.
   */
  appointment: number | null;
  /**
   * That visit's date, YYYY-MM-DD; null when none.
   */
  date: string | null;
  /**
   * The section's records of that visit as form data (the form's schema), newest save first: the current record, or every test of a section kept as a list (extra tests). Empty when there is no previous visit.
   *
   * Items: One record's form data.
   */
  records: {
    [k: string]: unknown | undefined;
  }[];
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "AdminUser".
 */
export interface AdminUser {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  /**
   * The specification's role words (platform §1), in lower case.
   */
  role: 'systems administrator' | 'hospital administrator' | 'lecturer' | 'student' | 'coordinator';
  /**
   * Optional e-mail address.
   */
  email: string | null;
  /**
   * False: the account cannot sign in.
   */
  is_active: boolean;
  /**
   * True while the account holds a one-time password.
   */
  must_change_password: boolean;
  /**
   * ISO 8601 UTC time the account was created.
   */
  created_at: string;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "AdminUserPage".
 */
export interface AdminUserPage {
  /**
   * @maxItems 100
   */
  results: AdminUser[];
  /**
   * How many accounts match in all pages.
   */
  count: number;
}
/**
 * `one_time_password`: null when the request gave a password.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "CreatedUser".
 */
export interface CreatedUser {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  /**
   * The specification's role words (platform §1), in lower case.
   */
  role: 'systems administrator' | 'hospital administrator' | 'lecturer' | 'student' | 'coordinator';
  /**
   * Optional e-mail address.
   */
  email: string | null;
  /**
   * False: the account cannot sign in.
   */
  is_active: boolean;
  /**
   * True while the account holds a one-time password.
   */
  must_change_password: boolean;
  /**
   * ISO 8601 UTC time the account was created.
   */
  created_at: string;
  /**
   * Shown once: the account must change it at its first sign-in.
   */
  one_time_password: string | null;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "CreateUserRequest".
 */
export interface CreateUserRequest {
  /**
   * Letters, digits and @ . + - _; unique ignoring case.
   */
  username: string;
  first_name: string;
  last_name: string;
  /**
   * The specification's role words (platform §1), in lower case.
   */
  role: 'systems administrator' | 'hospital administrator' | 'lecturer' | 'student' | 'coordinator';
  /**
   * Optional e-mail address.
   */
  email?: string | null;
  /**
   * Optional; without it the answer carries a one-time password that must be changed at first sign-in.
   */
  password?: string;
}
/**
 * Any of the fields; an administrator cannot deactivate their own account or change their own role.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "UpdateUserRequest".
 */
export interface UpdateUserRequest {
  first_name?: string;
  last_name?: string;
  /**
   * The specification's role words (platform §1), in lower case.
   */
  role?: 'systems administrator' | 'hospital administrator' | 'lecturer' | 'student' | 'coordinator';
  /**
   * Optional e-mail address.
   */
  email?: string | null;
  is_active?: boolean;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "OneTimePassword".
 */
export interface OneTimePassword {
  /**
   * Shown once: the account must change it at its first sign-in.
   */
  one_time_password: string;
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "UserImportResult".
 */
export interface UserImportResult {
  /**
   * Each with its one-time password.
   *
   * @maxItems 500
   */
  created: CreatedUser[];
  /**
   * The rows refused, each with why (row 1 is the header row, as a spreadsheet numbers it).
   *
   * @maxItems 500
   */
  errors: {
    row: number;
    message: string;
  }[];
}
/**
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "UserImportPreview".
 */
export interface UserImportPreview {
  /**
   * The rows the import would create, as read.
   *
   * @maxItems 500
   */
  rows: {
    row: number;
    username: string;
    first_name: string;
    last_name: string;
    /**
     * The specification's role words (platform §1), in lower case.
     */
    role: 'systems administrator' | 'hospital administrator' | 'lecturer' | 'student' | 'coordinator';
    /**
     * Optional e-mail address.
     */
    email: string | null;
  }[];
  /**
   * The rows refused, each with why (row 1 is the header row, as a spreadsheet numbers it).
   *
   * @maxItems 500
   */
  errors: {
    row: number;
    message: string;
  }[];
}
