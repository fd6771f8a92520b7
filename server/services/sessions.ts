/**
 * Login, refresh rotation, logout and access-token checks. A session is everything issued from one login;
 * its refresh tokens rotate on every use and presenting a revoked one ends the session (theft detection).
 */
import { randomUUID } from 'node:crypto';
import type { Repositories } from '../db/repositories/index';
import type { PublicUser } from '../db/repositories/users';
import { decoyHash, verifyPassword } from './passwords';
import type { TokenService } from './tokens';

export interface TokenPair {
  access: string;
  refresh: string;
}

export interface AuthenticatedUser extends PublicUser {
  sessionId: string;
}

/**
 * How long a successful session check is trusted before the database is asked again. Logout and reuse
 * detection in this process forget it at once; this only bounds staleness for changes made elsewhere (another
 * server process, the create-user command) and spares a query on every request of a busy client.
 */
const SESSION_CHECK_MS = 2000;
const SESSION_CHECK_ENTRIES = 5000;

export function createSessionService(repos: Repositories, tokens: TokenService, clock: () => Date = () => new Date()) {
  const checked = new Map<string, { user: PublicUser; until: number }>();

  async function revokeSession(sessionId: string, now: string): Promise<void> {
    checked.delete(sessionId);
    await repos.refreshTokens.revokeSession(sessionId, now);
  }
  async function issue(user: { id: number; role: string }, sessionId: string, now: Date) {
    const refresh = await tokens.signRefresh(user.id, sessionId, now);
    const access = await tokens.signAccess(user, sessionId, now);
    const row = {
      jti: refresh.jti,
      user_id: user.id,
      session_id: sessionId,
      expires_at: refresh.expiresAt.toISOString(),
      revoked_at: null,
      created_at: now.toISOString(),
    };
    return { pair: { access, refresh: refresh.token }, row };
  }

  /** Opens a session for a known, active user (login, and tests that need tokens without a password). */
  async function startSession(user: { id: number; role: string }): Promise<TokenPair> {
    const now = clock();
    const { pair, row } = await issue(user, randomUUID(), now);
    await repos.refreshTokens.insert(row);
    return pair;
  }

  return {
    startSession,

    /** Tokens for a new session, or null for an unknown user, a wrong password or a disabled account. */
    async login(username: string, password: string): Promise<TokenPair | null> {
      // PostgreSQL text cannot hold NUL, and no stored username contains one.
      const user = username.includes('\0') ? undefined : await repos.users.findByUsername(username);
      const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash()));
      if (!user || !valid || user.is_active !== 1) return null;
      return startSession(user);
    },

    /** A rotated pair, or null when the token is invalid, expired, revoked (ending its session) or its user gone. */
    async refresh(token: string): Promise<TokenPair | null> {
      const claims = await tokens.verify(token, 'refresh');
      if (!claims?.jti) return null;
      const stored = await repos.refreshTokens.find(claims.jti);
      if (!stored || stored.user_id !== claims.userId || stored.session_id !== claims.sessionId) return null;
      const now = clock();
      const nowText = now.toISOString();
      if (stored.revoked_at !== null) {
        await revokeSession(stored.session_id, nowText);
        return null;
      }
      if (stored.expires_at <= nowText) return null;
      const user = await repos.users.findActiveById(stored.user_id);
      if (!user) {
        await revokeSession(stored.session_id, nowText);
        return null;
      }
      const { pair, row } = await issue(user, stored.session_id, now);
      if (!(await repos.refreshTokens.rotate(stored.jti, row, nowText))) {
        // Lost a race with another use of the same token: that is reuse too.
        await revokeSession(stored.session_id, nowText);
        return null;
      }
      return pair;
    },

    async logout(sessionId: string): Promise<void> {
      await revokeSession(sessionId, clock().toISOString());
    },

    /** Call after disabling or changing a user, so their open sessions are checked again at once. */
    forgetUser(userId: number): void {
      for (const [sessionId, entry] of checked) if (entry.user.id === userId) checked.delete(sessionId);
    },

    /** The user behind a valid access token whose session is still open; null otherwise. */
    async authenticate(accessToken: string): Promise<AuthenticatedUser | null> {
      const claims = await tokens.verify(accessToken, 'access');
      if (!claims) return null;
      const now = clock();
      const hit = checked.get(claims.sessionId);
      if (hit && hit.user.id === claims.userId && hit.until > now.getTime()) {
        return { ...hit.user, sessionId: claims.sessionId };
      }
      const user = await repos.users.findActiveInSession(claims.userId, claims.sessionId, now.toISOString());
      if (!user) {
        checked.delete(claims.sessionId);
        return null;
      }
      if (checked.size >= SESSION_CHECK_ENTRIES) checked.delete(checked.keys().next().value!);
      checked.set(claims.sessionId, { user, until: now.getTime() + SESSION_CHECK_MS });
      return { ...user, sessionId: claims.sessionId };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
