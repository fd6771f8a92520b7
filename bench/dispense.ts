// The dispensary under a full 90-day queue: 40 completed consultations a day for 90 days (3600), each with a
// management plan prescribing an eye drop, inserted in bulk into a fresh database of TEST_DB's engine (sqlite by
// default; postgres with TEST_DATABASE_URL); an app in this process answers requests made with inject (no network).
// Timed: GET /api/dispensary/queue/ (every plan of 90 days is read to page the pending ones), one dispensing at a
// time, and a burst of concurrent dispensings for more units than are in stock (exactly the stock is handed out).
// Run: npm run bench:dispense   (writes the "dispense-<engine>" section of bench/RESULTS.md)
import { loadavg } from 'node:os';
import type { Kysely } from 'kysely';
import type { Database } from '../server/db/tables/database';
import { localDate } from '../server/lib/dates';
import { medicationPlanBody } from '../tests/fixtures/management-plan';
import { createPatient } from '../tests/server/helpers/clinic';
import { bearer, createTestApp, tokensFor } from '../tests/server/helpers/test-app';
import { percentile } from './lib/load';
import { writeSection } from './lib/results';

const PER_DAY = 40;
const DAYS = 90;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30);
const BURST = 100;
const BURST_STOCK = 50;
const CHUNK = 200;

async function seed(db: Kysely<Database>, medicationId: number, patient: number): Promise<number[]> {
  const by = (await db.selectFrom('users').select('id').where('username', '=', 'student').executeTakeFirstOrThrow()).id;
  const plan = JSON.stringify(medicationPlanBody([{ id: medicationId, name: 'Eye drop', dosage: '1 drop twice daily', eye: 'OU' }]));
  const ids: number[] = [];
  const today = new Date();
  const rows = Array.from({ length: DAYS * PER_DAY }, (_, i) => {
    const at = new Date(today);
    at.setDate(at.getDate() - Math.floor(i / PER_DAY));
    const date = localDate(at);
    return {
      patient_id: patient, appointment_date: date, appointment_type: 'New', status: 'Completed', notes: null,
      created_by: by, created_at: `${date}T09:00:00.000Z`, completed_at: `${date}T11:00:00.000Z`,
    };
  });
  for (let start = 0; start < rows.length; start += CHUNK) {
    const inserted = await db.insertInto('appointments').values(rows.slice(start, start + CHUNK)).returning('id').execute();
    const chunk = inserted.map((row) => row.id);
    ids.push(...chunk);
    await db
      .insertInto('section_records')
      .values(chunk.map((id) => ({
        appointment_id: id, patient_id: null, form_id: 'management', schema_version: '1.0.0', data: plan, saved_by: by, saved_at: new Date().toISOString(),
      })))
      .execute();
  }
  return ids;
}

async function main() {
  const t = await createTestApp();
  try {
    const db = t.testDb.db;
    const drops = await db.selectFrom('medications').select('id').where('form', '=', 'eye drops').orderBy('id').executeTakeFirstOrThrow();
    const patient = await createPatient(t.app);
    const appointments = await seed(db, drops.id, patient.id);
    const token = (await tokensFor(t.app, 'hadmin')).access;
    const item = `medication:${drops.id}`;
    const time = async (run: () => Promise<{ statusCode: number }>, expected: number) => {
      const started = performance.now();
      const answer = await run();
      if (answer.statusCode !== expected) throw new Error(`answered ${answer.statusCode}, expected ${expected}`);
      return performance.now() - started;
    };
    const figures = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)! };
    };
    const series = async (name: string, run: (i: number) => Promise<{ statusCode: number }>, expected: number) => {
      for (let i = 0; i < 3; i++) await run(-1 - i).catch(() => undefined);
      const values: number[] = [];
      for (let i = 0; i < REQUESTS; i++) values.push(await time(() => run(i), expected));
      return { name, ...figures(values) };
    };
    const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

    const rows = [
      await series('GET /api/health/ (baseline)', () => inject('GET', '/api/health/'), 200),
      await series(`GET /api/dispensary/queue/ (${appointments.length} completed consultations in 90 days)`, () => inject('GET', '/api/dispensary/queue/'), 200),
      await series('POST /api/dispensary/{appointment}/dispense/ (one at a time)', (i) => inject('POST', `/api/dispensary/${appointments[i < 0 ? 1000 - i : i]}/dispense/`, { item }), 201),
    ];

    await db.updateTable('stock_items').set({ quantity: BURST_STOCK }).where('sub_category', '=', 'eye_drops').execute();
    const burst = appointments.slice(2000, 2000 + BURST);
    const started = performance.now();
    const answers = await Promise.all(burst.map((id) => inject('POST', `/api/dispensary/${id}/dispense/`, { item })));
    const burstMs = performance.now() - started;
    const created = answers.filter((answer) => answer.statusCode === 201).length;
    const refused = answers.filter((answer) => answer.statusCode === 409).length;
    const left = (await db.selectFrom('stock_items').select('quantity').where('sub_category', '=', 'eye_drops').executeTakeFirstOrThrow()).quantity;
    if (created !== BURST_STOCK || refused !== BURST - BURST_STOCK || left !== 0) {
      throw new Error(`burst: ${created} dispensed, ${refused} refused, ${left} left`);
    }
    const baseline = rows[0]!.p50;
    const table = rows
      .map((row) => `| ${row.name} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.max.toFixed(1)} | ${(row.p50 / baseline).toFixed(1)}× |`)
      .join('\n');
    writeSection(
      `dispense-${t.testDb.engine}`,
      `## dispense (${t.testDb.engine})

\`npm run bench:dispense\` (engine: ${t.testDb.engine}): ${DAYS} days × ${PER_DAY} completed consultations (${appointments.length}), each
with a plan prescribing an eye drop, inserted in bulk; the app in-process (inject, no network); ${REQUESTS} sequential
requests per row after 3 warm-up requests.

| request | p50 ms | p95 ms | max ms | p50 vs baseline |
|---|---|---|---|---|
${table}

Burst: ${BURST} dispensings for different consultations at once with ${BURST_STOCK} units in stock: ${created} dispensed, ${refused}
refused (409), ${left} left, in ${burstMs.toFixed(0)} ms.
Load average at the end of the run (1 min): ${loadavg()[0]!.toFixed(1)}.`,
    );
    console.info(table);
    console.info(`burst: ${created} dispensed, ${refused} refused, ${left} left, ${burstMs.toFixed(0)} ms`);
  } finally {
    await t.close();
  }
}

await main();
