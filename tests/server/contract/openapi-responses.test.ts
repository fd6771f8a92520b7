/**
 * Contract: the OpenAPI document (`GET /api/docs/openapi.json`) is what a client can be generated from, so
 * - every request and response body in it is a named schema (`$ref` to `components.schemas`, or a list or a
 *   choice of named schemas), and every route documents a 2xx body that says what it holds;
 * - every route answers what the document says: for each operation a real, authorised request is made, then the
 *   error answers it documents that a test can provoke (no token, a role without the action, a malformed or
 *   unknown id, a bad body, a body too large or of another type, a locked appointment), and each answer's status
 *   must be documented and its body valid (ajv, `$ref`s resolved) against the schema given for that status;
 * - every path of both §7 tables (platform.md, consultation.md) is in it, except those built by later issues.
 */
import { randomBytes } from 'node:crypto';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFormFiles } from '../../../src/engine/build/load-form-files';
import { can } from '../../../src/lib/permissions';
import { DEMO_USERS } from '../../../server/db/seed/demo-users';
import { ruleFor } from '../../../server/plugins/auth';
import { createAppointment, createPatient, patientBody, saveCompletionRecords } from '../helpers/clinic';
import {
  freshContext,
  multipart,
  payloadFor,
  PNG_BYTES,
  prepareFixture,
  SECTION_ROUTES,
  upload,
  type SectionRoute,
} from '../helpers/sections';
import { gradedCase as gradedCaseOf, gradingBody as gradingBodyOf, RETURN_BODY, returnedCase as returnedCaseOf, submittedCase } from '../helpers/reviews';
import { consultationWithPlan, dispensableCase as dispensableCaseOf, dispensableItem as dispensableItemOf, SPECTACLES_PLAN } from '../helpers/dispensary';
import { ABSENT_REQUEST_BODY, requestAbsence } from '../helpers/absences';
import { userIdOf as userIdIn } from '../helpers/accounts';
import { stockLineId as stockLineIdIn } from '../helpers/inventory';
import { bearer, createTestApp, DEMO_PASSWORD, login, PROJECT_SCHEMAS_DIR, tokensFor, type TestApp } from '../helpers/test-app';

type Json = Record<string, unknown>;
type Method = NonNullable<InjectOptions['method']>;

interface Operation {
  method: string;
  path: string;
  /** `METHOD /path/{}/`: parameter names do not matter when matching a route. */
  key: string;
  spec: Json & { responses: Record<string, { content?: Record<string, { schema?: Json }> }>; requestBody?: Json };
}

/** A request of a sample: its URL and, when needed, body, headers and who sends it (default: a user the route allows). */
interface Call {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** `null`: no token. */
  token?: string | null;
}

interface Context {
  appointmentId: number;
  patientId: number;
}

interface Sample {
  /** The authorised request that succeeds (2xx), for a fresh patient and appointment. */
  ok(context: Context): Promise<Call>;
  /** More error answers this route documents, each with the request that provokes it. */
  errors?: Record<number, (context: Context) => Promise<Call>>;
}

const UNKNOWN_ID = '999999';
/** Ids are 32-bit: a larger one names nothing whatever the table holds. */
const BEYOND_ID = '2147483648';
const LARGE_BODY = JSON.stringify({ notes: 'x'.repeat(1_100_000) });

/** Paths of the §7 tables not built yet (none: issue 13 built the absences and the clinic schedule). */
const LATER: { method: string; path: string; reason: string }[] = [
];

/** platform.md §7 and consultation.md §7, as the client calls them (under /api). */
const SPEC_CALLS: [string, string][] = [
  ['POST', 'auth/auth/jwt/create/'],
  ['POST', 'auth/jwt/refresh/'],
  ['GET', 'auth/auth/users/me/'],
  ['GET', 'auth/api/check-session/'],
  ['POST', 'auth/api/logout/'],
  ['GET', 'summary/api/dashboard/'],
  ['GET', 'clients/api/patients/'],
  ['POST', 'clients/api/patients/'],
  ['GET', 'clients/api/patient-detail/{id}/'],
  ['GET', 'clients/api/search/'],
  ['PUT', 'clients/api/update-patient/{id}/'],
  ['GET', 'clients/api/{id}/appointments/'],
  ['GET', 'clients/api/appointments/'],
  ['GET', 'clients/api/appointments/{id}/'],
  ['POST', 'clients/api/appointments/'],
  ['PATCH', 'clients/api/{id}/complete/'],
  ['GET', 'clients/api/appointments/today/'],
  ['GET', 'clinic-schedule/schedules/'],
  ['GET', 'clinic-schedule/staff/'],
  ['POST', 'clinic-schedule/schedules/'],
  ['GET', 'tests/conditions'],
  ['GET', 'tests/api/case-history/{id}/'],
  ['POST', 'tests/api/case-history/'],
  ['GET', 'tests/api/visual-acuity/{appointment}/'],
  ['POST', 'tests/api/visual-acuity/'],
  ['GET', 'tests/api/examination-conditions/'],
  ['GET', 'tests/api/external-observations/{appointment}/'],
  ['POST', 'tests/api/external-observations/{appointment}/'],
  ['GET', 'tests/api/internal-observations/{appointment}/'],
  ['POST', 'tests/api/internal-observations/{appointment}/'],
  ['GET', 'tests/api/refraction/{id}/'],
  ['POST', 'tests/api/refraction/{id}/'],
  ['GET', 'tests/extra-tests/{id}/'],
  ['POST', 'tests/extra-tests/{id}/'],
  ['GET', 'diagnosis/codes/'],
  ['POST', 'diagnosis/{id}/create/'],
  ['GET', 'diagnosis/{id}/view/'],
  ['GET', 'pharmacy/medication-types/'],
  ['GET', 'pharmacy/medications/'],
  ['GET', 'pharmacy/api/medications/'],
  ['GET', 'management/{id}/'],
  ['POST', 'management/{id}/'],
  ['GET', 'tests/api/patient-history/latest/'],
  ['POST', 'tests/api/patient-history/'],
  ['GET', 'absences/absent-requests/'],
  ['POST', 'absences/absent-requests/'],
  ['PUT', 'absences/absent-requests/{id}/'],
];

