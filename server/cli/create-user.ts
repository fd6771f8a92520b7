/**
 * Creates a real account:
 *   npm run user:create -- --username jdoe --password 'long secret' --role student --first-name Jane --last-name Doe
 *   npm run user:create -- --username aowusu --password 'long secret' --role 'hospital administrator' …
 * `--role` is one of the specification's role words in any letter case, or an earlier id (systems_admin,
 * hospital_admin); the account is stored with the word in lower case.
 * Uses DATA_DIR / DATABASE_URL like the server, applies pending migrations first, exits non-zero on any refusal.
 */
import { loadDatabaseSettings } from '../config';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { createRepositories } from '../db/repositories/index';
import { ROLES } from '../../src/lib/permissions';
import { AccountError, createAccount, ROLE_ALIASES } from '../services/accounts';
import { readCliOptions } from './cli-options';

const USAGE = `Usage: npm run user:create -- --username NAME --password SECRET --role ROLE --first-name FIRST --last-name LAST
Roles (any letter case; quote the two-word ones): ${ROLES.join(', ')}
Also accepted: ${Object.entries(ROLE_ALIASES).map(([alias, role]) => `${alias} (${role})`).join(', ')}`;

const REQUIRED = ['username', 'password', 'role', 'first-name', 'last-name'] as const;

async function main(argv: string[]): Promise<number> {
  const values = readCliOptions(argv, REQUIRED, USAGE);
  if (typeof values === 'number') return values;
  const missing = REQUIRED.filter((name) => typeof values[name] !== 'string');
  if (missing.length > 0) {
    console.error(`Missing: ${missing.map((name) => `--${name}`).join(', ')}\n${USAGE}`);
    return 2;
  }

  const { db, engine } = openDatabase(loadDatabaseSettings());
  try {
    await migrateToLatest(db);
    const created = await createAccount(createRepositories(db), {
      username: values.username!,
      password: values.password!,
      role: values.role!,
      firstName: values['first-name']!,
      lastName: values['last-name']!,
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
