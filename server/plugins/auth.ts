/**
 * Route guard driven by config/permissions.json. Each route is looked up as "METHOD /pattern/" (HEAD uses
 * its GET entry): `public` passes, an action needs a valid access token whose role may perform it, and a
 * route missing from the table is refused for everyone.
 */
import fp from 'fastify-plugin';
import { can, routeRule } from '../../src/lib/permissions';
import type { SectionManifest } from '../../src/lib/section-manifest';
import { ApiError, MESSAGES } from '../lib/api-error';
import type { AuthenticatedUser } from '../services/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set for every non-public route that passed the guard. */
    user: AuthenticatedUser | null;
  }
  interface FastifyContextConfig {
    /** `true` on the routes an account holding a one-time password may still call (change it, log out). */
    beforePasswordChange?: boolean;
  }
}

const CHALLENGE = { 'www-authenticate': 'Bearer realm="api"' };

/**
 * The table rule for a route; HEAD routes are Fastify's automatic twins of GET routes. The section routes are
 * those of `manifest` (the server's, from its schemas folder; the shipped one by default).
 */
export function ruleFor(method: string, url: string, manifest?: SectionManifest): string | undefined {
  return routeRule(method === 'HEAD' ? 'GET' : method, url, manifest);
}

function bearerToken(header: string | undefined): string | null | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const match = /^Bearer[ ]+([A-Za-z0-9._~+/=-]+)[ ]*$/i.exec(header);
  return match ? match[1]! : null;
}

export default fp(async (app) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    // No route matched: the not-found handler answers.
    if (url === undefined || request.is404) return;
    const rule = ruleFor(request.method, url, app.sectionManifest);
    if (rule === 'public') return;
    if (rule === undefined) throw ApiError.detail(403, MESSAGES.forbidden);

    const token = bearerToken(request.headers.authorization);
    if (token === undefined) throw ApiError.detail(401, MESSAGES.notAuthenticated, CHALLENGE);
    const user = token === null ? null : await app.sessions.authenticate(token);
    if (!user) throw ApiError.detail(401, MESSAGES.badToken, CHALLENGE);
    request.user = user;
    // A one-time password (set by an administrator) must be changed before anything else is answered.
    if (user.must_change_password === 1 && request.routeOptions.config.beforePasswordChange !== true) {
      throw ApiError.detail(403, MESSAGES.passwordChangeRequired);
    }
    if (!can(user.role, rule)) throw ApiError.detail(403, MESSAGES.forbidden);
  });
}, { name: 'sightline-auth', dependencies: ['sightline-form-schemas', 'sightline-services'] });
