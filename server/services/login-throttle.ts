/**
 * Brakes on password guessing, in memory per process (a restart forgets; several processes count apart).
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
import { isIPv4, isIPv6 } from 'node:net';

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
  failed(): void;
  /** Signed in: the username's failures at this address are forgotten. */
  succeeded(): void;
  /** The password was never checked (server busy, an error): the attempt is not counted. */
  cancelled(): void;
}

export type ThrottleAnswer = { allowed: true; attempt: LoginAttempt } | { allowed: false; retryAfterSeconds: number };

/** Upper bound on remembered keys per budget, so a flood of distinct usernames cannot exhaust memory. */
const MAX_KEYS = 10_000;

interface Entry {
  at: number;
}

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

export function createLoginThrottle(settings: ThrottleSettings) {
  const now = settings.now ?? (() => Date.now());
  const windowMs = settings.windowSeconds * 1000;
  const baseMs = Math.min((settings.baseDelaySeconds ?? 60) * 1000, windowMs);
  const byUser = new Map<string, Entry[]>();
  const byAddress = new Map<string, Entry[]>();
  const byDevice = new Map<string, Entry[]>();

  function live(map: Map<string, Entry[]>, key: string, at: number): Entry[] {
    const cutoff = at - windowMs;
    const list = (map.get(key) ?? []).filter((entry) => entry.at > cutoff);
    if (list.length === 0) map.delete(key);
    else map.set(key, list);
    return list;
  }

  /** Milliseconds to wait before another attempt against this budget (0: go ahead). */
  function waitMs(list: Entry[], limit: number, at: number): number {
    if (list.length < limit) return 0;
    const last = Math.max(...list.map((entry) => entry.at));
    const delay = Math.min(baseMs * 2 ** (list.length - limit), windowMs);
    return Math.max(0, last + delay - at);
  }

  function record(map: Map<string, Entry[]>, key: string, entry: Entry, at: number): void {
    const list = live(map, key, at);
    if (list.length === 0 && map.size >= MAX_KEYS) {
      for (const other of map.keys()) live(map, other, at);
      // Still full: forget the oldest keys (Map keeps insertion order).
      for (const other of map.keys()) {
        if (map.size < MAX_KEYS) break;
        map.delete(other);
      }
    }
    map.set(key, [...list, entry]);
  }

  function remove(map: Map<string, Entry[]>, key: string, entry: Entry): void {
    const list = map.get(key)?.filter((item) => item !== entry);
    if (!list) return;
    if (list.length === 0) map.delete(key);
    else map.set(key, list);
  }

  /** The budgets an attempt counts in, and the milliseconds it must wait first (0: go ahead). */
  function assess(username: string, ip: string, device: string | null, at: number) {
    const address = addressKey(ip);
    const userKey = JSON.stringify([username, address]);
    const deviceKey = device === null ? null : JSON.stringify([device, username]);
    // A device past its own budget is trusted no more: it meets the address's budgets like anyone.
    const trustedKey =
      deviceKey !== null && waitMs(live(byDevice, deviceKey, at), settings.maxFailures, at) === 0 ? deviceKey : null;
    const budgets: [Map<string, Entry[]>, string][] =
      trustedKey !== null
        ? [[byDevice, trustedKey]]
        : [
            [byUser, userKey],
            [byAddress, address],
          ];
    const wait =
      trustedKey !== null
        ? 0
        : Math.max(
            waitMs(live(byUser, userKey, at), settings.maxFailures, at),
            waitMs(live(byAddress, address, at), settings.maxFailuresPerAddress, at),
          );
    return { address, userKey, deviceKey, budgets, wait };
  }

  return {
    /**
     * Seconds this attempt would have to wait now (0: it may go on to `begin`), without counting it: a cheap answer
     * before the attempt waits for its turn at a password check.
     */
    peek(username: string, ip: string, device: string | null = null): number {
      return Math.ceil(assess(username, ip, device, now()).wait / 1000);
    },

    /**
     * Lets an attempt for `username` from `ip` go ahead (and counts it at once), or says how long to wait.
     * `device`: the id of a device cookie this client presented, valid for this username (or null).
     */
    begin(username: string, ip: string, device: string | null = null): ThrottleAnswer {
      const at = now();
      const { address, userKey, deviceKey, budgets, wait } = assess(username, ip, device, at);
      if (wait > 0) return { allowed: false, retryAfterSeconds: Math.ceil(wait / 1000) };

      const entry: Entry = { at };
      for (const [map, key] of budgets) record(map, key, entry, at);
      let settled = false;
      const settle = (action: () => void) => {
        if (settled) return;
        settled = true;
        action();
      };
      return {
        allowed: true,
        attempt: {
          failed: () => settle(() => undefined),
          succeeded: () =>
            settle(() => {
              byUser.delete(userKey);
              if (deviceKey !== null) byDevice.delete(deviceKey);
              remove(byAddress, address, entry);
            }),
          cancelled: () =>
            settle(() => {
              for (const [map, key] of budgets) remove(map, key, entry);
            }),
        },
      };
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
