/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): after a successful sign-in the
 * browser gets a cookie, signed with the server's secret, saying "this device signed in as <username>". Presented
 * again with that username, it lets the login past the per-address failure budget (server/services/login-throttle.ts),
 * so strangers guessing at the same address (a clinic behind one NAT) cannot lock out a device that signed in before.
 *
 * Stateless: the value is `<payload>.<signature>`, the payload (base64url JSON) holding the username, a random id
 * (the device, for its own failure budget) and the expiry; the signature is an HMAC-SHA256 under a key derived from
 * the server secret, so it cannot be used as a token anywhere else. One cookie per username (a shared PC keeps one
 * for each person who signed in there), named after a keyed hash of the username, so the name does not show it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE_PREFIX = 'device_';
/** How long a device stays known after its last sign-in. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

interface Payload {
  u: string;
  d: string;
  e: number;
}

export interface DeviceCookies {
  /** The cookie's name for this username. */
  name(username: string): string;
  /** A fresh cookie value binding a new device id to `username`. */
  issue(username: string): string;
  /** The device id when `value` is a genuine, unexpired cookie for `username`; null otherwise. */
  verify(value: string | undefined, username: string): string | null;
}

export function createDeviceCookies(secret: string, now: () => number = () => Date.now()): DeviceCookies {
  const key = createHmac('sha256', secret).update('sightline device cookie').digest();
  const mac = (text: string) => createHmac('sha256', key).update(text).digest();

  return {
    name: (username) => `${DEVICE_COOKIE_PREFIX}${mac(`name:${username}`).subarray(0, 12).toString('base64url')}`,

    issue(username) {
      const payload: Payload = {
        u: username,
        d: randomBytes(16).toString('base64url'),
        e: Math.floor(now() / 1000) + DEVICE_COOKIE_MAX_AGE_SECONDS,
      };
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${body}.${mac(body).toString('base64url')}`;
    },

    verify(value, username) {
      const [body, signature, ...rest] = (value ?? '').split('.');
      if (!body || !signature || rest.length > 0) return null;
      const expected = mac(body);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let payload: Partial<Payload>;
      try {
        payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Payload>;
      } catch {
        return null;
      }
      const fresh = typeof payload.e === 'number' && payload.e * 1000 > now();
      return payload.u === username && typeof payload.d === 'string' && fresh ? payload.d : null;
    },
  };
}
