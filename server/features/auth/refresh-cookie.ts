/**
 * The refresh token as the browser app keeps it: an httpOnly, SameSite=Strict cookie sent only to the refresh route,
 * so no script can read it and no other request carries it. Set at login and on every refresh, cleared at logout.
 * Clients of the specification still get the token in the answer's body and may send it back in the body.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'refresh_token';
export const REFRESH_PATH = '/api/auth/jwt/refresh/';

const COOKIE_OPTIONS = { path: REFRESH_PATH, sameSite: 'strict', httpOnly: true } as const;

/** Sets the cookie to `token`, kept by the browser for the session's absolute lifetime (the server ends it anyway). */
export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    ...COOKIE_OPTIONS,
    secure: request.protocol === 'https',
    maxAge: Math.ceil(maxAgeSeconds),
  });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, { ...COOKIE_OPTIONS, secure: request.protocol === 'https' });
}

/** The refresh token the browser sent in the cookie, if any. */
export function refreshCookieOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE];
  return value ? value : undefined;
}
