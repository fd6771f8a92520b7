/** Small pure helpers shared by the form adapters. Nothing here knows a form. */

export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Absent, `null`, or a string with nothing but white space in it. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A value for a payload: blank becomes `null`, anything else is sent as it is (never converted). */
export function blankToNull(value: unknown): unknown {
  return isBlank(value) ? null : value;
}

/** A copy of `body` without the given keys. */
export function withoutKeys(body: JsonRecord, keys: ReadonlySet<string>): JsonRecord {
  const out: JsonRecord = {};
  for (const [key, value] of Object.entries(body)) {
    if (!keys.has(key)) out[key] = value;
  }
  return out;
}

/** A copy of `body` without the given keys when their value is blank (`null`, `''`): back to "not given". */
export function withoutBlank(body: JsonRecord, keys: Iterable<string>): JsonRecord {
  const out: JsonRecord = { ...body };
  for (const key of keys) {
    if (key in out && isBlank(out[key])) delete out[key];
  }
  return out;
}
