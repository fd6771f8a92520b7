import deepEqual from 'fast-deep-equal';

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
