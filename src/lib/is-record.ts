/** A JSON object (a record of members): not null, not an array. The one check client, server and tests share. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
