import type { ColumnType, Generated } from 'kysely';

/** A whole number kept as bigint: PostgreSQL answers it as text, SQLite as a number. */
type BigNumber = ColumnType<number | string, number, number>;

/** One login attempt counted in one failure budget (migration 0024, server/services/login-throttle.ts). */
export interface LoginAttemptsTable {
  id: Generated<number>;
  /** user | address | device */
  budget: string;
  /** The budget's key: `["username","address"]`, the address, or `["device","username"]`. */
  subject: string;
  /** The attempt's id: its rows in every budget share it. */
  attempt: string;
  /** Milliseconds since 1970 (UTC). */
  at: BigNumber;
}

/** A list's change number (migration 0024): raised by every write of the list, read before a kept page is reused. */
export interface ChangeCountersTable {
  name: string;
  version: BigNumber;
}
