/**
 * Inventory (issue 13, design "Inventory — API"): the stock lines of config/inventory.json, imported at start with
 * their opening stock; the lines as read by the Inventory screen; stock added (an atomic increment and its movement,
 * in one transaction); and the movements, newest first.
 */
import { readFileSync } from 'node:fs';
import { PostgresAdapter, type Kysely, type Transaction } from 'kysely';
import type { AddedMovement, CountedMovement, InventoryItems, StockItem, StockMovement, StockMovementKind } from '../../src/api/adapters/stock-answers';
import type { FieldErrors } from '../../src/engine/core/field-errors';
import { fromWire, toWire } from '../../src/engine/core/wire-transform';
import { ApiError, MESSAGES } from '../lib/api-error';
import { fullName } from '../lib/text';
import type { Database } from '../db/tables/database';
import type { StockItemRow } from '../db/tables/clinic-operations';
import { parseDocument, withDocument } from './form-documents';
import type { FormRegistry } from './form-registry';
import { isRecord } from '../../src/lib/is-record';

export const STOCK_ADDITION_FORM = 'stock-addition';
export const STOCK_COUNT_FORM = 'stock-count';
export const MOVEMENTS_PAGE_SIZE = 10;
/** A dispensing's reason as shown to a reader who may not see whom it was dispensed to. */
export const DISPENSED_REASON = 'Dispensed';
export const OPENING_REASON = 'Opening stock';
export const ADDED_REASON = 'Stock added';

export interface InventoryLine {
  key: string;
  label: string;
  opening_stock: number;
  low_stock_at: number;
}

export interface InventoryCategory {
  key: string;
  label: string;
  items: InventoryLine[];
}

/** Stock a dispensed item takes: `item` is `<category>/<sub category>`. */
export interface StockNeed {
  item: string;
  quantity: number;
}

export interface InventoryConfig {
  categories: InventoryCategory[];
  dispensing: {
    medication_forms: Record<string, StockNeed[]>;
    refractive_corrections: Record<string, StockNeed[]>;
  };
}

const INVENTORY_FILE = new URL('../../config/inventory.json', import.meta.url);
const KEY = /^[a-z0-9_]{1,32}$/;

/** Reads and checks config/inventory.json; throws a message naming the bad entry (the server then refuses to start). */
export function parseInventoryConfig(text: string, source = 'config/inventory.json'): InventoryConfig {
  const fail = (why: string): never => {
    throw new Error(`${source}: ${why}`);
  };
  const whole = (value: unknown, min: number, max: number) => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail('not valid JSON');
  }
  if (!isRecord(parsed)) return fail('must be an object');
  const { categories, dispensing } = parsed;
  if (!Array.isArray(categories) || categories.length === 0 || categories.length > 20) fail('"categories" must be an array of 1 to 20 categories');
  const lines = new Set<string>();
  const seenCategories = new Set<string>();
  const readCategories = (categories as unknown[]).map((category, index): InventoryCategory => {
    const at = `categories[${index}]`;
    if (!isRecord(category)) return fail(`${at} must be an object`);
    const { key, label, items } = category;
    if (typeof key !== 'string' || !KEY.test(key)) fail(`${at}.key must be 1-32 of a-z, 0-9, _`);
    if (seenCategories.has(key as string)) fail(`${at}.key "${String(key)}" is used twice`);
    seenCategories.add(key as string);
    if (typeof label !== 'string' || label.trim() === '' || label.length > 64) fail(`${at}.label must be 1-64 characters`);
    if (!Array.isArray(items) || items.length === 0 || items.length > 50) fail(`${at}.items must be an array of 1 to 50 items`);
    return {
      key: key as string,
      label: label as string,
      items: (items as unknown[]).map((item, itemIndex): InventoryLine => {
        const where = `${at}.items[${itemIndex}]`;
        if (!isRecord(item)) return fail(`${where} must be an object`);
        if (typeof item.key !== 'string' || !KEY.test(item.key)) fail(`${where}.key must be 1-32 of a-z, 0-9, _`);
        const line = `${key as string}/${item.key as string}`;
        if (lines.has(line)) fail(`${where}.key "${String(item.key)}" is used twice`);
        lines.add(line);
        if (typeof item.label !== 'string' || item.label.trim() === '' || item.label.length > 64) fail(`${where}.label must be 1-64 characters`);
        if (!whole(item.opening_stock, 0, 1_000_000)) fail(`${where}.opening_stock must be a whole number from 0 to 1000000`);
        if (!whole(item.low_stock_at, 0, 1_000_000)) fail(`${where}.low_stock_at must be a whole number from 0 to 1000000`);
        return { key: item.key as string, label: item.label as string, opening_stock: item.opening_stock as number, low_stock_at: item.low_stock_at as number };
      }),
    };
  });
  if (!isRecord(dispensing)) return fail('"dispensing" must be an object');
  const readMap = (name: 'medication_forms' | 'refractive_corrections'): Record<string, StockNeed[]> => {
    const map = dispensing[name];
    if (!isRecord(map)) return fail(`dispensing.${name} must be an object`);
    const out: Record<string, StockNeed[]> = {};
    for (const [entry, needs] of Object.entries(map)) {
      const at = `dispensing.${name}["${entry}"]`;
      if (entry.length === 0 || entry.length > 64) fail(`${at}: the name must be 1-64 characters`);
      if (!Array.isArray(needs) || needs.length === 0 || needs.length > 10) fail(`${at} must be an array of 1 to 10 needs`);
      const items = new Set<string>();
      out[entry] = (needs as unknown[]).map((need, index) => {
        if (!isRecord(need)) return fail(`${at}[${index}] must be an object`);
        if (typeof need.item !== 'string' || !lines.has(need.item)) fail(`${at}[${index}].item must name a stock line as "<category>/<item>"`);
        if (items.has(need.item as string)) fail(`${at}[${index}].item "${String(need.item)}" is used twice`);
        items.add(need.item as string);
        if (!whole(need.quantity, 1, 100)) fail(`${at}[${index}].quantity must be a whole number from 1 to 100`);
        return { item: need.item as string, quantity: need.quantity as number };
      });
    }
    return out;
  };
  return {
    categories: readCategories,
    dispensing: { medication_forms: readMap('medication_forms'), refractive_corrections: readMap('refractive_corrections') },
  };
}

