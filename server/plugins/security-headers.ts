/**
 * Security headers by @fastify/helmet: nosniff, frame and referrer policy on every response, and the
 * Content-Security-Policy on HTML (the client never needs eval or inline script). Beside them: the request id on
 * every response, and no caching of API answers.
 */
import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** The page's policy, as helmet's directives. */
export const CONTENT_SECURITY_POLICY_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
};

const htmlPolicy = fastifyHelmet.contentSecurityPolicy({ useDefaults: false, directives: CONTENT_SECURITY_POLICY_DIRECTIVES });

export default fp(async (app) => {
  // Exactly the headers the app has always sent; helmet's other defaults stay off (docs/decisions.md, "Security
  // headers").
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) htmlPolicy(request.raw, reply.raw, () => undefined);
    // API answers carry tokens and personal data: never keep them in shared or browser caches.
    if (request.url.startsWith('/api/') || request.url === '/api') reply.header('cache-control', 'no-store');
    return payload;
  });
}, { name: 'sightline-security-headers' });
