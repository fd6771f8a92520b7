/**
 * Lists of recorded condition inputs (`conditionDetail` in `schemas/shared/defs.json`): case history, the four
 * Oculo-Medical History lists, external and internal observations.
 */
import sharedDefinitions from '../../../schemas/shared/defs.json';
import { carryItems, isRecord, propertyNames, type JsonRecord } from './helpers';

/** One recorded input of a chosen condition, as the form holds it. */
export interface ConditionDetail {
  condition?: number;
  /** OD, OS, or null (absent) for a condition that is not recorded per eye. */
  affected_eye?: 'OD' | 'OS' | null;
  field_type?: string;
  /** Checkbox values are the strings 'true' and 'false'. */
  value?: string;
  [key: string]: unknown;
}

/** The same input in a payload: every key present, `affected_eye` null when not per eye. */
export interface ConditionDetailPayload {
  condition: number;
  affected_eye: 'OD' | 'OS' | null;
  field_type: string;
  value: string;
}

/** Keys a read answer adds to a detail that the form does not hold. */
const READ_ONLY_DETAIL_KEYS = new Set(['id', 'condition_name']);

/** The shared item schema of a condition list, for a caller that has no schema of its own. */
const SHARED_DETAIL = { $ref: '#/$defs/conditionDetail' };

/**
 * The payload list of a form's (valid) list: each detail carries every property of the list's item schema `items`
 * (in `root`; the shared `conditionDetail` by default) that it holds, and `affected_eye` always (`null` for a
 * condition not recorded per eye). Anything that is not a list sends an empty one.
 */
export function detailsToPayload(details: unknown, root: unknown = sharedDefinitions, items: unknown = SHARED_DETAIL): ConditionDetailPayload[] {
  // A schema whose items are not readable here (references not inlined) falls back on the shared definition.
  const known = propertyNames(root, items).length > 0;
  return carryItems(details, known ? root : sharedDefinitions, known ? items : SHARED_DETAIL, (carried) => ({
    ...carried,
    affected_eye: carried.affected_eye ?? null,
  })) as unknown as ConditionDetailPayload[];
}

/** One detail of a body back to form data: read-only keys dropped, everything else kept as it came. */
export function detailFromResponse(item: unknown): unknown {
  if (!isRecord(item)) return item;
  const out: JsonRecord = {};
  for (const [key, value] of Object.entries(item)) {
    if (!READ_ONLY_DETAIL_KEYS.has(key)) out[key] = value;
  }
  return out;
}

/** A list of details back to form data; something that is not a list is kept as it is (validation refuses it). */
export function detailsFromResponse(details: unknown): unknown {
  return Array.isArray(details) ? details.map(detailFromResponse) : details;
}
