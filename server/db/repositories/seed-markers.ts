import type { Kysely } from 'kysely';
import type { Database } from '../tables/database';

export function createSeedMarkersRepository(db: Kysely<Database>) {
  return {
    async has(name: string): Promise<boolean> {
      const row = await db.selectFrom('seed_markers').select('name').where('name', '=', name).executeTakeFirst();
      return row !== undefined;
    },

    /** Records a step as done; a step recorded already (by a concurrent start) stays as it is. */
    async add(name: string, createdAt: string): Promise<void> {
      await db
        .insertInto('seed_markers')
        .values({ name, created_at: createdAt })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
    },
  };
}

export type SeedMarkersRepository = ReturnType<typeof createSeedMarkersRepository>;