const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`;
const routePattern = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

let t: TestApp;
let doc: Json & { paths: Record<string, Record<string, Json>>; components: { schemas: Record<string, Json> } };
let operations: Operation[];
const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
addFormats(ajv);
/** The same document read closed: a 2xx answer may hold no property the document does not name. */
const closedAjv = new Ajv2020({ strict: false, allErrors: true, logger: false });
addFormats(closedAjv);

/** A copy of `schema` in which every object that names its properties allows no others. */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, closed(value)])) as Json;
  if (typeof copy.properties === 'object' && (copy.additionalProperties === undefined || copy.additionalProperties === true)) {
    copy.additionalProperties = false;
  }
  return copy;
}
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  const answer = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  expect(answer.statusCode, answer.body).toBe(200);
  doc = answer.json();
  // `#/components/schemas/X` inside the document resolves against the document itself.
  ajv.addSchema({ components: doc.components }, 'openapi');
  closedAjv.addSchema({ components: closed(doc.components) }, 'openapi');
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, spec]) => ({ method: method.toUpperCase(), path, key: keyOf(method, path), spec: spec as Operation['spec'] })),
  );
});
afterAll(async () => {
  await t?.close();
});

// ---------------------------------------------------------------------------------------------------------------
// Who sends what

/** The action of a route in config/permissions.json (`public`, an action, or undefined). */
function actionOf(method: string, path: string): string | undefined {
  return ruleFor(method, routePattern(path));
}

/** A signed-in demo user whose role may call the route (the first in seed order), or none. */
function allowedUser(method: string, path: string): string | null {
  const action = actionOf(method, path);
  if (action === undefined) return null;
  const user = DEMO_USERS.find((demo) => action === 'public' || can(demo.role, action));
  return user?.username ?? null;
}

/** A demo user whose role may not call the route, or none when every role may. */
function refusedUser(method: string, path: string): string | null {
  const action = actionOf(method, path);
  if (action === undefined || action === 'public') return null;
  return DEMO_USERS.find((demo) => !can(demo.role, action))?.username ?? null;
}

async function tokenOf(username: string): Promise<string> {
  let token = tokens.get(username);
  if (!token) {
    token = (await tokensFor(t.app, username)).access;
    tokens.set(username, token);
  }
  return token;
}

/** The token of a user who may perform `action` (so a sample can prepare what it reads). */
async function tokenWith(action: string): Promise<string> {
  const user = DEMO_USERS.find((demo) => can(demo.role, action));
  if (!user) throw new Error(`no demo user may perform ${action}`);
  return tokenOf(user.username);
}

