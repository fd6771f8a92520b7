/**
 * Each shared plugin names itself and the plugins it needs (fastify-plugin's `name` and `dependencies`), so an app
 * assembled without one of them refuses to start, naming what is missing, instead of failing on the first request.
 */
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import authGuard from '../../../server/plugins/auth';
import budgets from '../../../server/plugins/budgets';
import csrf from '../../../server/plugins/csrf';
import readAudit from '../../../server/plugins/read-audit';
import uploads from '../../../server/plugins/uploads';

describe('a plugin registered without the plugins it depends on', () => {
  it.each([
    ['sightline-budgets', 'sightline-db', () => Fastify().register(budgets, { limits: {} as never })],
    ['sightline-auth', 'sightline-form-schemas', () => Fastify().register(authGuard)],
    ['sightline-read-audit', 'sightline-db', () => Fastify().register(readAudit)],
    ['sightline-csrf', '@fastify/cookie', () => Fastify().register(csrf)],
    ['sightline-uploads', 'sightline-db', () => Fastify().register(uploads, {} as never)],
  ])('%s fails the start, naming %s', async (plugin, dependency, build) => {
    const app = build();
    await expect(app.ready()).rejects.toThrow(`The dependency '${dependency}' of plugin '${plugin}' is not registered`);
    await app.close().catch(() => undefined);
  });

  it('starts once the dependency is registered before it', async () => {
    const app = Fastify().register(fastifyCookie).register(csrf);
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});
