/**
 * Bodies built to make validation expensive are refused before it, with a short answer: a list far past its
 * schema's `maxItems` is answered with that bound's message alone (the full validation, which would report every
 * item, never runs); a list at its bound full of wrong items gives at most 100 messages; no error answer passes
 * 32 KB; every route body schema bounds its lists, strings and open objects. Bounds are read from the schemas.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFormFiles } from '../../../src/engine/build/load-form-files';
import { MAX_ERROR_BODY_CHARS, MAX_ERROR_MESSAGES, NON_FIELD, tooManyErrors } from '../../../src/engine/core/field-errors';
import { unboundedPlaces } from '../../../src/engine/core/schema-bounds';
import { can, routeRule } from '../../../src/lib/permissions';
import { DEMO_USERS } from '../../../server/db/seed/demo-users';
import { patientWithAppointment } from '../helpers/clinic';
import { bearer, createTestApp, expectErrorShape, PROJECT_SCHEMAS_DIR, tokensFor, type TestApp } from '../helpers/test-app';

/** The hostile tester's list: 50,000 empty objects. */
const HUGE = 50_000;

let t: TestApp;
let appointmentId: number;
let patientId: number;
const bodySchemas = new Map<string, unknown>();
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app: FastifyInstance) => {
      app.addHook('onRoute', (route) => {
        const body = (route.schema as { body?: unknown } | undefined)?.body;
        for (const method of [route.method].flat()) if (body !== undefined) bodySchemas.set(`${method} ${route.url}`, body);
      });
    },
  });
  ({ appointmentId, patientId } = await patientWithAppointment(t.app));
});
afterAll(async () => {
  await t?.close();
});

/** The access token of a demo user whose role may call the route (read from config/permissions.json). */
async function tokenFor(method: string, pattern: string): Promise<string> {
  const rule = routeRule(method, pattern);
  const user = DEMO_USERS.find((demo) => rule === 'public' || (rule !== undefined && can(demo.role, rule)));
  if (!user) throw new Error(`no demo user may call ${method} ${pattern}`);
  if (!tokens.has(user.username)) tokens.set(user.username, (await tokensFor(t.app, user.username)).access);
  return tokens.get(user.username)!;
}

async function post(pattern: string, url: string, body: unknown): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...bearer(await tokenFor('POST', pattern)) },
  });
}

/** A list property of a form as its schema declares it: `maxItems` and the message for going past it. */
function listBound(formId: string, property: string): { maxItems: number; message: string } {
  const schema = loadFormFiles(formId, PROJECT_SCHEMAS_DIR).schema as Record<string, unknown>;
  let node = (schema.properties as Record<string, Record<string, unknown>>)[property]!;
  if (typeof node.$ref === 'string') node = (schema.$defs as Record<string, Record<string, unknown>>)[node.$ref.split('/').pop()!]!;
  const maxItems = node.maxItems as number;
  const own = (node.errorMessage as Record<string, unknown> | undefined)?.maxItems;
  return { maxItems, message: typeof own === 'string' ? own : `Ensure this list has no more than ${maxItems} items.` };
}

function messageCount(body: Record<string, string[]>): number {
  return Object.values(body).reduce((sum, list) => sum + list.length, 0);
}

interface HugeListCase {
  name: string;
  formId: string;
  property: string;
  pattern: string;
  url: () => string;
  body: (list: unknown[]) => Record<string, unknown>;
}

const HUGE_LISTS: HugeListCase[] = [
  {
    name: 'internal observations',
    formId: 'internals',
    property: 'observations',
    pattern: '/api/tests/api/internal-observations/:appointment/',
    url: () => `/api/tests/api/internal-observations/${appointmentId}/`,
    body: (list) => ({ appointment: appointmentId, observations: list }),
  },
  {
    name: 'external observations',
    formId: 'externals',
    property: 'observations',
    pattern: '/api/tests/api/external-observations/:appointment/',
    url: () => `/api/tests/api/external-observations/${appointmentId}/`,
    body: (list) => ({ appointment: appointmentId, observations: list }),
  },
  {
    name: 'refraction',
    formId: 'refraction',
    property: 'objective',
    pattern: '/api/tests/api/refraction/:id/',
    url: () => `/api/tests/api/refraction/${appointmentId}/`,
    body: (list) => ({ objective_method: 'Retinoscopy', objective: list, subjective: list }),
  },
  {
    name: 'diagnosis',
    formId: 'diagnosis',
    property: 'final_diagnoses',
    pattern: '/api/diagnosis/:id/create/',
    url: () => `/api/diagnosis/${appointmentId}/create/`,
    body: (list) => ({ appointment: appointmentId, differential_diagnosis: 'Myopia', final_diagnoses: list }),
  },
  {
    name: 'Oculo-Medical History',
    formId: 'oculo-medical-history',
    property: 'medical_history',
    pattern: '/api/tests/api/patient-history/',
    url: () => '/api/tests/api/patient-history/',
    body: (list) => ({ appointment: appointmentId, patient: patientId, last_eye_examination: 'Never', medical_history: list }),
  },
];

