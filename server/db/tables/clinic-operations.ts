import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** One staff member on the rota for a time range of one date. */
export interface ClinicSchedulesTable {
  id: Generated<number>;
  /** users.id of the staff member. */
  staff_id: number;
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM (24 h). */
  start_time: string;
  /** HH:MM (24 h), after start_time. */
  end_time: string;
  /** users.id of the coordinator who created it. */
  created_by: number;
  /** ISO 8601 UTC text. */
  created_at: string;
  /**
   * JSON text: the entry as the validated form sent it (`{staff_id, date, start_time, end_time, …}`; migration 0019,
   * server/services/form-documents.ts). A form property no column holds is kept here only.
   */
  document: ColumnType<string, string | undefined, string>;
}

/** A request for leave by a student or lecturer. */
export interface AbsentRequestsTable {
  id: Generated<number>;
  requester_id: number;
  /** YYYY-MM-DD. */
  from_date: string;
  /** YYYY-MM-DD, not before from_date. */
  to_date: string;
  reason: string;
  /** `pending`, `approved` or `rejected`. */
  status: string;
  /** users.id of who approved or declined it; null while pending. */
  actioned_by: number | null;
  /** ISO 8601 UTC text; null while pending. */
  actioned_at: string | null;
  /** ISO 8601 UTC text. */
  created_at: string;
  /**
   * JSON text: the validated form document the request was saved with (migration 0019;
   * server/services/form-documents.ts). A form property no column holds is kept here only.
   */
  document: ColumnType<string, string | undefined, string>;
}

/** Every change of an absent request. Only inserted. */
export interface AbsentRequestEventsTable {
  id: Generated<number>;
  request_id: number;
  /** `requested`, `approved` or `rejected`. */
  action: string;
  /** The status before; null for `requested`. */
  from_status: string | null;
  to_status: string;
  actor_id: number;
  /** ISO 8601 UTC text. */
  at: string;
}

/** One stock line (a sub category of a category); quantity never below zero (a CHECK). */
export interface StockItemsTable {
  id: Generated<number>;
  /** `medication` or `optics` (config/inventory.json). */
  category: string;
  /** The sub category's key in config/inventory.json (`tablets`, `eye_drops`, …). */
  sub_category: string;
  label: string;
  quantity: number;
  /** At or below this quantity the line is low. */
  low_stock_at: number;
  /** ISO 8601 UTC text. */
  created_at: string;
}

/** Every change of a stock line's quantity. Only inserted. */
export interface StockMovementsTable {
  id: Generated<number>;
  stock_item_id: number;
  /** Positive when added, negative when handed out. */
  change: number;
  quantity_after: number;
  /** `opening`, `added`, `dispensed` or `counted`. */
  kind: string;
  reason: string;
  /** dispensings.id when the movement handed something out. */
  dispensing_id: number | null;
  /** users.id; null for the opening stock. */
  actor_id: number | null;
  /** ISO 8601 UTC text. */
  at: string;
  /**
   * JSON text: the validated form document an addition or a count was saved with; `{}` for a movement no form made
   * (migration 0019; server/services/form-documents.ts). A form property no column holds is kept here only.
   */
  document: ColumnType<string, string | undefined, string>;
}

/** One item of a management plan handed to its patient. Unique per appointment and item. Only inserted. */
export interface DispensingsTable {
  id: Generated<number>;
  appointment_id: number;
  patient_id: number;
  /** `medication:<medications.id>` or `correction:<refractive correction type>` (docs/decisions.md, "Dispensary"). */
  item_key: string;
  /** What was handed over, as shown then. */
  label: string;
  dispensed_by: number;
  /** ISO 8601 UTC text. */
  dispensed_at: string;
}

export type ClinicScheduleRow = Selectable<ClinicSchedulesTable>;
export type NewClinicSchedule = Insertable<ClinicSchedulesTable>;
export type AbsentRequestRow = Selectable<AbsentRequestsTable>;
export type AbsentRequestEventRow = Selectable<AbsentRequestEventsTable>;
export type StockItemRow = Selectable<StockItemsTable>;
export type StockMovementRow = Selectable<StockMovementsTable>;
export type DispensingRow = Selectable<DispensingsTable>;
