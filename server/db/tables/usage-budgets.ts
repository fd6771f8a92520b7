import type { ColumnType } from 'kysely';

/** A whole number kept as bigint: PostgreSQL answers it as text, SQLite as a number. */
type BigNumber = ColumnType<number | string, number, number>;

/** How much of one budget one subject used in one window (migration 0014, server/services/usage-budgets.ts). */
export interface UsageBudgetsTable {
  kind: string;
  /** A user id as text, or `clinic`. */
  subject: string;
  /** Milliseconds since 1970 (UTC): where the window starts and ends. */
  window_start: BigNumber;
  expires_at: BigNumber;
  used: BigNumber;
}
