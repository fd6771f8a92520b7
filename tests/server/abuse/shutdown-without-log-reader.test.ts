/**
 * A server whose log reader has gone still ends on SIGTERM (issue 19): its standard output and error go to a pipe
 * read by another process, as under a supervisor or `npm start | …`; the reader is killed (its end of the pipe is
 * closed) or stopped (its end stays open and the pipe fills), the server is made to log, then sent SIGTERM. It had
 * not exited before the signal, and it exits after it — well before a generous bound, whatever its logs could not
 * write. And when draining cannot finish (a request whose body never arrives), the hard exit timer ends it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../support/app-process';
import { createTestDb, type TestDb } from '../helpers/test-db';

/** How long the test waits for an exit before calling the server stuck (it is not a speed bound). */
const EXIT_BOUND_MS = 20_000;
/** Requests sent after the reader is gone: each logs two lines, far more than a pipe holds. */
const LOGGED_REQUESTS = 1500;

let testDb: TestDb;
const started: ChildProcess[] = [];

beforeAll(async () => {
  testDb = await createTestDb();
  if (testDb.engine === 'sqlite') await testDb.db.destroy();
});

afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (testDb.engine === 'postgres') await testDb.cleanup();
  rmSync(testDb.dataDir, { recursive: true, force: true });
});

/** A process that reads its standard input and throws it away, as a log collector would. */
function startReader(): ChildProcess {
  const reader = spawn(process.execPath, ['-e', 'process.stdin.resume()'], { stdio: ['pipe', 'ignore', 'ignore'] });
  started.push(reader);
  return reader;
}

async function startServer(reader: ChildProcess, env: Record<string, string> = {}): Promise<{ child: ChildProcess; baseUrl: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'sightline-shutdown-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: testDb.databaseUrl ?? '',
      JWT_SECRET: 'shutdown-test-secret-0123456789-0123456789',
      SERVE_CLIENT: '0',
      DEMO: '1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      ...env,
    },
    // Both outputs into the reader's pipe; the test holds no reading end of it.
    stdio: ['ignore', reader.stdin!, reader.stdin!],
  });
  started.push(child);
  child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not become healthy');
    try {
      if ((await fetch(`${baseUrl}/api/health/`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, baseUrl };
}

/** Requests the server logs (each is logged coming in and going out), a few at a time; answers how many it answered. */
async function makeItLog(baseUrl: string): Promise<number> {
  let answered = 0;
  const client = async (count: number) => {
    for (let n = 0; n < count; n++) {
      const response = await fetch(`${baseUrl}/api/no-such-route-${n}/`, { signal: AbortSignal.timeout(2000) }).catch(() => null);
      if (response === null) return;
      await response.arrayBuffer();
      answered += 1;
    }
  };
  await Promise.all(Array.from({ length: 5 }, () => client(LOGGED_REQUESTS / 5)));
  return answered;
}

/** Resolves with the exit (code or signal), or with 'stuck' after EXIT_BOUND_MS. */
function exitOf(child: ChildProcess): Promise<string> {
  if (child.exitCode !== null) return Promise.resolve(`code ${child.exitCode}`);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('stuck'), EXIT_BOUND_MS);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(signal ? `signal ${signal}` : `code ${code}`);
    });
  });
}

describe('SIGTERM with the log reader gone', () => {
  it.each([
    ['killed (its end of the pipe closed)', 'SIGKILL'],
    ['stopped (its end open, the pipe full)', 'SIGSTOP'],
  ] as const)('ends when the reader was %s', async (_how, readerSignal) => {
    const reader = startReader();
    const { child, baseUrl } = await startServer(reader);
    reader.kill(readerSignal);
    expect(await makeItLog(baseUrl)).toBeGreaterThan(0);
    expect(child.exitCode, 'the server was still running before the SIGTERM').toBeNull();
    expect(child.signalCode).toBeNull();

    const exited = exitOf(child);
    child.kill('SIGTERM');
    const outcome = await exited;
    if (readerSignal === 'SIGSTOP') reader.kill('SIGKILL');
    expect(outcome).not.toBe('stuck');
  }, 120_000);
});

describe('SIGTERM while a request never finishes', () => {
  it('ends by the hard exit timer (exit code 1) when draining cannot finish', async () => {
    const reader = startReader();
    const { child, baseUrl } = await startServer(reader, { SHUTDOWN_TIMEOUT_SECONDS: '1' });
    // A request whose body never arrives in full keeps its connection busy: closing the server waits for it.
    const socket = connect(Number(new URL(baseUrl).port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write('POST /api/clients/api/patients/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"first');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(child.exitCode).toBeNull();

    const exited = exitOf(child);
    child.kill('SIGTERM');
    expect(await exited).toBe('code 1');
    socket.destroy();
    reader.kill('SIGKILL');
  }, 120_000);
});
