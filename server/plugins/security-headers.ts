/**
 * Security headers by helmet: nosniff, frame and referrer policy on every response, and the Content-Security-Policy
 * on HTML (the client never needs eval or inline script). Helmet's headers do not depend on the request, so they are
 * taken from it once, at start, and set on each response as one set (no middleware per request: bench:auth,
 * docs/decisions.md "Security headers"). Beside them: the request id on every response, and no caching of API
 * answers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { contentSecurityPolicy } from 'helmet';
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

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** The headers a helmet middleware sets (it sets the same ones on every response), by lower-case name. */
export function headersOf(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Exactly the headers the app has always sent; helmet's other defaults stay off (docs/decisions.md, "Security
 * headers").
 */
const EVERY_RESPONSE = headersOf(
  helmet({
    contentSecurityPolicy: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
    originAgentCluster: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  }),
);
const HTML_ONLY = headersOf(contentSecurityPolicy({ useDefaults: false, directives: CONTENT_SECURITY_POLICY_DIRECTIVES }));

export default fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(EVERY_RESPONSE);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) reply.headers(HTML_ONLY);
    // API answers carry tokens and personal data: never keep them in shared or browser caches.
    if (request.url.startsWith('/api/') || request.url === '/api') reply.header('cache-control', 'no-store');
    return payload;
  });
}, { name: 'sightline-security-headers' });
