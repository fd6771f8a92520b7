/**
 * Captures what the release at migration 0016 writes and answers, as committed test data for
 * `release-0016-survives.test.ts`: on a fresh SQLite database, every valid fixture of every form
 * (`schemas/<form>/fixtures/valid-*.json`) is saved through the API as the client of that release sends it (its
 * adapter's payload), by the role that may save it; then every read endpoint of those records is asked, by the
 * roles that read them. Written to `tests/fixtures/release-0016/`: `tables/<table>.json` (every row of every
 * table, all columns), `reads.json` (each answer by method, path and role) and `meta.json`.
 *
 * Run ONLY with the code of that release (`npx tsx tests/server/release-data/capture-release-0016.ts`): the data
 * is the previous release's output, and regenerating it with newer code would make the survival test compare
 * newer code with itself. `Date` stands at a fixed instant and moves one second per request, so timestamps are
 * ordered and the test can stand its clock where the reads were made. When the code this script drives changes
 * (the client's adapters, the section helpers), delete the script rather than update it: the data is final, and
 * the commit that added both keeps the script as it ran.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { listFormIds, loadFormFiles } from '../../../src/engine/build/load-form-files';
import { adapters } from '../../../src/api/adapters/index';
import { addAccount } from '../helpers/accounts';
import { createAppointment, patientBody } from '../helpers/clinic';
import { prepareFixture, SECTION_ROUTES, payloadFor } from '../helpers/sections';
import { bearer, createTestApp, PROJECT_SCHEMAS_DIR, tokensFor } from '../helpers/test-app';
import { standClockAt } from './standing-clock';

const OUT_DIR = fileURLToPath(new URL('../../fixtures/release-0016/', import.meta.url));
const CAPTURED_AT = '2026-11-27T09:00:00.000Z';
/** The span the schedule reads ask for: every date of the clinic-schedule fixtures. */
const SCHEDULE_RANGE = '?from=2026-12-01&to=2026-12-31';

const clock = standClockAt(CAPTURED_AT);
const t = await createTestApp();
const app = t.app;
const tokens: Record<string, string> = {};
for (const user of ['hadmin', 'student', 'lecturer', 'coordinator']) tokens[user] = (await tokensFor(app, user)).access;
const secondStudent = await addAccount(app, { username: 'student2', role: 'student', first_name: 'Kojo', last_name: 'Antwi' });
tokens.student2 = secondStudent.token;

/** One request as `role`, one second after the last; a refused save stops the capture. */
async function call(method: 'GET' | 'POST' | 'PATCH', url: string, role: string, payload?: unknown): Promise<LightMyRequestResponse> {
  clock.advance(1000);
  const response = await app.inject({ method, url, headers: bearer(tokens[role]!), ...(payload === undefined ? {} : { payload: payload as object }) });
  if (method !== 'GET' && response.statusCode >= 300) throw new Error(`${method} ${url} as ${role}: ${response.statusCode} ${response.body}`);
  return response;
}

function fixturesOf(formId: string): [string, unknown][] {
  return Object.entries(loadFormFiles(formId, PROJECT_SCHEMAS_DIR).validFixtures).sort(([a], [b]) => a.localeCompare(b));
}

function toPayload(formId: string, formData: unknown, context: { appointmentId?: number; patientId?: number } = {}): unknown {
  return adapters[formId]!.toPayload(formData, context);
}

const present = new Set(listFormIds(PROJECT_SCHEMAS_DIR));
const handled = new Set(['patient-registration', 'section-marks', 'final-grading', 'absent-request', 'clinic-schedule', 'stock-addition', 'stock-count']);
for (const route of SECTION_ROUTES) handled.add(route.formId);
const unhandled = [...present].filter((id) => !handled.has(id));
if (unhandled.length > 0) throw new Error(`forms without a capture: ${unhandled.join(', ')}`);

