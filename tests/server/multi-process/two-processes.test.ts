/**
 * Two real server processes over one PostgreSQL database (issue 23, item 6), as two instances behind a load balancer
 * would run: the same database, the same signing secret (JWT_SECRET) and the same upload folder (UPLOAD_DIR), each
 * its own DATA_DIR. What one process does, the other knows at its next request: the login failure budget, the
 * patients list, the uploaded files and the rubric versions. Records a test needs (an appointment, a case in review)
 * are made beforehand through an app in this test process over the same database; everything shown goes through
 * the two processes' HTTP ports.
 *
 * PostgreSQL only: SQLite is one file for one server process by design (README, "Several server processes"); the
 * server project leaves this folder out of the SQLite run (vitest.config.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../../../server/app';
import { startAppProcess, type AppProcess } from '../../support/app-process';
import { patientBody, patientWithAppointment } from '../helpers/clinic';
import { submittedCase } from '../helpers/reviews';
import { multipart, PNG_BYTES } from '../helpers/sections';
import { createTestDb, testEngine, type TestDb } from '../helpers/test-db';
import { DEMO_PASSWORD, TEST_SECRET, testConfig, tokensFor } from '../helpers/test-app';

const LOGIN = '/api/auth/auth/jwt/create/';
const PATIENTS = '/api/clients/api/patients/';

if (testEngine() !== 'postgres') throw new Error('Two server processes share a PostgreSQL database: run with TEST_DB=postgres.');

describe('two server processes over one PostgreSQL database', () => {
  let testDb: TestDb;
  let fixtures: FastifyInstance;
  let uploadDir: string;
  let one: AppProcess;
  let two: AppProcess;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    testDb = await createTestDb({ from: inject('preparedTemplate') });
    uploadDir = mkdtempSync(join(tmpdir(), 'sightline-shared-uploads-'));
    const env = { DATABASE_URL: testDb.databaseUrl!, JWT_SECRET: TEST_SECRET, UPLOAD_DIR: uploadDir, SERVE_CLIENT: '0', LOG_LEVEL: 'warn' };
    // Started together, as a deployment starts its instances.
    [one, two] = await Promise.all([startAppProcess({ env, ensureBuild: false }), startAppProcess({ env, ensureBuild: false })]);
    fixtures = buildApp({ config: testConfig(testDb, { uploadDir }), db: testDb.db, logger: false });
    await fixtures.ready();
    for (const user of ['hadmin', 'student', 'lecturer']) tokens[user] = (await tokensFor(fixtures, user)).access;
  }, 180_000);

  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await fixtures?.close();
    await testDb?.cleanup();
    if (uploadDir) rmSync(uploadDir, { recursive: true, force: true });
  });

  const call = (server: AppProcess, path: string, init: { method?: string; user?: string; json?: unknown; body?: Buffer; headers?: Record<string, string> } = {}) =>
    fetch(`${server.baseUrl}${path}`, {
      method: init.method ?? (init.json === undefined && init.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.user ? { authorization: `Bearer ${tokens[init.user]!}` } : {}),
        ...init.headers,
      },
      body: init.json === undefined ? (init.body ? new Uint8Array(init.body) : undefined) : JSON.stringify(init.json),
    });

  const login = (server: AppProcess, password: string) => call(server, LOGIN, { json: { username: 'student', password } });

  it('counts wrong passwords for one user over both: the 6th is refused, whichever process is asked', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await login(attempt % 2 === 1 ? one : two, `wrong-${attempt}`);
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    const sixth = await login(two, 'wrong-6');
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toEqual({ detail: 'Too many failed login attempts. Try again in 1 minute.' });
    // The right password waits too, at the other process.
    expect((await login(one, DEMO_PASSWORD)).status).toBe(429);
  });

  it('lists a patient registered through one process at once through the other', async () => {
    const before = await call(two, PATIENTS, { user: 'hadmin' });
    expect(before.status).toBe(200);
    const registered = await call(one, PATIENTS, { user: 'hadmin', json: patientBody({ first_name: 'Abena', last_name: 'Twoprocess' }) });
    expect(registered.status, await registered.clone().text()).toBe(201);
    const { id } = (await registered.json()) as { id: number };

    const after = await call(two, PATIENTS, { user: 'hadmin' });
    expect(after.status, await after.clone().text()).toBe(200);
    const listed = (await after.json()) as { count: number; results: { id: number; last_name: string }[] };
    expect(listed.count).toBe(((await before.json()) as { count: number }).count + 1);
    expect(listed.results[0]).toMatchObject({ id, last_name: 'Twoprocess' });
  });

  it('serves through one process a file uploaded through the other', async () => {
    const { appointmentId } = await patientWithAppointment(fixtures);
    const { body, headers } = multipart([{ name: 'fundus.png', type: 'image/png', bytes: PNG_BYTES }], { appointment: String(appointmentId) });
    const uploaded = await call(one, '/api/files/', { user: 'student', body, headers });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };

    const served = await call(two, `/api/files/${id}/`, { user: 'lecturer' });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\/png/);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
  });

  it('grades through one process with the rubric version saved through the other', async () => {
    const appointment = await submittedCase(fixtures, tokens.student!);
    const current = await fixtures.rubrics.current('section-marks');
    const schema = structuredClone(current.schema) as { properties: { marks: { maximum: number } } };
    schema.properties.marks.maximum = 50;
    const saved = await call(one, '/api/grading/rubrics/section-marks/', { user: 'lecturer', json: { schema, ui: current.ui } });
    expect(saved.status, await saved.clone().text()).toBe(201);
    const version = (await saved.json()) as { id: number; version: string };

    const mark = (marks: number) => call(two, `/api/marks/${appointment}/management/`, { user: 'lecturer', json: { marks } });
    expect((await mark(60)).status).toBe(400);
    const marked = await mark(40);
    expect(marked.status, await marked.clone().text()).toBe(201);
    const { id } = (await marked.json()) as { id: number };
    const row = await testDb.db.selectFrom('section_marks').select('rubric_version_id').where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(row.rubric_version_id)).toBe(version.id);
  });
});
