/**
 * The value a field held at the patient's previous visit, for the quiet hint beside it ("Last: 6/9 · 12 Mar 2026").
 * A field shows one when its uiSchema says `"ui:options": {"previous": true}`; the form context carries the
 * previous visit's records of the section (`previous`: its date and records as form data, newest first). A field
 * inside a list item finds the same item by position, or, where the list's items are not in a fixed order, by the
 * members `previous.match` names (e.g. `{"eye": "OD"}`, which a custom field may add for the row it renders).
 */
import { isRecorded } from './recorded';

/** The previous visit's records of a section, as the form context carries them. */
export interface PreviousVisit {
  /** The visit's date, YYYY-MM-DD; null when there is no previous visit. */
  date: string | null;
  /** Its records of the section as form data, newest save first (a list section: every record). */
  records: readonly unknown[];
}

/** What `ui:options.previous` may say: show the hint, and how to find a list item in the previous record. */
export type PreviousOption = boolean | { match?: Record<string, unknown> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `option` asks for a hint. */
export const wantsPrevious = (option: unknown): option is PreviousOption => option === true || isRecord(option);

function valueAt(data: unknown, path: readonly (string | number)[], match: Record<string, unknown> | undefined): unknown {
  let node = data;
  for (const step of path) {
    if (typeof step === 'number' && Array.isArray(node)) {
      node = match ? node.find((item) => isRecord(item) && Object.entries(match).every(([key, value]) => item[key] === value)) : node[step];
    } else if (isRecord(node)) {
      node = node[String(step)];
    } else {
      return undefined;
    }
  }
  return node;
}

/**
 * The value at `path` (a field's path in the form data) in the newest of `previous.records` that recorded one;
 * undefined when none did, or when `option` asks for no hint.
 */
export function previousValue(previous: PreviousVisit | undefined, path: readonly (string | number)[], option: unknown): unknown {
  if (!previous || !wantsPrevious(option)) return undefined;
  const match = isRecord(option) && isRecord(option.match) ? option.match : undefined;
  for (const record of previous.records) {
    const value = valueAt(record, path, match);
    if (isRecorded(value)) return value;
  }
  return undefined;
}

/** Whether a uiSchema asks for a previous value anywhere in it (then the section's previous visit is worth reading). */
export function asksForPrevious(uiSchema: unknown): boolean {
  if (Array.isArray(uiSchema)) return uiSchema.some(asksForPrevious);
  if (!isRecord(uiSchema)) return false;
  const options = uiSchema['ui:options'];
  if (isRecord(options) && wantsPrevious(options.previous)) return true;
  return Object.entries(uiSchema).some(([key, value]) => key !== 'ui:options' && asksForPrevious(value));
}
