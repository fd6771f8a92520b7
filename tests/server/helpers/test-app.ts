/** Builds the app over a fresh test database, migrated and seeded (a copy of the run's prepared one), with logging off. */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../../server/app';
import { DEFAULT_BUDGETS, DEFAULT_LOW_DISK_MB, type AppConfig } from '../../../server/config';
import type { QueryLog } from '../../../server/db/connection';
import { prepareDatabase } from '../../../server/services/database-setup';
import { createTestDb, type TestDb } from './test-db';

/** The project's own form schemas; tests that change a rubric build the app over a copy instead. */
export const PROJECT_SCHEMAS_DIR = fileURLToPath(new URL('../../../schemas', import.meta.url));

export const TEST_SECRET = 'test-secret-for-sightline-server-tests-0123456789';

export function testConfig(testDb: TestDb, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: testDb.dataDir,
    databaseUrl: testDb.databaseUrl,
    sqlitePath: testDb.sqlitePath,
    uploadDir: join(testDb.dataDir, 'uploads'),
    jwtSecret: TEST_SECRET,
    accessTokenTtl: 300,
    refreshTokenTtl: 604800,
    demo: true,
    staticDir: null,
    logLevel: 'silent',
    loginMaxFailures: 5,
    loginWindowSeconds: 900,
    loginMaxFailuresPerAddress: 30,
    loginConcurrency: 3,
    loginQueueMax: 200,
    trustProxy: false,
    schemasDir: PROJECT_SCHEMAS_DIR,
    listCacheMs: 2000,
    uploadMaxFilesPerHour: 30,
    uploadMaxBytesPerHour: 100 * 1024 * 1024,
    uploadUnattachedTtlMinutes: 60,
    corsOrigins: [],
    sessionIdleMinutes: 30,
    sessionMaxHours: 12,
    budgets: DEFAULT_BUDGETS,
    lowDiskBytes: DEFAULT_LOW_DISK_MB * 1024 * 1024,
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  testDb: TestDb;
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  /** Runs after the app is built and before it is ready, e.g. to add hooks or throwaway routes. */
  beforeReady?: (app: FastifyInstance) => void;
  /** Runs on the fresh database before it is migrated to the latest and seeded, e.g. to load an earlier release's rows. */
  beforeMigrate?: (testDb: TestDb) => Promise<void>;
  /** Kysely's query log for the app's database (tests/server/helpers/query-counter.ts counts statements with it). */
  queryLog?: QueryLog;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // A copy of the run's prepared database (demo accounts included) when the app wants demo accounts and an
  // untouched database, in a test run (a benchmark outside Vitest prepares its own).
  const prepared = process.env.VITEST !== undefined && options.config?.demo !== false && !options.beforeMigrate;
  const template = prepared ? inject('preparedTemplate') : undefined;
  const testDb = await createTestDb({ from: template, log: options.queryLog });
  const config = testConfig(testDb, options.config);
  // A database filled before it was migrated (beforeMigrate) starts empty, never from the prepared copy.
  await options.beforeMigrate?.(testDb);
  // As the server does on every start; on a copy of the prepared database there is nothing left to do.
  await prepareDatabase(testDb.db, { demo: config.demo });
  const app = buildApp({ config, db: testDb.db, logger: false });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    testDb,
    config,
    async close() {
      await app.close();
      await testDb.cleanup();
    },
  };
}

export const DEMO_PASSWORD = 'demo1234';

export async function login(app: FastifyInstance, username: string, password = DEMO_PASSWORD) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/auth/jwt/create/',
    payload: { username, password },
  });
}

/** Logs in and returns the token pair; fails the test if the login does not succeed. */
export async function tokensFor(app: FastifyInstance, username: string): Promise<{ access: string; refresh: string }> {
  const response = await login(app, username);
  if (response.statusCode !== 200) throw new Error(`login as ${username} failed: ${response.body}`);
  return response.json();
}

/** Fails with the answer's status and body unless it is `expected` (for helpers that prepare state through the API). */
export function assertStatus(response: { statusCode: number; body: string }, expected: number, what: string): void {
  if (response.statusCode !== expected) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** The error body contract: `{detail: string}` or `{field: string[]}`, with no stack trace text. */
export function expectErrorShape(response: LightMyRequestResponse): string | null {
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `body is not JSON: ${response.body.slice(0, 200)}`;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'body is not an object';
  const entries = Object.entries(body);
  if (entries.length === 0) return 'body is empty';
  const isDetail = entries.length === 1 && entries[0]![0] === 'detail' && typeof entries[0]![1] === 'string';
  const isFields = entries.every(
    ([, value]) => Array.isArray(value) && value.length > 0 && value.every((m) => typeof m === 'string'),
  );
  if (!isDetail && !isFields) return `unexpected shape: ${response.body.slice(0, 200)}`;
  if (/\bat [\w.<>]+ \(|\.ts:\d|\.js:\d|node_modules/.test(response.body)) return 'body contains stack trace text';
  return null;
}
