// Reports under a full cohort: 50 students × 200 graded cases each (appointments, case history, refraction and
// diagnosis records, two section marks, a final grading and an approved review per case) inserted in bulk straight
// into a SQLite database; then GET /api/reports/summary/ (a lecturer: the whole cohort) and GET /api/reports/portal/
// (a student) are timed one request at a time, with the bare GET /api/health/ as the baseline in the same run.
// Each report request is timed right after a regrade (a real write that changes its figures) and again repeated.
// Run: npm run bench:reports   (writes the "reports" section of bench/RESULTS.md)
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { openSqlite } from '../server/db/connection';
import type { Database } from '../server/db/tables/database';
import { startAppProcess } from '../tests/support/app-process';
import { bulkDatabase } from './lib/bulk-database';
import { percentile } from './lib/load';
import { writeSection } from './lib/results';

const STUDENTS = 50;
const CASES = 200;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);
/** Requests each preceded by a regrade of a case. */
const CHANGED_REQUESTS = Number(process.env.BENCH_CHANGED_REQUESTS ?? 50);
/** The whole set of routes is timed this many times; the table holds the median of the rounds' figures. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const GOAL_P95_MS = 100;
const CHUNK = 500;

/** Inserts rows in chunks; answers the ids when asked. */
async function insertAll<T extends keyof Database & string>(db: Kysely<Database>, table: T, rows: Record<string, unknown>[]) {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one helper for every table
    const inserted = await (db.insertInto(table) as any).values(chunk).returning('id').execute();
    ids.push(...(inserted as { id: number }[]).map((row) => row.id));
  }
  return ids;
}

