import deepEqual from 'fast-deep-equal';

/** The value as JSON would carry it: keys holding `undefined` dropped, `undefined` array items as `null`. */
function normalize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : normalize(item)));
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined) out[key] = normalize(item);
    }
    return out;
  }
  return value;
}

/**
 * Whether two form data values hold the same content. A field that was typed in and emptied again is `undefined`
 * in RJSF's data and absent in loaded data; both mean "nothing", so they compare equal, as they would once sent.
 */
export function isSameFormData(a: unknown, b: unknown): boolean {
  return deepEqual(normalize(a), normalize(b));
}
