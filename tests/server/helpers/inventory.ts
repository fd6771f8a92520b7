/** Reads and checks shared by the inventory suites (stock added, stock counted). */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { StockCategory, StockItem } from '../../../contracts/generated/types';
import { bearer, expectErrorShape } from './test-app';

/** GET /api/inventory/items/ as `token`: the categories with their lines. */
export async function stockCategories(app: FastifyInstance, token: string): Promise<StockCategory[]> {
  const response = await app.inject({ method: 'GET', url: '/api/inventory/items/', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().categories;
}

/** The stock line of sub category `sub`. */
export async function stockLine(app: FastifyInstance, token: string, sub: string): Promise<StockItem> {
  return (await stockCategories(app, token)).flatMap((category) => category.items).find((item) => item.sub_category === sub)!;
}

/** The id of the first stock line (config/inventory.json, imported at start). */
export async function stockLineId(app: FastifyInstance): Promise<number> {
  return (await app.db.selectFrom('stock_items').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
}

/** A JSON body that is not an object (a list, text, null) is refused with 400 in the error format. */
export async function expectNonObjectBodiesRefused(app: FastifyInstance, url: string, token: string): Promise<void> {
  for (const payload of [[], 'ten', null]) {
    const response = await app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(payload),
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    expect(expectErrorShape(response)).toBeNull();
  }
}
