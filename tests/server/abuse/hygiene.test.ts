/**
 * Operator hygiene: what the log may hold, who may read the data files, which passwords may be set, which
 * characters text may keep, and which proxy headers are believed.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import table from '../../../config/permissions.json' with { type: 'json' };
import { buildApp } from '../../../server/app';
import { loadConfig, resolveJwtSecret } from '../../../server/config';
import { openSqlite } from '../../../server/db/connection';
import { createRepositories } from '../../../server/db/repositories/index';
import { AccountError, createAccount } from '../../../server/services/accounts';
import { prepareDatabase } from '../../../server/services/database-setup';
import { cleanFileName, createUploadStore } from '../../../server/services/uploads';
import { patientBody } from '../helpers/clinic';
import { bearer, createTestApp, testConfig, tokensFor, type TestApp } from '../helpers/test-app';
import { createTestDb } from '../helpers/test-db';

const LOGIN = '/api/auth/auth/jwt/create/';
const routes = table.routes as Record<string, string>;
const BOOM = 'GET /api/test/hygiene-boom/';

let t: TestApp;
let scratch: string;

beforeAll(async () => {
  t = await createTestApp();
  scratch = mkdtempSync(join(tmpdir(), 'sightline-hygiene-'));
});
afterAll(async () => {
  await t?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const mode = (path: string) => statSync(path).mode & 0o777;

describe('the log', () => {
  it('holds request paths without query strings, and no bodies or error details', async () => {
    const lines: string[] = [];
    const testDb = await createTestDb();
    routes[BOOM] = 'public';
    let app: FastifyInstance | undefined;
    try {
      await prepareDatabase(testDb.db, { demo: true });
      app = buildApp({
        config: testConfig(testDb, { logLevel: 'info' }),
        db: testDb.db,
        logStream: { write: (line) => lines.push(line) },
      });
      app.get('/api/test/hygiene-boom/', async () => {
        throw Object.assign(new Error('insert failed'), { detail: 'Key (primary_phone)=(0247771234) already exists.' });
      });
      await app.ready();
      const { access } = await tokensFor(app, 'hadmin');
      const search = await app.inject({
        method: 'GET',
        url: '/api/clients/api/search/?search=Yaa%20Asantewaa',
        headers: bearer(access),
      });
      expect(search.statusCode).toBe(200);
      await app.inject({ method: 'GET', url: '/api/nowhere/?name=Kofi+Boakye#frag' });
      expect((await app.inject({ method: 'GET', url: '/api/test/hygiene-boom/?phone=0247771234' })).statusCode).toBe(500);
    } finally {
      await app?.close();
      delete routes[BOOM];
      await testDb.cleanup();
    }

    const entries = lines.map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string }; err?: object });
    const urls = entries.map((entry) => entry.req?.url).filter(Boolean);
    expect(urls).toEqual(
      expect.arrayContaining([LOGIN, '/api/clients/api/search/', '/api/nowhere/', '/api/test/hygiene-boom/']),
    );
    const text = lines.join('');
    for (const secret of ['Yaa', 'Asantewaa', 'search=', 'Kofi', 'Boakye', 'frag', 'demo1234', '0247771234']) {
      expect(text, secret).not.toContain(secret);
    }
    const failure = entries.find((entry) => entry.msg === 'request failed');
    expect(failure?.err).toMatchObject({ type: 'Error', message: 'insert failed' });
  });
});

describe('data files', () => {
  it('SQLite: folder 0700, database, -wal and -shm 0600 (checked on every engine, in a temp folder)', async () => {
    const folder = join(scratch, 'data');
    const file = join(folder, 'sightline.sqlite');
    const { db } = openSqlite(file);
    try {
      await sql`create table t (a integer)`.execute(db);
      await sql`insert into t values (1)`.execute(db);
      expect(mode(folder)).toBe(0o700);
      for (const path of [file, `${file}-wal`, `${file}-shm`]) {
        expect(existsSync(path), path).toBe(true);
        expect(mode(path), path).toBe(0o600);
      }
    } finally {
      await db.destroy();
    }
  });

  it('an existing world-readable database is made private when opened', async () => {
    const file = join(scratch, 'old.sqlite');
    writeFileSync(file, '');
    chmodSync(file, 0o644);
    const { db } = openSqlite(file);
    await db.destroy();
    expect(mode(file)).toBe(0o600);
  });

  it('the uploads folder 0700 and its files 0600; the generated secret in a 0700 folder', async () => {
    const uploads = join(scratch, 'files', 'uploads');
    const store = createUploadStore(uploads);
    const written = await store.write(Readable.from([Buffer.from('%PDF-1.4 test')]));
    expect(mode(uploads)).toBe(0o700);
    expect(mode(store.pathOf(written.storageName))).toBe(0o600);

    const dataDir = join(scratch, 'secret-home');
    resolveJwtSecret({}, dataDir);
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(join(dataDir, 'jwt-secret'))).toBe(0o600);
  });
});

describe('bidirectional control characters', () => {
  it('are removed from every string of a JSON body, also when written as escapes', async () => {
    const { access } = await tokensFor(t.app, 'hadmin');
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/clients/api/patients/',
      headers: bearer(access),
      payload: patientBody({ first_name: 'A\u202Ema', address: 'H/No. 12\u2066, Ring Road\u2069', hometown: 'Kumasi\u202C' }),
    });
    expect(raw.statusCode, raw.body).toBe(201);
    expect(raw.json()).toMatchObject({ first_name: 'Ama', address: 'H/No. 12, Ring Road', hometown: 'Kumasi' });

    const escaped = JSON.stringify(patientBody({ last_name: 'Mensah' })).replace('"Mensah"', '"Men\\u202Esah"');
    const viaEscape = await t.app.inject({
      method: 'POST',
      url: '/api/clients/api/patients/',
      headers: { ...bearer(access), 'content-type': 'application/json' },
      payload: escaped,
    });
    expect(viaEscape.statusCode, viaEscape.body).toBe(201);
    expect(viaEscape.json().last_name).toBe('Mensah');
  });

  it('refuses a key that holds one, and strips them from file names', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/json' },
      payload: '{"user\\u202Ename": "x", "password": "y"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'JSON parse error - Bidirectional control characters are not allowed in keys.' });
    expect(cleanFileName('scan\u202Efdp.exe')).toBe('scanfdp.exe');
    expect(cleanFileName('\u2067report\u2069.pdf')).toBe('report.pdf');
    // Ordinary right-to-left marks stay: real names use them.
    expect(cleanFileName('\u200Ffile.pdf')).toBe('\u200Ffile.pdf');
  });
});

describe('passwords', () => {
  function runCli(args: string[]): Promise<{ code: number | null; stderr: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/create-user.ts', ...args], {
        env: { ...process.env, DATA_DIR: t.testDb.dataDir, DATABASE_URL: t.testDb.databaseUrl ?? '' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stderr }));
    });
  }

  it('a blank password (eight spaces) is refused by create-user', async () => {
    const result = await runCli([
      '--username', 'blank', '--password', '        ', '--role', 'student', '--first-name', 'Esi', '--last-name', 'Ansah',
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Password must be at least 8 characters, not counting spaces at either end.');
    expect(await createRepositories(t.testDb.db).users.findByUsername('blank')).toBeUndefined();
  });

  it('counts the length without spaces at either end', async () => {
    const repos = createRepositories(t.testDb.db);
    const base = { username: 'padded', role: 'student', firstName: 'Esi', lastName: 'Ansah' };
    await expect(createAccount(repos, { ...base, password: '   abc    ' })).rejects.toThrow(AccountError);
    await expect(createAccount(repos, { ...base, password: 'pass\u202Eword1' })).rejects.toThrow('bidirectional');
    await expect(createAccount(repos, { ...base, password: ' eight ch ' })).resolves.toMatchObject({ role: 'student' });
  });
});

describe('TRUST_PROXY', () => {
  const failFrom = (app: FastifyInstance, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { username: 'coordinator', password: 'wrong-guess' },
      headers: { 'x-forwarded-for': forwardedFor },
    });
  const csrfCookie = async (app: FastifyInstance) => {
    const response = await app.inject({ method: 'GET', url: '/api/health/', headers: { 'x-forwarded-proto': 'https' } });
    return response.cookies.find((cookie) => cookie.name === 'csrftoken');
  };

  it('is read from the environment as Fastify takes it', () => {
    const env = { DATA_DIR: scratch, JWT_SECRET: 'trust-proxy-test-secret-0123456789abcdef' };
    expect(loadConfig(env).trustProxy).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ ...env, TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...env, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'loopback',
    ]);
    expect(() => loadConfig({ ...env, TRUST_PROXY: 'proxy.example' })).toThrow(/^TRUST_PROXY must be/);
  });

  it('off (the default): X-Forwarded-For and X-Forwarded-Proto are ignored', async () => {
    for (let i = 0; i < 5; i++) expect((await failFrom(t.app, '203.0.113.5')).statusCode).toBe(401);
    // Another forwarded address does not help: the throttle sees the socket's address.
    expect((await failFrom(t.app, '203.0.113.6')).statusCode).toBe(429);
    expect((await csrfCookie(t.app))?.secure).toBeFalsy();
  });

  it('on: the forwarded address is the throttle address and https makes the CSRF cookie Secure', async () => {
    const proxied = await createTestApp({ config: { trustProxy: true } });
    try {
      for (let i = 0; i < 5; i++) expect((await failFrom(proxied.app, '203.0.113.5')).statusCode).toBe(401);
      expect((await failFrom(proxied.app, '203.0.113.5')).statusCode).toBe(429);
      expect((await failFrom(proxied.app, '203.0.113.6')).statusCode).toBe(401);
      expect((await csrfCookie(proxied.app))?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it('a number of hops believes only that many proxies', async () => {
    const oneHop = await createTestApp({ config: { trustProxy: 1 } });
    try {
      // The client forged the first entry; the one proxy appended the real address.
      const ip = async (forwardedFor: string) => {
        const answer = await oneHop.app.inject({
          method: 'POST',
          url: LOGIN,
          payload: { username: 'lecturer', password: 'wrong-guess' },
          headers: { 'x-forwarded-for': forwardedFor },
        });
        return answer.statusCode;
      };
      for (let i = 0; i < 5; i++) expect(await ip(`198.51.100.${i}, 203.0.113.9`)).toBe(401);
      expect(await ip('198.51.100.77, 203.0.113.9')).toBe(429);
      expect((await csrfCookie(oneHop.app))?.secure).toBe(true);
    } finally {
      await oneHop.close();
    }
  });

  it('a list of proxy addresses believes the headers only from them', async () => {
    const listed = await createTestApp({ config: { trustProxy: ['192.0.2.10'] } });
    try {
      const cookieFrom = async (remoteAddress: string) => {
        const response = await listed.app.inject({
          method: 'GET',
          url: '/api/health/',
          headers: { 'x-forwarded-proto': 'https' },
          remoteAddress,
        });
        return response.cookies.find((cookie) => cookie.name === 'csrftoken');
      };
      expect((await cookieFrom('192.0.2.10'))?.secure).toBe(true);
      expect((await cookieFrom('192.0.2.11'))?.secure).toBeFalsy();
    } finally {
      await listed.close();
    }
  });
});
