/**
 * A disk filling up is seen before it is full: `/api/health/` answers `disk: "low"` when the data folder's
 * filesystem has less free space than the set threshold, and the server logs a warning (with the figures).
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { prepareDatabase } from '../../../server/services/database-setup';
import { testConfig } from '../helpers/test-app';
import { createTestDb, type TestDb } from '../helpers/test-db';

let testDb: TestDb | undefined;
let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  await testDb?.cleanup();
  app = undefined;
  testDb = undefined;
});

/** The app with `lowDiskBytes` as its threshold, and the log lines it writes. */
async function start(lowDiskBytes: number) {
  const lines: string[] = [];
  testDb = await createTestDb();
  await prepareDatabase(testDb.db, { demo: false });
  app = buildApp({
    config: testConfig(testDb, { logLevel: 'info', lowDiskBytes }),
    db: testDb.db,
    logStream: { write: (line) => lines.push(line) },
  });
  await app.ready();
  return { app, warnings: () => lines.map((line) => JSON.parse(line)).filter((entry) => /low disk space/.test(entry.msg)) };
}

describe('low-disk check', () => {
  it('says disk "low" in the health answer and logs a warning once the free space is under the threshold', async () => {
    // No disk has this much free: every filesystem is "low" against it.
    const { app, warnings } = await start(Number.MAX_SAFE_INTEGER);
    const response = await app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', disk: 'low' });
    const [warning] = warnings();
    expect(warning).toMatchObject({ level: 40, lowBytes: Number.MAX_SAFE_INTEGER, path: testDb!.dataDir });
    expect(warning.freeBytes).toBeGreaterThan(0);
  });

  it('says disk "ok" and warns of nothing with room to spare', async () => {
    const { app, warnings } = await start(1);
    expect((await app.inject({ method: 'GET', url: '/api/health/' })).json()).toEqual({ status: 'ok', disk: 'ok' });
    expect(warnings()).toEqual([]);
  });
});