async function send(method: string, call: Call, token: string | null): Promise<LightMyRequestResponse> {
  const headers = { ...(token === null ? {} : bearer(token)), ...call.headers };
  const payload = call.payload;
  return t.app.inject({
    method: method as Method,
    url: call.url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

/** Answers the request; fails the sample when the answer is not the expected status. */
async function expectStatus(method: string, call: Call, token: string | null, status: number): Promise<LightMyRequestResponse> {
  const answer = await send(method, call, token);
  if (answer.statusCode !== status) throw new Error(`${method} ${call.url}: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
  return answer;
}

// ---------------------------------------------------------------------------------------------------------------
// Sample requests

/** The first valid fixture of a form (or the named one), ready for the context, as the client sends it. */
async function sectionPayload(route: SectionRoute, context: Context, token: string, fixture?: string): Promise<unknown> {
  const fixtures = loadFormFiles(route.formId, PROJECT_SCHEMAS_DIR).validFixtures;
  const name = fixture ?? Object.keys(fixtures)[0]!;
  const formData = await prepareFixture(t.app, token, route, fixtures[name], context);
  return payloadFor(route, formData, context);
}

/** Saves a section through the API (for the reads). */
async function saveSection(route: SectionRoute, context: Context): Promise<void> {
  const token = await tokenWith('appointment.consult');
  const payload = await sectionPayload(route, context, token);
  await expectStatus('POST', { url: route.post(context.appointmentId), payload }, token, 201);
}

/** A Scheduled appointment of today becomes Completed: its records are locked (409). */
async function lockedContext(): Promise<Context> {
  const patient = await createPatient(t.app);
  return { patientId: patient.id, appointmentId: await createAppointment(t.app, patient.id, { status: 'Completed' }) };
}

function sectionSamples(): Record<string, Sample> {
  const samples: Record<string, Sample> = {};
  for (const route of SECTION_ROUTES) {
    const postKey = keyOf('POST', route.post(424242).replace('424242', '{}'));
    const getKey = keyOf('GET', route.get(424242).split('?')[0]!.replace('424242', '{}'));
    // Extra tests: tonometry needs no file, so the same body also serves a locked appointment.
    const fixture = route.formId === 'extra-test' ? 'valid-tonometry' : undefined;
    const write = async (context: Context): Promise<Call> => {
      const token = await tokenWith('appointment.consult');
      return { url: route.post(context.appointmentId), payload: await sectionPayload(route, context, token, fixture) };
    };
    samples[postKey] = { ok: write, errors: { 409: async () => write(await lockedContext()) } };
    samples[getKey] = {
      async ok(context) {
        await saveSection(route, context);
        return { url: route.get(route.read === 'patient' ? context.patientId : context.appointmentId) };
      },
    };
  }
  return samples;
}

function fileForm(appointmentId: number) {
  const { body, headers } = multipart([{ name: 'scan.png', type: 'image/png', bytes: PNG_BYTES }], { appointment: String(appointmentId) });
  return { payload: body, headers };
}

let scheduleDays = 0;
/** A clinic schedule entry for the demo student on a date no other sample uses. */
async function scheduleBody(): Promise<Json[]> {
  scheduleDays += 1;
  const date = new Date(Date.UTC(2033, 0, 1 + scheduleDays)).toISOString().slice(0, 10);
  const student = await t.app.repos.users.findByUsername('student');
  return [{ staff_id: student!.id, date, start_time: '08:00', end_time: '14:00' }];
}


/** A stored schedule entry (a fresh date, the student, with a place): its id. */
async function scheduleEntry(): Promise<number> {
  const created = await send('POST', { url: '/api/clinic-schedule/schedules/', payload: (await scheduleBody()).map((entry) => ({ ...entry, place: 'CCTU' })) }, await tokenOf('coordinator'));
  if (created.statusCode !== 201) throw new Error(`schedule entry: ${created.statusCode} ${created.body}`);
  return (created.json() as { id: number }[])[0]!.id;
}


// The shared preparations (tests/server/helpers), on this file's app and with its tokens.
const reviewedCase = async () => submittedCase(t.app, await tokenOf('student'));
const returnedCase = () => returnedCaseOf(t.app, tokenOf);
const gradedCase = () => gradedCaseOf(t.app, tokenOf);
const gradingBody = () => gradingBodyOf(t.app);
const userIdOf = (username: string) => userIdIn(t.app, username);
const studentAbsentRequest = async () => requestAbsence(t.app, await tokenOf('student'));
const stockLineId = () => stockLineIdIn(t.app);
const dispensableItem = () => dispensableItemOf(t.app);
const dispensableCase = async () => dispensableCaseOf(t.app, await tokenOf('student'));
/** A completed consultation whose plan gives both printable documents: its appointment id. */
const printableCase = async () =>
  (await consultationWithPlan(t.app, await tokenOf('student'), { ...SPECTACLES_PLAN, referral: true, referral_details: 'Ophthalmologist' })).appointmentId;

/** A class list of one new account, as the import routes take it. */
function classList(): Pick<Call, 'payload' | 'headers'> {
  return { payload: `username,first name,last name,role\nsample.${randomBytes(4).toString('hex')},Sam,Ple,student\n`, headers: { 'content-type': 'text/csv' } };
}

/** A new account (a student) for a sample that changes it: its id. */
async function sampleAccount(): Promise<number> {
  const username = `sample.${randomBytes(4).toString('hex')}`;
  await expectStatus('POST', { url: '/api/admin/users/', payload: { username, first_name: 'Sam', last_name: 'Ple', role: 'student' } }, await tokenOf('sysadmin'), 201);
  return userIdOf(username);
}

const SAMPLES: Record<string, Sample> = {
  'GET /api/health/': { ok: async () => ({ url: '/api/health/' }) },
  'POST /api/auth/auth/jwt/create/': {
    ok: async () => ({ url: '/api/auth/auth/jwt/create/', payload: { username: 'lecturer', password: DEMO_PASSWORD } }),
    errors: { 401: async () => ({ url: '/api/auth/auth/jwt/create/', payload: { username: 'nobody', password: 'wrong-password' } }) },
  },
  'POST /api/auth/jwt/refresh/': {
    ok: async () => ({ url: '/api/auth/jwt/refresh/', payload: { refresh: (await tokensFor(t.app, 'lecturer')).refresh } }),
    errors: { 401: async () => ({ url: '/api/auth/jwt/refresh/', payload: { refresh: 'not-a-token' } }) },
  },
  'GET /api/auth/auth/users/me/': { ok: async () => ({ url: '/api/auth/auth/users/me/' }) },
  'GET /api/auth/api/check-session/': { ok: async () => ({ url: '/api/auth/api/check-session/' }) },
  // Its own session: logging out ends the session of the token.
  'POST /api/auth/api/logout/': { ok: async () => ({ url: '/api/auth/api/logout/', token: (await tokensFor(t.app, 'lecturer')).access }) },

  'GET /api/tests/conditions': { ok: async () => ({ url: '/api/tests/conditions?category=medical_history' }) },
  'GET /api/tests/api/examination-conditions/': { ok: async () => ({ url: '/api/tests/api/examination-conditions/?type=external' }) },
  'GET /api/tests/api/grading-scales/': { ok: async () => ({ url: '/api/tests/api/grading-scales/' }) },
  'GET /api/diagnosis/codes/': { ok: async () => ({ url: '/api/diagnosis/codes/' }) },
  'GET /api/pharmacy/medication-types/': { ok: async () => ({ url: '/api/pharmacy/medication-types/' }) },
  'GET /api/pharmacy/medications/': { ok: async () => ({ url: '/api/pharmacy/medications/' }) },
  'GET /api/pharmacy/api/medications/': { ok: async () => ({ url: '/api/pharmacy/api/medications/?type=1' }) },
  'GET /api/case-guides/': {
    ok: async () => ({ url: '/api/case-guides/?codes=H40.11,H52.1' }),
    errors: { 400: async () => ({ url: '/api/case-guides/?codes=glaucoma' }) },
  },

  ...sectionSamples(),

  'POST /api/files/': {
    ok: async (context) => ({ url: '/api/files/', ...fileForm(context.appointmentId) }),
    errors: {
      409: async () => ({ url: '/api/files/', ...fileForm((await lockedContext()).appointmentId) }),
      415: async () => ({ url: '/api/files/', payload: 'hello', headers: { 'content-type': 'text/plain' } }),
    },
  },
  'GET /api/files/{}/': {
    async ok(context) {
      const id = await upload(t.app, await tokenWith('files.upload'), context.appointmentId);
      return { url: `/api/files/${id}/` };
    },
    errors: { 404: async () => ({ url: `/api/files/${randomBytes(16).toString('base64url')}/` }) },
  },

  'GET /api/summary/api/dashboard/': { ok: async () => ({ url: '/api/summary/api/dashboard/' }) },
  'GET /api/clients/api/patients/': { ok: async () => ({ url: '/api/clients/api/patients/?page=1&page_size=5' }) },
  'POST /api/clients/api/patients/': { ok: async () => ({ url: '/api/clients/api/patients/', payload: patientBody() }) },
  'GET /api/clients/api/patient-detail/{}/': { ok: async (context) => ({ url: `/api/clients/api/patient-detail/${context.patientId}/` }) },
  'GET /api/clients/api/search/': { ok: async () => ({ url: '/api/clients/api/search/?search=Owusu' }) },
  'PUT /api/clients/api/update-patient/{}/': {
    ok: async (context) => ({ url: `/api/clients/api/update-patient/${context.patientId}/`, payload: patientBody({ occupation: 'Nurse' }) }),
  },
  'GET /api/clients/api/patient-detail/{}/history/': {
    async ok(context) {
      const token = await tokenWith('patient.register');
      const url = `/api/clients/api/update-patient/${context.patientId}/`;
      await expectStatus('PUT', { url, payload: patientBody({ occupation: 'Farmer' }) }, token, 200);
      return { url: `/api/clients/api/patient-detail/${context.patientId}/history/` };
    },
  },
  'GET /api/clients/api/patient-detail/{}/trends/': {
    ok: async (context) => ({ url: `/api/clients/api/patient-detail/${context.patientId}/trends/` }),
  },
  'GET /api/clients/api/appointments/{}/previous/{}/': {
    ok: async (context) => ({ url: `/api/clients/api/appointments/${context.appointmentId}/previous/visual-acuity/` }),
  },
  'GET /api/clients/api/{}/appointments/': { ok: async (context) => ({ url: `/api/clients/api/${context.patientId}/appointments/` }) },
  'GET /api/clients/api/appointments/': { ok: async () => ({ url: '/api/clients/api/appointments/?page=1&page_size=5' }) },
  'GET /api/clients/api/appointments/today/': { ok: async () => ({ url: '/api/clients/api/appointments/today/' }) },
  'GET /api/clients/api/appointments/{}/': { ok: async (context) => ({ url: `/api/clients/api/appointments/${context.appointmentId}/` }) },
  'POST /api/clients/api/appointments/': {
    ok: async (context) => ({ url: '/api/clients/api/appointments/', payload: { patient: context.patientId, notes: 'Blurred vision' } }),
  },
  'PATCH /api/clients/api/{}/complete/': {
    ok: async (context) => {
      await saveCompletionRecords(t.app, context.appointmentId);
      return { url: `/api/clients/api/${context.appointmentId}/complete/` };
    },
    errors: {
      400: async () => {
        const patient = await createPatient(t.app);
        return { url: `/api/clients/api/${await createAppointment(t.app, patient.id, { status: 'Cancelled' })}/complete/` };
      },
    },
  },
  'PATCH /api/clients/api/appointments/{}/': {
    ok: async (context) => ({ url: `/api/clients/api/appointments/${context.appointmentId}/`, payload: { appointment_time: '10:30' } }),
    errors: {
      409: async () => {
        const patient = await createPatient(t.app);
        const id = await createAppointment(t.app, patient.id, { status: 'Completed' });
        return { url: `/api/clients/api/appointments/${id}/`, payload: { status: 'Cancelled', cancel_reason: 'Unwell' } };
      },
    },
  },
  'GET /api/clients/api/clinicians/': { ok: async () => ({ url: '/api/clients/api/clinicians/' }) },
  'PUT /api/clients/api/appointments/{}/student/': {
    ok: async (context) => {
      const student = await t.app.repos.users.findByUsername('student');
      return { url: `/api/clients/api/appointments/${context.appointmentId}/student/`, payload: { student: student!.id, reason: 'Cover' } };
    },
    errors: { 400: async (context) => ({ url: `/api/clients/api/appointments/${context.appointmentId}/student/`, payload: { student: 1 } }) },
  },
  'GET /api/audit/api/events/': { ok: async () => ({ url: '/api/audit/api/events/?page=1&page_size=20' }) },
  'GET /api/audit/api/events/export/': {
    ok: async () => ({ url: '/api/audit/api/events/export/?action=read' }),
    errors: { 400: async () => ({ url: '/api/audit/api/events/export/?from=2025-02-30' }) },
  },
  'GET /api/admin/users/': { ok: async () => ({ url: '/api/admin/users/?search=a&page=1&page_size=5' }) },
  'POST /api/admin/users/': {
    ok: async () => ({ url: '/api/admin/users/', payload: { username: `sample.${randomBytes(4).toString('hex')}`, first_name: 'Sam', last_name: 'Ple', role: 'student' } }),
    errors: { 400: async () => ({ url: '/api/admin/users/', payload: { username: 'student', first_name: 'Sam', last_name: 'Ple', role: 'student' } }) },
  },
  'PATCH /api/admin/users/{}/': { ok: async () => ({ url: `/api/admin/users/${await userIdOf('coordinator')}/`, payload: { first_name: 'Yaw' } }) },
  'POST /api/admin/users/{}/reset-password/': { ok: async () => ({ url: `/api/admin/users/${await sampleAccount()}/reset-password/` }) },
  'POST /api/admin/users/import/': {
    ok: async () => ({ url: '/api/admin/users/import/', ...classList() }),
    errors: { 400: async () => ({ url: '/api/admin/users/import/', payload: 'no,header\n', headers: { 'content-type': 'text/csv' } }) },
  },
  'POST /api/admin/users/import/preview/': { ok: async () => ({ url: '/api/admin/users/import/preview/', ...classList() }) },
  'POST /api/auth/api/change-password/': {
    async ok() {
      const username = `sample.${randomBytes(4).toString('hex')}`;
      await expectStatus('POST', { url: '/api/admin/users/', payload: { username, first_name: 'A', last_name: 'B', role: 'student', password: 'sample secret 1' } }, await tokenOf('sysadmin'), 201);
      const token = (await login(t.app, username, 'sample secret 1')).json().access;
      return { url: '/api/auth/api/change-password/', payload: { old_password: 'sample secret 1', new_password: 'sample secret 2' }, token };
    },
    errors: { 400: async () => ({ url: '/api/auth/api/change-password/', payload: { old_password: 'wrong password', new_password: 'sample secret 2' } }) },
  },
  'GET /api/reports/portal/': { ok: async () => ({ url: '/api/reports/portal/' }) },
  'GET /api/reports/summary/': {
    ok: async () => ({ url: '/api/reports/summary/' }),
    errors: { 400: async () => ({ url: '/api/reports/summary/?student=abc' }) },
  },

  'GET /api/grading/rubrics/{}/': {
    ok: async () => ({ url: '/api/grading/rubrics/final-grading/' }),
    errors: { 404: async () => ({ url: '/api/grading/rubrics/visual-acuity/' }) },
  },
  'GET /api/grading/rubrics/{}/{}/': {
    ok: async () => ({ url: `/api/grading/rubrics/section-marks/${(await t.app.rubrics.current('section-marks')).version}/` }),
    errors: { 404: async () => ({ url: '/api/grading/rubrics/section-marks/9.9.9/' }) },
  },
  'POST /api/grading/rubrics/{}/': {
    ok: async () => {
      const current = await t.app.rubrics.current('section-marks');
      return { url: '/api/grading/rubrics/section-marks/', payload: { schema: current.schema, ui: current.ui } };
    },
    errors: { 404: async () => ({ url: '/api/grading/rubrics/visual-acuity/', payload: { schema: {}, ui: {} } }) },
  },
  'POST /api/marks/{}/{}/': {
    ok: async () => ({ url: `/api/marks/${await reviewedCase()}/refraction/`, payload: { marks: 75.5, remarks: 'Clear' } }),
    // Not submitted for review.
    errors: { 409: async (context) => ({ url: `/api/marks/${context.appointmentId}/refraction/`, payload: { marks: 75.5 } }) },
  },
  'GET /api/marks/{}/': { ok: async () => ({ url: `/api/marks/${await reviewedCase()}/` }) },
  'POST /api/grading/{}/': {
    ok: async () => ({ url: `/api/grading/${await reviewedCase()}/`, payload: await gradingBody() }),
    errors: { 409: async (context) => ({ url: `/api/grading/${context.appointmentId}/`, payload: await gradingBody() }) },
  },
  'GET /api/grading/{}/': { ok: async () => ({ url: `/api/grading/${await reviewedCase()}/` }) },

  'GET /api/reviews/supervisors/': { ok: async () => ({ url: '/api/reviews/supervisors/' }) },
  'GET /api/reviews/': {
    async ok() {
      await reviewedCase();
      return { url: '/api/reviews/?scope=all' };
    },
  },
  'GET /api/reviews/student/': {
    async ok() {
      await reviewedCase();
      return { url: '/api/reviews/student/' };
    },
  },
  'GET /api/reviews/{}/': { ok: async () => ({ url: `/api/reviews/${await reviewedCase()}/` }) },
  'PUT /api/reviews/{}/supervisor/': {
    ok: async () => ({ url: `/api/reviews/${await reviewedCase()}/supervisor/`, payload: { supervisor: await userIdOf('lecturer') } }),
    errors: {
      409: async () => ({ url: `/api/reviews/${await returnedCase()}/supervisor/`, payload: { supervisor: await userIdOf('lecturer') } }),
    },
  },
  'POST /api/reviews/{}/return/': {
    ok: async () => ({ url: `/api/reviews/${await reviewedCase()}/return/`, payload: RETURN_BODY }),
    errors: { 409: async () => ({ url: `/api/reviews/${await returnedCase()}/return/`, payload: RETURN_BODY }) },
  },
  'POST /api/reviews/{}/approve/': {
    ok: async () => ({ url: `/api/reviews/${await gradedCase()}/approve/`, payload: { remarks: 'Good' } }),
    errors: { 409: async () => ({ url: `/api/reviews/${await reviewedCase()}/approve/`, payload: {} }) },
  },
  'POST /api/reviews/{}/resubmit/': {
    ok: async () => ({ url: `/api/reviews/${await returnedCase()}/resubmit/`, payload: {} }),
    errors: { 409: async () => ({ url: `/api/reviews/${await reviewedCase()}/resubmit/`, payload: {} }) },
  },
  'GET /api/clinic-schedule/schedules/': {
    ok: async () => ({ url: '/api/clinic-schedule/schedules/?from=2032-03-01&to=2032-03-31' }),
    errors: { 400: async () => ({ url: '/api/clinic-schedule/schedules/?from=2032-03-01&to=2032-06-30' }) },
  },
  'POST /api/clinic-schedule/schedules/': {
    ok: async () => ({ url: '/api/clinic-schedule/schedules/', payload: await scheduleBody() }),
    errors: {
      400: async () => {
        const body = await scheduleBody();
        await expectStatus('POST', { url: '/api/clinic-schedule/schedules/', payload: body }, await tokenOf('coordinator'), 201);
        return { url: '/api/clinic-schedule/schedules/', payload: body };
      },
    },
  },
  'PATCH /api/clinic-schedule/schedules/{}/': {
    ok: async () => ({ url: `/api/clinic-schedule/schedules/${await scheduleEntry()}/`, payload: { place: 'Old Site', end_time: '13:00' } }),
    errors: { 400: async () => ({ url: `/api/clinic-schedule/schedules/${await scheduleEntry()}/`, payload: { end_time: '07:00' } }) },
  },
  'DELETE /api/clinic-schedule/schedules/{}/': {
    ok: async () => ({ url: `/api/clinic-schedule/schedules/${await scheduleEntry()}/` }),
  },
  'GET /api/clinic-schedule/absences/': {
    ok: async () => ({ url: '/api/clinic-schedule/absences/?from=2032-03-01&to=2032-03-31' }),
    errors: { 400: async () => ({ url: '/api/clinic-schedule/absences/?from=2032-03-01&to=2032-06-30' }) },
  },
  'GET /api/clinic-schedule/staff/': {
    ok: async () => ({ url: '/api/clinic-schedule/staff/?date=2032-03-02' }),
    errors: { 400: async () => ({ url: '/api/clinic-schedule/staff/?date=2032-02-30' }) },
  },
  'GET /api/absences/absent-requests/': {
    async ok() {
      await studentAbsentRequest();
      return { url: '/api/absences/absent-requests/?status=pending' };
    },
  },
  'POST /api/absences/absent-requests/': { ok: async () => ({ url: '/api/absences/absent-requests/', payload: ABSENT_REQUEST_BODY }) },
  'PUT /api/absences/absent-requests/{}/': {
    ok: async () => ({ url: `/api/absences/absent-requests/${await studentAbsentRequest()}/`, payload: { status: 'approved' } }),
    errors: {
      409: async () => {
        const id = await studentAbsentRequest();
        await expectStatus('PUT', { url: `/api/absences/absent-requests/${id}/`, payload: { status: 'rejected' } }, await tokenOf('coordinator'), 200);
        return { url: `/api/absences/absent-requests/${id}/`, payload: { status: 'approved' } };
      },
    },
  },
  'GET /api/inventory/items/': { ok: async () => ({ url: '/api/inventory/items/' }) },
  'GET /api/inventory/movements/': {
    ok: async () => ({ url: '/api/inventory/movements/?page=1&page_size=5' }),
    errors: { 400: async () => ({ url: '/api/inventory/movements/?page=0' }) },
  },
  'POST /api/inventory/movements/': {
    ok: async () => ({ url: '/api/inventory/movements/', payload: { item: await stockLineId(), quantity: 1, reason: 'Delivery' } }),
    errors: { 404: async () => ({ url: '/api/inventory/movements/', payload: { item: Number(UNKNOWN_ID), quantity: 1 } }) },
  },
  'POST /api/inventory/counts/': {
    ok: async () => ({ url: '/api/inventory/counts/', payload: { item: await stockLineId(), counted: 5, reason: 'Stock-take' } }),
    errors: {
      400: async () => ({ url: '/api/inventory/counts/', payload: { item: await stockLineId(), counted: -1, reason: '' } }),
      404: async () => ({ url: '/api/inventory/counts/', payload: { item: Number(UNKNOWN_ID), counted: 1, reason: 'Stock-take' } }),
    },
  },
  'GET /api/dispensary/queue/': {
    async ok() {
      await dispensableCase();
      return { url: '/api/dispensary/queue/?page=1&page_size=5' };
    },
    errors: { 400: async () => ({ url: '/api/dispensary/queue/?page_size=51' }) },
  },
  'POST /api/dispensary/{}/dispense/': {
    ok: async () => ({ url: `/api/dispensary/${await dispensableCase()}/dispense/`, payload: { item: await dispensableItem() } }),
    // Not completed.
    errors: { 409: async (context) => ({ url: `/api/dispensary/${context.appointmentId}/dispense/`, payload: { item: await dispensableItem() } }) },
  },
  'GET /api/dispensary/dispensings/': { ok: async () => ({ url: '/api/dispensary/dispensings/?page=1&page_size=5' }) },

  'GET /api/documents/{}/': { ok: async () => ({ url: `/api/documents/${await printableCase()}/` }) },
  'GET /api/documents/{}/spectacle-prescription.pdf': {
    ok: async () => ({ url: `/api/documents/${await printableCase()}/spectacle-prescription.pdf` }),
    // No plan yet.
    errors: { 404: async (context) => ({ url: `/api/documents/${context.appointmentId}/spectacle-prescription.pdf` }) },
  },
  'GET /api/documents/{}/referral-letter.pdf': {
    ok: async () => ({ url: `/api/documents/${await printableCase()}/referral-letter.pdf` }),
    errors: { 404: async (context) => ({ url: `/api/documents/${context.appointmentId}/referral-letter.pdf` }) },
  },
};

/** A JSON body that names the path's appointment names `id` instead (so the two still agree). */
function naming(payload: unknown, id: string): unknown {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload) || Buffer.isBuffer(payload)) return payload;
  return 'appointment' in payload ? { ...payload, appointment: Number(id) } : payload;
}

// ---------------------------------------------------------------------------------------------------------------
// Checking an answer against the document

const validators = new Map<string, ValidateFunction>();

/** The validator of `schema`; a 2xx answer's (`closed`) holds no property the document does not name. */
function validatorFor(schema: Json, closedAnswer: boolean): ValidateFunction {
  const text = JSON.stringify(closedAnswer ? closed(schema) : schema).replaceAll('"#/components/', '"openapi#/components/');
  const key = `${closedAnswer}:${text}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = (closedAnswer ? closedAjv : ajv).compile(JSON.parse(text) as Json);
    validators.set(key, validate);
  }
  return validate;
}

/** What is wrong with an answer of `operation` (status not documented, body not valid), or null. */
function checkAnswer(operation: Operation, answer: LightMyRequestResponse): string | null {
  const status = String(answer.statusCode);
  const documented = operation.spec.responses[status] ?? operation.spec.responses[`${status[0]}XX`];
  if (!documented) return `answered ${status}, which is not documented: ${answer.body.slice(0, 200)}`;
  const content = documented.content;
  if (!content) return answer.body === '' ? null : `answered ${status} with a body the document does not describe`;
  const type = String(answer.headers['content-type'] ?? '').split(';')[0]!.trim();
  const media = Object.entries(content).find(([name]) => name === type || (name.endsWith('/*') && type.startsWith(name.slice(0, -1))));
  if (!media) return `answered ${status} as ${type}; documented: ${Object.keys(content).join(', ')}`;
  const schema = media[1].schema;
  if (!schema) return `${status} ${type} has no schema`;
  if (type !== 'application/json') return schema.format === 'binary' ? null : `${status} ${type} is not documented as binary`;
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return `answered ${status} with a body that is not JSON`;
  }
  const validate = validatorFor(schema, status.startsWith('2'));
  if (validate(body)) return null;
  const errors = (validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath || '/'} ${error.message}`);
  return `answered ${status}, not valid against the document: ${errors.join('; ')}`;
}

/** `$ref` to a component, a list of named items, or a choice of named schemas. */
function isNamed(schema: Json | undefined): boolean {
  if (!schema) return false;
  if (typeof schema.$ref === 'string') return schema.$ref.startsWith('#/components/schemas/') && component(schema.$ref) !== undefined;
  if (schema.type === 'array') return isNamed(schema.items as Json | undefined);
  const choice = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  return Array.isArray(choice) && choice.length > 0 && choice.every(isNamed);
}

function component(ref: string): Json | undefined {
  return doc.components.schemas[ref.slice('#/components/schemas/'.length)];
}

/** An object without a word about its properties (directly, or through its named items and choices). */
function isBare(schema: Json): boolean {
  if (typeof schema.$ref === 'string') {
    const target = component(schema.$ref);
    return target === undefined || isBare(target);
  }
  if (schema.type === 'array') return schema.items === undefined || isBare(schema.items as Json);
  const choice = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (Array.isArray(choice)) return choice.some(isBare);
  const properties = schema.properties as Json | undefined;
  return schema.type === 'object' && (properties === undefined || Object.keys(properties).length === 0);
}

const isBinary = (schema: Json | undefined) => schema?.type === 'string' && schema.format === 'binary';

// ---------------------------------------------------------------------------------------------------------------

describe('OpenAPI document: named schemas', () => {
  it('describes every request and response body with a named schema', () => {
    const unnamed: string[] = [];
    for (const operation of operations) {
      const bodies = Object.entries((operation.spec.requestBody?.content ?? {}) as Record<string, { schema?: Json }>);
      for (const [type, media] of bodies) {
        if (!isNamed(media.schema)) unnamed.push(`${operation.method} ${operation.path}: request ${type}`);
      }
      for (const [status, response] of Object.entries(operation.spec.responses)) {
        for (const [type, media] of Object.entries(response.content ?? {})) {
          if (isBinary(media.schema)) continue;
          if (!isNamed(media.schema)) unnamed.push(`${operation.method} ${operation.path}: ${status} ${type}`);
        }
      }
    }
    expect(unnamed).toEqual([]);
  });

  it('documents a 2xx body for every route that says what it holds (the file bytes route: binary)', () => {
    const problems: string[] = [];
    for (const operation of operations) {
      const success = Object.entries(operation.spec.responses).filter(([status]) => status.startsWith('2'));
      const schemas = success.flatMap(([, response]) => Object.values(response.content ?? {}).map((media) => media.schema));
      if (schemas.length === 0 || schemas.some((schema) => schema === undefined)) {
        problems.push(`${operation.method} ${operation.path}: no documented 2xx body`);
        continue;
      }
      for (const schema of schemas as Json[]) {
        if (!isBinary(schema) && isBare(schema)) problems.push(`${operation.method} ${operation.path}: 2xx is a bare object`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has a component for every $ref', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1]!);
    expect(refs.filter((ref) => !ref.startsWith('#/components/schemas/') || component(ref) === undefined)).toEqual([]);
  });
});

describe('OpenAPI document: the §7 tables', () => {
  it('lists every path of platform.md §7 and consultation.md §7 (those of later issues listed as such)', () => {
    const documented = new Set(operations.map((operation) => operation.key));
    const later = new Set(LATER.map((call) => keyOf(call.method, `/api/${call.path}`)));
    const missing: string[] = [];
    for (const [method, path] of SPEC_CALLS) {
      const key = keyOf(method, `/api/${path}`);
      if (later.has(key)) {
        if (documented.has(key)) missing.push(`${key} is built now: take it off the list of later issues`);
        continue;
      }
      if (!documented.has(key)) missing.push(`${key} is not in the document`);
    }
    expect(missing).toEqual([]);
    // The list of later paths names only §7 paths.
    const spec = new Set(SPEC_CALLS.map(([method, path]) => keyOf(method, `/api/${path}`)));
    expect([...later].filter((key) => !spec.has(key))).toEqual([]);
  });
});

describe('OpenAPI document: real answers', () => {
  it('answers every route as documented, for the request that succeeds and each error that can be provoked', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      const name = `${operation.method} ${operation.path}`;
      const sample = SAMPLES[operation.key];
      if (!sample) {
        failures.push(`${name}: no sample request in this test`);
        continue;
      }
      const check = (what: string, answer: LightMyRequestResponse) => {
        const problem = checkAnswer(operation, answer);
        if (problem) failures.push(`${name} (${what}): ${problem}`);
      };
      const documents = (status: number) => operation.spec.responses[String(status)] !== undefined;
      try {
        const username = allowedUser(operation.method, operation.path);
        const token = username === null ? null : await tokenOf(username);
        const context = await freshContext(t.app);
        const call = await sample.ok(context);
        const sender = call.token === undefined ? (actionOf(operation.method, operation.path) === 'public' ? null : token) : call.token;
        const answer = await send(operation.method, call, sender);
        if (answer.statusCode < 200 || answer.statusCode > 299) failures.push(`${name}: the valid request answered ${answer.statusCode} ${answer.body.slice(0, 300)}`);
        check('valid request', answer);

        /** Provokes `status`; a different answer is a failure only when the route documents `status`. */
        const provoke = async (status: number, what: string, request: Call, as: string | null) => {
          const provoked = await send(operation.method, request, as);
          if (provoked.statusCode !== status && documents(status)) {
            failures.push(`${name} (${what}): expected ${status}, answered ${provoked.statusCode} ${provoked.body.slice(0, 200)}`);
          }
          check(what, provoked);
        };

        const again = async () => sample.ok(await freshContext(t.app));
        const action = actionOf(operation.method, operation.path);
        if (action !== 'public') await provoke(401, 'no token', await again(), null);
        const refused = refusedUser(operation.method, operation.path);
        if (refused) await provoke(403, `as ${refused}`, await again(), await tokenOf(refused));
        if (operation.path.includes('{')) {
          const request = await again();
          // A path whose parameters are names, not ids (a rubric's form and version), has no malformed id.
          if (/\/\d+\//.test(request.url)) {
            await provoke(400, 'malformed id', { ...request, url: request.url.replace(/\/\d+\//, '/not-an-id/') }, sender);
            // An id that names nothing; if the route answers that otherwise (an empty list), an id beyond the range.
            const unknown = (id: string): Call => ({ ...request, url: request.url.replace(/\/\d+\//, `/${id}/`), payload: naming(request.payload, id) });
            const first = await send(operation.method, unknown(UNKNOWN_ID), sender);
            check('unknown id', first);
            if (first.statusCode !== 404) await provoke(404, 'id beyond the range', unknown(BEYOND_ID), sender);
          }
        }
        const parameters = (operation.spec.parameters ?? []) as { in: string }[];
        if (parameters.some((parameter) => parameter.in === 'query')) {
          const request = await again();
          await provoke(400, 'unknown query parameter', { ...request, url: `${request.url}${request.url.includes('?') ? '&' : '?'}unknown=1` }, sender);
        }
        const bodyTypes = Object.keys((operation.spec.requestBody?.content ?? {}) as Json);
        if (bodyTypes.includes('application/json')) {
          const request = await again();
          await provoke(400, 'body not an object', { ...request, payload: [], headers: { 'content-type': 'application/json' } }, sender);
          await provoke(413, 'body too large', { ...request, payload: LARGE_BODY, headers: { 'content-type': 'application/json' } }, sender);
          await provoke(415, 'body not JSON', { ...request, payload: 'hello', headers: { 'content-type': 'text/plain' } }, sender);
        }
        for (const [status, build] of Object.entries(sample.errors ?? {})) {
          const request = await build(await freshContext(t.app));
          await provoke(Number(status), `provoked ${status}`, request, request.token === undefined ? sender : request.token);
        }
      } catch (error) {
        failures.push(`${name}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('has a sample for every route of the document, and none left over', () => {
    const documented = new Set(operations.map((operation) => operation.key));
    expect(Object.keys(SAMPLES).filter((key) => !documented.has(key))).toEqual([]);
  });
});
