// Worst-case validation cost of every write route: for each POST/PUT/PATCH route, a maximal valid body, a body
// with every value wrong and every list at its schema's maxItems, and a body past the bounds (the hostile tester's
// 50,000 empty objects, or 20,000 unknown keys), each sent through the real app in-process (buildApp +
// app.inject on SQLite in a temp folder; median and max ms). Then a real server process on 127.0.0.1: one client
// sends those bodies in a loop while another times GET /api/health/, against the same probe without the load.
// Run: npm run bench:worst-case   (writes the "validation-worst-case" section of bench/RESULTS.md)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { DEMO_USERS } from '../server/db/seed/demo-users';
import { can, routeRule } from '../src/lib/permissions';
import { startAppProcess } from '../tests/support/app-process';
import { patientWithAppointment, createAppointment, saveCompletionRecords } from '../tests/server/helpers/clinic';
import { createTestApp, TEST_SECRET, tokensFor, type TestApp } from '../tests/server/helpers/test-app';
import { median } from './lib/load';
import { writeSection } from './lib/results';
import { LIFTED_BUDGET_ENV, LIFTED_BUDGETS } from './lib/lifted-limits';
import { worstCases, type BenchRequest, type CaseContext, type RouteSchemas, type WorstCase } from './lib/worst-cases';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const WARM_UP = 2;
/** No case runs longer than this, whatever RUNS says. */
const CASE_SECONDS = 10;
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const BASELINE_SECONDS = 5;
/** Pause between two health probes. */
const PROBE_GAP_MS = 5;
const TARGET_MS = 50;

interface Figures {
  route: string;
  body: string;
  kb: number;
  statuses: string;
  medianMs: number;
  maxMs: number;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** A demo user whose role may call the route (config/permissions.json). */
function userFor(method: string, pattern: string): string {
  const rule = routeRule(method, pattern);
  const user = DEMO_USERS.find((demo) => rule === 'public' || (rule !== undefined && can(demo.role, rule)));
  if (!user) throw new Error(`no demo user may call ${method} ${pattern}`);
  return user.username;
}

// ---------------------------------------------------------------------------------------------------------------
// The load client (a child process of this script, so its own work never delays the health probe)

async function loadClient(file: string, seconds: number): Promise<void> {
  const requests = (JSON.parse(readFileSync(file, 'utf8')) as (BenchRequest & { payload: string })[]).map((r) => ({ ...r, payload: Buffer.from(r.payload, 'base64') }));
  const statuses: Record<string, number> = {};
  console.log('ready');
  const deadline = Date.now() + seconds * 1000;
  for (let i = 0; Date.now() < deadline; i++) {
    const request = requests[i % requests.length]!;
    const response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.payload });
    await response.arrayBuffer();
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  }
  console.log(JSON.stringify(statuses));
}

// ---------------------------------------------------------------------------------------------------------------
// Part 1: every case in-process

/** The app over a fresh test database, with the limits that would otherwise answer repeated requests before validation does. */
function benchApp(beforeReady?: (app: FastifyInstance) => void): Promise<TestApp> {
  return createTestApp({
    config: {
      loginMaxFailures: 1e9,
      loginMaxFailuresPerAddress: 1e9,
      uploadMaxFilesPerHour: 1e9,
      uploadMaxBytesPerHour: 1e15,
      budgets: LIFTED_BUDGETS,
    },
    beforeReady,
  });
}

/** Ids and tokens on `app`'s database: a patient with an appointment, and a spare appointment ready to complete. */
async function caseContext(app: FastifyInstance, tokens: Map<string, string>): Promise<CaseContext> {
  const { appointmentId, patientId } = await patientWithAppointment(app);
  // Completing needs a diagnosis and a management plan saved.
  const spareAppointmentId = await createAppointment(app, patientId);
  await saveCompletionRecords(app, spareAppointmentId);
  const tokenOf = async (username: string) => {
    if (!tokens.has(username)) tokens.set(username, (await tokensFor(app, username)).access);
    return tokens.get(username)!;
  };
  return { app, appointmentId, patientId, spareAppointmentId, tokenOf, token: (method, pattern) => tokenOf(userFor(method, pattern)) };
}

