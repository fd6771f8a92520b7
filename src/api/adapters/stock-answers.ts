/**
 * What the inventory and dispensary routes answer (issue 13, design "Inventory — API" and "Dispensary — API"). The one
 * definition of these shapes: the server's inventory and dispensary services build them and the client reads them.
 */

/** One stock line (e.g. Medication / Eye Drops). */
export interface StockItem {
  id: number;
  category: string;
  sub_category: string;
  label: string;
  quantity: number;
  low_stock_at: number;
  low_stock: boolean;
}

/** A category with its total, computed by the server. */
export interface StockCategory {
  key: string;
  label: string;
  total: number;
  low_stock_count: number;
  items: StockItem[];
}

/** `GET /api/inventory/items/`. */
export interface InventoryItems {
  categories: StockCategory[];
}

/** `counted`: a stock-take set the line to the quantity counted (change = counted − the quantity before). */
export type StockMovementKind = 'opening' | 'added' | 'dispensed' | 'counted';

/** One row of `GET /api/inventory/movements/`. */
export interface StockMovement {
  id: number;
  item: number;
  item_label: string;
  category: string;
  change: number;
  quantity_after: number;
  kind: StockMovementKind;
  reason: string | null;
  actor_name: string | null;
  at: string;
  patient_name: string | null;
}

/** `POST /api/inventory/movements/`: the movement that added stock, with the line as it is now. */
export interface AddedMovement {
  id: number;
  item: StockItem;
  change: number;
  quantity_after: number;
  kind: 'added';
  reason: string;
  actor_name: string;
  at: string;
}

/** `POST /api/inventory/counts/`: the stock-take's movement (change = counted − before), with the line as it is now. */
export interface CountedMovement extends Omit<AddedMovement, 'kind'> {
  kind: 'counted';
}

/** The stock one item of a management plan takes from one line. */
export interface PlanNeed {
  item_id: number;
  label: string;
  quantity: number;
  in_stock: number;
}

export type DispenseStatus = 'pending' | 'dispensed' | 'not_stocked';

/** One item of a management plan in the dispensary queue. */
export interface DispensaryItem {
  key: string;
  label: string;
  detail: string | null;
  needs: PlanNeed[];
  status: DispenseStatus;
  dispensed_by_name: string | null;
  dispensed_at: string | null;
}

/** One completed consultation with something left to dispense. */
export interface DispensaryEntry {
  appointment: number;
  appointment_date: string;
  patient: number;
  patient_id: string | null;
  patient_name: string;
  items: DispensaryItem[];
}

/** `POST /api/dispensary/{appointment}/dispense/`. */
export interface Dispensed {
  id: number;
  appointment: number;
  patient: number;
  item: string;
  label: string;
  movements: { item_id: number; label: string; change: number; quantity_after: number }[];
  dispensed_by_name: string;
  dispensed_at: string;
}

/** One row of `GET /api/dispensary/dispensings/`. */
export interface Dispensing {
  id: number;
  appointment: number;
  patient: number;
  patient_id: string | null;
  patient_name: string;
  item: string;
  label: string;
  dispensed_by_name: string;
  dispensed_at: string;
}
