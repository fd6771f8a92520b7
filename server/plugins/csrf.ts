/**
 * Double-submit CSRF check, where a cookie could be the credential: a readable `csrftoken` cookie, echoed by the
 * client in `X-CSRFToken` on unsafe methods. A forged cross-site request carries what the browser adds on its own
 * (cookies), never an Authorization header, so it is checked only when it carries cookies and no Authorization:
 * - a request without cookies has nothing a forger could borrow (API clients, tests);
 * - a request with `Authorization` (the Bearer access token every non-public route needs) was built by a script
 *   of an origin the API trusts: the browser sends no such header cross-site without a CORS preflight, which only
 *   `CORS_ORIGINS` pass. This lets a client on another origin of the same site (whose requests carry this host's
 *   cookie, which it cannot read) work;
 * - routes whose credentials travel in the body (login, refresh: `config: { csrf: false }`) are never checked here.
 * The one route that authenticates by cookie, the refresh with the httpOnly refresh cookie, checks the token itself
 * (`csrfHeaderMatches`) when it uses the cookie (docs/decisions.md, "Sessions and tokens").
 */
import fp from 'fastify-plugin';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, MESSAGES } from '../lib/api-error';

export const CSRF_COOKIE = 'csrftoken';
const CSRF_HEADER = 'x-csrftoken';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` on routes whose credentials travel in the body (login, refresh): never checked for CSRF. */
    csrf?: boolean;
  }
}

/** Sets a fresh token cookie (also used at login, so a pre-login token is not kept). */
export function issueCsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.setCookie(CSRF_COOKIE, randomBytes(32).toString('base64url'), {
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    secure: request.protocol === 'https',
    maxAge: 60 * 60 * 24 * 365,
  });
}

export function clearCsrfCookie(reply: FastifyReply): void {
  reply.clearCookie(CSRF_COOKIE, { path: '/', sameSite: 'lax' });
}

/** Whether the request echoes the readable token cookie in `X-CSRFToken` (the double-submit check). */
export function csrfHeaderMatches(request: FastifyRequest): boolean {
  return matches(request.headers[CSRF_HEADER], request.cookies[CSRF_COOKIE]);
}

function matches(header: string | string[] | undefined, cookie: string | undefined): boolean {
  if (typeof header !== 'string' || !cookie) return false;
  const a = Buffer.from(header);
  const b = Buffer.from(cookie);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A file of the client (a script, a style sheet, the icon: a last path segment with an extension, outside `/api/`).
 * It gets no token cookie: it is cached and shared, and a browser asks for the icon on its own, even right after a
 * logout has cleared every cookie. The page itself (any other path) and the API still issue one.
 */
function isStaticFile(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return !path.startsWith('/api/') && /\.[a-z0-9]+$/i.test(path);
}

export default fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[CSRF_COOKIE];
    if (!cookie && !isStaticFile(request.url)) issueCsrfCookie(request, reply);
    // Unknown paths answer 404 whatever the method; checking them would only hide that.
    if (!UNSAFE.has(request.method) || request.is404 || request.headers.cookie === undefined) return;
    if (request.headers.authorization !== undefined || request.routeOptions.config.csrf === false) return;
    if (!csrfHeaderMatches(request)) throw ApiError.detail(403, MESSAGES.csrfFailed);
  });
}, { name: 'sightline-csrf', dependencies: ['@fastify/cookie'] });
