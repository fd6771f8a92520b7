import type { FastifyPluginAsync } from 'fastify';
import { ApiError, MESSAGES } from '../../lib/api-error';
import { issueCsrfCookie } from '../../plugins/csrf';
import { LoginGateRefusal } from '../../services/login-gate';
import { BODY_ERRORS, errorResponses } from '../responses';
import { rememberDevice, trustedDevice } from './device-cookie';
import { loginBodySchema, tokenPairSchema, type LoginBody } from './schemas';
import { SMALL_BODY_LIMIT } from '../../lib/body-limits';

/** "30 seconds", "1 minute", "15 minutes": a wait as a person would say it. */
function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

function tooManyFailures(seconds: number): ApiError {
  return ApiError.detail(429, `Too many failed login attempts. Try again in ${waitText(seconds)}.`, {
    'retry-after': String(seconds),
  });
}

function turnedAway({ retryAfterSeconds: seconds }: LoginGateRefusal): ApiError {
  return ApiError.detail(429, `The server is busy with other logins. Try again in ${waitText(seconds)}.`, {
    'retry-after': String(seconds),
  });
}

const loginRoute: FastifyPluginAsync = async (app) => {
  app.post<{ Body: LoginBody }>(
    '/api/auth/auth/jwt/create/',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      // The credentials are in the body: a forged request could not know them (no CSRF check, server/plugins/csrf.ts).
      config: { csrf: false },
      schema: {
        tags: ['auth'],
        summary: 'Log in: exchange username and password for an access and a refresh token',
        security: [],
        body: loginBodySchema,
        response: { 200: tokenPairSchema, ...errorResponses(...BODY_ERRORS, 401, 429) },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      // Counted now, before the password is checked, so parallel guesses meet the limit too.
      const answer = app.loginThrottle.begin(username, request.ip, trustedDevice(app, request, username));
      if (!answer.allowed) throw tooManyFailures(answer.retryAfterSeconds);
      const { attempt } = answer;
      let tokens;
      try {
        tokens = await app.loginGate.run(request.ip, () => app.sessions.login(username, password));
      } catch (error) {
        attempt.cancelled();
        throw error instanceof LoginGateRefusal ? turnedAway(error) : error;
      }
      if (!tokens) {
        attempt.failed();
        throw ApiError.detail(401, MESSAGES.badCredentials);
      }
      attempt.succeeded();
      rememberDevice(app, request, reply, username);
      // A new token at login, so one planted before sign-in is not carried into the session.
      issueCsrfCookie(request, reply);
      return tokens;
    },
  );
};

export default loginRoute;
