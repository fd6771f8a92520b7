/** Every query of the inventory (server/features/inventory): the stock lines and their movements. */
import { PostgresAdapter, type Insertable } from 'kysely';
import type { StockItemRow, StockItemsTable, StockMovementsTable } from '../../db/tables/clinic-operations';
import { inTransaction, type Db } from '../../db/transactional';

export type NewStockLine = Insertable<StockItemsTable>;
export type NewMovement = Insertable<StockMovementsTable>;

function movementRows(db: Db, item: number | null) {
  const base = db.selectFrom('stock_movements as m');
  return item === null ? base : base.where('m.stock_item_id', '=', item);
}

function queries(db: Db) {
  return {
    /** Every stock line. */
    lines(): Promise<StockItemRow[]> {
      return db.selectFrom('stock_items').selectAll().execute();
    },

    async updateLine(id: number, label: string, lowStockAt: number): Promise<void> {
      await db.updateTable('stock_items').set({ label, low_stock_at: lowStockAt }).where('id', '=', id).execute();
    },

    async insertLine(line: NewStockLine): Promise<number> {
      return (await db.insertInto('stock_items').values(line).returning('id').executeTakeFirstOrThrow()).id;
    },

    /** Adds `quantity` to line `id` (atomically); the line as it is now, or undefined when there is none. */
    addTo(id: number, quantity: number): Promise<StockItemRow | undefined> {
      return db
        .updateTable('stock_items')
        .set((eb) => ({ quantity: eb('quantity', '+', quantity) }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * The quantity of line `id`, read locked until the transaction ends (PostgreSQL `FOR UPDATE`; SQLite runs one
     * write transaction at a time), or undefined when there is none.
     */
    lockedQuantity(id: number): Promise<{ id: number; quantity: number } | undefined> {
      let read = db.selectFrom('stock_items').select(['id', 'quantity']).where('id', '=', id);
      if (db.getExecutor().adapter instanceof PostgresAdapter) read = read.forUpdate();
      return read.executeTakeFirst();
    },

    /** Sets line `id` to `quantity`; the line as it is now. */
    setQuantity(id: number, quantity: number): Promise<StockItemRow> {
      return db.updateTable('stock_items').set({ quantity }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    },

    async insertMovement(movement: NewMovement): Promise<number> {
      return (await db.insertInto('stock_movements').values(movement).returning('id').executeTakeFirstOrThrow()).id;
    },

    userName(id: number) {
      return db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', id).executeTakeFirst();
    },

    /** How many movements line `item` (every line when null) has. */
    async countMovements(item: number | null): Promise<number> {
      const counted = await movementRows(db, item).select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow();
      return Number(counted.count);
    },

    /** One page of the movements of line `item` (every line when null), newest first, with their line, actor and patient. */
    movements(item: number | null, offset: number, limit: number) {
      return movementRows(db, item)
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
    },
  };
}

export type InventoryQueries = ReturnType<typeof queries>;

export function createInventoryRepository(db: Db) {
  return { ...queries(db), transaction: inTransaction(db, queries) };
}

export type InventoryRepository = ReturnType<typeof createInventoryRepository>;
