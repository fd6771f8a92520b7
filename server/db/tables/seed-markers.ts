/** One-time seeding steps already done (migration 0006): a step with a row is never done again. */
export interface SeedMarkersTable {
  /** The step, e.g. `demo-accounts`. */
  name: string;
  /** ISO 8601 UTC text. */
  created_at: string;
}
