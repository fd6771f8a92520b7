/**
 * CORS for a frontend served from another origin (`CORS_ORIGINS`): the listed origins may call the API with
 * credentials and the headers the specification's client sends (Authorization, X-CSRFToken, Content-Type);
 * preflights from them are answered here, before the CSRF check and the route guard. Any other origin gets no
 * CORS header at all (its preflight goes on to the guard and is refused). With no origin listed nothing is
 * registered.
 */
import fp from 'fastify-plugin';
import fastifyCors from '@fastify/cors';

export interface CorsPluginOptions {
  /** Exact origins (`https://app.example.org`), as config.corsOrigins. */
  origins: string[];
}

/** The request headers a listed origin may send. */
export const CORS_ALLOWED_HEADERS = ['Authorization', 'X-CSRFToken', 'Content-Type'] as const;
/** The methods of the API's routes. */
export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/**
 * Answer headers a client may read besides the simple ones: waits (429, 503), the request id, file names, and the
 * section marks and the form-level properties beside an observation list (server/features/sections/read-views.ts).
 */
export const CORS_EXPOSED_HEADERS = ['Retry-After', 'X-Request-Id', 'Content-Disposition', 'X-Average-Marks', 'X-Form-Fields'] as const;
/** How long a browser may keep a preflight's answer (seconds). */
export const CORS_MAX_AGE = 600;

export default fp<CorsPluginOptions>(async (app, { origins }) => {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  await app.register(fastifyCors, {
    // false for an origin not listed: then no CORS header is written at all (an allowlist given as an array would
    // still send Access-Control-Allow-Credentials and the preflight headers to anyone).
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: [...CORS_METHODS],
    allowedHeaders: [...CORS_ALLOWED_HEADERS],
    exposedHeaders: [...CORS_EXPOSED_HEADERS],
    maxAge: CORS_MAX_AGE,
    // An OPTIONS request from a listed origin that is not a full preflight is answered like one, not with a
    // plain-text 400 (every error body of the API is JSON).
    strictPreflight: false,
  });
}, { name: 'sightline-cors' });
