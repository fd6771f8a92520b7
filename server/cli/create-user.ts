/**
 * Creates a real account:
 *   npm run user:create -- --username jdoe --password 'long secret' --role student --first-name Jane --last-name Doe
 * Uses DATA_DIR / DATABASE_URL like the server, applies pending migrations first, exits non-zero on any refusal.
 */
import { parseArgs } from 'node:util';
import { loadDatabaseSettings } from '../config';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { createRepositories } from '../db/repositories/index';
import { ROLES } from '../../src/lib/permissions';
import { AccountError, createAccount } from '../services/accounts';

const USAGE = `Usage: npm run user:create -- --username NAME --password SECRET --role ROLE --first-name FIRST --last-name LAST
Roles: ${ROLES.join(', ')}`;

const REQUIRED = ['username', 'password', 'role', 'first-name', 'last-name'] as const;

async function main(argv: string[]): Promise<number> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        username: { type: 'string' },
        password: { type: 'string' },
        role: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const missing = REQUIRED.filter((name) => typeof values[name] !== 'string');
  if (missing.length > 0) {
    console.error(`Missing: ${missing.map((name) => `--${name}`).join(', ')}\n${USAGE}`);
    return 2;
  }

  const { db, engine } = openDatabase(loadDatabaseSettings());
  try {
    await migrateToLatest(db);
    const created = await createAccount(createRepositories(db), {
      username: values.username as string,
      password: values.password as string,
      role: values.role as string,
      firstName: values['first-name'] as string,
      lastName: values['last-name'] as string,
    });
    console.log(`Created user "${String(values.username).trim()}" (${created.role}) with id ${created.id} in the ${engine} database.`);
    return 0;
  } catch (error) {
    console.error(error instanceof AccountError ? error.message : `Could not create the user: ${String(error)}`);
    return 1;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
