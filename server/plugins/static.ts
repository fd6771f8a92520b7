/**
 * Serves the built client when its folder exists: hashed files under /assets/ are cached for a year, other
 * files (index.html above all) are revalidated so a new release is picked up at once. Text files are answered
 * from the `.br`/`.gz` copies the build writes next to them when the browser accepts that encoding
 * (`preCompressed`), with `Vary: Accept-Encoding` so a shared cache keeps the variants apart. The page declares its
 * icon (`/favicon.svg`); `/favicon.ico`, which tools and older browsers ask for unasked, redirects to it.
 */
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';

export interface StaticPluginOptions {
  root: string;
}

const ONE_YEAR = 'public, max-age=31536000, immutable';

export default fp<StaticPluginOptions>(async (app, options) => {
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: '/',
    wildcard: true,
    cacheControl: false,
    preCompressed: true,
    // The API namespace never maps to files, even if a folder of that name appears in the build.
    allowedPath: (pathName) => pathName !== '/api' && !pathName.startsWith('/api/'),
    setHeaders: (res, filePath) => {
      const inAssets = filePath.replace(/\\/g, '/').includes('/assets/');
      res.setHeader('cache-control', inAssets ? ONE_YEAR : 'no-cache');
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
  if (existsSync(join(options.root, 'favicon.svg'))) {
    app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) => reply.redirect('/favicon.svg', 301));
  }
}, { name: 'sightline-static' });
