/**
 * Stock counts (POST /api/inventory/counts/): a stock-take sets a line to the quantity counted and keeps a `counted`
 * movement with who, when, why and the change from the recorded figure (0 too); roles; bad input; concurrency.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockMovement } from '../../../contracts/generated/types';
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
const post = (url: string, payload: unknown, user = 'hadmin') =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: bearer(tokens[user]!) });
const countStock = (payload: unknown, user = 'hadmin') => post('/api/inventory/counts/', payload, user);

const categories = () => stockCategories(t.app, tokens.hadmin!);
const itemBy = (sub: string) => stockLine(t.app, tokens.hadmin!, sub);
async function movementsOf(item: number): Promise<StockMovement[]> {
  const response = await get(`/api/inventory/movements/?item=${item}&page_size=100`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results;
}
const movementCount = async () =>
  Number((await t.testDb.db.selectFrom('stock_movements').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('POST /api/inventory/counts/', () => {
  it('sets the line to the count and keeps the movement: who, when, why, and the change from the figure it replaced', async () => {
    const before = await itemBy('eye_drops');
    const totalBefore = (await categories())[0]!.total;
    const response = await countStock({ item: before.id, counted: before.quantity - 2, reason: 'Stock-take: two bottles broken' });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      item: { ...before, quantity: before.quantity - 2 },
      change: -2,
      quantity_after: before.quantity - 2,
      kind: 'counted',
      reason: 'Stock-take: two bottles broken',
      actor_name: 'Abena Owusu',
      at: expect.any(String),
    });
    expect(Math.abs(Date.parse(body.at) - Date.now())).toBeLessThan(60_000);
    expect((await itemBy('eye_drops')).quantity).toBe(before.quantity - 2);
    expect((await categories())[0]!.total).toBe(totalBefore - 2);
    const [latest] = await movementsOf(before.id);
    expect(latest).toEqual({
      id: body.id,
      item: before.id,
      item_label: 'Eye Drops',
      category: 'medication',
      change: -2,
      quantity_after: before.quantity - 2,
      kind: 'counted',
      reason: 'Stock-take: two bottles broken',
      actor_name: 'Abena Owusu',
      at: body.at,
      patient_name: null,
    });
    // The figure it replaced stays derivable: quantity_after − change.
    expect(latest!.quantity_after - latest!.change).toBe(before.quantity);
  });

  it('records a count equal to the stock as a movement of 0, and a count above it as a rise (systems administrator, id text)', async () => {
    const frames = await itemBy('frames');
    const movements = await movementCount();
    const same = await countStock({ item: frames.id, counted: frames.quantity, reason: 'Monthly stock-take' });
    expect(same.statusCode, same.body).toBe(201);
    expect(same.json()).toMatchObject({ change: 0, quantity_after: frames.quantity, kind: 'counted', reason: 'Monthly stock-take' });
    expect(await movementCount()).toBe(movements + 1);
    expect((await itemBy('frames')).quantity).toBe(frames.quantity);

    const more = await countStock({ item: String(frames.id), counted: frames.quantity + 5, reason: ' Found a box in the store ' }, 'sysadmin');
    expect(more.statusCode, more.body).toBe(201);
    expect(more.json()).toMatchObject({ change: 5, quantity_after: frames.quantity + 5, reason: 'Found a box in the store', actor_name: 'Samuel Mensah' });
    const [rise, zero] = await movementsOf(frames.id);
    expect([rise!.kind, rise!.change, zero!.kind, zero!.change]).toEqual(['counted', 5, 'counted', 0]);
  });

  it('counts a line down to 0, and the counters and low-stock marks follow', async () => {
    const readers = await itemBy('readers');
    const optics = (await categories())[1]!;
    const response = await countStock({ item: readers.id, counted: 0, reason: 'All expired' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().item).toEqual({ ...readers, quantity: 0, low_stock: true });
    const after = (await categories())[1]!;
    expect(after.total).toBe(optics.total - readers.quantity);
    expect(after.low_stock_count).toBe(optics.low_stock_count + (readers.low_stock ? 0 : 1));
  });

  it('refuses coordinators, students and lecturers, changing nothing', async () => {
    const tablets = await itemBy('tablets');
    const movements = await movementCount();
    for (const user of ['coordinator', 'student', 'lecturer']) {
      const response = await countStock({ item: tablets.id, counted: 1, reason: 'Count' }, user);
      expect(response.statusCode, user).toBe(403);
      expect(expectErrorShape(response)).toBeNull();
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/inventory/counts/', payload: { item: tablets.id, counted: 1, reason: 'x' } })).statusCode).toBe(401);
    expect((await itemBy('tablets')).quantity).toBe(tablets.quantity);
    expect(await movementCount()).toBe(movements);
  });

  it('refuses bad counts, reasons and items with the form messages, changing nothing', async () => {
    const syrup = await itemBy('syrup');
    const movements = await movementCount();
    const reason = 'Stock-take';
    const cases: [unknown, Record<string, string[]>][] = [
      [{ item: syrup.id, counted: -1, reason }, { counted: ['Enter a counted quantity of at least 0.'] }],
      [{ item: syrup.id, counted: 1.5, reason }, { counted: ['Enter a whole number of items.'] }],
      [{ item: syrup.id, counted: '10', reason }, { counted: ['Enter a whole number of items.'] }],
      [{ item: syrup.id, counted: 1_000_001, reason }, { counted: ['Enter a counted quantity of at most 1000000.'] }],
      [{ item: syrup.id, reason }, { counted: ['Enter the quantity counted.'] }],
      [{ item: syrup.id, counted: 3 }, { reason: ['Enter the reason for the count.'] }],
      [{ item: syrup.id, counted: 3, reason: '' }, { reason: ['Enter the reason for the count.'] }],
      [{ item: syrup.id, counted: 3, reason: '   ' }, { reason: ['Enter the reason for the count.'] }],
      [{ item: syrup.id, counted: 3, reason: 'x'.repeat(201) }, { reason: ['Ensure this field has no more than 200 characters.'] }],
      [{ item: syrup.id, counted: 3, reason: 5 }, { reason: ['Not a valid string.'] }],
      [{ item: 'abc', counted: 3, reason }, { item: ['A valid integer is required.'] }],
      [{ item: '1.5', counted: 3, reason }, { item: ['A valid integer is required.'] }],
      [{ counted: 3, reason }, { item: ['Choose a stock item from the list.'] }],
      [{ item: syrup.id, counted: 3, reason, kind: 'opening' }, { non_field_errors: ['Unknown field: kind.'] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await countStock(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toEqual(errors);
    }
    await expectNonObjectBodiesRefused(t.app, '/api/inventory/counts/', tokens.hadmin!);
    expect((await itemBy('syrup')).quantity).toBe(syrup.quantity);
    expect(await movementCount()).toBe(movements);
  });

  it('answers 404 for an unknown item, changing nothing', async () => {
    const movements = await movementCount();
    for (const item of [999999, '999999']) {
      const response = await countStock({ item, counted: 1, reason: 'Stock-take' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
    expect(await movementCount()).toBe(movements);
  });

  it('keeps the movements consistent when counts and additions of one line run at the same time', async () => {
    const lens = await itemBy('lens');
    const requests = [];
    for (let i = 0; i < 6; i += 1) {
      requests.push(countStock({ item: lens.id, counted: 50 + i, reason: `Count ${i}` }));
      requests.push(post('/api/inventory/movements/', { item: lens.id, quantity: 3 }));
    }
    const responses = await Promise.all(requests);
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    const chain = (await movementsOf(lens.id)).reverse();
    // Every movement starts from the figure the one before it left: the change of a count is right.
    for (let i = 1; i < chain.length; i += 1) expect(chain[i]!.quantity_after - chain[i]!.change, `movement ${chain[i]!.id}`).toBe(chain[i - 1]!.quantity_after);
    expect((await itemBy('lens')).quantity).toBe(chain.at(-1)!.quantity_after);
  });
});
