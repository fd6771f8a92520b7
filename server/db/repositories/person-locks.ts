/**
 * The one lock taken by every write that must see a person's other commitments of a day: an absence approval and a
 * clinic-schedule entry for the same person (docs/decisions.md, "Clinic schedule (issue 13, server)"). On
 * PostgreSQL the people's user rows are locked `FOR UPDATE`, by id so that two transactions lock in the same order;
 * each check that follows reads what the other committed. SQLite runs one write transaction at a time (the one
 * connection is held by a transaction until it ends), so there is nothing more to take.
 */
import { PostgresAdapter, type Transaction } from 'kysely';
import type { Database } from '../tables/database';

/** Locks the users rows of `ids` until `trx` ends, and answers them (by id) for the checks that follow. */
export function lockPeople(trx: Transaction<Database>, ids: number[]) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  let query = trx
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'role', 'is_active'])
    .where('id', 'in', sorted)
    .orderBy('id');
  if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  return query.execute();
}