let loaded: InventoryConfig | null = null;

/** config/inventory.json, read and checked once. */
export function loadInventoryConfig(): InventoryConfig {
  loaded ??= parseInventoryConfig(readFileSync(INVENTORY_FILE, 'utf8'));
  return loaded;
}

/**
 * Inserts every stock line of the configuration missing from `stock_items`, with its opening stock and an `opening`
 * movement; lines already there keep their quantity (their label and low-stock mark follow the configuration).
 * Safe to run on every start; one transaction.
 */
export async function importInventory(db: Kysely<Database>, config: InventoryConfig = loadInventoryConfig()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('stock_items').selectAll().execute();
    const byKey = new Map(existing.map((row) => [`${row.category}/${row.sub_category}`, row]));
    const now = new Date().toISOString();
    let inserted = 0;
    for (const category of config.categories) {
      for (const line of category.items) {
        const row = byKey.get(`${category.key}/${line.key}`);
        if (row) {
          if (row.label !== line.label || row.low_stock_at !== line.low_stock_at) {
            await trx.updateTable('stock_items').set({ label: line.label, low_stock_at: line.low_stock_at }).where('id', '=', row.id).execute();
          }
          continue;
        }
        const created = await trx
          .insertInto('stock_items')
          .values({
            category: category.key,
            sub_category: line.key,
            label: line.label,
            quantity: line.opening_stock,
            low_stock_at: line.low_stock_at,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('stock_movements')
          .values({
            stock_item_id: created.id,
            change: line.opening_stock,
            quantity_after: line.opening_stock,
            kind: 'opening',
            reason: OPENING_REASON,
            dispensing_id: null,
            actor_id: null,
            at: now,
          })
          .execute();
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

export function createInventory(db: Kysely<Database>, forms: FormRegistry, config: InventoryConfig = loadInventoryConfig()) {
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

  /** Keeps one movement of a line whose new row is `row`, in the caller's transaction. */
  async function keepMovement(trx: Transaction<Database>, movement: KeptMovement): Promise<KeptMovement & { id: number }> {
    const { id } = await trx
      .insertInto('stock_movements')
      .values({
        stock_item_id: movement.row.id,
        change: movement.change,
        quantity_after: movement.row.quantity,
        kind: movement.kind,
        reason: movement.reason,
        dispensing_id: null,
        actor_id: movement.actorId,
        at: movement.at,
        document: JSON.stringify(movement.document),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ...movement, id };
  }

  /** A kept movement as the API answers it (with who made it). */
  async function movementAnswer<K extends 'added' | 'counted'>(movement: KeptMovement & { id: number; kind: K }) {
    const actor = await db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', movement.actorId).executeTakeFirst();
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
    async items(): Promise<InventoryItems> {
      const rows = await db.selectFrom('stock_items').selectAll().execute();
      const byKey = new Map(rows.map((row) => [`${row.category}/${row.sub_category}`, row]));
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
    async add(body: unknown, actorId: number): Promise<AddedMovement> {
      const document = validated<{ item: number; quantity: number; reason: string | null }>(STOCK_ADDITION_FORM, body);
      const { item, quantity } = document;
      const why = document.reason ?? ADDED_REASON;
      const at = new Date().toISOString();
      const kept = await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('stock_items')
          .set((eb) => ({ quantity: eb('quantity', '+', quantity) }))
          .where('id', '=', item)
          .returningAll()
          .executeTakeFirst();
        if (!updated) throw notFound();
        return keepMovement(trx, { row: updated, change: quantity, kind: 'added', reason: why, actorId, at, document });
      });
      return movementAnswer({ ...kept, kind: 'added' });
    },

    /**
     * A stock-take of one line: the body validated by the stock-count form; the line is set to the quantity counted
     * and a `counted` movement (change = counted − the quantity before, even 0) is kept, in one transaction. The row
     * is read locked (PostgreSQL `FOR UPDATE`; SQLite runs one write transaction at a time), so a dispensing that
     * commits meanwhile is either before the read or after the write, and the change is right.
     */
    async count(body: unknown, actorId: number): Promise<CountedMovement> {
      const document = validated<{ item: number; counted: number; reason: string }>(STOCK_COUNT_FORM, body);
      const { item, counted, reason } = document;
      const at = new Date().toISOString();
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      const kept = await db.transaction().execute(async (trx) => {
        let read = trx.selectFrom('stock_items').select(['id', 'quantity']).where('id', '=', item);
        if (postgres) read = read.forUpdate();
        const before = await read.executeTakeFirst();
        if (!before) throw notFound();
        const updated = await trx
          .updateTable('stock_items')
          .set({ quantity: counted })
          .where('id', '=', item)
          .returningAll()
          .executeTakeFirstOrThrow();
        return keepMovement(trx, { row: updated, change: counted - before.quantity, kind: 'counted', reason, actorId, at, document });
      });
      return movementAnswer({ ...kept, kind: 'counted' });
    },

    /**
     * Movements, newest first, of one line or of all, as a paged source (server/routes/paging.ts). Without
     * `patientNames` (a reader who may not read patients' records, `records.view`) a dispensing names nobody: its
     * reason is `Dispensed` and its `patient_name` null, whatever was stored.
     */
    movements(item: number | null, { patientNames }: { patientNames: boolean }) {
      let base = db.selectFrom('stock_movements as m');
      if (item !== null) base = base.where('m.stock_item_id', '=', item);
      return {
        count: async () => {
          const counted = await base.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow();
          return Number(counted.count);
        },
        page: async (offset: number, limit: number): Promise<StockMovement[]> => {
          const rows = await base
            .innerJoin('stock_items as s', 's.id', 'm.stock_item_id')
            .leftJoin('users as u', 'u.id', 'm.actor_id')
            .leftJoin('dispensings as d', 'd.id', 'm.dispensing_id')
            .leftJoin('patients as p', 'p.id', 'd.patient_id')
            .select([
              'm.id',
              'm.stock_item_id',
              's.label',
              's.category',
              'm.change',
              'm.quantity_after',
              'm.kind',
              'm.reason',
              'm.actor_id',
              'u.first_name as actor_first',
              'u.last_name as actor_last',
              'm.at',
              'm.document',
              'd.id as dispensing',
              'p.first_name as patient_first',
              'p.last_name as patient_last',
            ])
            .orderBy('m.id', 'desc')
            .offset(offset)
            .limit(limit)
            .execute();
          return rows.map((row) => withDocument({
            id: row.id,
            item: row.stock_item_id,
            item_label: row.label,
            category: row.category,
            change: row.change,
            quantity_after: row.quantity_after,
            kind: row.kind as StockMovementKind,
            reason: row.kind === 'dispensed' && !patientNames ? DISPENSED_REASON : row.reason,
            actor_name: row.actor_id === null ? null : fullName(row.actor_first, row.actor_last),
            at: row.at,
            patient_name: row.dispensing === null || !patientNames ? null : fullName(row.patient_first, row.patient_last),
          }, parseDocument(row.document), heldBy(row.kind)));
        },
      };
    },
  };
}

export type Inventory = ReturnType<typeof createInventory>;
