/**
 * The validated form document a row keeps beside its columns (absences, clinic schedule entries, stock additions and
 * counts; migration 0019, docs/decisions.md "Operations keep their form documents"). The columns serve lists,
 * filters, counts and stock levels; the document holds every property of the form as the wire transform gave it,
 * so a property added to the form's schema is stored and answered with its type, with no migration.
 */
import { isRecord } from '../../src/lib/is-record';
type JsonRecord = Record<string, unknown>;

/** A stored document (JSON text) as an object; none (`{}`, a movement no form made) reads as empty. */
export function parseDocument(text: string | null | undefined): JsonRecord {
  if (!text) return {};
  const parsed = JSON.parse(text) as unknown;
  return isRecord(parsed) ? parsed : {};
}

/**
 * An answer with the document's properties that no column holds (`held`: the form properties the answer already
 * gives from its columns) beside it; the answer's own members always win.
 */
export function withDocument<T extends object>(answer: T, document: JsonRecord, held: readonly string[]): T {
  const extra = Object.entries(document).filter(([name]) => !held.includes(name) && !Object.hasOwn(answer, name));
  return { ...Object.fromEntries(extra), ...answer };
}
