import type { Kysely, Transaction } from 'kysely';
import type { Database } from './tables/database';

export type Db = Kysely<Database> | Transaction<Database>;

/**
 * A repository's `transaction`: runs `work` with the queries (`create`) over one transaction, or over the current
 * one when `db` is a transaction already.
 */
export function inTransaction<Queries>(db: Db, create: (db: Db) => Queries) {
  return <T>(work: (tx: Queries) => Promise<T>): Promise<T> =>
    db.isTransaction ? work(create(db)) : db.transaction().execute((trx) => work(create(trx)));
}
