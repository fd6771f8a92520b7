/**
 * The schemas are the only source of clinical fields: a server started over a copy of `schemas/` in which every
 * section's schema has a property of each kind (text, number, boolean, choice) — and every list item of the form
 * (refraction rows, condition details, history entries, final diagnoses, medications) a number — validates them
 * with the browser's messages, stores them with their types and reads them back with their types, with no code
 * change (the save path: src/engine/core/wire-transform.ts).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFormFiles } from '../../../src/engine/build/load-form-files';
import { bearer, createTestApp, PROJECT_SCHEMAS_DIR, tokensFor, type TestApp } from '../helpers/test-app';
import {
  ADDED,
  browserErrors,
  INVALID_ITEM_MESSAGE,
  INVALID_ITEM_NUMBER,
  INVALID_MESSAGES,
  INVALID_VALUES,
  ITEM_ADDED,
  schemasCopy,
  VALUES,
  type Json,
} from '../helpers/schema-probes';
import { isRecord } from '../../../src/lib/is-record';
import { freshContext, payloadFor, prepareFixture, SECTION_ROUTES, type SectionRoute } from '../helpers/sections';

let dir: string;
let t: TestApp;
let student: string;

/** The object schemas a list's items are made of (through local and shared `$ref`s and `allOf`). */
function itemObjects(node: unknown, schema: Json, shared: Json, seen = new Set<unknown>()): Json[] {
  if (!isRecord(node) || seen.has(node)) return [];
  seen.add(node);
  const out: Json[] = [];
  if (typeof node.$ref === 'string') {
    const [document, pointer = ''] = node.$ref.split('#');
    const root = document === '' ? schema : shared;
    const target = pointer.split('/').filter(Boolean).reduce<unknown>((at, key) => (isRecord(at) ? at[key] : undefined), root);
    out.push(...itemObjects(target, document === '' ? schema : shared, shared, seen));
  }
  if (Array.isArray(node.allOf)) for (const part of node.allOf) out.push(...itemObjects(part, schema, shared, seen));
  if (isRecord(node.properties)) out.push(node);
  return out;
}

/** The list schema of root property `name` (its local `$ref` followed), or undefined when it is no list. */
function listOf(schema: Json, name: string): Json | undefined {
  const property = (schema.properties as Json)[name];
  if (!isRecord(property)) return undefined;
  const list = typeof property.$ref === 'string' && property.$ref.startsWith('#/')
    ? property.$ref.slice(2).split('/').reduce<unknown>((at, key) => (isRecord(at) ? at[key] : undefined), schema)
    : property;
  return isRecord(list) && isRecord(list.items) ? list : undefined;
}

/** The item object schemas of root property `name`; none when it is no list of objects. */
function listItemsOf(schema: Json, shared: Json, name: string): Json[] {
  const list = listOf(schema, name);
  return list ? itemObjects(list.items, schema, shared) : [];
}

/** The names of the root's lists of objects. */
function objectLists(schema: Json, shared: Json): string[] {
  return Object.keys(schema.properties as Json).filter((name) => listItemsOf(schema, shared, name).length > 0);
}

beforeAll(async () => {
  dir = schemasCopy(() => undefined);
  const sharedFile = join(dir, 'shared', 'defs.json');
  const shared = JSON.parse(readFileSync(sharedFile, 'utf8')) as Json;
  for (const { formId } of SECTION_ROUTES) {
    const file = join(dir, formId, 'schema.json');
    const schema = JSON.parse(readFileSync(file, 'utf8')) as Json;
    Object.assign(schema.properties as Json, ADDED);
    for (const name of objectLists(schema, shared)) {
      for (const item of listItemsOf(schema, shared, name)) Object.assign(item.properties as Json, ITEM_ADDED);
    }
    writeFileSync(file, JSON.stringify(schema, null, 2));
  }
  writeFileSync(sharedFile, JSON.stringify(shared, null, 2));
  t = await createTestApp({ config: { schemasDir: dir } });
  student = (await tokensFor(t.app, 'student')).access;
});
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The lists of objects of a form's first valid fixture that has items in them. */
function filledLists(formData: Json, lists: string[]): string[] {
  return lists.filter((name) => Array.isArray(formData[name]) && (formData[name] as unknown[]).length > 0);
}

/**
 * A valid fixture of the route (one with items in its lists, if any has), with the added properties and
 * `itemNumber` in the first item of each list; and the body the client sends for it (the adapter given the copy).
 */
async function probed(route: SectionRoute, values: Json, itemNumber: number) {
  const context = await freshContext(t.app);
  const files = loadFormFiles(route.formId, dir);
  const shared = JSON.parse(readFileSync(join(dir, 'shared', 'defs.json'), 'utf8')) as Json;
  const raw = JSON.parse(readFileSync(join(dir, route.formId, 'schema.json'), 'utf8')) as Json;
  const lists = objectLists(raw, shared);
  const fixtures = Object.values(files.validFixtures) as Json[];
  const fixture = fixtures.find((data) => filledLists(data, lists).length > 0) ?? fixtures[0]!;
  const formData = { ...((await prepareFixture(t.app, student, route, fixture, context)) as Json), ...values };
  const filled = filledLists(formData, lists);
  for (const name of filled) {
    const [first, ...rest] = formData[name] as Json[];
    formData[name] = [{ ...first, probe_number: itemNumber }, ...rest];
  }
  const payload = payloadFor(route, formData, { ...context, schema: files.schema }) as Json;
  return { context, formData, payload, filled, schema: files.schema };
}

