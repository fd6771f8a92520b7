/**
 * Inventory and dispensary (issue 13, design "Inventory — API" and "Dispensary — API"): what the routes answer and the
 * calls that change stock. The hooks are in use-inventory.ts.
 */
import { request } from './http-client';

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

/** One row of `GET /api/inventory/movements/`. */
export interface StockMovement {
  id: number;
  item: number;
  item_label: string;
  category: string;
  change: number;
  quantity_after: number;
  kind: 'opening' | 'added' | 'dispensed';
  reason: string | null;
  actor_name: string | null;
  at: string;
  patient_name: string | null;
}

export interface Paged<T> {
  results: T[];
  count: number;
}

export interface StockNeed {
  item_id: number;
  label: string;
  quantity: number;
  in_stock: number;
}

/** One item of a management plan in the dispensary queue. */
export interface DispensaryItem {
  key: string;
  label: string;
  detail: string | null;
  needs: StockNeed[];
  status: 'pending' | 'dispensed' | 'not_stocked';
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

export const INVENTORY_ITEMS_PATH = '/inventory/items/';
export const MOVEMENTS_PAGE_SIZE = 10;
export const DISPENSARY_PAGE_SIZE = 10;

export function movementsPath(page = 1): string {
  return `/inventory/movements/?page=${page}&page_size=${MOVEMENTS_PAGE_SIZE}`;
}

export function queuePath(page = 1): string {
  return `/dispensary/queue/?page=${page}&page_size=${DISPENSARY_PAGE_SIZE}`;
}

export function dispensingsPath(page = 1): string {
  return `/dispensary/dispensings/?page=${page}&page_size=${DISPENSARY_PAGE_SIZE}`;
}

/** Adds stock to one line: the stock-addition form's payload (`item`, `quantity`, optional `reason`). */
export function addStock(payload: { item: number | null; quantity: number | null; reason?: string }): Promise<unknown> {
  const { reason, ...rest } = payload;
  return request('post', '/inventory/movements/', { data: reason ? { ...rest, reason } : rest });
}

/** Dispenses one item (`medication:<id>`, `correction:<type>`) of a consultation's management plan. */
export function dispense(appointment: number, item: string): Promise<unknown> {
  return request('post', `/dispensary/${appointment}/dispense/`, { data: { item } });
}