describe.each(HUGE_LISTS)('$name: a list of 50,000 empty objects', (route) => {
  it("is refused with the bound's message alone, in a small body", async () => {
    const response = await post(route.pattern, route.url(), route.body(Array.from({ length: HUGE }, () => ({}))));
    expect(response.statusCode, response.body).toBe(400);
    expect(expectErrorShape(response)).toBeNull();
    expect(response.body.length).toBeLessThan(MAX_ERROR_BODY_CHARS);
    // Only the bound: the full validation would also have reported the items' missing fields.
    const { maxItems, message } = listBound(route.formId, route.property);
    expect(maxItems).toBeLessThan(HUGE);
    expect(response.json()).toEqual({ [route.property]: [message] });
  });
});

describe('a list at its bound, every item wrong', () => {
  it('is answered with at most 100 messages, the last saying that more were left out', async () => {
    const { maxItems } = listBound('internals', 'observations');
    const items = Array.from({ length: maxItems }, (_, i) => ({ condition: `c${i}`, affected_eye: 'XX', field_type: 'bad', value: i }));
    const response = await post(
      '/api/tests/api/internal-observations/:appointment/',
      `/api/tests/api/internal-observations/${appointmentId}/`,
      { appointment: appointmentId, observations: items },
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(expectErrorShape(response)).toBeNull();
    const body = response.json() as Record<string, string[]>;
    expect(messageCount(body)).toBeLessThanOrEqual(MAX_ERROR_MESSAGES);
    expect(body[NON_FIELD]).toContain(tooManyErrors(MAX_ERROR_MESSAGES - 1));
    // An eye outside OD, OS or none (null: a condition not recorded per eye).
    expect(body['observations.0.affected_eye']).toContain('Not a valid choice.');
    expect(response.body.length).toBeLessThan(MAX_ERROR_BODY_CHARS);
  });
});

describe('unknown fields', () => {
  it('past what a report shows are refused before the full validation, the first ones named', async () => {
    const body: Record<string, unknown> = { appointment: appointmentId, observations: [] };
    for (let i = 0; i < 20_000; i++) body[`field_${i}`] = i;
    const response = await post(
      '/api/tests/api/internal-observations/:appointment/',
      `/api/tests/api/internal-observations/${appointmentId}/`,
      body,
    );
    expect(response.statusCode, response.body).toBe(400);
    // The section body schema allows 100 keys at most; the form never sees the rest.
    expect(response.json()).toEqual({ [NON_FIELD]: ['Ensure this object has no more than 100 fields.'] });
  });

  it('of a small route beyond its body limit are refused before they are parsed', async () => {
    const body: Record<string, unknown> = { username: 'student', password: 'wrong' };
    for (let i = 0; i < 20_000; i++) body[`field_${i}`] = i;
    const response = await post('/api/auth/auth/jwt/create/', '/api/auth/auth/jwt/create/', body);
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toEqual({ detail: 'Request body is too large.' });
  });

  it('of a closed route body are cut to the first ones before Fastify validates every key', async () => {
    const body: Record<string, unknown> = { username: 'student', password: 'wrong' };
    // As many as fit within the login's body limit (64 KB).
    for (let i = 0; i < 3_000; i++) body[`field_${i}`] = i;
    const response = await post('/api/auth/auth/jwt/create/', '/api/auth/auth/jwt/create/', body);
    expect(response.statusCode, response.body).toBe(400);
    const answer = response.json() as Record<string, string[]>;
    expect(answer[NON_FIELD]).toContain('Unknown field: field_0.');
    expect(answer[NON_FIELD]).toContain(tooManyErrors(MAX_ERROR_MESSAGES - 1));
    expect(messageCount(answer)).toBeLessThanOrEqual(MAX_ERROR_MESSAGES);
  });

  it('with an enormous name are answered with the name clipped', async () => {
    const name = 'k'.repeat(300_000);
    const response = await post(
      '/api/tests/api/internal-observations/:appointment/',
      `/api/tests/api/internal-observations/${appointmentId}/`,
      { appointment: appointmentId, observations: [], [name]: 1 },
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(expectErrorShape(response)).toBeNull();
    expect(response.body.length).toBeLessThan(MAX_ERROR_BODY_CHARS);
    expect((response.json() as Record<string, string[]>)[NON_FIELD]![0]).toMatch(/^Unknown field: k+…$/);
  });
});

describe('route body schemas', () => {
  it('bound every list, string and open object of every write route', () => {
    const writes = [...bodySchemas.keys()].filter((key) => /^(POST|PUT|PATCH) /.test(key));
    expect(writes.length).toBeGreaterThan(5);
    for (const key of writes) {
      const schema = bodySchemas.get(key) as Record<string, unknown>;
      expect(unboundedPlaces(schema), key).toEqual([]);
    }
  });
});
