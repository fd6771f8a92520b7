import { formatDateTime } from '../../../lib/display-dates';

/** "Saved by {name}, {time}" (or "Saved {time}" without a name) from a section's read answer (a record, or a list whose items carry the fields). */
export function savedByText(body: unknown): string | null {
  const record = (Array.isArray(body) ? body[0] : body) as { saved_at?: unknown; saved_by_name?: unknown } | null | undefined;
  if (!record || typeof record.saved_at !== 'string') return null;
  const time = formatDateTime(record.saved_at);
  // An answer without the saver's name (a record saved by a since deleted user): the time alone.
  if (typeof record.saved_by_name !== 'string' || record.saved_by_name === '') return `Saved ${time}`;
  return `Saved by ${record.saved_by_name}, ${time}`;
}
