/**
 * JWT access and refresh tokens (HS256 via jose). Claims: `sub` user id, `sid` session id, `type`, and for
 * access tokens `role` (the specification's words in lower case, as users/me answers them; readable by clients,
 * never trusted by the server, which reads the role from the user row); refresh tokens carry a `jti` recorded in
 * the database.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { normalizeRole } from '../../src/lib/permissions';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  userId: number;
  sessionId: string;
  type: TokenType;
  role?: string;
  jti?: string;
  expiresAt: Date;
}

export interface TokenSettings {
  secret: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
}

const ALGORITHM = 'HS256';
/** Verified access tokens remembered, bounded so that distinct tokens cannot grow memory without limit. */
const CACHE_SIZE = 5000;

export function createTokenService(settings: TokenSettings) {
  // Importing the key once spares WebCrypto a key import on every sign and verify.
  const keyReady = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(settings.secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // A token's signature cannot change, so a string that verified once stays valid until its exp: remembering
  // it skips repeated HMAC checks of the same access token. Revocation is still checked on every request.
  const verified = new Map<string, TokenClaims>();

  async function sign(claims: Record<string, unknown>, subject: number, ttl: number, now: Date) {
    const issuedAt = Math.floor(now.getTime() / 1000);
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(subject))
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttl)
      .sign(await keyReady);
    return { token, expiresAt: new Date((issuedAt + ttl) * 1000) };
  }

  async function verifySignature(token: string, type: TokenType): Promise<TokenClaims | null> {
    try {
      // Pinning the algorithm rejects `alg: none` and algorithm-confusion tokens.
      const { payload } = await jwtVerify(token, await keyReady, { algorithms: [ALGORITHM] });
      const userId = Number(payload.sub);
      if (payload.type !== type || !Number.isSafeInteger(userId) || typeof payload.sid !== 'string') return null;
      if (typeof payload.exp !== 'number') return null;
      if (type === 'refresh' && typeof payload.jti !== 'string') return null;
      return {
        userId,
        sessionId: payload.sid,
        type,
        role: typeof payload.role === 'string' ? payload.role : undefined,
        jti: payload.jti,
        expiresAt: new Date(payload.exp * 1000),
      };
    } catch {
      return null;
    }
  }

  return {
    async signAccess(user: { id: number; role: string }, sessionId: string, now = new Date()): Promise<string> {
      const claims = { type: 'access', role: normalizeRole(user.role), sid: sessionId };
      return (await sign(claims, user.id, settings.accessTokenTtl, now)).token;
    },

    async signRefresh(userId: number, sessionId: string, now = new Date()) {
      const jti = randomUUID();
      const signed = await sign({ type: 'refresh', sid: sessionId, jti }, userId, settings.refreshTokenTtl, now);
      return { ...signed, jti };
    },

    /** The claims of a valid token of `type`; null for anything forged, expired, malformed or of another type. */
    async verify(token: string, type: TokenType): Promise<TokenClaims | null> {
      const known = verified.get(token);
      if (known) {
        if (known.type === type && known.expiresAt.getTime() > Date.now()) return known;
        verified.delete(token);
      }
      const claims = await verifySignature(token, type);
      if (claims && type === 'access') {
        if (verified.size >= CACHE_SIZE) verified.delete(verified.keys().next().value!);
        verified.set(token, claims);
      }
      return claims;
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