// Patients: every registration fixture, and more registrations until each consultation has its own patient.
const patients: number[] = [];
for (const [, formData] of fixturesOf('patient-registration')) {
  patients.push((await call('POST', '/api/clients/api/patients/', 'hadmin', toPayload('patient-registration', formData))).json().id);
}
const consultations = Math.max(...SECTION_ROUTES.map((route) => fixturesOf(route.formId).length));
while (patients.length < consultations) {
  patients.push((await call('POST', '/api/clients/api/patients/', 'hadmin', patientBody())).json().id);
}
const appointments: number[] = [];
for (const patientId of patients.slice(0, consultations)) {
  clock.advance(1000);
  appointments.push(await createAppointment(app, patientId));
}

// Consultation sections: fixture i of each section is saved at appointment i, so the first appointments hold a
// whole consultation each.
for (const route of SECTION_ROUTES) {
  for (const [index, [, fixture]] of fixturesOf(route.formId).entries()) {
    const context = { appointmentId: appointments[index]!, patientId: patients[index]! };
    clock.advance(1000);
    const formData = await prepareFixture(app, tokens.student!, route, fixture, context);
    await call('POST', route.post(context.appointmentId), 'student', payloadFor(route, formData, context));
  }
}

// Completion submits a case for review: every appointment with a diagnosis and a management plan.
const fixtureCount = (formId: string) => fixturesOf(formId).length;
const completed = appointments.slice(0, Math.min(fixtureCount('diagnosis'), fixtureCount('management')));
for (const appointmentId of completed) await call('PATCH', `/api/clients/api/${appointmentId}/complete/`, 'student', {});

// Section marks on the first case, one section per fixture; final gradings one case per fixture.
const markedSections = ['case-history', 'visual-acuity', 'refraction', 'management', 'diagnosis'];
for (const [index, [, formData]] of fixturesOf('section-marks').entries()) {
  await call('POST', `/api/marks/${completed[0]}/${markedSections[index]}/`, 'lecturer', toPayload('section-marks', formData));
}
for (const [index, [, formData]] of fixturesOf('final-grading').entries()) {
  await call('POST', `/api/grading/${completed[index]}/`, 'lecturer', toPayload('final-grading', formData));
}

// Absent requests, by a student and a lecturer in turn.
for (const [index, [, formData]] of fixturesOf('absent-request').entries()) {
  await call('POST', '/api/absences/absent-requests/', index % 2 === 0 ? 'student' : 'lecturer', toPayload('absent-request', formData));
}

// Clinic schedules: the fixtures' staff ids stand for the staff there are (two students and a lecturer).
const staff = [secondStudent.id, ...(await Promise.all(['student', 'lecturer'].map(async (name) => (await app.repos.users.findByUsername(name))!.id)))];
for (const [, fixture] of fixturesOf('clinic-schedule')) {
  const data = fixture as { staff_ids: number[] };
  const formData = { ...data, staff_ids: data.staff_ids.map((_id, index) => staff[index % staff.length]!) };
  await call('POST', '/api/clinic-schedule/schedules/', 'coordinator', toPayload('clinic-schedule', formData));
}

// Stock: additions, then counts.
for (const [, formData] of fixturesOf('stock-addition')) await call('POST', '/api/inventory/movements/', 'hadmin', toPayload('stock-addition', formData));
for (const [, formData] of fixturesOf('stock-count')) await call('POST', '/api/inventory/counts/', 'hadmin', toPayload('stock-count', formData));

