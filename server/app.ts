/**
 * The Sightline API as a Fastify instance. Plugins are registered in order: request id and headers, CORS, cookies,
 * body parsing, errors, database, form schemas, rubric versions (imported at start), services, uploads, CSRF, auth
 * guard, OpenAPI, body bounds, routes, then static files.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import { AJV_OPTIONS } from '../src/engine/core/ajv-options';
import { extendAjv } from '../src/engine/core/extend-ajv';
import { buildResponseSerializer } from './lib/response-serializer';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { AppConfig } from './config';
import { BODY_LIMIT } from './lib/body-limits';
import type { DatabaseHandle } from './db/connection';
import { loggerOptions, type LogStream } from './lib/logging';
import authGuard from './plugins/auth';
import readAudit from './plugins/read-audit';
import bodyBounds from './plugins/body-bounds';
import budgets from './plugins/budgets';
import cors from './plugins/cors';
import diskSpace from './plugins/disk-space';
import csrf from './plugins/csrf';
import dbPlugin from './plugins/db';
import errors from './plugins/errors';
import formSchemas from './plugins/form-schemas';
import idRefs from './plugins/id-refs';
import jsonBody from './plugins/json-body';
import openapi from './plugins/openapi';
import securityHeaders from './plugins/security-headers';
import services from './plugins/services';
import contracts from './plugins/contracts';
import staticFiles from './plugins/static';
import uploads from './plugins/uploads';
import rubrics from './plugins/rubrics';
import routes from './features/index';

export { BODY_LIMIT } from './lib/body-limits';

/** A number of hops as the function Fastify makes of it (its types take no number): trust the nearest `hops`. */
function trustProxyOption(setting: AppConfig['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

export interface BuildAppOptions {
  config: AppConfig;
  /** An open database the caller keeps ownership of; otherwise the app opens (and closes) its own. */
  db?: DatabaseHandle;
  /** Pino logging; defaults to the configured level, `false` turns it off (tests). */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: LogStream;
}

/** Builds the app without starting it; call `ready()` or `listen()`. Routes may still be added before that. */
export function buildApp({ config, db, logger, logStream }: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    // Requests are logged by path only, never with their query string or body (server/lib/logging.ts).
    logger: logger === false || config.logLevel === 'silent' ? false : loggerOptions(config.logLevel, logStream),
    // Behind a reverse proxy: whose X-Forwarded-For/-Proto to believe (request.ip, request.protocol).
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: () => randomUUID(),
    bodyLimit: BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
    ajv: {
      // The one ajv configuration shared with the client (src/engine/core): no coercion, unknown fields refused
      // rather than stripped, every error reported, no defaults injected, schema `errorMessage`s honoured.
      customOptions: AJV_OPTIONS,
      plugins: [extendAjv],
    },
    // Each response serializer is given the named schemas it reaches, not every one of the app.
    schemaController: { compilersFactory: { buildSerializer: buildResponseSerializer } },
    // Errors Fastify raises before routing (a URL that does not decode, …) use the same body shape.
    frameworkErrors: (error, _request, reply) => {
      const detail = error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL.' : 'Malformed request.';
      // The generic reply type of this hook is too narrow to send a body; it is an ordinary reply.
      void (reply as FastifyReply).code(400).send({ detail });
    },
    // A malformed request line or header never reaches the error handler; answer it in the same shape.
    clientErrorHandler: (_error, socket) => {
      if (!socket.writable) return;
      const body = '{"detail":"Malformed request."}';
      socket.end(
        `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n` +
          `Connection: close\r\n\r\n${body}`,
      );
    },
  });

  const spaRoot = config.staticDir && existsSync(join(config.staticDir, 'index.html')) ? config.staticDir : null;

  app.register(securityHeaders);
  // Before the CSRF check and the route guard: a preflight carries no credentials and is answered at once.
  app.register(cors, { origins: config.corsOrigins });
  app.register(fastifyCookie);
  app.register(jsonBody);
  app.register(errors, { spaFallback: spaRoot !== null });
  app.register(dbPlugin, {
    db,
    databaseUrl: config.databaseUrl,
    sqlitePath: config.sqlitePath,
    repositories: { listCacheMs: config.listCacheMs },
  });
  app.register(formSchemas, { schemasDir: config.schemasDir });
  app.register(rubrics, { schemasDir: config.schemasDir });
  app.register(services, {
    jwtSecret: config.jwtSecret,
    accessTokenTtl: config.accessTokenTtl,
    refreshTokenTtl: config.refreshTokenTtl,
    loginMaxFailures: config.loginMaxFailures,
    loginWindowSeconds: config.loginWindowSeconds,
    loginMaxFailuresPerAddress: config.loginMaxFailuresPerAddress,
    loginConcurrency: config.loginConcurrency,
    loginQueueMax: config.loginQueueMax,
    sessionIdleMinutes: config.sessionIdleMinutes,
    sessionMaxHours: config.sessionMaxHours,
  });
  app.register(budgets, { limits: config.budgets });
  app.register(diskSpace, { paths: [config.dataDir, config.uploadDir], lowBytes: config.lowDiskBytes });
  app.register(uploads, {
    uploadsDir: config.uploadDir,
    limits: { maxFilesPerHour: config.uploadMaxFilesPerHour, maxBytesPerHour: config.uploadMaxBytesPerHour },
    unattachedTtlMinutes: config.uploadUnattachedTtlMinutes,
  });
  app.register(csrf);
  app.register(authGuard);
  app.register(readAudit);
  app.register(contracts);
  app.register(openapi);
  // Registered after the id reader, the bounds check comes first in every route's preValidation (each prepends).
  app.register(idRefs);
  app.register(bodyBounds);
  app.register(routes);
  if (spaRoot) app.register(staticFiles, { root: spaRoot });
  return app;
}
