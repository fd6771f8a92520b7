/**
 * Login, refresh rotation, logout and access-token checks. A session is everything issued from one login;
 * its refresh tokens rotate on every use and presenting a revoked one ends the session (theft detection). A session
 * also ends when it has been idle or open too long (server/services/session-limits.ts): its activity is kept in the
 * database, so every server process agrees.
 */
import { randomUUID } from 'node:crypto';
import type { Repositories } from '../db/repositories/index';
import type { SessionUser } from '../db/repositories/users';
import type { SessionActivityRow } from '../db/tables/session-activity';
import { decoyHash, verifyPassword } from './passwords';
import { sessionStillOpen, touchInterval, type SessionLimits } from './session-limits';
import type { TokenService } from './tokens';

export interface TokenPair {
  access: string;
  refresh: string;
}

export interface AuthenticatedUser extends SessionUser {
  sessionId: string;
}

/** A login's answer: the tokens, and `must_change_password: true` when a one-time password must be changed first. */
export interface LoginResult extends TokenPair {
  must_change_password?: true;
}

/**
 * How long a successful session check is trusted before the database is asked again. Logout and reuse
 * detection in this process forget it at once; this only bounds staleness for changes made elsewhere (another
 * server process, the create-user command) and spares a query on every request of a busy client.
 */
const SESSION_CHECK_MS = 2000;
const SESSION_CHECK_ENTRIES = 5000;

/**
 * The browser's refresh cookie may be presented once more this long after its rotation, while the token that
 * replaced it is still unused: a page load cut off (a reload, a quick second navigation) after the server rotated but
 * before the browser stored the new cookie. The unused successor is then rotated instead; anything else is reuse.
 */
export const REFRESH_REPLAY_GRACE_MS = 30_000;

export interface RefreshOptions {
  /** The token came from the browser's refresh cookie: the replay grace applies. */
  fromCookie?: boolean;
}

