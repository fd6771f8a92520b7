/** The device cookie at login (server/services/device-cookies.ts): read before the password check, set after a success. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_COOKIE_MAX_AGE_SECONDS } from '../../services/device-cookies';

/** The device id of a genuine device cookie for `username` that this request carries, or null. */
export function trustedDevice(app: FastifyInstance, request: FastifyRequest, username: string): string | null {
  return app.deviceCookies.verify(request.cookies[app.deviceCookies.name(username)], username);
}

/** Marks this browser as a device that signed in as `username` (sent back to the auth routes only). */
export function rememberDevice(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, username: string): void {
  reply.setCookie(app.deviceCookies.name(username), app.deviceCookies.issue(username), {
    path: '/api/auth/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}
