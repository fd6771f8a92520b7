import type { Kysely } from 'kysely';
import { createRepositories } from '../repositories/index';
import type { Database } from '../tables/database';
import { seedDemoUsers } from './demo-users';
import { seedReferenceData } from './reference-data';

export interface SeedOptions {
  demo: boolean;
  /** Injected so the database layer does not depend on the services layer. */
  hashPassword: (password: string) => Promise<string>;
}

export interface SeedResult {
  demoUsersCreated: string[];
}

/**
 * Idempotent: fills empty reference tables and, with `demo`, creates the demo accounts once per database (never
 * again after an operator removed them), in one transaction.
 */
export async function seedDatabase(db: Kysely<Database>, options: SeedOptions): Promise<SeedResult> {
  return db.transaction().execute(async (trx) => {
    const repos = createRepositories(trx);
    await seedReferenceData(repos.referenceData);
    const demoUsersCreated = options.demo ? await seedDemoUsers(repos, options.hashPassword) : [];
    return { demoUsersCreated };
  });
}
