/**
 * Inventory (issue 13, design "Inventory — API"): the stock lines of config/inventory.json, imported at start with
 * their opening stock; the lines as read by the Inventory screen; stock added (an atomic increment and its movement,
 * in one transaction); a stock count; and the movements, newest first.
 */
import type { StockAddition, StockCount, StockItem, StockItems, StockMovement } from '../../../contracts/generated/types';
import type { FieldErrors } from '../../../src/engine/core/field-errors';
import { fromWire, toWire } from '../../../src/engine/core/wire-transform';
import { ApiError, MESSAGES } from '../../lib/api-error';
import { fullName } from '../../lib/text';
import type { StockItemRow } from '../../db/tables/clinic-operations';
import { parseDocument, withDocument } from '../../services/form-documents';
import type { FormRegistry } from '../../services/form-registry';
import type { PagedSource } from '../../http/paging';
import { loadInventoryConfig, type InventoryConfig } from './config';
import type { InventoryQueries, InventoryRepository } from './repository';

export const STOCK_ADDITION_FORM = 'stock-addition';
export const STOCK_COUNT_FORM = 'stock-count';
export const MOVEMENTS_PAGE_SIZE = 10;
/** A dispensing's reason as shown to a reader who may not see whom it was dispensed to. */
export const DISPENSED_REASON = 'Dispensed';
export const OPENING_REASON = 'Opening stock';
export const ADDED_REASON = 'Stock added';

/**
 * Inserts every stock line of the configuration missing from `stock_items`, with its opening stock and an `opening`
 * movement; lines already there keep their quantity (their label and low-stock mark follow the configuration).
 * Safe to run on every start; one transaction.
 */
export async function importInventory(stock: InventoryRepository, config: InventoryConfig = loadInventoryConfig()): Promise<number> {
  return stock.transaction(async (trx) => {
    const byKey = new Map((await trx.lines()).map((row) => [`${row.category}/${row.sub_category}`, row]));
    const now = new Date().toISOString();
    let inserted = 0;
    for (const category of config.categories) {
      for (const line of category.items) {
        const row = byKey.get(`${category.key}/${line.key}`);
        if (row) {
          if (row.label !== line.label || row.low_stock_at !== line.low_stock_at) await trx.updateLine(row.id, line.label, line.low_stock_at);
          continue;
        }
        const id = await trx.insertLine({
          category: category.key,
          sub_category: line.key,
          label: line.label,
          quantity: line.opening_stock,
          low_stock_at: line.low_stock_at,
          created_at: now,
        });
        await trx.insertMovement({
          stock_item_id: id,
          change: line.opening_stock,
          quantity_after: line.opening_stock,
          kind: 'opening',
          reason: OPENING_REASON,
          dispensing_id: null,
          actor_id: null,
          at: now,
        });
        inserted += 1;
      }
    }
    return inserted;
  });
}

export function toStockItem(row: StockItemRow): StockItem {
  return {
    id: row.id,
    category: row.category,
    sub_category: row.sub_category,
    label: row.label,
    quantity: row.quantity,
    low_stock_at: row.low_stock_at,
    low_stock: row.quantity <= row.low_stock_at,
  };
}

const notFound = () => ApiError.detail(404, MESSAGES.notFound);

/** A movement about to be kept: the line's row after the change, and what changed it. */
interface KeptMovement {
  row: StockItemRow;
  change: number;
  kind: 'added' | 'counted';
  reason: string;
  actorId: number;
  at: string;
  /** The validated form document (as the wire transform gives it). */
  document: Record<string, unknown>;
}

/** The form properties a movement answers from its columns (by kind); the document's others are answered beside them. */
const COLUMN_PROPERTIES: Record<string, readonly string[]> = {
  added: ['item', 'quantity', 'reason'],
  counted: ['item', 'counted', 'reason'],
};
const heldBy = (kind: string): readonly string[] => COLUMN_PROPERTIES[kind] ?? [];

/** Keeps one movement of a line whose new row is `row`, in the caller's transaction. */
async function keepMovement(trx: InventoryQueries, movement: KeptMovement): Promise<KeptMovement & { id: number }> {
  const id = await trx.insertMovement({
    stock_item_id: movement.row.id,
    change: movement.change,
    quantity_after: movement.row.quantity,
    kind: movement.kind,
    reason: movement.reason,
    dispensing_id: null,
    actor_id: movement.actorId,
    at: movement.at,
    document: JSON.stringify(movement.document),
  });
  return { ...movement, id };
}

