/**
 * The worst-case requests of every write route (bench/validation-worst-case.ts): a maximal valid body, a body
 * with every value wrong and lists at their bound, and a body past the bounds (the hostile tester's 50,000 empty
 * objects, or 20,000 unknown keys). Built for a context (the app whose database the requests reach, ids, tokens)
 * so the same cases run in-process and against a server process sharing that database.
 */
import { loadFormFiles } from '../../src/engine/build/load-form-files';
import { type Json } from '../../src/engine/core/schema-bounds';
import { isRecord } from '../../src/lib/is-record';
import { localDate } from '../../server/lib/dates';
import { patientBody } from '../../tests/server/helpers/clinic';
import { multipart, payloadFor, PNG_BYTES, rawBodyFor, SECTION_ROUTES } from '../../tests/server/helpers/sections';
import { PROJECT_SCHEMAS_DIR } from '../../tests/server/helpers/test-app';
import { formRouteCases } from './form-route-cases';
import { stateRouteCases } from './state-route-cases';
import { everythingWrong, maximalValid, unknownKeys } from './worst-bodies';
import {
  json,
  jsonRequest,
  MANY_KEYS,
  MAX_BODY,
  maximalFromSchema,
  pastBounds,
  resolvedSchema,
  SOME_KEYS,
  wrongBody,
  type CaseContext,
  type RouteSchemas,
  type WorstCase,
} from './worst-requests';

export type { BenchRequest, CaseContext, RouteSchemas, WorstCase } from './worst-requests';

/** The consultation sections: bodies from each form's fullest valid fixture, grown to the schema's bounds. */
function sectionCases(ctx: CaseContext, patterns: (url: string) => string): WorstCase[] {
  const context = { appointmentId: ctx.appointmentId, patientId: ctx.patientId };
  return SECTION_ROUTES.flatMap((route) => {
    const files = loadFormFiles(route.formId, PROJECT_SCHEMAS_DIR);
    const schema = files.schema as Json;
    const validate = (data: unknown) => ctx.app.forms.validate(route.formId, data);
    // Fixtures that need no stored state: no uploaded file, no earlier history of the patient.
    const usable = Object.values(files.validFixtures)
      .filter((data): data is Json => isRecord(data) && data.file === undefined && data.first_history !== false)
      .sort((a, b) => json(b).length - json(a).length);
    if (usable.length === 0) throw new Error(`${route.formId}: no valid fixture to grow`);
    const maximal = maximalValid(schema, usable[0]!, validate, (data) => json(payloadFor(route, data, context)), MAX_BODY);
    const url = route.post(ctx.appointmentId);
    const pattern = `POST ${patterns(url)}`;
    const past = pastBounds(schema);
    const post = (body: () => unknown) => jsonRequest(ctx, 'POST', patterns(url), url, body);
    return [
      { route: pattern, body: 'maximal valid', request: post(() => payloadFor(route, maximal, context)) },
      { route: pattern, body: 'all wrong, lists full', request: post(() => rawBodyFor(route, { ...(everythingWrong(schema) as Json), ...unknownKeys(SOME_KEYS) }, context)) },
      { route: pattern, body: 'past the bounds', request: post(() => rawBodyFor(route, past, context)) },
    ] satisfies WorstCase[];
  });
}

/** The other write routes: patients, appointments, auth, files, and any route with a body schema. */
/**
 * The registration routes: a maximal body needs a primary phone no patient has (an exact duplicate — same names,
 * date of birth and phone — is refused whatever the confirmation), so they are built here, not from the form alone.
 */
const PATIENT_ROUTES = ['POST /api/clients/api/patients/', 'PUT /api/clients/api/update-patient/:id/'] as const;

