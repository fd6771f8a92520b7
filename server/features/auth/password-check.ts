/**
 * The guarded password check of a login, in this order:
 * 1. the throttle's cheap answer (`peek`): a client past its failure budget is refused at once, without queueing;
 * 2. a turn at a password check (`app.loginGate`: bounded, fair between addresses, 429 only when full);
 * 3. at its turn, the throttle counts the attempt (`begin`) — so attempts in flight are at most the checks
 *    running, and a burst of correct sign-ins from one address waits its turn instead of filling the address's
 *    failure budget with attempts not yet checked — then the password is checked and the attempt settled.
 * A device cookie for the username (./device-cookie.ts) takes the attempt out of the address's budgets.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, MESSAGES } from '../../lib/api-error';
import { LoginGateRefusal } from '../../services/login-gate';
import type { LoginResult } from '../../services/sessions';
import { trustedDevice } from './device-cookie';

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

/** The session's tokens for the right password; throws the 401 or 429 to answer otherwise. */
export async function checkPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  username: string,
  password: string,
): Promise<LoginResult> {
  const device = trustedDevice(app, request, username);
  const early = await app.loginThrottle.peek(username, request.ip, device);
  if (early > 0) throw tooManyFailures(early);
  let tokens: LoginResult | null;
  try {
    tokens = await app.loginGate.run(request.ip, async () => {
      // Counted now, before the password is checked, so parallel guesses meet the limit too.
      const answer = await app.loginThrottle.begin(username, request.ip, device);
      if (!answer.allowed) throw tooManyFailures(answer.retryAfterSeconds);
      const { attempt } = answer;
      let pair: LoginResult | null;
      try {
        pair = await app.sessions.login(username, password);
      } catch (error) {
        await attempt.cancelled();
        throw error;
      }
      if (pair) await attempt.succeeded();
      else await attempt.failed();
      return pair;
    });
  } catch (error) {
    throw error instanceof LoginGateRefusal ? turnedAway(error) : error;
  }
  if (!tokens) throw ApiError.detail(401, MESSAGES.badCredentials);
  return tokens;
}
