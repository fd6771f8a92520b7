/** Conditions added to refdata/conditions.json after the first release (`appended`) never move the ids of earlier ones. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../../server/db/repositories/index';
import { seedReferenceData } from '../../server/db/seed/reference-data';
import { conditionsInSeedOrder, refdata } from '../../server/db/seed/refdata-files';
import { bearer, createTestApp, tokensFor, type TestApp } from './helpers/test-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await tokensFor(t.app, 'coordinator')).access;
});
afterAll(async () => {
  await t?.close();
});

type Listed = { id: number; category: string; name: string };
const key = (row: { category: string; name: string }) => `${row.category}/${row.name}`;

async function listed(): Promise<Listed[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/tests/conditions', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json() as Listed[];
}

describe('condition seed', () => {
  const file = refdata.conditions();
  const all = conditionsInSeedOrder(file);
  const appended = all.filter(({ item }) => item.appended);

  it("'None known' is offered in the ocular and family history categories, after the first release's items", async () => {
    expect(appended.map(({ category, item }) => `${category}/${item.name}`)).toEqual([
      'ocular_history/None known',
      'family_medical_history/None known',
      'family_ocular_history/None known',
    ]);
    const rows = await listed();
    // A fresh database: the first release's items keep ids 1..n in file order, the appended ones follow.
    expect(rows.map(key)).toEqual(all.map(({ category, item }) => `${category}/${item.name}`));
    expect(rows.slice(-appended.length).map((row) => row.id)).toEqual(appended.map((_, i) => all.length - appended.length + i + 1));
  });

  it('a database seeded before gains the appended items once, and nothing else', async () => {
    const db = t.testDb.db;
    const names = appended.map(({ item }) => item.name);
    await db.deleteFrom('conditions').where('name', 'in', names).where('category', 'in', appended.map(({ category }) => category)).execute();
    const before = await listed();
    expect(before).toHaveLength(all.length - appended.length);
    await seedReferenceData(createRepositories(db).referenceData);
    const after = await listed();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length).map(key)).toEqual(appended.map(({ category, item }) => `${category}/${item.name}`));
    await seedReferenceData(createRepositories(db).referenceData);
    expect(await listed()).toEqual(after);
  });
});
