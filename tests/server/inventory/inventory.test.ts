/**
 * Inventory (issue 13, design "Inventory — API"): the opening stock imported from config/inventory.json once, the
 * items read, stock added (counter and movement), the movements list, who may do what, and bad input.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { prepareDatabase } from '../../../server/services/database-setup';
import { parseInventoryConfig } from '../../../server/features/inventory/config';
import { createInventoryRepository } from '../../../server/features/inventory/repository';
import { importInventory } from '../../../server/features/inventory/service';
import { expectNonObjectBodiesRefused, stockCategories, stockLine } from '../helpers/inventory';
import { bearer, createTestApp, expectErrorShape, tokensFor, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['hadmin', 'sysadmin', 'coordinator', 'student', 'lecturer']) tokens[user] = (await tokensFor(t.app, user)).access;
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, user = 'hadmin') => t.app.inject({ method: 'GET', url, headers: bearer(tokens[user]!) });
const add = (payload: unknown, user = 'hadmin') =>
  t.app.inject({ method: 'POST', url: '/api/inventory/movements/', payload: payload as object, headers: bearer(tokens[user]!) });

const categories = () => stockCategories(t.app, tokens.hadmin!);
const itemBy = (sub: string) => stockLine(t.app, tokens.hadmin!, sub);
const count = async (table: 'stock_items' | 'stock_movements') =>
  Number((await t.testDb.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('opening stock', () => {
  it("imports the spec's figures: Medication 120 (Tablets 30, Eye Drops 40, Suspension 20, Syrup 30), Optics 90 (Lens 40, Frames 30, Readers 20)", async () => {
    const read = await categories();
    expect(read.map((category) => [category.label, category.total])).toEqual([
      ['Medication', 120],
      ['Optics', 90],
    ]);
    expect(read[0]!.items.map((item) => [item.label, item.quantity])).toEqual([
      ['Tablets', 30],
      ['Eye Drops', 40],
      ['Suspension', 20],
      ['Syrup', 30],
    ]);
    expect(read[1]!.items.map((item) => [item.label, item.quantity])).toEqual([
      ['Lens', 40],
      ['Frames', 30],
      ['Readers', 20],
    ]);
    const opening = await t.testDb.db.selectFrom('stock_movements').selectAll().where('kind', '=', 'opening').execute();
    expect(opening).toHaveLength(7);
    expect(opening.every((movement) => movement.actor_id === null && movement.reason === 'Opening stock')).toBe(true);
  });

  it('is not added twice by a restart (database setup and a new app over the same database)', async () => {
    const [items, movements] = [await count('stock_items'), await count('stock_movements')];
    await prepareDatabase(t.testDb.db, { demo: true });
    expect(await importInventory(createInventoryRepository(t.testDb.db))).toBe(0);
    const again = buildApp({ config: t.config, db: t.testDb.db, logger: false });
    await again.ready();
    await again.close().catch(() => undefined);
    expect(await count('stock_items')).toBe(items);
    expect(await count('stock_movements')).toBe(movements);
  });

  it('refuses a bad configuration file with a message naming the entry', () => {
    const good = readFileSync(new URL('../../../config/inventory.json', import.meta.url), 'utf8');
    expect(parseInventoryConfig(good).categories).toHaveLength(2);
    expect(() => parseInventoryConfig('{')).toThrow('config/inventory.json: not valid JSON');
    const bad = JSON.parse(good);
    bad.categories[0].items[1].opening_stock = -1;
    expect(() => parseInventoryConfig(JSON.stringify(bad))).toThrow('categories[0].items[1].opening_stock must be a whole number from 0 to 1000000');
    const unknown = JSON.parse(good);
    unknown.dispensing.medication_forms.tablet[0].item = 'medication/capsules';
    expect(() => parseInventoryConfig(JSON.stringify(unknown))).toThrow('dispensing.medication_forms["tablet"][0].item must name a stock line');
  });
});

describe('GET /api/inventory/items/', () => {
  it('answers the shape, with low-stock marks from low_stock_at', async () => {
    const [medication] = await categories();
    expect(medication).toEqual({
      key: 'medication',
      label: 'Medication',
      total: expect.any(Number),
      low_stock_count: expect.any(Number),
      items: expect.any(Array),
    });
    expect(medication!.items[0]).toEqual({
      id: expect.any(Number),
      category: 'medication',
      sub_category: 'tablets',
      label: 'Tablets',
      quantity: expect.any(Number),
      low_stock_at: 10,
      low_stock: false,
    });
    const readers = await itemBy('readers');
    await t.testDb.db.updateTable('stock_items').set({ quantity: 5 }).where('id', '=', readers.id).execute();
    const optics = (await categories())[1]!;
    expect(optics.items.find((item) => item.id === readers.id)!.low_stock).toBe(true);
    expect(optics.low_stock_count).toBe(1);
    await t.testDb.db.updateTable('stock_items').set({ quantity: 20 }).where('id', '=', readers.id).execute();
  });

  it('is for hospital and systems administrators and coordinators', async () => {
    for (const user of ['hadmin', 'sysadmin', 'coordinator']) expect((await get('/api/inventory/items/', user)).statusCode, user).toBe(200);
    for (const user of ['student', 'lecturer']) {
      const response = await get('/api/inventory/items/', user);
      expect(response.statusCode, user).toBe(403);
      expect(expectErrorShape(response)).toBeNull();
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/inventory/items/' })).statusCode).toBe(401);
  });
});

describe('POST /api/inventory/movements/', () => {
  it('adds stock: the counters move and the movement records who, when, how many and why', async () => {
    const before = await itemBy('eye_drops');
    const totalBefore = (await categories())[0]!.total;
    const response = await add({ item: before.id, quantity: 10, reason: 'Delivery from the supplier' });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      item: { ...before, quantity: before.quantity + 10 },
      change: 10,
      quantity_after: before.quantity + 10,
      kind: 'added',
      reason: 'Delivery from the supplier',
      actor_name: 'Abena Owusu',
      at: expect.any(String),
    });
    expect(Math.abs(Date.parse(body.at) - Date.now())).toBeLessThan(60_000);
    expect((await itemBy('eye_drops')).quantity).toBe(before.quantity + 10);
    expect((await categories())[0]!.total).toBe(totalBefore + 10);
    const movements = (await get(`/api/inventory/movements/?item=${before.id}`)).json();
    expect(movements.results[0]).toEqual({
      id: body.id,
      item: before.id,
      item_label: 'Eye Drops',
      category: 'medication',
      change: 10,
      quantity_after: before.quantity + 10,
      kind: 'added',
      reason: 'Delivery from the supplier',
      actor_name: 'Abena Owusu',
      at: body.at,
      patient_name: null,
    });
  });

  it('takes the item as id text, a reason as optional, and a systems administrator may add too', async () => {
    const frames = await itemBy('frames');
    const response = await add({ item: String(frames.id), quantity: 1 }, 'sysadmin');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ reason: 'Stock added', actor_name: 'Samuel Mensah', quantity_after: frames.quantity + 1 });
  });

  it('refuses coordinators, students and lecturers, changing nothing', async () => {
    const tablets = await itemBy('tablets');
    for (const user of ['coordinator', 'student', 'lecturer']) {
      const response = await add({ item: tablets.id, quantity: 5 }, user);
      expect(response.statusCode, user).toBe(403);
      expect(expectErrorShape(response)).toBeNull();
    }
    expect((await itemBy('tablets')).quantity).toBe(tablets.quantity);
  });

  it('refuses bad quantities, reasons and items with the form messages, changing nothing', async () => {
    const syrup = await itemBy('syrup');
    const movements = await count('stock_movements');
    const cases: [unknown, Record<string, string[]>][] = [
      [{ item: syrup.id, quantity: 0 }, { quantity: ['Enter a quantity of at least 1.'] }],
      [{ item: syrup.id, quantity: -1 }, { quantity: ['Enter a quantity of at least 1.'] }],
      [{ item: syrup.id, quantity: 1.5 }, { quantity: ['Enter a whole number of items.'] }],
      [{ item: syrup.id, quantity: 'ten' }, { quantity: ['Enter a whole number of items.'] }],
      [{ item: syrup.id, quantity: 10001 }, { quantity: ['Enter a quantity of at most 10000.'] }],
      [{ item: syrup.id }, { quantity: ['Enter the quantity to add.'] }],
      [{ item: syrup.id, quantity: 1, reason: 'x'.repeat(201) }, { reason: ['Ensure this field has no more than 200 characters.'] }],
      [{ item: 'abc', quantity: 1 }, { item: ['A valid integer is required.'] }],
      [{ item: syrup.id, quantity: 1, kind: 'opening' }, { non_field_errors: ['Unknown field: kind.'] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await add(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toEqual(errors);
    }
    await expectNonObjectBodiesRefused(t.app, '/api/inventory/movements/', tokens.hadmin!);
    expect((await itemBy('syrup')).quantity).toBe(syrup.quantity);
    expect(await count('stock_movements')).toBe(movements);
  });

  it('answers 404 for an unknown item', async () => {
    for (const item of [999999, '999999']) {
      const response = await add({ item, quantity: 1 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
  });
});

describe('GET /api/inventory/movements/', () => {
  it('lists movements newest first, paged, with the opening stock unattributed', async () => {
    const first = (await get('/api/inventory/movements/?page_size=2')).json();
    expect(first.results).toHaveLength(2);
    expect(first.count).toBe(await count('stock_movements'));
    expect(first.results[0].id).toBeGreaterThan(first.results[1].id);
    const last = (await get(`/api/inventory/movements/?page=${first.count}&page_size=1`)).json();
    expect(last.results[0]).toMatchObject({ kind: 'opening', reason: 'Opening stock', actor_name: null, patient_name: null });
    expect((await get(`/api/inventory/movements/?page=${first.count + 1}&page_size=1`)).json().results).toEqual([]);
    expect((await get('/api/inventory/movements/', 'coordinator')).statusCode).toBe(200);
    expect((await get('/api/inventory/movements/', 'student')).statusCode).toBe(403);
  });

  it('refuses bad paging and item values with a 400, and an item that names nothing lists nothing', async () => {
    for (const query of ['page=0', 'page_size=101', 'page=x', 'item=abc', 'item=-1', 'other=1']) {
      const response = await get(`/api/inventory/movements/?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(expectErrorShape(response)).toBeNull();
    }
    expect((await get('/api/inventory/movements/?item=9999999999')).json()).toEqual({ results: [], count: 0 });
    expect((await get('/api/inventory/movements/?item=999999')).json()).toEqual({ results: [], count: 0 });
  });
});
