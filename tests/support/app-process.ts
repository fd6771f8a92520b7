import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running Sightline server process with its own fresh data directory. */
export interface AppProcess {
  baseUrl: string;
  port: number;
  dataDir: string;
  jwtSecret: string;
  stop(): Promise<void>;
  /** Stops the process but keeps its data, as an outage would; `resume` starts it again on the same port. */
  pause(): Promise<void>;
  resume(): Promise<void>;
}

export interface AppProcessOptions {
  env?: Record<string, string>;
  /** Build the client first when dist/ is missing (the test command builds it beforehand). */
  ensureBuild?: boolean;
  /** The checkout whose server to run (this one when absent), e.g. a previous release's worktree. */
  cwd?: string;
  /** Run on this data folder (e.g. a restored backup) instead of a new empty one; `stop` removes it all the same. */
  dataDir?: string;
}

/** Asks the OS for a free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health/`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/**
 * Starts the server from its source (`server/server.ts` through tsx: no stale build can be tested; `npm start` runs the
 * compiled build/server/server.mjs, tests/server/ops/production-start.test.ts) on a free port and a temp DATA_DIR.
 */
export async function startAppProcess(options: AppProcessOptions = {}): Promise<AppProcess> {
  if (options.ensureBuild !== false && !existsSync('dist/index.html')) {
    const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('client build failed');
  }
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'sightline-app-'));
  const jwtSecret = `test-secret-${port}-${Date.now()}-0123456789abcdef`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    ...options.env,
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const launch = async (): Promise<ChildProcess> => {
    const started = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
      env,
      cwd: options.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    started.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    await waitForHealth(baseUrl, started, () => log);
    return started;
  };
  const halt = async (running: ChildProcess) => {
    if (running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  let child = await launch();
  return {
    baseUrl,
    port,
    dataDir,
    jwtSecret,
    async stop() {
      await halt(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
    pause: () => halt(child),
    async resume() {
      child = await launch();
    },
  };
}
