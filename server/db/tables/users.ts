import type { Generated, Insertable, Selectable } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** `scrypt$N$r$p$salt$hash` (server/services/passwords.ts). */
  password_hash: string;
  first_name: string;
  last_name: string;
  role: string;
  /** 1 active, 0 disabled (integer so the column means the same on SQLite and PostgreSQL). */
  is_active: Generated<number>;
  /** ISO 8601 UTC text, e.g. 2025-01-31T08:00:00.000Z. */
  created_at: string;
  /** 1 while the account holds a one-time password: only a password change and logout are answered. */
  must_change_password: Generated<number>;
  /** Optional (a class list may give it). */
  email: Generated<string | null>;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
