/**
 * The read shapes of consultation §3, built from stored section payloads (which keep the write shape): condition
 * details carry the name of their condition, the Oculo-Medical History answers its entries as name and notes
 * lists, and observations are answered as a list of items. Stored records are never changed: only the answer is.
 */
import { CONDITION_LISTS, ENTRY_LISTS } from './history-lists';
import type { Repositories } from '../db/repositories/index';
import type { SectionResponse } from './section-records';

type JsonRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is JsonRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The objects of a stored list (anything else is skipped). */
const recordsOf = (list: unknown): JsonRecord[] => (Array.isArray(list) ? list.filter(isRecord) : []);

/** A recorded condition input as read back: the stored detail and its condition's name (null if unknown). */
export interface ConditionDetailView {
  condition: unknown;
  condition_name: string | null;
  affected_eye: unknown;
  field_type: unknown;
  value: unknown;
}

/** One observation as read back (consultation §3): the detail, and its value again as `grading` or `notes`. */
export interface ObservationItem extends ConditionDetailView {
  grading: unknown;
  notes: unknown;
  average_marks: number | null;
  /** When the record holding the item was saved, and by whom (the same on every item of a record). */
  saved_at: string;
  saved_by_name?: string;
}

/** `saved_by_name` of an answer, when it has one (the key is left out otherwise). */
const savedBy = (stored: SectionResponse): { saved_by_name?: string } =>
  stored.saved_by_name === undefined ? {} : { saved_by_name: stored.saved_by_name };

/**
 * The members of a stored payload that a read shape does not build itself (`handled`, and the record's id and save
 * time): the other properties of the form's schema, answered as stored, so that a property added to a schema is
 * read back with no code change.
 */
export function otherFields(stored: JsonRecord | null | undefined, handled: Iterable<string>): JsonRecord {
  const skip = new Set(['id', 'saved_at', 'saved_by_name', ...handled]);
  const out: JsonRecord = {};
  for (const [key, value] of Object.entries(stored ?? {})) if (!skip.has(key)) out[key] = value;
  return out;
}

type NameLookup = (ids: readonly number[]) => Promise<Map<number, string>>;

function conditionIds(lists: unknown[]): number[] {
  const ids = lists.flatMap((list) => recordsOf(list).map((detail) => detail.condition));
  return ids.filter((id): id is number => typeof id === 'number' && Number.isSafeInteger(id));
}

function detailView(detail: JsonRecord, names: Map<number, string>): ConditionDetailView {
  const condition = detail.condition;
  return {
    condition,
    condition_name: typeof condition === 'number' ? (names.get(condition) ?? null) : null,
    affected_eye: detail.affected_eye ?? null,
    field_type: detail.field_type,
    value: detail.value,
  };
}

const withNames = (list: unknown, names: Map<number, string>): ConditionDetailView[] =>
  recordsOf(list).map((detail) => detailView(detail, names));

/** Case history: each of `condition_details` with its `condition_name`. */
export async function caseHistoryView(repos: Repositories, stored: SectionResponse): Promise<JsonRecord> {
  const names = await repos.referenceData.conditionNames(conditionIds([stored.condition_details]));
  return { ...stored, condition_details: withNames(stored.condition_details, names) };
}

/**
 * Oculo-Medical History in its read shape: `last_eye_examination`; `drug_history`/`drug_notes`,
 * `allergies`/`allergy_notes`, `social_history`/`social_notes` as lists of the entries' names and of their notes
 * (by position, '' for none); the four condition lists with `condition_name`. The write names (`drug_entries`…)
 * are not answered.
 */
export async function patientHistoryView(repos: Repositories, stored: SectionResponse): Promise<JsonRecord> {
  const names = await repos.referenceData.conditionNames(conditionIds(CONDITION_LISTS.map((key) => stored[key])));
  const handled = ['patient', 'appointment', 'last_eye_examination', ...ENTRY_LISTS.map((list) => list.key), ...CONDITION_LISTS];
  const view: JsonRecord = {
    ...otherFields(stored, handled),
    id: stored.id,
    saved_at: stored.saved_at,
    ...savedBy(stored),
    patient: stored.patient ?? null,
    appointment: stored.appointment ?? null,
    last_eye_examination: stored.last_eye_examination ?? null,
  };
  for (const list of ENTRY_LISTS) {
    const entries = recordsOf(stored[list.key]);
    view[list.names] = entries.map((entry) => (typeof entry.name === 'string' ? entry.name : ''));
    view[list.notes] = entries.map((entry) => (typeof entry.notes === 'string' ? entry.notes : ''));
  }
  for (const key of CONDITION_LISTS) view[key] = withNames(stored[key], names);
  return view;
}

/**
 * External or internal observations as the list of their items. A list cannot hold the section's
 * `average_marks`, so each item carries it (and the route sends it in a header as well); the same for the record's
 * `saved_at` and `saved_by_name`.
 */
export async function observationItems(
  lookup: NameLookup,
  stored: SectionResponse | null,
  averageMarks: number | null,
): Promise<ObservationItem[]> {
  if (!stored) return [];
  const names = await lookup(conditionIds([stored.observations]));
  return recordsOf(stored.observations).map((detail) => {
    const view = detailView(detail, names);
    return {
      ...view,
      grading: view.field_type === 'grading' ? view.value : null,
      notes: view.field_type === 'notes' ? view.value : null,
      average_marks: averageMarks,
      saved_at: stored.saved_at,
      ...savedBy(stored),
    };
  });
}
