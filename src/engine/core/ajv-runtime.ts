import deepEqual from 'fast-deep-equal';
import { localDate } from '../../lib/local-date';

/**
 * The ajv run-time helpers that standalone validator code refers to, as ES module exports (ajv's own are
 * CommonJS `require`s, which the browser build must not contain).
 */

/** String length in Unicode code points, as JSON Schema's minLength/maxLength count it. */
export function ucs2length(text: string): number {
  let length = 0;
  for (const _ of text) length++;
  return length;
}

/** Structural equality for `enum`, `const` and `uniqueItems` over objects. */
export const equal: (a: unknown, b: unknown) => boolean = deepEqual;

/** A text that is the same for two values exactly when `equal` holds between them (for JSON-like data). */
function canonical(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value !== 'object') return `${typeof value}:${String(value)}`;
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const record = value as Record<string, unknown>;
  return `{${Object.keys(record)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`)
    .join(',')}}`;
}

/**
 * `uniqueItems` in one pass: the `[i, j]` ajv's own pairwise loop reports (the last item equal to an earlier
 * one, and the last such earlier one), or null. ajv compares every pair of object items (O(n²)); this keys each
 * item by a canonical text instead.
 */
export function duplicateItems(items: readonly unknown[]): [number, number] | null {
  const lastSeen = new Map<string, number>();
  let found: [number, number] | null = null;
  for (let k = 0; k < items.length; k++) {
    const key = canonical(items[k]);
    const earlier = lastSeen.get(key);
    if (earlier !== undefined) found = [k, earlier];
    lastSeen.set(key, k);
  }
  return found;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether `value` lies outside `bound` for the date keywords: `'max'` after it, `'min'` before it. Only two
 * YYYY-MM-DD texts are compared (as texts, which orders them as dates); anything else is another keyword's
 * business (`format`, `required`), so it passes here. `'today'` as a bound means the local date.
 */
export function dateOutside(value: unknown, bound: unknown, side: 'min' | 'max'): boolean {
  const limit = bound === 'today' ? localDate() : bound;
  if (typeof value !== 'string' || typeof limit !== 'string' || !ISO_DATE.test(value) || !ISO_DATE.test(limit)) return false;
  return side === 'max' ? value > limit : value < limit;
}
