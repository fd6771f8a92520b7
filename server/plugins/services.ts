/** The auth services shared by hooks and routes. */
import fp from 'fastify-plugin';
import { createDeviceCookies, type DeviceCookies } from '../services/device-cookies';
import { createLoginGate, type LoginGate } from '../services/login-gate';
import { createLoginThrottle, type LoginThrottle } from '../services/login-throttle';
import { sessionLimits } from '../services/session-limits';
import { createSessionService, type SessionService } from '../services/sessions';
import { createTokenService, type TokenService } from '../services/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    sessions: SessionService;
    loginThrottle: LoginThrottle;
    loginGate: LoginGate;
    deviceCookies: DeviceCookies;
  }
}

export interface ServicesPluginOptions {
  jwtSecret: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  loginMaxFailures: number;
  loginWindowSeconds: number;
  loginMaxFailuresPerAddress: number;
  loginConcurrency: number;
  loginQueueMax: number;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
}

export default fp<ServicesPluginOptions>(async (app, options) => {
  const tokens = createTokenService({
    secret: options.jwtSecret,
    accessTokenTtl: options.accessTokenTtl,
    refreshTokenTtl: options.refreshTokenTtl,
  });
  app.decorate('tokens', tokens);
  const limits = sessionLimits(options.sessionIdleMinutes, options.sessionMaxHours);
  app.decorate('sessions', createSessionService(app.repos, tokens, limits));
  app.decorate(
    'loginThrottle',
    createLoginThrottle(app.repos.loginAttempts, {
      maxFailures: options.loginMaxFailures,
      maxFailuresPerAddress: options.loginMaxFailuresPerAddress,
      windowSeconds: options.loginWindowSeconds,
    }),
  );
  app.decorate(
    'loginGate',
    createLoginGate({ concurrency: options.loginConcurrency, maxQueued: options.loginQueueMax }),
  );
  app.decorate('deviceCookies', createDeviceCookies(options.jwtSecret));
}, { name: 'sightline-services', dependencies: ['sightline-db'] });
