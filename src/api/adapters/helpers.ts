/** Small pure helpers shared by the form adapters. Nothing here knows a form. */
import { resolveLocalRef } from '../../engine/core/conditional-display';

export { resolveLocalRef };

export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
