/**
 * The absent request, the clinic schedule, the stock addition and the stock count are data too: a server started
 * over a copy of `schemas/` in which each of the four schemas has a property of each kind (text, number, boolean,
 * choice) validates them with the browser's messages, keeps them with their types in the row's document, and answers
 * them with their types from its list, with no code change (server/services/form-documents.ts, migration 0019).
 * The probe definitions are the round-trip suites' own (tests/support/schema-probes.ts).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaAdapter } from '../../../src/api/adapters/schema-adapter';
import { loadFormFiles } from '../../../src/engine/build/load-form-files';
import { createAjv } from '../../../src/engine/core/create-ajv';
import { toFieldErrors } from '../../../src/engine/core/field-errors';
import { objectItemsOf, propertiesOf } from '../../../src/engine/core/wire-schema';
import { addDays } from '../../../server/features/clinic-schedule/service';
import { stockLine } from '../helpers/inventory';
import { ADDED, ITEM_ADDED, VALUES } from '../../support/schema-probes';
import { bearer, createTestApp, PROJECT_SCHEMAS_DIR, tokensFor, type TestApp } from '../helpers/test-app';

type Json = Record<string, unknown>;

/** How one form is saved through the API, where its row keeps the document, and how its list answers the row. */
interface OperationRoute {
  formId: string;
  user: string;
  url: string;
  table: 'absent_requests' | 'clinic_schedules' | 'stock_movements';
  /** Valid form data on this server (a fresh date, a real staff member or stock line). */
  formData(): Promise<Json>;
  /** The id of the row a save made, from its answer. */
  savedId(answer: unknown): number;
  /** The list answer that holds row `id`. */
  listUrl(formData: Json): string;
}

let dir: string;
let t: TestApp;
const tokens: Record<string, string> = {};
let day = 0;
/** A distinct far-future date per save, so that no two saves meet. */
const freshDate = () => addDays('2032-03-01', (day += 3));
const lineId = async (sub: string) => (await stockLine(t.app, tokens.hadmin!, sub)).id;
const firstId = (answer: unknown) => (Array.isArray(answer) ? (answer[0] as Json) : (answer as Json)).id as number;

const ROUTES: OperationRoute[] = [
  {
    formId: 'absent-request',
    user: 'student',
    url: '/api/absences/absent-requests/',
    table: 'absent_requests',
    formData: async () => {
      const date = freshDate();
      return { from_date: date, to_date: date, reason: 'Conference' };
    },
    savedId: firstId,
    listUrl: () => '/api/absences/absent-requests/',
  },
  {
    formId: 'clinic-schedule',
    user: 'coordinator',
    url: '/api/clinic-schedule/schedules/',
    table: 'clinic_schedules',
    formData: async () => ({
      date: freshDate(),
      start_time: '08:00',
      end_time: '14:00',
      staff_ids: [(await t.app.repos.users.findByUsername('lecturer'))!.id],
    }),
    savedId: firstId,
    listUrl: (formData) => `/api/clinic-schedule/schedules/?date=${String(formData.date)}`,
  },
  {
    formId: 'stock-addition',
    user: 'hadmin',
    url: '/api/inventory/movements/',
    table: 'stock_movements',
    formData: async () => ({ item: await lineId('eye_drops'), quantity: 5, reason: 'Delivery' }),
    savedId: firstId,
    listUrl: (formData) => `/api/inventory/movements/?item=${String(formData.item)}&page_size=100`,
  },
  {
    formId: 'stock-count',
    user: 'hadmin',
    url: '/api/inventory/counts/',
    table: 'stock_movements',
    formData: async () => ({ item: await lineId('eye_drops'), counted: 30, reason: 'Stock-take' }),
    savedId: firstId,
    listUrl: (formData) => `/api/inventory/movements/?item=${String(formData.item)}&page_size=100`,
  },
];

