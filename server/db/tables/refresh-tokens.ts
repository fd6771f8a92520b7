import type { Insertable, Selectable } from 'kysely';

/** One issued refresh token. A session is the chain of tokens produced by rotation from one login. */
export interface RefreshTokensTable {
  jti: string;
  user_id: number;
  session_id: string;
  /** ISO 8601 UTC text; fixed width, so text comparison orders it like time. */
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
  /** The token its rotation issued in its place; null while unused, and for a token revoked with its session. */
  replaced_by: string | null;
}

export type RefreshTokenRow = Selectable<RefreshTokensTable>;
export type NewRefreshToken = Insertable<RefreshTokensTable>;
