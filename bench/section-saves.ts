// Section saves under load: 20 students at once, each on their own appointment, saving consultation sections in turn
// (case history, Oculo-Medical History, visual acuity, externals, internals, refraction, diagnosis, management) with
// the schemas' largest valid fixtures, turned into payloads by the adapters the client uses. Baseline: the bare
// GET /api/health/ under the same 20 connections, in the same run. A real server process on the embedded SQLite.
// Run: npm run bench:section-saves   (writes the "section-saves" section of bench/RESULTS.md)
import { readdirSync, readFileSync } from 'node:fs';
import { startAppProcess } from '../tests/support/app-process';
import { median } from './lib/load';
import { benchPatient } from './lib/bench-patient';
import { writeSection } from './lib/results';
import { savedSections, type BenchSection } from './lib/manifest-sections';

const STUDENTS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const GOAL_P95_MS = 25;

type Section = BenchSection;

/** Every section saved as one record (the manifest's, in order): the extra tests' uploads are another bench. */
const SECTIONS: Section[] = savedSections();

/** The form's largest valid fixture (the Oculo-Medical History: a first history, which needs no earlier one). */
function fixtureOf(formId: string): unknown {
  const folder = `schemas/${formId}/fixtures`;
  const names = readdirSync(folder).filter((name) => name.startsWith('valid-') && (formId !== 'oculo-medical-history' || name.includes('first')));
  const texts = names.map((name) => readFileSync(`${folder}/${name}`, 'utf8')).sort((a, b) => b.length - a.length);
  if (!texts[0]) throw new Error(`no valid fixture for ${formId}`);
  return JSON.parse(texts[0]) as unknown;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const app = await startAppProcess({ env: { LOG_LEVEL: 'silent', LOGIN_MAX_FAILURES: '1000', SECTION_SAVES_PER_MINUTE: '1000000', SECTION_SAVE_MB_PER_HOUR: '1000000' } });
try {
  const call = async (path: string, token: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') => {
    const response = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
  const tokenOf = async (username: string) => {
    const response = await fetch(`${app.baseUrl}/api/auth/auth/jwt/create/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'demo1234' }),
    });
    return ((await response.json()) as { access: string }).access;
  };
  const hadmin = await tokenOf('hadmin');
  const student = await tokenOf('student');
  const today = new Date().toISOString().slice(0, 10);

  // One patient and one appointment of today per student.
  const visits: { appointmentId: number; patientId: number }[] = [];
  for (let i = 0; i < STUDENTS; i++) {
    const patient = await call('/api/clients/api/patients/', hadmin, benchPatient(10000 + i, `Student${String.fromCharCode(65 + i)}`));
    const appointment = await call('/api/clients/api/appointments/', hadmin, {
      patient: patient.id,
      appointment_date: today,
      appointment_type: 'New',
      status: 'Scheduled',
    });
    visits.push({ appointmentId: Number(appointment.id), patientId: Number(patient.id) });
  }

  const bodies = SECTIONS.map((section) => {
    const fixture = fixtureOf(section.formId);
    return visits.map((visit) => section.payload(fixture, visit));
  });
  // Every payload is accepted before anything is timed.
  for (const [index, section] of SECTIONS.entries()) await call(section.path(visits[0]!.appointmentId), student, bodies[index]![0]);

  /** 20 workers for SECONDS: each saves its sections in turn (or reads health), timing every request. */
  const run = async (baseline: boolean) => {
    const latencies: number[] = [];
    const perSection = SECTIONS.map(() => [] as number[]);
    const end = performance.now() + SECONDS * 1000;
    await Promise.all(
      visits.map(async (visit, worker) => {
        let turn = worker;
        while (performance.now() < end) {
          const index = turn++ % SECTIONS.length;
          const started = performance.now();
          if (baseline) await call('/api/health/', student);
          else await call(SECTIONS[index]!.path(visit.appointmentId), student, bodies[index]![worker]);
          const ms = performance.now() - started;
          latencies.push(ms);
          if (!baseline) perSection[index]!.push(ms);
        }
      }),
    );
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      count: sorted.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      sections: perSection.map((list) => percentile([...list].sort((a, b) => a - b), 95)),
    };
  };

  const saves: Awaited<ReturnType<typeof run>>[] = [];
  const health: Awaited<ReturnType<typeof run>>[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    health.push(await run(true));
    saves.push(await run(false));
    const last = saves.at(-1)!;
    console.log(`round ${round + 1}: saves p95 ${last.p95.toFixed(1)} ms (${last.count}), health p95 ${health.at(-1)!.p95.toFixed(1)} ms`);
  }

  const p95 = median(saves.map((r) => r.p95));
  const rows = [
    `| bare GET /api/health/ (baseline) | ${(median(health.map((r) => r.count)) / SECONDS).toFixed(0)} | ${median(health.map((r) => r.p50)).toFixed(1)} | ${median(health.map((r) => r.p95)).toFixed(1)} |`,
    `| section saves, all | ${(median(saves.map((r) => r.count)) / SECONDS).toFixed(0)} | ${median(saves.map((r) => r.p50)).toFixed(1)} | ${p95.toFixed(1)} |`,
    ...SECTIONS.map((section, index) => `| ${section.formId} | | | ${median(saves.map((r) => r.sections[index]!)).toFixed(1)} |`),
  ];
  writeSection(
    'section-saves',
    [
      '## section-saves',
      '',
      `\`npm run bench:section-saves\`: ${STUDENTS} students at once (one connection each, each on their own appointment) save`,
      `consultation sections in turn for ${SECONDS} s, ${ROUNDS} rounds (medians shown); payloads from each schema's largest`,
      'valid fixture through the client adapters; server process on SQLite; latencies measured by the client.',
      '',
      '| requests | req/s | p50 ms | p95 ms |',
      '|---|---|---|---|',
      ...rows,
      '',
      `Goal: section save p95 ≤ ${GOAL_P95_MS} ms under ${STUDENTS} concurrent students on SQLite: ${p95 <= GOAL_P95_MS ? 'met' : 'NOT met'} (${p95.toFixed(1)} ms).`,
    ].join('\n'),
  );
  console.log(`section saves p95 ${p95.toFixed(1)} ms`);
} finally {
  await app.stop();
}