/** The names of a form's lists of objects (through `$ref`s and `allOf`), as the wire transform walks them. */
function objectLists(schema: unknown): string[] {
  return [...propertiesOf(schema, schema)].filter(([, property]) => objectItemsOf(schema, property) !== undefined).map(([name]) => name);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sightline-schemas-'));
  cpSync(PROJECT_SCHEMAS_DIR, dir, { recursive: true });
  for (const { formId } of ROUTES) {
    const file = join(dir, formId, 'schema.json');
    const schema = JSON.parse(readFileSync(file, 'utf8')) as Json;
    Object.assign(schema.properties as Json, ADDED);
    writeFileSync(file, JSON.stringify(schema, null, 2));
  }
  t = await createTestApp({ config: { schemasDir: dir } });
  for (const user of new Set(ROUTES.map((route) => route.user))) tokens[user] = (await tokensFor(t.app, user)).access;
  tokens.hadmin ??= (await tokensFor(t.app, 'hadmin')).access;
});
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Form data of the route with `values` added, and the body the browser sends for it (the wire transform over the copy). */
async function probed(route: OperationRoute, values: Json) {
  const schema = loadFormFiles(route.formId, dir).schema;
  const formData = { ...(await route.formData()), ...values };
  return { formData, schema, payload: schemaAdapter(schema, []).toPayload(formData, {}) };
}

const post = (route: OperationRoute, payload: unknown) =>
  t.app.inject({ method: 'POST', url: route.url, payload: payload as object, headers: bearer(tokens[route.user]!) });

/** The document the row `id` keeps. */
async function storedDocument(route: OperationRoute, id: number): Promise<Json> {
  const row = await t.app.db.selectFrom(route.table).select('document').where('id', '=', id).executeTakeFirstOrThrow();
  return JSON.parse(row.document) as Json;
}

/** Row `id` as its list answers it. */
async function listed(route: OperationRoute, formData: Json, id: number): Promise<Json> {
  const read = await t.app.inject({ method: 'GET', url: route.listUrl(formData), headers: bearer(tokens[route.user]!) });
  expect(read.statusCode, read.body).toBe(200);
  const body = read.json() as Json[] | { results: Json[] };
  const rows = Array.isArray(body) ? body : body.results;
  return rows.find((row) => row.id === id)!;
}

describe('the four operation forms', () => {
  it('have no list of objects, so only root properties are probed (a form that gains one needs ITEM_ADDED cases here)', () => {
    for (const { formId } of ROUTES) expect(objectLists(loadFormFiles(formId, dir).schema), formId).toEqual([]);
    expect(Object.keys(ITEM_ADDED)).toEqual(['probe_number']);
  });
});

describe.each(ROUTES)('$formId, with properties of every kind added to its schema', (route) => {
  it('stores each with its type in the row\'s document, and its list answers it with its type', async () => {
    const { formData, payload } = await probed(route, VALUES);
    for (const entry of Array.isArray(payload) ? payload : [payload]) expect(entry).toMatchObject(VALUES);
    const saved = await post(route, payload);
    expect(saved.statusCode, saved.body).toBe(201);
    const answer = saved.json() as unknown;
    for (const entry of Array.isArray(answer) ? answer : [answer]) expect(entry).toMatchObject(VALUES);

    const id = route.savedId(answer);
    expect(await storedDocument(route, id)).toMatchObject(VALUES);
    expect(await listed(route, formData, id)).toMatchObject(VALUES);
  });

  it('keeps blank added properties as null in the document, and answers them so', async () => {
    const { formData, payload } = await probed(route, {});
    const saved = await post(route, payload);
    expect(saved.statusCode, saved.body).toBe(201);
    const id = route.savedId(saved.json());
    const stored = await storedDocument(route, id);
    const read = await listed(route, formData, id);
    for (const name of Object.keys(VALUES)) {
      expect(stored[name], name).toBeNull();
      expect(read[name], name).toBeNull();
    }
  });

  it('refuses invalid values with the messages the browser shows for them', async () => {
    const invalid = { ...VALUES, probe_text: 'Far too long for the note', probe_count: 500, probe_level: 'medium' };
    const { formData, schema, payload } = await probed(route, invalid);
    const validate = createAjv().compile(schema as object);
    expect(validate(formData)).toBe(false);
    const browser = toFieldErrors(validate.errors ?? [], formData);

    const saved = await post(route, payload);
    expect(saved.statusCode, saved.body).toBe(400);
    const server = saved.json() as Record<string, string[]>;
    expect(server.probe_text).toEqual(['Keep the teaching note short.']);
    expect(server.probe_count).toEqual(['Keep the count under 100.']);
    expect(server.probe_level).toEqual(['Choose low or high.']);
    expect(server).toEqual(browser);
  });
});
