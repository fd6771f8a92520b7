/**
 * The schema's own message for one keyword of a field (`errorMessage`, ajv-errors): the texts of the specification
 * live in the schemas, and a widget that refuses something itself (a duplicate chosen in a picker) says it with the
 * same text the schema would.
 */
export function schemaMessage(schema: unknown, keyword: string): string | undefined {
  if (schema === null || typeof schema !== 'object') return undefined;
  const messages = (schema as { errorMessage?: unknown }).errorMessage;
  if (typeof messages === 'string') return messages;
  if (messages === null || typeof messages !== 'object') return undefined;
  const message = (messages as Record<string, unknown>)[keyword];
  return typeof message === 'string' ? message : undefined;
}

/** Said when a list's schema gives no message of its own for an item chosen twice. */
export const ALREADY_CHOSEN = 'Already chosen.';