async function inProcess(): Promise<{ figures: Figures[]; routes: Map<string, RouteSchemas> }> {
  const routes = new Map<string, RouteSchemas>();
  const t = await benchApp((app) =>
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (!['POST', 'PUT', 'PATCH'].includes(method)) continue;
        const schema = route.schema as RouteSchemas | undefined;
        routes.set(`${method} ${route.url}`, { body: schema?.body });
      }
    }),
  );
  try {
    const tokens = new Map<string, string>();
    const cases = worstCases(await caseContext(t.app, tokens), routes);
    const figures: Figures[] = [];
    for (const c of cases) {
      const times: number[] = [];
      const statuses = new Set<number>();
      let kb = 0;
      const stop = Date.now() + CASE_SECONDS * 1000;
      for (let run = 0; run < WARM_UP + RUNS && Date.now() < stop; run++) {
        const request = await c.request();
        kb = Buffer.byteLength(request.payload) / 1024;
        const started = performance.now();
        const response = await t.app.inject({ method: request.method as 'POST', url: request.url, headers: request.headers, payload: request.payload });
        const ms = performance.now() - started;
        if (c.spendsSession) tokens.delete(userFor('POST', c.route.split(' ')[1]!));
        if (run >= WARM_UP) times.push(ms);
        statuses.add(response.statusCode);
        if (c.body === 'maximal valid' && response.statusCode >= 400 && !c.route.includes('/auth/')) {
          throw new Error(`${c.route}: the maximal valid body was refused: ${response.statusCode} ${response.body.slice(0, 300)}`);
        }
      }
      const row = { route: c.route, body: c.body, kb, statuses: [...statuses].join(', '), medianMs: median(times), maxMs: Math.max(...times) };
      console.log(`${row.route} | ${row.body} | ${row.kb.toFixed(0)} KB | ${row.statuses} | median ${row.medianMs.toFixed(1)} ms | max ${row.maxMs.toFixed(1)} ms`);
      figures.push(row);
    }
    return { figures, routes };
  } finally {
    await t.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Part 2: a server process, the worst bodies in a loop, and the health probe

async function probeHealth(baseUrl: string, seconds: number): Promise<number[]> {
  const latencies: number[] = [];
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/health/`);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, PROBE_GAP_MS));
  }
  return latencies;
}

/**
 * A server process over the database of an app in this process (the same data folder and secret): the app prepares
 * the state the cases need and signs the users in, the server answers the requests.
 */
async function underLoad(routes: Map<string, RouteSchemas>) {
  const t = await benchApp();
  const env = { ...LIFTED_BUDGET_ENV, LOG_LEVEL: 'silent', DATA_DIR: t.testDb.dataDir, DATABASE_URL: t.testDb.databaseUrl ?? '', JWT_SECRET: TEST_SECRET };
  const server = await startAppProcess({ ensureBuild: false, env });
  const work = mkdtempSync(join(tmpdir(), 'sightline-worst-case-'));
  try {
    const ctx = await caseContext(t.app, new Map());
    // Logout would end the loop's own sessions; a 10 MB upload per turn would only measure the disk.
    const cases = worstCases(ctx, routes).filter(
      (c: WorstCase) => !c.spendsSession && !c.route.startsWith('POST /api/files/'),
    );
    /** The health probe while a client process sends `chosen` one after another. */
    const loadWith = async (chosen: WorstCase[]) => {
      const requests = await Promise.all(chosen.map((c) => c.request()));
      const file = join(work, 'requests.json');
      writeFileSync(file, JSON.stringify(requests.map((r) => ({ ...r, url: `${server.baseUrl}${r.url}`, payload: Buffer.from(r.payload).toString('base64') }))));
      const client = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
        env: { ...process.env, BENCH_LOAD_CLIENT: file, BENCH_LOAD_SECONDS: String(LOAD_SECONDS) },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      const ready = new Promise<void>((resolve) =>
        client.stdout!.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('ready')) resolve();
        }),
      );
      const exited = new Promise<void>((resolve) => client.once('exit', () => resolve()));
      await ready;
      const latencies = await probeHealth(server.baseUrl, LOAD_SECONDS);
      await exited;
      return { latencies, bodies: requests.length, statuses: JSON.parse(output.trim().split('\n').pop()!) as Record<string, number> };
    };
    const baseline = await probeHealth(server.baseUrl, BASELINE_SECONDS);
    const all = await loadWith(cases);
    const refused = await loadWith(cases.filter((c) => c.body === 'all wrong, lists full' || c.body === 'past the bounds'));
    return { baseline, all, refused };
  } finally {
    rmSync(work, { recursive: true, force: true });
    await server.stop();
    await t.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const { figures, routes } = await inProcess();
  const load = await underLoad(routes);
  const ms = (value: number) => value.toFixed(1);
  const met = (value: number) => (value <= TARGET_MS ? 'met' : 'NOT met');
  const rows = figures.map(
    (f) => `| ${f.route} | ${f.body} | ${f.kb.toFixed(0)} | ${f.statuses} | ${ms(f.medianMs)} | ${ms(f.maxMs)} | ${met(f.maxMs)} |`,
  );
  const worst = figures.filter((f) => !f.route.includes('/auth/auth/jwt/create/') && !f.route.startsWith('POST /api/files/'));
  const slowest = worst.reduce((a, b) => (b.maxMs > a.maxMs ? b : a));
  const p = (values: number[], q: number) => ms(percentile(values, q));
  const answers = (statuses: Record<string, number>) => Object.entries(statuses).map(([status, n]) => `${n} × ${status}`).join(', ');
  const probeRow = (name: string, values: number[]) =>
    `| ${name} | ${values.length} | ${p(values, 50)} | ${p(values, 99)} | ${ms(Math.max(...values))} | ${(percentile(values, 99) / percentile(load.baseline, 99)).toFixed(1)}× | ${met(percentile(values, 99))} |`;
  const table = [
    '## validation-worst-case',
    '',
    `Command: \`npm run bench:worst-case\` (${RUNS} runs per case after ${WARM_UP} warm-up runs, at most ${CASE_SECONDS} s a case, in-process through \`app.inject\` on SQLite in a temp folder, logging off; bounds read from the schemas).`,
    '',
    'Bodies: *maximal valid* — the fullest valid fixture with every list grown to its `maxItems` and every free string to its `maxLength`, as long as the body fits the 1 MB limit (rubric forms: every mark at its `maximum` too; route schemas: every string at its `maxLength`, the ids and names only stored state can give; a new rubric version: the largest shipped rubric); a route that moves state on (review, grading, dispensing, absent request, reassignment) gets fresh state per request, prepared outside the timing; *all wrong, lists full* — every value of the wrong type, every list at its `maxItems` with distinct items, 40 unknown keys (fewer where the route\'s `maxProperties` would refuse them before the form\'s validation, at least one); *past the bounds* — the form\'s first list holding 50,000 `{}` (the reported attack), or 20,000 unknown keys.',
    '',
    `| route | body | KB | status | median ms | max ms | max ≤ ${TARGET_MS} ms |`,
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `Slowest request outside login and upload: ${slowest.route}, ${slowest.body}, max ${ms(slowest.maxMs)} ms. Login is bounded by scrypt (its deliberate cost, see auth-load) and a 10 MB upload by writing and hashing 10 MB; neither validates more than a few fields. A max is one request in ${RUNS} and catches the machine's noise (garbage collection, other processes): read the medians against each other, and a 1 MB save against the cost of reading, storing and answering 1 MB.`,
    '',
    `Under load: a server process (\`server/server.ts\`, SQLite, logging off) on 127.0.0.1, over the database of an app in this process that prepared each case's state once (so a request that moves state on is answered 409 when the loop sends it again); one client process sends worst bodies above one after another for ${LOAD_SECONDS} s — all ${load.all.bodies} of them but logout and the 10 MB uploads (answers: ${answers(load.all.statuses)}), then only the ${load.refused.bodies} refused ones, *all wrong* and *past the bounds* (answers: ${answers(load.refused.statuses)}) — while this process times \`GET /api/health/\` every ${PROBE_GAP_MS} ms; the baseline is the same probe for ${BASELINE_SECONDS} s just before, in the same run.`,
    '',
    `| GET /api/health/ | samples | p50 ms | p99 ms | max ms | p99 vs baseline | p99 ≤ ${TARGET_MS} ms |`,
    '|---|---|---|---|---|---|---|',
    probeRow('baseline (no load)', load.baseline),
    probeRow('all worst bodies in a loop', load.all.latencies),
    probeRow('refused worst bodies in a loop', load.refused.latencies),
  ].join('\n');
  writeSection('validation-worst-case', table);
  console.log(table);
}

if (process.env.BENCH_LOAD_CLIENT) await loadClient(process.env.BENCH_LOAD_CLIENT, Number(process.env.BENCH_LOAD_SECONDS ?? LOAD_SECONDS));
else await main();
