// Cost of the server's form validation: `app.forms.validate('visual-acuity', …)` on a full visual acuity record
// (every field, a prescription), against a trivial one-field schema validated the same way in the same run.
// Run: npm run bench:validation   (writes the "server-validation" section of bench/RESULTS.md)
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadFormFiles } from '../../src/engine/build/load-form-files';
import formSchemas from '../../server/plugins/form-schemas';
import { writeSection } from '../lib/results';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 20000);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 5000);
/** Calls per timed sample: a single call of the trivial schema is too short to time on its own. */
const BATCH = 20;
const TARGET_MEDIAN_US = 50;
const SCHEMAS_DIR = resolve(process.env.SCHEMAS_DIR ?? 'schemas');

async function formsApp(schemasDir: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(formSchemas, { schemasDir });
  await app.ready();
  return app;
}

/** The fullest valid visual acuity fixture: the one with the most filled fields. */
function fullVisualAcuity(): Record<string, unknown> {
  const fixtures = Object.entries(loadFormFiles('visual-acuity', SCHEMAS_DIR).validFixtures) as [string, Record<string, unknown>][];
  if (fixtures.length === 0) throw new Error('schemas/visual-acuity has no valid fixture to measure with');
  const [name, data] = fixtures.sort((a, b) => Object.keys(b[1]).length - Object.keys(a[1]).length)[0]!;
  console.log(`visual acuity payload: fixture ${name} (${Object.keys(data).length} fields)`);
  return data;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface Case {
  name: string;
  run: () => unknown;
  samples: number[];
}

const trivialDir = mkdtempSync(join(tmpdir(), 'sightline-bench-'));
try {
  mkdirSync(join(trivialDir, 'trivial'));
  writeFileSync(
    join(trivialDir, 'trivial', 'schema.json'),
    JSON.stringify({
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: 'https://sightline.app/schemas/bench-trivial.json',
      type: 'object',
      additionalProperties: false,
      required: ['a'],
      properties: { a: { type: 'string' } },
    }),
  );
  const app = await formsApp(SCHEMAS_DIR);
  const baselineApp = await formsApp(trivialDir);
  const full = fullVisualAcuity();
  if (app.forms.validate('visual-acuity', full) !== null) throw new Error('the visual acuity payload is not valid');
  const invalid = { ...full, distance_unaided_od: '6/six', near_va_od: 'X5', rx_axis_od: '190' };
  if (app.forms.validate('visual-acuity', invalid) === null) throw new Error('the invalid visual acuity payload passed');

  const cases: Case[] = [
    { name: 'trivial schema (baseline), valid', run: () => baselineApp.forms.validate('trivial', { a: 'x' }), samples: [] },
    { name: 'visual-acuity, full valid payload', run: () => app.forms.validate('visual-acuity', full), samples: [] },
    { name: 'visual-acuity, invalid payload (3 field errors mapped)', run: () => app.forms.validate('visual-acuity', invalid), samples: [] },
  ];
  for (const c of cases) for (let i = 0; i < WARM_UP; i++) c.run();
  // Interleaved batches, so that machine noise falls on every case alike.
  for (let done = 0; done < ITERATIONS; done += BATCH) {
    for (const c of cases) {
      const start = process.hrtime.bigint();
      for (let i = 0; i < BATCH; i++) c.run();
      c.samples.push(Number(process.hrtime.bigint() - start) / 1000 / BATCH);
    }
  }

  const figures = cases.map((c) => {
    const sorted = [...c.samples].sort((a, b) => a - b);
    return { name: c.name, median: percentile(sorted, 50), p95: percentile(sorted, 95) };
  });
  const baseline = figures[0]!.median;
  const va = figures[1]!;
  const rows = figures.map(
    (f) => `| ${f.name} | ${f.median.toFixed(2)} | ${f.p95.toFixed(2)} | ${(f.median / baseline).toFixed(1)}× |`,
  );
  const verdict = va.median <= TARGET_MEDIAN_US ? 'met' : 'NOT met';
  const table = [
    '## server-validation',
    '',
    `Command: \`npm run bench:validation\` (\`app.forms.validate\` in-process, ${ITERATIONS} calls per case after ${WARM_UP} warm-up calls, timed in interleaved batches of ${BATCH}; µs per call).`,
    '',
    '| case | median µs | p95 µs | vs baseline |',
    '|---|---|---|---|',
    ...rows,
    '',
    `Target: visual acuity validation ≤ ${TARGET_MEDIAN_US} µs median — ${verdict} (${va.median.toFixed(2)} µs).`,
  ].join('\n');
  writeSection('server-validation', table);
  console.log(table);
  await app.close();
  await baselineApp.close();
} finally {
  rmSync(trivialDir, { recursive: true, force: true });
}
