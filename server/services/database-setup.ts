import type { DatabaseHandle } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { createRepositories } from '../db/repositories/index';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed/demo-users';
import { seedDatabase, type SeedResult } from '../db/seed/index';
import { loadInventoryConfig } from '../features/inventory/config';
import { createInventoryRepository } from '../features/inventory/repository';
import { importInventory } from '../features/inventory/service';
import { hashPassword, verifyPassword } from './passwords';

/**
 * Brings a database to the current schema and seeds it, and imports the stock lines of config/inventory.json that
 * it lacks (a bad file stops the start with a message naming the entry); safe to run on every start. The server
 * always hashes with the default cost; `hashPassword` lets tests seed throwaway databases with cheap hashes.
 */
export async function prepareDatabase(
  db: DatabaseHandle,
  options: { demo: boolean; hashPassword?: (password: string) => Promise<string> },
): Promise<SeedResult> {
  const inventory = loadInventoryConfig();
  await migrateToLatest(db);
  const seeded = await seedDatabase(db, { demo: options.demo, hashPassword: options.hashPassword ?? hashPassword });
  await importInventory(createInventoryRepository(db), inventory);
  return seeded;
}

/**
 * The demo accounts that can sign in: active ones, and with `checkPassword` only those whose password is still
 * the published one (a start with demo accounts off warns about these).
 */
export async function activeDemoAccounts(
  db: DatabaseHandle,
  options: { checkPassword: boolean },
): Promise<{ username: string; role: string }[]> {
  const users = createRepositories(db).users;
  const found = await Promise.all(
    DEMO_USERS.map(async (demo) => {
      const user = await users.findByUsername(demo.username);
      if (!user || user.is_active !== 1) return null;
      if (options.checkPassword && !(await verifyPassword(DEMO_PASSWORD, user.password_hash))) return null;
      return { username: user.username, role: user.role };
    }),
  );
  return found.filter((user) => user !== null);
}