export function createSessionService(
  repos: Repositories,
  tokens: TokenService,
  limits: SessionLimits,
  clock: () => Date = () => new Date(),
) {
  /** Passed session checks: the user, until when the check is trusted, and when the activity was last recorded. */
  const checked = new Map<string, { user: SessionUser; until: number; seenAt: number }>();

  async function revokeSession(sessionId: string, now: string): Promise<void> {
    checked.delete(sessionId);
    await repos.refreshTokens.revokeSession(sessionId, now);
  }
  /** Records a use of the session, unless one was recorded recently enough; answers the recorded time. */
  async function recordUse(sessionId: string, now: Date, seenAt: number): Promise<number> {
    if (now.getTime() - seenAt < touchInterval(limits)) return seenAt;
    await repos.sessionActivity.touch(sessionId, now.toISOString());
    return now.getTime();
  }

  /** `activity` (the session's, as read) when the session may still be used; otherwise ends it and answers null. */
  async function keepIfOpen(sessionId: string, activity: SessionActivityRow | undefined, now: Date) {
    if (activity && sessionStillOpen(activity, now, limits)) return activity;
    await revokeSession(sessionId, now.toISOString());
    return null;
  }

  /** The session's activity when it may still be used; otherwise ends it and answers null. */
  async function openActivity(sessionId: string, now: Date) {
    return keepIfOpen(sessionId, await repos.sessionActivity.find(sessionId), now);
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

  /** The token that replaced `spent` when it was rotated within the replay grace and is itself still unused. */
  async function unusedSuccessor(spent: { revoked_at: string | null; replaced_by: string | null }, now: Date) {
    if (spent.revoked_at === null || spent.replaced_by === null) return null;
    if (now.getTime() - Date.parse(spent.revoked_at) > REFRESH_REPLAY_GRACE_MS) return null;
    const successor = await repos.refreshTokens.find(spent.replaced_by);
    return successor && successor.revoked_at === null ? successor : null;
  }

  /** Opens a session for a known, active user (login, and tests that need tokens without a password). */
  async function startSession(user: { id: number; role: string }): Promise<TokenPair> {
    const now = clock();
    const sessionId = randomUUID();
    const nowText = now.toISOString();
    await repos.sessionActivity.insert({ session_id: sessionId, user_id: user.id, started_at: nowText, last_seen_at: nowText });
    const { pair, row } = await issue(user, sessionId, now);
    await repos.refreshTokens.insert(row);
    return pair;
  }

  return {
    /** How long a session may stay idle and open. */
    limits,
    startSession,

    /**
     * Tokens for a new session (with whether a one-time password must be changed first), or null for an unknown user,
     * a wrong password or a disabled account.
     */
    async login(username: string, password: string): Promise<LoginResult | null> {
      // PostgreSQL text cannot hold NUL, and no stored username contains one.
      const user = username.includes('\0') ? undefined : await repos.users.findByUsername(username);
      const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash()));
      if (!user || !valid || user.is_active !== 1) return null;
      const pair = await startSession(user);
      return user.must_change_password === 1 ? { ...pair, must_change_password: true } : pair;
    },

    /**
     * A rotated pair, or null when the token is invalid, expired, revoked (ending its session), its session idle or
     * open too long (ending it) or its user gone.
     */
    async refresh(token: string, options: RefreshOptions = {}): Promise<TokenPair | null> {
      const claims = await tokens.verify(token, 'refresh');
      if (!claims?.jti) return null;
      const presented = await repos.refreshTokens.find(claims.jti);
      if (!presented || presented.user_id !== claims.userId || presented.session_id !== claims.sessionId) return null;
      const now = clock();
      const nowText = now.toISOString();
      const replayed = presented.revoked_at !== null && options.fromCookie === true;
      const stored = presented.revoked_at === null ? presented : replayed ? await unusedSuccessor(presented, now) : null;
      if (!stored) {
        await revokeSession(presented.session_id, nowText);
        return null;
      }
      if (stored.expires_at <= nowText) return null;
      if (!(await openActivity(stored.session_id, now))) return null;
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
      await repos.sessionActivity.touch(stored.session_id, nowText);
      const hit = checked.get(stored.session_id);
      if (hit) hit.seenAt = now.getTime();
      return pair;
    },

    async logout(sessionId: string): Promise<void> {
      await revokeSession(sessionId, clock().toISOString());
    },

    /** Call after disabling or changing a user, so their open sessions are checked again at once. */
    forgetUser(userId: number): void {
      for (const [sessionId, entry] of checked) if (entry.user.id === userId) checked.delete(sessionId);
    },

    /**
     * The user behind a valid access token whose session is still open (not revoked, not idle or open too long);
     * null otherwise. Records the use as the session's activity.
     */
    async authenticate(accessToken: string): Promise<AuthenticatedUser | null> {
      const claims = await tokens.verify(accessToken, 'access');
      if (!claims) return null;
      const now = clock();
      const hit = checked.get(claims.sessionId);
      if (hit && hit.user.id === claims.userId && hit.until > now.getTime()) {
        hit.seenAt = await recordUse(claims.sessionId, now, hit.seenAt);
        return { ...hit.user, sessionId: claims.sessionId };
      }
      // The session's activity and its user in one round trip: this runs on most requests of a busy clinic.
      const found = await repos.users.findSessionWithUser(claims.userId, claims.sessionId, now.toISOString());
      const activity = await keepIfOpen(claims.sessionId, found?.activity, now);
      const user = activity && found?.user;
      if (!activity || !user) {
        checked.delete(claims.sessionId);
        return null;
      }
      const seenAt = await recordUse(claims.sessionId, now, Date.parse(activity.last_seen_at));
      if (checked.size >= SESSION_CHECK_ENTRIES) checked.delete(checked.keys().next().value!);
      checked.set(claims.sessionId, { user, until: now.getTime() + SESSION_CHECK_MS, seenAt });
      return { ...user, sessionId: claims.sessionId };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
