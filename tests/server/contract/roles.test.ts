/**
 * Contract: role values are the specification's words (platform §1) — `systems administrator`, `hospital
 * administrator`, `lecturer`, `student`, `coordinator` — in users/me, check-session, the access token's `role`
 * claim and every user object an answer carries; compared ignoring case; databases made with the earlier ids
 * (systems_admin, hospital_admin) end with the words after migrating.
 */
import { Migrator, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { migrations } from '../../../server/db/migrations/index';
import type { Database } from '../../../server/db/tables/database';
import { prepareDatabase } from '../../../server/services/database-setup';
import { hashPassword } from '../../../server/services/passwords';
import { patientBody } from '../helpers/clinic';
import { bearer, createTestApp, DEMO_PASSWORD, login, testConfig, tokensFor, type TestApp } from '../helpers/test-app';
import { createTestDb } from '../helpers/test-db';

const ME = '/api/auth/auth/users/me/';
const CHECK_SESSION = '/api/auth/api/check-session/';
const REFRESH = '/api/auth/jwt/refresh/';
const PATIENTS = '/api/clients/api/patients/';
const EVENTS = '/api/audit/api/events/';

/** The demo accounts and the role word each must answer. */
const DEMO_ROLES = {
  sysadmin: 'systems administrator',
  hadmin: 'hospital administrator',
  lecturer: 'lecturer',
  student: 'student',
  coordinator: 'coordinator',
} as const;

const SPEC_ROLES = Object.values(DEMO_ROLES);

/** The payload of a JWT, as any client can read it. */
function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A user row written straight into the table, as an older version or another program would write it. */
async function addUser(db: Kysely<Database>, username: string, role: string): Promise<void> {
  await db
    .insertInto('users')
    .values({
      username,
      password_hash: await hashPassword(DEMO_PASSWORD),
      first_name: 'Ama',
      last_name: 'Mensah',
      role,
      is_active: 1,
      created_at: new Date().toISOString(),
    })
    .execute();
}

describe('role words in answers', () => {
  it.each(Object.entries(DEMO_ROLES))('users/me of %s answers %j', async (username, role) => {
    const { access } = await tokensFor(t.app, username);
    const me = await t.app.inject({ method: 'GET', url: ME, headers: bearer(access) });
    expect(me.statusCode, me.body).toBe(200);
    const body = me.json();
    expect(Object.keys(body).sort()).toEqual(['first_name', 'id', 'last_name', 'role', 'username']);
    expect(body.username).toBe(username);
    expect(body.role).toBe(role);
    expect(typeof body.first_name).toBe('string');
    expect(typeof body.last_name).toBe('string');

    const session = await t.app.inject({ method: 'GET', url: CHECK_SESSION, headers: bearer(access) });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json()).toEqual({ authenticated: true, user: body });

    expect(claimsOf(access).role).toBe(role);
  });

  it('keeps the word in the access token of a refreshed pair', async () => {
    const { refresh } = await tokensFor(t.app, 'hadmin');
    const response = await t.app.inject({ method: 'POST', url: REFRESH, payload: { refresh } });
    expect(response.statusCode, response.body).toBe(200);
    expect(claimsOf(response.json().access).role).toBe('hospital administrator');
  });

  it('answers the words in every user object: patient edit history and audit events', async () => {
    const { access } = await tokensFor(t.app, 'hadmin');
    const registered = await t.app.inject({ method: 'POST', url: PATIENTS, payload: patientBody(), headers: bearer(access) });
    expect(registered.statusCode, registered.body).toBe(201);
    const patient = registered.json();
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/clients/api/update-patient/${patient.id}/`,
      payload: { ...patient, first_name: 'Adwoa' },
      headers: bearer(access),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/clients/api/patient-detail/${patient.id}/history/`,
      headers: bearer(access),
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().results[0].changed_by.role).toBe('hospital administrator');

    const events = await t.app.inject({ method: 'GET', url: EVENTS, headers: bearer((await tokensFor(t.app, 'sysadmin')).access) });
    expect(events.statusCode, events.body).toBe(200);
    for (const event of events.json().results as { user: { role: string } }[]) expect(SPEC_ROLES).toContain(event.user.role);
  });
});

describe('roles compared ignoring case', () => {
  it('lets a user stored as "Hospital Administrator" register a patient, and answers the word in lower case', async () => {
    await addUser(t.testDb.db, 'mixed.hadmin', 'Hospital Administrator');
    const { access } = await tokensFor(t.app, 'mixed.hadmin');
    const me = await t.app.inject({ method: 'GET', url: ME, headers: bearer(access) });
    expect(me.json()).toMatchObject({ username: 'mixed.hadmin', role: 'hospital administrator' });
    expect(claimsOf(access).role).toBe('hospital administrator');
    const registered = await t.app.inject({ method: 'POST', url: PATIENTS, payload: patientBody(), headers: bearer(access) });
    expect(registered.statusCode, registered.body).toBe(201);
  });

  it('gives a user stored as "SYSTEMS ADMINISTRATOR" what the systems administrator may do, and nothing more', async () => {
    await addUser(t.testDb.db, 'mixed.sysadmin', 'SYSTEMS ADMINISTRATOR');
    const { access } = await tokensFor(t.app, 'mixed.sysadmin');
    expect((await t.app.inject({ method: 'GET', url: ME, headers: bearer(access) })).json().role).toBe('systems administrator');
    expect((await t.app.inject({ method: 'GET', url: EVENTS, headers: bearer(access) })).statusCode).toBe(200);
    const registered = await t.app.inject({ method: 'POST', url: PATIENTS, payload: patientBody(), headers: bearer(access) });
    expect(registered.statusCode).toBe(403);
  });
});

describe('a database made with the earlier role ids', () => {
  it('ends with the words after migrating, and its users sign in with them', async () => {
    const testDb = await createTestDb();
    try {
      const migrator = new Migrator({ db: testDb.db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('0008-upload-attachments')).error).toBeUndefined();
      const before = {
        'old.sysadmin': 'systems_admin',
        'old.hadmin': 'hospital_admin',
        'old.lecturer': 'lecturer',
        'old.student': 'student',
        'old.coordinator': 'coordinator',
        'old.mixed': 'Hospital_Admin',
      };
      for (const [username, role] of Object.entries(before)) await addUser(testDb.db, username, role);

      await prepareDatabase(testDb.db, { demo: false });
      const rows = await testDb.db.selectFrom('users').select(['username', 'role']).orderBy('username').execute();
      expect(Object.fromEntries(rows.map((row) => [row.username, row.role]))).toEqual({
        'old.coordinator': 'coordinator',
        'old.hadmin': 'hospital administrator',
        'old.lecturer': 'lecturer',
        'old.mixed': 'hospital administrator',
        'old.student': 'student',
        'old.sysadmin': 'systems administrator',
      });

      const app = buildApp({ config: testConfig(testDb, { demo: false }), db: testDb.db, logger: false });
      try {
        await app.ready();
        const response = await login(app, 'old.hadmin');
        expect(response.statusCode, response.body).toBe(200);
        const me = await app.inject({ method: 'GET', url: ME, headers: bearer(response.json().access) });
        expect(me.json().role).toBe('hospital administrator');
      } finally {
        await app.close();
      }

      // The way back gives the earlier ids again.
      expect((await migrator.migrateTo('0008-upload-attachments')).error).toBeUndefined();
      const down = await testDb.db.selectFrom('users').select('role').where('username', '=', 'old.sysadmin').executeTakeFirstOrThrow();
      expect(down.role).toBe('systems_admin');
    } finally {
      await testDb.cleanup();
    }
  });
});