function otherCases(ctx: CaseContext, routes: Map<string, RouteSchemas>, covered: Set<string>): WorstCase[] {
  const cases: WorstCase[] = [];
  const patientForm = loadFormFiles('patient-registration', PROJECT_SCHEMAS_DIR);
  const patientValidate = (data: unknown) => ctx.app.forms.validate('patient-registration', data);
  const fullest = Object.values(patientForm.validFixtures).sort((a, b) => json(b).length - json(a).length)[0] as Json;
  const maximalPatient = maximalValid(patientForm.schema as Json, fullest, patientValidate, json, MAX_BODY);
  const wrongPatient = { ...(everythingWrong(patientForm.schema as Json) as Json), ...unknownKeys(SOME_KEYS) };
  const handled = new Set(covered);
  const add = (route: string, build: Omit<WorstCase, 'route'>[]) => {
    handled.add(route);
    for (const c of build) cases.push({ route, ...c });
  };
  for (const [route, path] of [
    [PATIENT_ROUTES[0], '/api/clients/api/patients/'],
    [PATIENT_ROUTES[1], `/api/clients/api/update-patient/${ctx.patientId}/`],
  ] as const) {
    const [method, pattern] = route.split(' ') as [string, string];
    const send = (body: () => unknown) => jsonRequest(ctx, method, pattern, path, body);
    add(route, [
      { body: 'maximal valid', request: send(() => ({ ...maximalPatient, primary_phone: patientBody().primary_phone, confirm_save: true })) },
      { body: 'all wrong, lists full', request: send(() => wrongPatient) },
      { body: 'past the bounds', request: send(() => unknownKeys(MANY_KEYS)) },
    ]);
  }
  const appointments = '/api/clients/api/appointments/';
  const appointmentSchema = routes.get(`POST ${appointments}`)?.body ?? {};
  const notes = isRecord(appointmentSchema.properties) && isRecord(appointmentSchema.properties.notes) ? Number(appointmentSchema.properties.notes.maxLength) : 0;
  const book = (body: () => unknown) => jsonRequest(ctx, 'POST', appointments, appointments, body);
  add(`POST ${appointments}`, [
    { body: 'maximal valid', request: book(() => ({ patient: ctx.patientId, appointment_date: localDate(), appointment_type: 'Review', status: 'Scheduled', notes: 'n'.repeat(notes) })) },
    { body: 'all wrong, lists full', request: book(() => ({ patient: 'x', appointment_date: 0, appointment_type: 0, status: 0, notes: 0, ...unknownKeys(SOME_KEYS) })) },
    { body: 'past the bounds', request: book(() => unknownKeys(MANY_KEYS)) },
  ]);
  const complete = '/api/clients/api/:id/complete/';
  add(`PATCH ${complete}`, [
    { body: 'no body (ignored)', request: jsonRequest(ctx, 'PATCH', complete, `/api/clients/api/${ctx.spareAppointmentId}/complete/`, () => ({ note: 'x'.repeat(MAX_BODY) })) },
  ]);
  const logout = '/api/auth/api/logout/';
  add(`POST ${logout}`, [
    { body: 'no body (ignored)', spendsSession: true, request: jsonRequest(ctx, 'POST', logout, logout, () => ({ note: 'x'.repeat(MAX_BODY) })) },
  ]);
  const files = '/api/files/';
  const upload = (bytes: Buffer) => async () => {
    const { body, headers } = multipart([{ name: 'scan.png', type: 'image/png', bytes }], { appointment: String(ctx.appointmentId) });
    return { method: 'POST', url: files, headers: { ...headers, authorization: `Bearer ${await ctx.token('POST', files)}` }, payload: body };
  };
  const tenMegabytes = 10 * 1024 * 1024 - 4096;
  add(`POST ${files}`, [
    { body: 'maximal valid', request: upload(Buffer.concat([PNG_BYTES, Buffer.alloc(tenMegabytes - PNG_BYTES.length)])) },
    { body: 'all wrong, lists full', request: upload(Buffer.alloc(tenMegabytes, 'x')) },
  ]);
  // Every other route with a body schema (login, refresh, and any added since): read from its schema.
  for (const [route, { body }] of routes) {
    if (handled.has(route) || !body) continue;
    const [method, pattern] = route.split(' ') as [string, string];
    if (pattern.includes(':')) continue;
    const schema = resolvedSchema(ctx.app, body);
    const send = (make: () => unknown) => jsonRequest(ctx, method, pattern, pattern, make);
    add(route, [
      { body: 'maximal valid', request: send(() => maximalFromSchema(schema)) },
      { body: 'all wrong, lists full', request: send(() => wrongBody(schema)) },
      { body: 'past the bounds', request: send(() => pastBounds(schema)) },
    ]);
  }
  return cases;
}

/**
 * Every worst case of every write route. `routes` are every registered POST/PUT/PATCH route (`METHOD /pattern/`)
 * with the schemas it was registered with; each must be covered.
 */
export function worstCases(ctx: CaseContext, routes: Map<string, RouteSchemas>): WorstCase[] {
  const writeRoutes = [...routes.keys()];
  const patterns = (url: string) => {
    const found = writeRoutes.map((r) => r.split(' ')[1]!).find((p) => new RegExp(`^${p.replace(/:\w+/g, '[^/]+')}$`).test(url));
    if (!found) throw new Error(`no registered route for ${url}`);
    return found;
  };
  const cases = [...sectionCases(ctx, patterns), ...stateRouteCases(ctx, routes)];
  cases.push(...formRouteCases(ctx, routes, new Set([...cases.map((c) => c.route), ...PATIENT_ROUTES])));
  cases.push(...otherCases(ctx, routes, new Set(cases.map((c) => c.route))));
  const missing = writeRoutes.filter((route) => !cases.some((c) => c.route === route));
  if (missing.length > 0) throw new Error(`no worst case for ${missing.join(', ')}: add one to bench/lib/worst-cases.ts`);
  return cases;
}
