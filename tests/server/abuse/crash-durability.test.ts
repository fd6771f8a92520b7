/**
 * A server killed with SIGKILL in the middle of a write loop loses nothing it acknowledged: three rounds of
 * (start, write patients from several clients at once, kill -9, restart, read every acknowledged patient back),
 * and on SQLite the database file passes `PRAGMA integrity_check` after each kill.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../support/app-process';
import { patientBody } from '../helpers/clinic';
import { createTestDb, type TestDb } from '../helpers/test-db';

const ROUNDS = 3;
/** Writers sending one registration after another, so several writes are in flight when the kill lands. */
const WRITERS = 4;
/** The kill lands after this many acknowledged writes in a round (and a random few milliseconds more). */
const ACKS_BEFORE_KILL = 40;

interface Server {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
}

let testDb: TestDb;
let dataDir: string;
/** Every server started, so a failing round leaves none running. */
const started: ChildProcess[] = [];

beforeAll(async () => {
  testDb = await createTestDb();
  // The server process opens the database itself; the test's own connection would only hold SQLite's file.
  if (testDb.engine === 'sqlite') await testDb.db.destroy();
  dataDir = mkdtempSync(join(tmpdir(), 'sightline-crash-'));
});

afterAll(async () => {
  await Promise.all(started.map(killHard));
  if (testDb.engine === 'postgres') await testDb.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(testDb.dataDir, { recursive: true, force: true });
});

async function startServer(): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: testDb.databaseUrl ?? '',
      JWT_SECRET: 'crash-test-secret-0123456789-0123456789',
      SERVE_CLIENT: '0',
      DEMO: '1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${log}`);
    try {
      if ((await fetch(`${baseUrl}/api/health/`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, baseUrl, output: () => log };
}

async function login(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'hadmin', password: 'demo1234' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access: string }).access;
}

function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  return exited;
}

/**
 * Writes patients from WRITERS clients until the server dies; answers the ids of the writes that were
 * acknowledged (201 with a body), and kills the server once `ACKS_BEFORE_KILL` of them have arrived.
 */
async function writeUntilKilled(server: Server, token: string): Promise<number[]> {
  const acknowledged: number[] = [];
  let killed: Promise<void> | null = null;
  const writer = async () => {
    for (let n = 0; killed === null || server.child.exitCode === null; n++) {
      let response: Response;
      try {
        response = await fetch(`${server.baseUrl}/api/clients/api/patients/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(patientBody()),
        });
      } catch {
        return; // the connection died with the server: this write was never acknowledged
      }
      let body: { id?: unknown };
      try {
        body = (await response.json()) as { id?: unknown };
      } catch {
        return; // cut off mid-answer: not acknowledged either
      }
      expect(response.status, JSON.stringify(body)).toBe(201);
      acknowledged.push(Number(body.id));
      if (acknowledged.length >= ACKS_BEFORE_KILL && killed === null) {
        killed = new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 20))).then(() =>
          killHard(server.child),
        );
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, () => writer()));
  await killed;
  return acknowledged;
}

function integrityCheck(file: string): string {
  const sqlite = new SqliteDatabase(file, { readonly: true });
  try {
    return String(sqlite.pragma('integrity_check', { simple: true }));
  } finally {
    sqlite.close();
  }
}

describe('kill -9 during a write loop', () => {
  it(
    `keeps every acknowledged write over ${ROUNDS} rounds`,
    async () => {
      const everyAcknowledged: number[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        const server = await startServer();
        const token = await login(server.baseUrl);
        const acknowledged = await writeUntilKilled(server, token);
        expect(server.child.signalCode, server.output()).toBe('SIGKILL');
        expect(acknowledged.length).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
        everyAcknowledged.push(...acknowledged);

        if (testDb.engine === 'sqlite') expect(integrityCheck(join(dataDir, 'sightline.sqlite'))).toBe('ok');

        const restarted = await startServer();
        try {
          const reader = await login(restarted.baseUrl);
          const missing: number[] = [];
          for (const id of everyAcknowledged) {
            const response = await fetch(`${restarted.baseUrl}/api/clients/api/patient-detail/${id}/`, {
              headers: { authorization: `Bearer ${reader}` },
            });
            if (response.status !== 200) missing.push(id);
          }
          expect(missing, `acknowledged but missing after round ${round}`).toEqual([]);
        } finally {
          await killHard(restarted.child);
        }
      }
    },
    240_000,
  );
});
