/**
 * Inventory and dispensary (issue 13, design "Inventory — API" and "Dispensary — API"): what the routes answer and the
 * calls that change stock. The hooks are in use-inventory.ts.
 */
import { request } from './http-client';

import type { DispensaryQueueEntry, StockCount, StockItems } from '../../contracts/generated/types';
import type { WireBody } from './adapters/schema-adapter';

export type { DispensaryItem, Dispensing, PlanNeed, StockCategory, StockItem, StockMovement } from '../../contracts/generated/types';
/** `POST /api/inventory/counts/`: the stock-take's movement (change = counted − before), with the line as it is now. */
export type CountedMovement = StockCount;
/** One completed consultation with something left to dispense. */
export type DispensaryEntry = DispensaryQueueEntry;
/** `GET /api/inventory/items/`. */
export type InventoryItems = StockItems;

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

/** Adds stock to one line: the stock-addition form's payload (`item`, `quantity`, `reason`, a blank one null). */
export function addStock(payload: WireBody): Promise<unknown> {
  return request('post', '/inventory/movements/', { data: payload });
}

/** Records a stock count of one line: the stock-count form's payload (`item`, `counted`, `reason`). */
export function countStock(payload: WireBody): Promise<CountedMovement> {
  return request<CountedMovement>('post', '/inventory/counts/', { data: payload });
}

/** Dispenses one item (`medication:<id>`, `correction:<type>`) of a consultation's management plan. */
export function dispense(appointment: number, item: string): Promise<unknown> {
  return request('post', `/dispensary/${appointment}/dispense/`, { data: { item } });
}
