import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../../server/db/repositories/index';
import { AccountError, createAccount } from '../../server/services/accounts';
import { createTestApp, login, type TestApp } from './helpers/test-app';
import { runNodeScript } from '../support/run-command';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { demo: false } });
});
afterAll(async () => {
  await t?.close();
});

function runCli(args: string[]) {
  return runNodeScript('server/cli/create-user.ts', args, { DATA_DIR: t.testDb.dataDir, DATABASE_URL: t.testDb.databaseUrl ?? '' });
}

const ARGS = ['--password', 'correct horse', '--role', 'lecturer', '--first-name', 'Ama', '--last-name', 'Quaye'];

describe('create-user command', () => {
  it('creates an account that can log in', async () => {
    const result = await runCli(['--username', 'aquaye', ...ARGS]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Created user "aquaye" \(lecturer\) with id \d+/);
    const response = await login(t.app, 'aquaye', 'correct horse');
    expect(response.statusCode).toBe(200);
  });

  it('refuses a duplicate, also by letter case, with a clear message', async () => {
    const result = await runCli(['--username', 'AQuaye', ...ARGS]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('A user named "AQuaye" already exists');
  });

  it("takes the specification's role words in any letter case, and the earlier ids, storing the words", async () => {
    const words = await runCli(['--username', 'aowusu', ...ARGS.slice(0, 2), '--role', 'Hospital  Administrator', ...ARGS.slice(4)]);
    expect(words.stderr).toBe('');
    expect(words.stdout).toMatch(/Created user "aowusu" \(hospital administrator\)/);
    const alias = await runCli(['--username', 'smensah', ...ARGS.slice(0, 2), '--role', 'systems_admin', ...ARGS.slice(4)]);
    expect(alias.stderr).toBe('');
    expect(alias.stdout).toMatch(/Created user "smensah" \(systems administrator\)/);
    const repos = createRepositories(t.testDb.db);
    expect((await repos.users.findByUsername('aowusu'))?.role).toBe('hospital administrator');
    expect((await repos.users.findByUsername('smensah'))?.role).toBe('systems administrator');
    const stored = await t.testDb.db.selectFrom('users').select('role').where('username', 'in', ['aowusu', 'smensah']).orderBy('username').execute();
    expect(stored.map((row) => row.role)).toEqual(['hospital administrator', 'systems administrator']);
  });

  it('refuses an unknown role and missing flags', async () => {
    const badRole = await runCli(['--username', 'x1', ...ARGS.slice(0, 2), '--role', 'admin', ...ARGS.slice(4)]);
    expect(badRole.code).toBe(1);
    expect(badRole.stderr).toContain(
      'Role must be one of: systems administrator, hospital administrator, lecturer, student, coordinator.',
    );
    const missing = await runCli(['--username', 'x2']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Missing: --password, --role, --first-name, --last-name');
  });
});

describe('createAccount', () => {
  it('checks username, password and names before writing', async () => {
    const repos = createRepositories(t.testDb.db);
    const base = { username: 'valid.name', password: 'long enough', role: 'Student', firstName: 'Kofi', lastName: 'Annan' };
    await expect(createAccount(repos, { ...base, username: 'has space' })).rejects.toThrow(AccountError);
    await expect(createAccount(repos, { ...base, password: 'short' })).rejects.toThrow('at least 8');
    await expect(createAccount(repos, { ...base, firstName: '  ' })).rejects.toThrow('First name is required.');
    const created = await createAccount(repos, base);
    expect(created.role).toBe('student');
    const stored = await repos.users.findByUsername('valid.name');
    expect(stored?.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[^$]+\$[^$]+$/);
  });
});
