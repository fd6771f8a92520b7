/**
 * Demo accounts carry a published password: none in production unless asked for, and one an operator removed
 * never comes back.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { migrations } from '../../../server/db/migrations/index';
import { createRepositories } from '../../../server/db/repositories/index';
import { DEMO_USERS } from '../../../server/db/seed/demo-users';
import { activeDemoAccounts, prepareDatabase } from '../../../server/services/database-setup';
import { hashPassword } from '../../../server/services/passwords';
import { createTestDb, type TestDb } from '../helpers/test-db';

const DEMO_NAMES = DEMO_USERS.map((user) => user.username);
const dataDir = mkdtempSync(join(tmpdir(), 'sightline-demo-config-'));
/** The environment loadConfig needs besides the variables under test (no generated secret file). */
const BASE_ENV = { DATA_DIR: dataDir, JWT_SECRET: 'demo-accounts-test-secret-0123456789abcdef' };

const opened: TestDb[] = [];
async function freshDb(): Promise<TestDb> {
  const testDb = await createTestDb();
  opened.push(testDb);
  return testDb;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((d) => d.cleanup()));
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

async function usernames(testDb: TestDb): Promise<string[]> {
  const rows = await testDb.db.selectFrom('users').select('username').orderBy('id').execute();
  return rows.map((row) => row.username);
}

describe('the demo setting', () => {
  it('is on for npm start and development, off in production unless DEMO says yes', () => {
    expect(loadConfig({ ...BASE_ENV }).demo).toBe(true);
    expect(loadConfig({ ...BASE_ENV, NODE_ENV: 'development' }).demo).toBe(true);
    expect(loadConfig({ ...BASE_ENV, DEMO: '0' }).demo).toBe(false);
    expect(loadConfig({ ...BASE_ENV, NODE_ENV: 'production' }).demo).toBe(false);
    expect(loadConfig({ ...BASE_ENV, NODE_ENV: 'production', DEMO: '' }).demo).toBe(false);
    expect(loadConfig({ ...BASE_ENV, NODE_ENV: 'production', DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ ...BASE_ENV, NODE_ENV: 'production', DEMO: 'off' }).demo).toBe(false);
  });

  it('creates no demo account in production with DEMO unset', async () => {
    const testDb = await freshDb();
    const config = loadConfig({ ...BASE_ENV, NODE_ENV: 'production' });
    const result = await prepareDatabase(testDb.db, config);
    expect(result.demoUsersCreated).toEqual([]);
    expect(await usernames(testDb)).toEqual([]);
    // Turning them on later (DEMO=1) still works: nothing was recorded while they were off.
    await prepareDatabase(testDb.db, loadConfig({ ...BASE_ENV, NODE_ENV: 'production', DEMO: '1' }));
    expect(await usernames(testDb)).toEqual(DEMO_NAMES);
  });
});

describe('demo accounts once per database', () => {
  it('a deleted or deactivated demo account stays so after a restart', async () => {
    const testDb = await freshDb();
    const config = loadConfig({ ...BASE_ENV });
    expect((await prepareDatabase(testDb.db, config)).demoUsersCreated).toEqual(DEMO_NAMES);
    expect((await activeDemoAccounts(testDb.db, { checkPassword: true })).map((u) => u.username)).toEqual(DEMO_NAMES);

    const repos = createRepositories(testDb.db);
    await testDb.db.deleteFrom('users').where('username', '=', 'sysadmin').execute();
    const hadmin = await repos.users.findByUsername('hadmin');
    await repos.users.setActive(hadmin!.id, false);

    // The next start (same database, demo still on).
    expect((await prepareDatabase(testDb.db, config)).demoUsersCreated).toEqual([]);
    expect(await usernames(testDb)).toEqual(DEMO_NAMES.filter((name) => name !== 'sysadmin'));
    expect((await repos.users.findByUsername('hadmin'))?.is_active).toBe(0);
    expect((await activeDemoAccounts(testDb.db, { checkPassword: false })).map((u) => u.username)).toEqual([
      'lecturer',
      'student',
      'coordinator',
    ]);
  });

  it('a database that had users before the marker existed counts as seeded', async () => {
    const testDb = await freshDb();
    const migrator = new Migrator({ db: testDb.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0005-patients-and-appointments')).error).toBeUndefined();
    await testDb.db
      .insertInto('users')
      .values({
        username: 'ama',
        password_hash: await hashPassword('a real password'),
        first_name: 'Ama',
        last_name: 'Owusu',
        role: 'systems_admin',
        is_active: 1,
        created_at: new Date().toISOString(),
      })
      .execute();
    const result = await prepareDatabase(testDb.db, { demo: true });
    expect(result.demoUsersCreated).toEqual([]);
    expect(await usernames(testDb)).toEqual(['ama']);
  });

  it('leaves an account that already has a demo name alone', async () => {
    const testDb = await freshDb();
    await prepareDatabase(testDb.db, { demo: false });
    const repos = createRepositories(testDb.db);
    await repos.users.create({
      username: 'student',
      password_hash: await hashPassword('not the demo one'),
      first_name: 'Kojo',
      last_name: 'Mensah',
      role: 'student',
      is_active: 1,
      created_at: new Date().toISOString(),
    });
    expect((await prepareDatabase(testDb.db, { demo: true })).demoUsersCreated).toEqual(
      DEMO_NAMES.filter((name) => name !== 'student'),
    );
    expect((await repos.users.findByUsername('student'))?.first_name).toBe('Kojo');
    // With demo accounts off, a start warns only about those that still take the published password.
    const usable = await activeDemoAccounts(testDb.db, { checkPassword: true });
    expect(usable.map((u) => u.username)).toEqual(DEMO_NAMES.filter((name) => name !== 'student'));
  });
});
