/**
 * Brakes on password guessing, counted in the database (server/db/repositories/login-attempts.ts): every server
 * process over one database counts the same attempts, and a restart forgets nothing.
 *
 * An attempt is recorded when it starts, before the password is checked, so attempts still in flight count:
 * a hundred parallel guesses get the same answer as a hundred in a row. Two budgets apply to every attempt:
 * - per username and client address, `maxFailures` within the sliding window;
 * - per client address, whatever the usernames, `maxFailuresPerAddress` within the window.
 * Past a budget the client waits: `baseDelaySeconds` after the attempt that used the budget up, doubling with each
 * further failure, never longer than the window. A mistyped password costs a minute, not the whole window; a
 * guesser gets a handful of tries per window. A success removes its own attempt and forgets the username's
 * failures (not the address's, or one valid account would let an address guess on at others).
 *
 * A trusted device (OWASP's device cookies: one that signed in as this username before, see
 * server/services/device-cookies.ts) is kept out of those two budgets, so guesses by others at its address (a
 * clinic behind one NAT) do not lock it out. Its attempts count in a budget of its own, per device and username,
 * `maxFailures` within the window; once that is used up the device is trusted no more and its attempts meet the
 * address's budgets like anyone's, so a stolen device cookie does not buy unlimited guesses either.
 */
import { randomUUID } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { BudgetKey, BudgetState, LoginAttemptsRepository } from '../db/repositories/login-attempts';

export interface ThrottleSettings {
  maxFailures: number;
  maxFailuresPerAddress: number;
  windowSeconds: number;
  /** The first wait once a budget is used up (default 60 s, at most the window). */
  baseDelaySeconds?: number;
  now?: () => number;
}

/** One login attempt that passed the throttle: say how it ended. */
export interface LoginAttempt {
  /** Wrong username or password: the attempt stays counted. */
  failed(): Promise<void>;
  /** Signed in: the username's failures at this address are forgotten. */
  succeeded(): Promise<void>;
  /** The password was never checked (server busy, an error): the attempt is not counted. */
  cancelled(): Promise<void>;
}

export type ThrottleAnswer = { allowed: true; attempt: LoginAttempt } | { allowed: false; retryAfterSeconds: number };

/** How often a process deletes the attempts that left the window (of budgets never asked about again). */
const SWEEP_EVERY_MS = 60_000;

/**
 * The address a budget is kept for: IPv4 as it is (also when written as IPv4-mapped IPv6), IPv6 by its /64
 * prefix, since one subscriber usually holds a whole /64 and could otherwise change address at every guess.
 */
export function addressKey(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const before = groups(head);
  // An embedded IPv4 tail (::1.2.3.4) is two groups.
  const after = groups(tail ?? '').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const full = tail === undefined ? before : [...before, ...Array<string>(8 - before.length - after.length).fill('0'), ...after];
  return `${full
    .slice(0, 4)
    .map((group) => (parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}

export function createLoginThrottle(attempts: LoginAttemptsRepository, settings: ThrottleSettings) {
  const now = settings.now ?? (() => Date.now());
  const windowMs = settings.windowSeconds * 1000;
  const baseMs = Math.min((settings.baseDelaySeconds ?? 60) * 1000, windowMs);
  let sweptAt = Number.NEGATIVE_INFINITY;

  /** Milliseconds to wait before another attempt against this budget (0: go ahead). */
  function waitMs(state: BudgetState, limit: number, at: number): number {
    if (state.count < limit) return 0;
    const delay = Math.min(baseMs * 2 ** (state.count - limit), windowMs);
    return Math.max(0, state.last + delay - at);
  }

  /** The budgets an attempt may count in: per username and address, per address, and per trusted device. */
  function keysOf(username: string, ip: string, device: string | null) {
    const address = addressKey(ip);
    const user: BudgetKey = { budget: 'user', subject: JSON.stringify([username, address]) };
    const byAddress: BudgetKey = { budget: 'address', subject: address };
    const byDevice: BudgetKey | null = device === null ? null : { budget: 'device', subject: JSON.stringify([device, username]) };
    return { user, byAddress, byDevice, all: byDevice ? [user, byAddress, byDevice] : [user, byAddress] };
  }

  /** The budgets an attempt counts in, and the milliseconds it must wait first (0: go ahead). */
  function assess(keys: ReturnType<typeof keysOf>, states: BudgetState[], at: number) {
    const [user, byAddress, byDevice] = states as [BudgetState, BudgetState, BudgetState | undefined];
    // A device past its own budget is trusted no more: it meets the address's budgets like anyone.
    if (keys.byDevice && byDevice && waitMs(byDevice, settings.maxFailures, at) === 0) {
      return { budgets: [keys.byDevice], wait: 0 };
    }
    const wait = Math.max(waitMs(user, settings.maxFailures, at), waitMs(byAddress, settings.maxFailuresPerAddress, at));
    return { budgets: [keys.user, keys.byAddress], wait };
  }

  /** Deletes the attempts out of every window, at most once a minute in this process. */
  async function sweep(at: number): Promise<void> {
    if (at - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = at;
    await attempts.deleteBefore(at - windowMs);
  }

  return {
    /**
     * Seconds this attempt would have to wait now (0: it may go on to `begin`), without counting it: a cheap answer
     * before the attempt waits for its turn at a password check.
     */
    async peek(username: string, ip: string, device: string | null = null): Promise<number> {
      const at = now();
      const keys = keysOf(username, ip, device);
      return Math.ceil(assess(keys, await attempts.states(keys.all, at - windowMs), at).wait / 1000);
    },

    /**
     * Lets an attempt for `username` from `ip` go ahead (and counts it at once), or says how long to wait.
     * `device`: the id of a device cookie this client presented, valid for this username (or null).
     */
    async begin(username: string, ip: string, device: string | null = null): Promise<ThrottleAnswer> {
      const at = now();
      await sweep(at);
      const keys = keysOf(username, ip, device);
      const id = randomUUID();
      let wait = 0;
      const recorded = await attempts.admit(
        keys.all,
        at - windowMs,
        (states) => {
          const assessed = assess(keys, states, at);
          wait = assessed.wait;
          return wait > 0 ? null : assessed.budgets;
        },
        { id, at },
      );
      if (!recorded) return { allowed: false, retryAfterSeconds: Math.ceil(wait / 1000) };

      let settled = false;
      const settle = async (action: () => Promise<void>) => {
        if (settled) return;
        settled = true;
        await action();
      };
      return {
        allowed: true,
        attempt: {
          failed: () => settle(async () => undefined),
          // The username's failures (and the device's) are forgotten; at the address only this attempt is.
          succeeded: () =>
            settle(async () => {
              await attempts.clear(keys.byDevice ? [keys.user, keys.byDevice] : [keys.user]);
              await attempts.removeAttempt(id);
            }),
          cancelled: () => settle(() => attempts.removeAttempt(id)),
        },
      };
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