export function createInventory(stock: InventoryRepository, forms: FormRegistry, config: InventoryConfig = loadInventoryConfig()) {
  /**
   * A stock form's body read by the wire transform over the form's schema as this server has it (ids read from
   * text), validated, and given back as that transform sends it (the reason trimmed, a blank one null): the
   * document to keep. Or its field errors thrown.
   */
  function validated<T>(formId: string, body: unknown): T & Record<string, unknown> {
    const schema = forms.schema(formId);
    const form = forms.readIds(formId, fromWire(schema, body));
    const errors: FieldErrors | null = forms.validate(formId, form);
    if (errors) throw ApiError.fields(errors);
    return toWire(schema, form) as T & Record<string, unknown>;
  }

  /** A kept movement as the API answers it (with who made it). */
  async function movementAnswer<K extends 'added' | 'counted'>(movement: KeptMovement & { id: number; kind: K }) {
    const actor = await stock.userName(movement.actorId);
    const answer = {
      id: movement.id,
      item: toStockItem(movement.row),
      change: movement.change,
      quantity_after: movement.row.quantity,
      kind: movement.kind,
      reason: movement.reason,
      actor_name: fullName(actor?.first_name, actor?.last_name),
      at: movement.at,
    };
    return withDocument(answer, movement.document, heldBy(movement.kind));
  }

  return {
    /** Every configured line by category, in the configuration's order, with the category's counters. */
    async items(): Promise<StockItems> {
      const byKey = new Map((await stock.lines()).map((row) => [`${row.category}/${row.sub_category}`, row]));
      return {
        categories: config.categories.map((category) => {
          const items = category.items
            .map((line) => byKey.get(`${category.key}/${line.key}`))
            .filter((row): row is StockItemRow => row !== undefined)
            .map(toStockItem);
          return {
            key: category.key,
            label: category.label,
            total: items.reduce((sum, item) => sum + item.quantity, 0),
            low_stock_count: items.filter((item) => item.low_stock).length,
            items,
          };
        }),
      };
    },

    /** Adds stock to one line: the body validated by the stock-addition form; increment and movement in one transaction. */
    async add(body: unknown, actorId: number): Promise<StockAddition> {
      const document = validated<{ item: number; quantity: number; reason: string | null }>(STOCK_ADDITION_FORM, body);
      const { item, quantity } = document;
      const why = document.reason ?? ADDED_REASON;
      const at = new Date().toISOString();
      const kept = await stock.transaction(async (trx) => {
        const updated = await trx.addTo(item, quantity);
        if (!updated) throw notFound();
        return keepMovement(trx, { row: updated, change: quantity, kind: 'added', reason: why, actorId, at, document });
      });
      return movementAnswer({ ...kept, kind: 'added' });
    },

    /**
     * A stock-take of one line: the body validated by the stock-count form; the line is set to the quantity counted
     * and a `counted` movement (change = counted − the quantity before, even 0) is kept, in one transaction. The row
     * is read locked, so a dispensing that commits meanwhile is either before the read or after the write, and the
     * change is right.
     */
    async count(body: unknown, actorId: number): Promise<StockCount> {
      const document = validated<{ item: number; counted: number; reason: string }>(STOCK_COUNT_FORM, body);
      const { item, counted, reason } = document;
      const at = new Date().toISOString();
      const kept = await stock.transaction(async (trx) => {
        const before = await trx.lockedQuantity(item);
        if (!before) throw notFound();
        const updated = await trx.setQuantity(item, counted);
        return keepMovement(trx, { row: updated, change: counted - before.quantity, kind: 'counted', reason, actorId, at, document });
      });
      return movementAnswer({ ...kept, kind: 'counted' });
    },

    /**
     * Movements, newest first, of one line or of all, as a paged source (server/http/paging.ts). Without
     * `patientNames` (a reader who may not read patients' records, `records.view`) a dispensing names nobody: its
     * reason is `Dispensed` and its `patient_name` null, whatever was stored.
     */
    movements(item: number | null, { patientNames }: { patientNames: boolean }): PagedSource<StockMovement> {
      return {
        count: () => stock.countMovements(item),
        page: async (offset, limit) =>
          (await stock.movements(item, offset, limit)).map((row) => withDocument({
            id: row.id,
            item: row.stock_item_id,
            item_label: row.label,
            category: row.category,
            change: row.change,
            quantity_after: row.quantity_after,
            kind: row.kind as StockMovement['kind'],
            reason: row.kind === 'dispensed' && !patientNames ? DISPENSED_REASON : row.reason,
            actor_name: row.actor_id === null ? null : fullName(row.actor_first, row.actor_last),
            at: row.at,
            patient_name: row.dispensing === null || !patientNames ? null : fullName(row.patient_first, row.patient_last),
          }, parseDocument(row.document), heldBy(row.kind))),
      };
    },
  };
}

export type Inventory = ReturnType<typeof createInventory>;
