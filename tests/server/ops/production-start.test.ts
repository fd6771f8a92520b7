/**
 * `npm start` as on a fresh clone after `npm run build` (SKIP_BUILD=1: the client build is not the point here, the
 * test compiles the server itself): the compiled server runs with node alone, on the embedded database with the
 * demo accounts, and no process of its tree runs tsx.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitForHealth } from '../../support/app-process';
import { runNodeScript } from '../../support/run-command';
import { accessTokenOf } from '../../e2e/support/api-seed';

interface ProcessInfo {
  pid: number;
  args: string[];
  nodeOptions: string;
}

/** Every process started, directly or not, by `root` (Linux /proc). */
function descendantsOf(root: number): ProcessInfo[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (command) state ppid …": the command may hold spaces and parentheses.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // ended meanwhile
    }
  }
  const found: number[] = [];
  const visit = (pid: number) => {
    for (const [child, parent] of parents) {
      if (parent === pid) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(root);
  return found.map((pid) => {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    const nodeOptions = environment.find((line) => line.startsWith('NODE_OPTIONS='))?.slice('NODE_OPTIONS='.length) ?? '';
    return { pid, args, nodeOptions };
  });
}

describe('npm start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sightline-start-'));
  let start: ChildProcess;
  let baseUrl = '';
  let output = '';

  beforeAll(async () => {
    const build = await runNodeScript('scripts/build-server.mjs', []);
    expect(build.code, build.stderr).toBe(0);
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    const { JWT_SECRET: _secret, NODE_OPTIONS: _options, ...environment } = process.env;
    start = spawn('npm', ['start'], {
      env: { ...environment, SKIP_BUILD: '1', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so that the whole tree is stopped after.
      detached: true,
    });
    start.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    start.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitForHealth(baseUrl, start, () => output);
  }, 120_000);

  afterAll(async () => {
    if (start?.pid && start.exitCode === null) {
      const exited = new Promise((resolve) => start.once('exit', resolve));
      process.kill(-start.pid, 'SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs the compiled server with node and no tsx anywhere in its process tree', () => {
    const tree = descendantsOf(start.pid!);
    const server = tree.find((info) => info.args.some((arg) => arg.endsWith('build/server/server.mjs')));
    expect(server, JSON.stringify(tree)).toBeDefined();
    expect(server!.args[0]).toBe(process.execPath);
    for (const info of tree) {
      expect(info.args.join(' '), `process ${info.pid}`).not.toMatch(/tsx/);
      expect(info.nodeOptions, `NODE_OPTIONS of process ${info.pid}`).not.toMatch(/tsx/);
    }
  });

  it('serves the embedded database with the demo accounts, and reads the project files from the bundle', async () => {
    expect(output).toContain('(database: sqlite)');
    expect(output).toContain('Demo accounts enabled');
    const access = await accessTokenOf(baseUrl, 'lecturer');
    // The reports read config/case-targets.json at run time (server/lib/project-files.ts).
    const reports = await fetch(`${baseUrl}/api/reports/summary/`, { headers: { authorization: `Bearer ${access}` } });
    expect(reports.status).toBe(200);
  });
});
