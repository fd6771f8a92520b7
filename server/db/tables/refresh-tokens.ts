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
}

export type RefreshTokenRow = Selectable<RefreshTokensTable>;
export type NewRefreshToken = Insertable<RefreshTokensTable>;
