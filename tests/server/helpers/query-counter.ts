/**
 * Counts the statements the app sends to its database (each one a round trip on PostgreSQL: BEGIN and COMMIT
 * included), through Kysely's query log: pass `log` as the test app's `queryLog`, then measure a request with
 * `during`. Statements that fail count too.
 */
import type { LogEvent } from 'kysely';

export interface QueryCounter {
  log(event: LogEvent): void;
  /** The SQL of every statement sent while `work` runs, in order. */
  during(work: () => Promise<unknown>): Promise<string[]>;
}

export function queryCounter(): QueryCounter {
  let seen: string[] | null = null;
  return {
    log(event) {
      seen?.push(event.query.sql);
    },
    async during(work) {
      const statements: string[] = [];
      seen = statements;
      try {
        await work();
      } finally {
        seen = null;
      }
      return statements;
    },
  };
}
