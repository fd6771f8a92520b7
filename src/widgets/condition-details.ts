import type { Eye } from './eyes';

/** The kinds of input a condition can ask for (`conditionDetail.field_type` in schemas/shared/defs.json). */
export type DetailFieldType = 'text' | 'dropdown' | 'grading' | 'checkbox' | 'notes';

/**
 * One recorded input of a chosen condition or observation. Checkbox values are the strings 'true'/'false'. Other
 * members are properties added to the item schema, rendered as they are (`ItemProperties`).
 */
export interface ConditionDetail {
  condition: number;
  affected_eye: Eye | null;
  field_type: DetailFieldType;
  value: string;
  [other: string]: unknown;
}

/** The members of a detail the condition fields render themselves; any other property of the item schema is rendered as it is. */
export const DETAIL_KEYS: readonly string[] = ['condition', 'affected_eye', 'field_type', 'value'];

/** Where one input's value lives: condition, eye (null when not per eye) and kind of input. */
export interface DetailSlot {
  condition: number;
  eye: Eye | null;
  fieldType: DetailFieldType;
}

/** The details of a form value, ignoring anything that is not a detail. */
export function asDetails(value: unknown): ConditionDetail[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is ConditionDetail =>
      item !== null && typeof item === 'object' && typeof (item as ConditionDetail).condition === 'number',
  );
}

/** "OD|grading": the key of a slot within one condition. */
export const slotKey = (eye: Eye | null, fieldType: DetailFieldType) => `${eye ?? '-'}|${fieldType}`;

const sameSlot = (detail: ConditionDetail, slot: DetailSlot) =>
  detail.condition === slot.condition &&
  (detail.affected_eye ?? null) === slot.eye &&
  detail.field_type === slot.fieldType;

/**
 * The details with one slot set to `value`: replaced in place (keeping the detail's other properties), or appended
 * when new. An empty or undefined value removes the slot, since unfilled inputs emit nothing.
 */
export function setDetail(details: readonly ConditionDetail[], slot: DetailSlot, value: string | undefined) {
  const index = details.findIndex((detail) => sameSlot(detail, slot));
  if (value === undefined || value === '') {
    return index < 0 ? [...details] : details.filter((_, i) => i !== index);
  }
  const detail: ConditionDetail = {
    ...details[index],
    condition: slot.condition,
    affected_eye: slot.eye,
    field_type: slot.fieldType,
    value,
  };
  if (index < 0) return [...details, detail];
  return details.map((existing, i) => (i === index ? detail : existing));
}

/** The details without any of the given condition. */
export function removeCondition(details: readonly ConditionDetail[], condition: number): ConditionDetail[] {
  return details.filter((detail) => detail.condition !== condition);
}

/** The values of each condition's slots: condition id → slot key → value. */
export function indexDetails(details: readonly ConditionDetail[]): Map<number, Record<string, string>> {
  const index = new Map<number, Record<string, string>>();
  for (const detail of details) {
    const slots = index.get(detail.condition) ?? {};
    slots[slotKey(detail.affected_eye ?? null, detail.field_type)] = detail.value;
    index.set(detail.condition, slots);
  }
  return index;
}

/** The distinct condition ids of the details, in order of first appearance. */
export function conditionIds(details: readonly ConditionDetail[]): number[] {
  return [...new Set(details.map((detail) => detail.condition))];
}

/** A shared empty slot map, so memoised rows with nothing recorded compare equal. */
export const NO_SLOTS: Readonly<Record<string, string>> = Object.freeze({});

/** Shallow equality of two slot maps (for memoised rows). */
export function sameSlots(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
