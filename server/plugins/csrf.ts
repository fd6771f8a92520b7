/**
 * Double-submit CSRF check for cookie-carrying browsers: a readable `csrftoken` cookie, echoed by the client
 * in `X-CSRFToken` on unsafe methods. Requests without any cookie (API clients, tests) cannot be forged
 * cross-site into carrying credentials here, since tokens travel in the Authorization header.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, MESSAGES } from '../lib/api-error';
import { sharedPlugin } from '../lib/shared-plugin';

export const CSRF_COOKIE = 'csrftoken';
const CSRF_HEADER = 'x-csrftoken';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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

function matches(header: string | string[] | undefined, cookie: string | undefined): boolean {
  if (typeof header !== 'string' || !cookie) return false;
  const a = Buffer.from(header);
  const b = Buffer.from(cookie);
  return a.length === b.length && timingSafeEqual(a, b);
}

export default sharedPlugin('sightline-csrf', async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[CSRF_COOKIE];
    if (!cookie) issueCsrfCookie(request, reply);
    // Unknown paths answer 404 whatever the method; checking them would only hide that.
    if (!UNSAFE.has(request.method) || request.is404 || request.headers.cookie === undefined) return;
    if (!matches(request.headers[CSRF_HEADER], cookie)) throw ApiError.detail(403, MESSAGES.csrfFailed);
  });
});
