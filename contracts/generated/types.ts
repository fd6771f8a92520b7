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
 * An entry: the clinic-schedule form (schemas/clinic-schedule/schema.json) with one staff member, {staff_id, date, start_time, end_time}, validated with that schema. Times 'HH:MM' or 'HH:MM:SS' (stored as HH:MM); staff_id a user id, or that id as text.
 *
 * This interface was referenced by `Contracts`'s JSON-Schema
 * via the `definition` "ClinicScheduleEntryPayload".
 */
export interface ClinicScheduleEntryPayload {
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
