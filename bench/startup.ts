/**
 * `npm run bench:startup`: how long the server takes from its process's start to its first healthy answer, and
 * how much memory its process tree holds then and after a little work (a sign-in and a patients list), run from
 * its source through tsx (the start before issue 23) and compiled (`npm start` since: build/server/server.mjs).
 * Every start is a restart on one already migrated and seeded SQLite database; the kinds take turns, medians.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort, waitForHealth } from '../tests/support/app-process';
import { accessTokenOf } from '../tests/e2e/support/api-seed';
import { writeSection } from './lib/results';

const ROUNDS = Number(process.env.ROUNDS ?? 7);

const KINDS = [
  { name: 'source through tsx (before)', args: ['--import', 'tsx', 'server/server.ts'] },
  { name: 'compiled, `npm start` (after)', args: ['--enable-source-maps', 'build/server/server.mjs'] },
] as const;

/** Resident memory (MB) of `root` and every process under it (tsx keeps an esbuild service process). */
function treeRssMb(root: number): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // ended meanwhile
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i += 1) for (const [pid, parent] of parents) if (parent === tree[i]) tree.push(pid);
  let kb = 0;
  for (const pid of tree) {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((row) => row.startsWith('VmRSS:'));
    kb += Number(line?.replace(/\D/g, '') ?? 0);
  }
  return kb / 1024;
}

interface Sample {
  readyMs: number;
  rssReadyMb: number;
  rssWorkedMb: number;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function startOnce(args: readonly string[], dataDir: string): Promise<Sample> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const started = performance.now();
  const child = spawn(process.execPath, [...args], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', SERVE_CLIENT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitForHealth(baseUrl, child, () => output);
    const readyMs = performance.now() - started;
    const rssReadyMb = treeRssMb(child.pid!);
    const access = await accessTokenOf(baseUrl, 'hadmin');
    const list = await fetch(`${baseUrl}/api/clients/api/patients/`, { headers: { authorization: `Bearer ${access}` } });
    if (list.status !== 200) throw new Error(`patients list answered ${list.status}`);
    return { readyMs, rssReadyMb, rssWorkedMb: treeRssMb(child.pid!) };
  } finally {
    await stop(child);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const dataDir = mkdtempSync(join(tmpdir(), 'sightline-startup-'));
try {
  // The first start migrates and seeds; every measured start is a restart on that database.
  await startOnce(KINDS[1].args, dataDir);
  const loadBefore = loadavg()[0]!;
  const samples = new Map<string, Sample[]>(KINDS.map((kind) => [kind.name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const kind of KINDS) samples.get(kind.name)!.push(await startOnce(kind.args, dataDir));
  }
  const rows = KINDS.map((kind) => {
    const list = samples.get(kind.name)!;
    const ready = list.map((s) => s.readyMs);
    return `| ${kind.name} | ${Math.round(median(ready))} (${Math.round(Math.min(...ready))}–${Math.round(Math.max(...ready))}) | ${median(list.map((s) => s.rssReadyMb)).toFixed(0)} | ${median(list.map((s) => s.rssWorkedMb)).toFixed(0)} |`;
  });
  const [before, after] = KINDS.map((kind) => samples.get(kind.name)!);
  const ratio = (pick: (s: Sample) => number) => (median(after!.map(pick)) / median(before!.map(pick))) * 100;
  const markdown = `## startup

Command: \`npm run bench:startup\` (${ROUNDS} restarts of each kind, taking turns, on one migrated and seeded SQLite database;
time from spawning node to the first 200 from \`/api/health/\`; resident memory of the process and its children, when
healthy and after a sign-in and a patients list; medians, range of the start time in brackets).

| server | ready ms (range) | RSS MB ready | RSS MB after a sign-in and a list |
|---|---|---|---|
${rows.join('\n')}

Compiled against source: start time ${ratio((s) => s.readyMs).toFixed(0)}%, memory when ready ${ratio((s) => s.rssReadyMb).toFixed(0)}%, after work ${ratio((s) => s.rssWorkedMb).toFixed(0)}%.
The time includes the start's own work (opening the database, checking migrations, deleting expired tokens), the
same for both; the memory of the source start includes tsx's esbuild service process. Load average (1 min) at the
start of the run: ${loadBefore.toFixed(1)}, at its end: ${loadavg()[0]!.toFixed(1)} (other work on the machine slows both kinds alike).`;
  writeSection('startup', markdown);
  console.log(markdown);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
