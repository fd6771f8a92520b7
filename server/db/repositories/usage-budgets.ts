/**
 * The counters of the write budgets (migration 0014). Spending is one upsert per budget that raises the window's
 * row only while the sum stays within the limit (`… ON CONFLICT DO UPDATE … WHERE used + n <= limit RETURNING`), so
 * parallel requests, in this process or another, never slip past a limit together; several budgets are spent in
 * one transaction, all or none.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../tables/database';

/** One amount to take from one budget's current window. */
export interface BudgetCharge {
  kind: string;
  subject: string;
  amount: number;
  limit: number;
  windowStart: number;
  expiresAt: number;
}

/** Thrown inside the transaction to undo the budgets already spent; carries the one that had no room. */
class NoRoom extends Error {
  constructor(readonly charge: BudgetCharge) {
    super('no room in budget');
  }
}

/** Ended windows of the charged budgets, in one statement: at most one or two rows per budget and subject are ever kept. */
async function dropEndedWindows(db: Kysely<Database>, charges: readonly BudgetCharge[], now: number): Promise<void> {
  await db
    .deleteFrom('usage_budgets')
    .where('expires_at', '<=', now)
    .where((eb) => eb.or(charges.map((charge) => eb.and([eb('kind', '=', charge.kind), eb('subject', '=', charge.subject)]))))
    .execute();
}

async function spendOne(db: Kysely<Database>, charge: BudgetCharge): Promise<boolean> {
  if (charge.amount > charge.limit) return false;
  const row = await db
    .insertInto('usage_budgets')
    .values({
      kind: charge.kind,
      subject: charge.subject,
      window_start: charge.windowStart,
      expires_at: charge.expiresAt,
      used: charge.amount,
    })
    .onConflict((oc) =>
      oc
        .columns(['kind', 'subject', 'window_start'])
        .doUpdateSet({ used: sql<number>`usage_budgets.used + excluded.used` })
        .where(sql<number>`usage_budgets.used + excluded.used`, '<=', charge.limit),
    )
    .returning('used')
    .executeTakeFirst();
  return row !== undefined;
}

export function createUsageBudgetsRepository(db: Kysely<Database>) {
  return {
    /** Spends every charge, or none: answers the first that had no room, or null when all were spent. */
    async spend(charges: readonly BudgetCharge[], now: number): Promise<BudgetCharge | null> {
      try {
        await db.transaction().execute(async (trx) => {
          await dropEndedWindows(trx, charges, now);
          for (const charge of charges) {
            if (!(await spendOne(trx, charge))) throw new NoRoom(charge);
          }
        });
        return null;
      } catch (error) {
        if (error instanceof NoRoom) return error.charge;
        throw error;
      }
    },

    /** How much of a budget's window is used (0 when nothing was spent in it). */
    async used(kind: string, subject: string, windowStart: number): Promise<number> {
      const row = await db
        .selectFrom('usage_budgets')
        .select('used')
        .where('kind', '=', kind)
        .where('subject', '=', subject)
        .where('window_start', '=', windowStart)
        .executeTakeFirst();
      return row ? Number(row.used) : 0;
    },
  };
}

export type UsageBudgetsRepository = ReturnType<typeof createUsageBudgetsRepository>;
