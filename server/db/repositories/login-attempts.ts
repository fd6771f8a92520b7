/**
 * The login throttle's attempts (migration 0024, server/services/login-throttle.ts), kept in the database so every
 * server process counts the same failures. Deciding and recording an attempt happen in one transaction that first
 * locks the budgets it reads (PostgreSQL: a transaction-scoped advisory lock per budget key, taken in a fixed
 * order; SQLite: its one writer), so parallel attempts at two processes are counted one after the other, never both
 * against the same old count.
 */
import { createHash } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from '../tables/database';

export type AttemptBudget = 'user' | 'address' | 'device';

/** One failure budget: its kind and its key. */
export interface BudgetKey {
  budget: AttemptBudget;
  subject: string;
}

/** The attempts a budget holds within the window: how many, and the time of the latest (0 for none). */
export interface BudgetState {
  count: number;
  last: number;
}

/** Keeps this class of advisory locks apart from any other the database may see. */
const LOCK_CLASS = 2_024_060;

/** A budget key as a 32-bit lock id (a collision only makes two budgets wait for each other, never miscount). */
function lockId(key: BudgetKey): number {
  return createHash('sha256').update(`${key.budget}\n${key.subject}`).digest().readInt32BE(0);
}

const sameKey = (a: BudgetKey, b: BudgetKey) => a.budget === b.budget && a.subject === b.subject;

async function readStates(db: Kysely<Database>, keys: readonly BudgetKey[], cutoff: number): Promise<BudgetState[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('login_attempts')
    .select(['budget', 'subject', (eb) => eb.fn.countAll().as('count'), (eb) => eb.fn.max('at').as('last')])
    .where((eb) => eb.or(keys.map((key) => eb.and([eb('budget', '=', key.budget), eb('subject', '=', key.subject)]))))
    .where('at', '>', cutoff)
    .groupBy(['budget', 'subject'])
    .execute();
  return keys.map((key) => {
    const row = rows.find((candidate) => sameKey(candidate as BudgetKey, key));
    return row ? { count: Number(row.count), last: Number(row.last) } : { count: 0, last: 0 };
  });
}

export function createLoginAttemptsRepository(db: Kysely<Database>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  return {
    /** The budgets' attempts after `cutoff`, in the order of `keys`. */
    states: (keys: readonly BudgetKey[], cutoff: number) => readStates(db, keys, cutoff),

    /**
     * Reads the budgets `keys` (attempts after `cutoff`) under their locks and hands their states to `decide`,
     * which answers the budgets to count this attempt in (recorded as `attempt` at `at`), or null to refuse it.
     * Answers whether the attempt was recorded.
     */
    async admit(
      keys: readonly BudgetKey[],
      cutoff: number,
      decide: (states: BudgetState[]) => readonly BudgetKey[] | null,
      attempt: { id: string; at: number },
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (postgres) {
          const ids = [...new Set(keys.map(lockId))].sort((a, b) => a - b);
          for (const id of ids) await sql`select pg_advisory_xact_lock(${LOCK_CLASS}, ${id})`.execute(trx);
        }
        const budgets = decide(await readStates(trx, keys, cutoff));
        if (budgets === null) return false;
        if (budgets.length > 0) {
          await trx
            .insertInto('login_attempts')
            .values(budgets.map((key) => ({ ...key, attempt: attempt.id, at: attempt.at })))
            .execute();
        }
        return true;
      });
    },

    /** Removes one attempt from every budget it counts in (it was cancelled, or it succeeded). */
    async removeAttempt(id: string): Promise<void> {
      await db.deleteFrom('login_attempts').where('attempt', '=', id).execute();
    },

    /** Forgets every attempt of these budgets (a success forgets the username's failures). */
    async clear(keys: readonly BudgetKey[]): Promise<void> {
      if (keys.length === 0) return;
      await db
        .deleteFrom('login_attempts')
        .where((eb) => eb.or(keys.map((key) => eb.and([eb('budget', '=', key.budget), eb('subject', '=', key.subject)]))))
        .execute();
    },

    /** Housekeeping: attempts at or before `cutoff` are out of every window. */
    async deleteBefore(cutoff: number): Promise<number> {
      const result = await db.deleteFrom('login_attempts').where('at', '<=', cutoff).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type LoginAttemptsRepository = ReturnType<typeof createLoginAttemptsRepository>;