function post(route: SectionRoute, appointmentId: number, payload: unknown) {
  return t.app.inject({ method: 'POST', url: route.post(appointmentId), payload: payload as object, headers: bearer(student) });
}

/** The record a read answers: the latest, the last of a list, the view. */
async function readBack(route: SectionRoute, context: { appointmentId: number; patientId: number }): Promise<Json> {
  const id = route.read === 'patient' ? context.patientId : context.appointmentId;
  const read = await t.app.inject({ method: 'GET', url: route.get(id), headers: bearer(student) });
  expect(read.statusCode, read.body).toBe(200);
  const body = read.json() as unknown;
  return (Array.isArray(body) ? body.at(-1) : body) as Json;
}

/** Plain record reads answer the stored record as it is; the others are read views (server/features/sections/read-views.ts). */
const PLAIN_READS = new Set(['refraction', 'visual-acuity', 'management']);

describe.each(SECTION_ROUTES)('$name, with properties of every kind added to its schema', (route) => {
  it('stores each with its type and reads it back with its type', async () => {
    const { context, payload, filled } = await probed(route, VALUES, 1.5);
    expect(payload).toMatchObject(VALUES);
    const saved = await post(route, context.appointmentId, payload);
    expect(saved.statusCode, saved.body).toBe(201);

    const stored = (await t.app.repos.sectionRecords.latest(context.appointmentId, route.formId))!.data as Json;
    expect(stored).toMatchObject(VALUES);
    for (const name of filled) expect((stored[name] as Json[])[0]!.probe_number, name).toBe(1.5);

    // The observations' read shape is a list of items (consultation §3): the form-level fields are on every item and
    // in the X-Form-Fields header (docs/decisions.md), beside those the fixture itself records (the cup-to-disc ratio);
    // nested reads of the other views: tests/server/sections/read-views.test.ts.
    if (route.read === 'observations') {
      const listed = await t.app.inject({ method: 'GET', url: route.get(context.appointmentId), headers: bearer(student) });
      expect(listed.statusCode, listed.body).toBe(200);
      expect(JSON.parse(String(listed.headers['x-form-fields']))).toMatchObject(VALUES);
      expect((listed.json() as Json[])[0]).toMatchObject({ ...VALUES, probe_number: 1.5 });
      return;
    }
    const read = await readBack(route, context);
    expect(read).toMatchObject(VALUES);
    if (PLAIN_READS.has(route.formId)) {
      for (const name of filled) expect((read[name] as Json[])[0]!.probe_number, name).toBe(1.5);
    }
  });

  it('leaves blank added properties out of what is stored as typed values (null, or the list item without them)', async () => {
    const { context, payload } = await probed(route, {}, 2);
    const saved = await post(route, context.appointmentId, payload);
    expect(saved.statusCode, saved.body).toBe(201);
    const stored = (await t.app.repos.sectionRecords.latest(context.appointmentId, route.formId))!.data as Json;
    for (const name of Object.keys(VALUES)) expect(stored[name] ?? null, name).toBeNull();
  });

  it('refuses invalid values with the messages the browser shows for them', async () => {
    const { context, formData, payload, filled, schema } = await probed(route, INVALID_VALUES, INVALID_ITEM_NUMBER);
    const browser = browserErrors(schema, formData);

    const saved = await post(route, context.appointmentId, payload);
    expect(saved.statusCode, saved.body).toBe(400);
    const server = saved.json() as Record<string, string[]>;
    expect(server).toMatchObject(INVALID_MESSAGES);
    for (const name of filled) expect(server[`${name}.0.probe_number`], name).toEqual(INVALID_ITEM_MESSAGE);
    expect(server).toEqual(browser);
  });
});

describe('the shipped schemas', () => {
  it('still refuse the properties the copy adds', async () => {
    const project = await createTestApp();
    try {
      const token = (await tokensFor(project.app, 'student')).access;
      const route = SECTION_ROUTES.find((r) => r.formId === 'visual-acuity')!;
      const context = await freshContext(project.app);
      const [first] = Object.values(loadFormFiles(route.formId, PROJECT_SCHEMAS_DIR).validFixtures);
      const payload = { ...(payloadFor(route, first, context) as object), probe_text: 'Discussed' };
      const saved = await project.app.inject({ method: 'POST', url: route.post(context.appointmentId), payload, headers: bearer(token) });
      expect(saved.statusCode, saved.body).toBe(400);
    } finally {
      await project.close();
    }
  });
});
