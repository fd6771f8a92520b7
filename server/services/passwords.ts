/**
 * Password hashing with node:crypto scrypt. Stored as `scrypt$N$r$p$salt$hash` (salt and hash base64), so the
 * cost can be raised later without invalidating existing hashes.
 */
import { randomBytes, randomInt, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hasBidiControls } from '../lib/text';

/** scrypt's work factors: N (CPU and memory), r (block size), p (parallelism). */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

const COST: ScryptCost = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem scaled to the parameters so a stored, stronger cost still verifies.
    const maxmem = 256 * (options.N ?? COST.N) * (options.r ?? COST.r) + 1024 * 1024;
    scryptCallback(password, salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * The stored form of a new password. `cost` is for tests only, which seed throwaway databases with cheap hashes;
 * every account the product creates uses the default.
 */
export async function hashPassword(password: string, cost: ScryptCost = COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await scrypt(password, salt, KEY_LENGTH, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** False for a wrong password and for a stored value that is not a well-formed scrypt hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return false;
  const salt = Buffer.from(parts[4]!, 'base64');
  const expected = Buffer.from(parts[5]!, 'base64');
  if (expected.length === 0) return false;
  const actual = await scrypt(password, salt, expected.length, { N, r, p });
  return timingSafeEqual(actual, expected);
}

export const MIN_PASSWORD_LENGTH = 8;

/**
 * Why a password may not be set, or null. Every place that sets a password asks this. The length is counted
 * without white space at either end, so eight spaces (or "  abc   ") are not a password.
 */
export function newPasswordProblem(password: string): string | null {
  if (password.trim().length < MIN_PASSWORD_LENGTH) {
    return `Password must be at least ${MIN_PASSWORD_LENGTH} characters, not counting spaces at either end.`;
  }
  // JSON bodies lose these characters (plugins/json-body.ts), so such a password could never be typed at login.
  if (hasBidiControls(password)) return 'Password must not contain bidirectional control characters.';
  return null;
}

let decoy: Promise<string> | undefined;

/**
 * A hash to verify against when the username does not exist, so an unknown user costs the same time as a
 * wrong password and response timing does not reveal which accounts exist.
 */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}

/** Letters and digits that cannot be mistaken for one another when read aloud or copied by hand (no 0/O, 1/l/I). */
const ONE_TIME_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const ONE_TIME_LENGTH = 14;

/** A one-time password an administrator hands over (about 80 bits); the account must change it at its first sign-in. */
export function oneTimePassword(): string {
  let text = '';
  for (let i = 0; i < ONE_TIME_LENGTH; i++) text += ONE_TIME_ALPHABET[randomInt(ONE_TIME_ALPHABET.length)];
  return text;
}