// Every table the app filled (before the reads), in an order that inserts each row after the rows it refers to.
// A virtual table (the patient search index) and its shadow tables are left out: triggers fill them from their table.
const tables = (
  await sql<{ name: string; sql: string }>`select name, sql from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' order by rowid`.execute(app.db)
).rows;
const virtual = tables.filter((table) => /^create virtual table/i.test(table.sql)).map((table) => table.name);
const names = tables.map((table) => table.name).filter((name) => !virtual.some((v) => name === v || name.startsWith(`${v}_`)));
// Tables a trigger writes (derived from others): the survival test lets the triggers rebuild them, then compares.
const triggers = (await sql<{ sql: string }>`select sql from sqlite_master where type = 'trigger'`.execute(app.db)).rows;
const derived = new Set(
  triggers.flatMap((trigger) => [...trigger.sql.matchAll(/\b(?:insert(?:\s+or\s+\w+)?\s+into|update|delete\s+from)\s+"?(\w+)/gi)].map((m) => m[1]!)),
);
const references = new Map<string, string[]>();
for (const name of names) {
  const keys = await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${name})`.execute(app.db);
  references.set(name, keys.rows.map((row) => row.table).filter((table) => table !== name));
}
const order: string[] = [];
const visit = (name: string) => {
  if (order.includes(name)) return;
  for (const table of references.get(name) ?? []) visit(table);
  order.push(name);
};
names.forEach(visit);

rmSync(OUT_DIR, { recursive: true, force: true });
mkdirSync(`${OUT_DIR}tables`, { recursive: true });
const counts: Record<string, number> = {};
for (const name of order) {
  const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(name)} order by 1`.execute(app.db)).rows;
  counts[name] = rows.length;
  if (rows.length > 0) writeFileSync(`${OUT_DIR}tables/${name}.json`, `[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]\n`);
}
// The reads, each by the roles that read them.
const reads: { method: 'GET'; url: string; role: string }[] = [];
const read = (url: string, ...roles: string[]) => reads.push(...roles.map((role) => ({ method: 'GET' as const, url, role })));
// Every record by the role that keeps it; the first case (marked and graded) by the other readers too.
read('/api/clients/api/patients/', 'hadmin');
for (const [index, patientId] of patients.entries()) read(`/api/clients/api/patient-detail/${patientId}/`, ...(index === 0 ? ['hadmin', 'student'] : ['hadmin']));
for (const [index, appointmentId] of appointments.entries()) {
  for (const route of SECTION_ROUTES) {
    if (index >= fixturesOf(route.formId).length) continue;
    read(route.get(route.read === 'patient' ? patients[index]! : appointmentId), ...(index === 0 ? ['student', 'lecturer'] : ['student']));
  }
}
for (const [index, appointmentId] of completed.entries()) {
  read(`/api/marks/${appointmentId}/`, ...(index === 0 ? ['lecturer', 'student'] : ['lecturer']));
  read(`/api/grading/${appointmentId}/`, ...(index === 0 ? ['lecturer', 'student'] : ['lecturer']));
}
read('/api/absences/absent-requests/', 'student', 'lecturer', 'coordinator');
read(`/api/clinic-schedule/schedules/${SCHEDULE_RANGE}`, 'coordinator', 'student');
read('/api/inventory/items/', 'hadmin', 'coordinator');
read('/api/inventory/movements/', 'hadmin', 'coordinator');

// Fresh sign-ins, and every read, at one instant: the survival test stands its clock there.
clock.advance(1000);
const readsAt = new Date().toISOString();
for (const user of Object.keys(tokens)) tokens[user] = (await tokensFor(app, user)).access;
const answers: Record<string, { status: number; body: unknown }> = {};
for (const { method, url, role } of reads) {
  const response = await app.inject({ method, url, headers: bearer(tokens[role]!) });
  if (response.statusCode !== 200) throw new Error(`${method} ${url} as ${role}: ${response.statusCode} ${response.body}`);
  answers[`${method} ${url} as ${role}`] = { status: response.statusCode, body: response.json() };
}

const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
const meta = {
  migration: '0016-session-activity',
  commit,
  capturedAt: CAPTURED_AT,
  readsAt,
  tables: order.filter((name) => counts[name]! > 0 && !derived.has(name)),
  derived: order.filter((name) => counts[name]! > 0 && derived.has(name)),
  counts,
};
writeFileSync(`${OUT_DIR}meta.json`, `${JSON.stringify(meta, null, 2)}\n`);
const lines = Object.entries(answers).map(([key, answer]) => `${JSON.stringify(key)}: ${JSON.stringify(answer)}`);
writeFileSync(`${OUT_DIR}reads.json`, `{\n${lines.join(',\n')}\n}\n`);

await t.close();
clock.restore();
console.info(`captured ${Object.keys(answers).length} reads and ${order.length} tables into ${OUT_DIR}`);