async function seed(db: Kysely<Database>) {
  const user = async (username: string) => (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const lecturer = await user('lecturer');
  const students = [await user('student')];
  const now = new Date().toISOString();
  students.push(
    ...(await insertAll(
      db,
      'users',
      Array.from({ length: STUDENTS - 1 }, (_, i) => ({
        username: `bench-student-${i}`, password_hash: 'x', first_name: 'Student', last_name: `Bench ${i}`, role: 'student', created_at: now,
      })),
    )),
  );
  const patients = (await db.selectFrom('patients').select('id').execute()).map((row) => row.id);
  const codes = (await db.selectFrom('diagnosis_codes').select('id').limit(40).execute()).map((row) => row.id);
  const rubric = (await db.selectFrom('rubric_versions').select('id').where('form_id', '=', 'final-grading').executeTakeFirst())?.id
    ?? (await insertAll(db, 'rubric_versions', [{ form_id: 'final-grading', version: '0.0.1-bench', schema: '{}', ui: '{}', content_hash: '0'.repeat(64), source: 'file', created_by: null, created_at: now }]))[0]!;

  let random = 1;
  const next = () => ((random = (random * 1103515245 + 12345) % 2147483648) / 2147483648);
  const cases = students.flatMap((student) =>
    Array.from({ length: CASES }, (_, i) => {
      const date = new Date(Date.UTC(2026, 0, 5) + Math.floor(i * 1.5) * 86400000).toISOString().slice(0, 10);
      return { student, date, type: next() < 0.7 ? 'New' : 'Review', patient: patients[Math.floor(next() * patients.length)]! };
    }),
  );
  const appointments = await insertAll(
    db,
    'appointments',
    cases.map((c) => ({
      patient_id: c.patient, appointment_date: c.date, appointment_type: c.type, status: 'Completed', notes: null,
      created_by: lecturer, created_at: `${c.date}T09:00:00.000Z`, completed_at: `${c.date}T11:00:00.000Z`,
    })),
  );
  const at = (i: number) => `${cases[i]!.date}T10:00:00.000Z`;
  const record = (form_id: string, data: (id: number, i: number) => unknown) =>
    appointments.map((id, i) => ({
      appointment_id: id, patient_id: null, form_id, schema_version: '1.0.0', data: JSON.stringify(data(id, i)), saved_by: cases[i]!.student, saved_at: at(i),
    }));
  await insertAll(db, 'section_records', [
    ...record('case-history', (id) => ({ appointment: id, chief_complaint: 'Blurred vision' })),
    ...record('refraction', (id) => ({ appointment: id })),
    ...record('diagnosis', (id) => ({
      appointment: id,
      differential_diagnosis: 'Refractive error',
      final_diagnoses: codes.length > 0 && next() < 0.9 ? [{ code: codes[Math.floor(next() * codes.length)]!, management_plan: 'Spectacles', affected_eye: 'OU', queries: [] }] : [],
    })),
  ]);
  await insertAll(db, 'section_marks', appointments.flatMap((id, i) => ['case-history', 'refraction'].map((section) => ({
    appointment_id: id, section, marks_centi: 5000 + Math.floor(next() * 5000), remarks: '', rubric_version_id: null, marked_by: lecturer, marked_at: at(i),
  }))));
  await insertAll(db, 'final_gradings', appointments.map((id, i) => {
    const total = 3000 + Math.floor(next() * 7000);
    return {
      appointment_id: id, rubric_version_id: rubric, scores: '{}', totals: JSON.stringify({ totalA: total / 200, totalB: total / 200 }),
      total_centi: total, remarks: '', reason: null, graded_by: lecturer, graded_at: at(i),
    };
  }));
  for (let start = 0; start < appointments.length; start += CHUNK) {
    await db.insertInto('case_reviews').values(appointments.slice(start, start + CHUNK).map((id, k) => ({
      appointment_id: id, student_id: cases[start + k]!.student, supervisor_id: lecturer, status: 'approved', returned_sections: '[]',
      submitted_at: at(start + k), updated_at: at(start + k),
    }))).execute();
  }
  return appointments.length;
}

console.log(`seeding ${STUDENTS} students × ${CASES} cases…`);
const bulk = await bulkDatabase('sqlite', 200, '');
const started = performance.now();
const seeded = await seed(bulk.db);
console.log(`seeded ${seeded} cases in ${((performance.now() - started) / 1000).toFixed(1)} s`);
await bulk.db.destroy();
const app = await startAppProcess({ env: { ...bulk.env, LOG_LEVEL: 'silent', LOGIN_MAX_FAILURES: '1000' } });
try {
  const tokenOf = async (username: string) => {
    const response = await fetch(`${app.baseUrl}/api/auth/auth/jwt/create/`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'demo1234' }),
    });
    return ((await response.json()) as { access: string }).access;
  };
  const lecturer = await tokenOf('lecturer');
  const student = await tokenOf('student');
  const writer = openSqlite(join(bulk.env.DATA_DIR!, 'sightline.sqlite')).db;
  const graded = await writer.selectFrom('final_gradings').select(['appointment_id', 'rubric_version_id', 'graded_by']).orderBy('id').limit(CHANGED_REQUESTS + 3).execute();
  let writes = 0;
  /** A real small write that moves the figures: a regrade of one case (its trigger updates the case's facts). */
  const change = () => {
    const row = graded[writes++ % graded.length]!;
    return writer.insertInto('final_gradings').values({
      appointment_id: row.appointment_id, rubric_version_id: row.rubric_version_id, scores: '{}', totals: '{}',
      total_centi: 3000 + ((writes * 731) % 7000), remarks: '', reason: 'bench regrade', graded_by: row.graded_by, graded_at: new Date().toISOString(),
    }).execute();
  };
  const time = async (path: string, token: string, changed = false) => {
    const list: number[] = [];
    const count = changed ? CHANGED_REQUESTS : REQUESTS;
    for (let i = 0; i < count + 3; i++) {
      if (changed) await change();
      const begin = performance.now();
      const response = await fetch(`${app.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
      const body = await response.text();
      if (!response.ok) throw new Error(`${path}: ${response.status} ${body.slice(0, 300)}`);
      if (i >= 3) list.push(performance.now() - begin); // the first three warm up
    }
    const sorted = list.sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)! };
  };
  const routes: [string, () => ReturnType<typeof time>][] = [
    ['GET /api/health/ (baseline)', () => time('/api/health/', student)],
    ['GET /api/reports/summary/ (lecturer, the cohort), each after a regrade', () => time('/api/reports/summary/', lecturer, true)],
    ['GET /api/reports/summary/ (a student: their own), each after a regrade', () => time('/api/reports/summary/', student, true)],
    ['GET /api/reports/portal/ (a student), each after a regrade', () => time('/api/reports/portal/', student, true)],
    ['GET /api/reports/summary/ (lecturer, the cohort), repeated', () => time('/api/reports/summary/', lecturer)],
    ['GET /api/reports/summary/ (a student: their own), repeated', () => time('/api/reports/summary/', student)],
    ['GET /api/reports/portal/ (a student), repeated', () => time('/api/reports/portal/', student)],
  ];
  const rounds: Record<string, { p50: number; p95: number; max: number }[]> = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, run] of routes) (rounds[name] ??= []).push(await run());
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
  const figures = Object.fromEntries(
    Object.entries(rounds).map(([name, list]) => [
      name,
      { p50: median(list.map((f) => f.p50)), p95: median(list.map((f) => f.p95)), max: Math.max(...list.map((f) => f.max)) },
    ]),
  );
  await writer.destroy();
  const baseline = figures['GET /api/health/ (baseline)']!;
  const worst = (filter: (name: string) => boolean) =>
    Math.max(...Object.entries(figures).filter(([name]) => !name.includes('health') && filter(name)).map(([, f]) => f.p95));
  const changedP95 = worst((name) => name.includes('after'));
  const repeatedP95 = worst((name) => name.includes('repeated'));
  for (const [name, f] of Object.entries(figures)) console.log(`${name}: p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms`);
  writeSection(
    'reports',
    [
      '## reports',
      '',
      `\`npm run bench:reports\`: ${STUDENTS} students × ${CASES} graded cases each (${seeded} cases: 3 section records, 2 section marks, a`,
      `final grading and an approved review each) inserted in bulk into SQLite; a server process; per route ${REQUESTS} sequential`,
      'requests after 3 warm-up requests, latencies measured by the client. Nothing is kept between requests: every answer runs',
      `its queries. The goal's rows ("each after a regrade") insert a new final grading of a case before each request (a real`,
      'write that changes the figures, outside the timed span); "repeated" asks again with no write between. The whole set runs',
      `${ROUNDS} times in turn; the table holds the median of the rounds' p50 and p95 (max: the largest seen).`,
      '',
      '| request | p50 ms | p95 ms | max ms | p50 vs baseline |',
      '|---|---|---|---|---|',
      ...Object.entries(figures).map(
        ([name, f]) => `| ${name} | ${f.p50.toFixed(1)} | ${f.p95.toFixed(1)} | ${f.max.toFixed(1)} | ${(f.p50 / baseline.p50).toFixed(1)}× |`,
      ),
      '',
      `Goal: reports p95 ≤ ${GOAL_P95_MS} ms on SQLite, each request after a change: ${changedP95 <= GOAL_P95_MS ? 'met' : 'NOT met'} (worst ${changedP95.toFixed(1)} ms);`,
      `repeated with no change: worst p95 ${repeatedP95.toFixed(1)} ms.`,
      `Load average at the end of the run (1 min): ${loadavg()[0]!.toFixed(1)} — a shared machine; read against the baseline.`,
      'Before migration 0011-case-facts (every figure computed from the source tables) the cohort summary after a change',
      'took p50 121 ms / p95 247 ms against a baseline of 4.1 / 24.7 ms (29× the baseline at p50; load 15).',
    ].join('\n'),
  );
} finally {
  await app.stop();
  if (process.env.BENCH_KEEP) console.log(`kept ${JSON.stringify(bulk.env)}`);
  else await bulk.drop().catch(() => undefined);
}
