/** SWR hooks of the inventory and dispensary screens (issue 13). */
import useSWR, { type SWRResponse } from 'swr';
import { getJson } from './http-client';
import {
  dispensingsPath,
  INVENTORY_ITEMS_PATH,
  movementsPath,
  queuePath,
  type DispensaryEntry,
  type Dispensing,
  type InventoryItems,
  type StockMovement,
} from './inventory';
import type { Page } from './patients';

/**
 * Stock changes at other desks (the dispensary, another administrator): figures on screen are read afresh whenever
 * a screen showing them opens (no reuse of a read made moments before) and every 30 s while it stays open.
 */
const LIVE_STOCK = { dedupingInterval: 0, revalidateOnMount: true, refreshInterval: 30_000 } as const;

/** Stock lines by category with their totals. */
export function useInventoryItems(): SWRResponse<InventoryItems> {
  return useSWR<InventoryItems>(INVENTORY_ITEMS_PATH, getJson, LIVE_STOCK);
}

/** Stock movements, newest first, one page. */
export function useStockMovements(page: number): SWRResponse<Page<StockMovement>> {
  return useSWR<Page<StockMovement>>(movementsPath(page), getJson, { keepPreviousData: true });
}

/** Completed consultations with items to dispense, oldest first, one page. */
export function useDispensaryQueue(page: number): SWRResponse<Page<DispensaryEntry>> {
  return useSWR<Page<DispensaryEntry>>(queuePath(page), getJson, { ...LIVE_STOCK, keepPreviousData: true });
}

/** What was dispensed, newest first, one page. */
export function useDispensings(page: number): SWRResponse<Page<Dispensing>> {
  return useSWR<Page<Dispensing>>(dispensingsPath(page), getJson, { keepPreviousData: true });
}
