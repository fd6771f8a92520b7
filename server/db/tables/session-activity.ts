import type { Insertable, Selectable } from 'kysely';

/** When a session (everything issued from one sign-in) started and was last used: its idle and absolute limits. */
export interface SessionActivityTable {
  session_id: string;
  user_id: number;
  /** ISO 8601 UTC text, like every time in the database. */
  started_at: string;
  last_seen_at: string;
}

export type SessionActivityRow = Selectable<SessionActivityTable>;
export type NewSessionActivity = Insertable<SessionActivityTable>;
