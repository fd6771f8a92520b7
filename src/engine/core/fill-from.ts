/**
 * Filling fields of a form from another form's saved record, or from other fields of the same form, as its uiSchema
 * says (docs/forms.md, "Fill from another form"): `ui:options.fillFrom` of an object is a list of actions, each a
 * button placed before one of its fields:
 *
 *   "fillFrom": [{
 *     "label": "Use subjective refraction", "form": "refraction", "before": "od_sph",
 *     "none": "No subjective refraction is saved for this appointment.",
 *     "values": { "od_sph": "subjective[eye=OD]/sph", "os_sph": "subjective[eye=OS]/sph" }
 *   }]
 *
 * Without `form` the values are read from the form's own data as it stands (the refraction's 'Use objective
 * refraction'). A path names a value: members separated by '/', where `name[key=value]` is the item of the list
 * `name` whose `key` holds `value`. A filled field is a path of the same kind below the object (a list item named
 * that way is added when the list has none). Which value fills which field is this data only. Pure.
 */
import { isRecord } from '../../lib/is-record';

export interface FillAction {
  /** The button's text. */
  label: string;
  /** The id of the form whose saved record is read (a consultation section's form id); none: this form's own data. */
  form?: string;
  /** The field of this object the button is shown before (and only while that field is shown). */
  before: string;
  /** Told when the other form has no saved record, or none of the values named. */
  none: string;
  /** The path of a field below this object → the path of its value in the source's data. */
  values: Readonly<Record<string, string>>;
}

/** One field's new value: undefined empties it (the source holds no value there). */
export interface FilledValue {
  /** The field's path below the object (see `valueAt`). */
  field: string;
  value: unknown;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function isFillAction(value: unknown): value is FillAction {
  return (
    isRecord(value) &&
    isText(value.label) &&
    (value.form === undefined || isText(value.form)) &&
    isText(value.before) &&
    isText(value.none) &&
    isRecord(value.values) &&
    Object.values(value.values).every(isText)
  );
}

/** The well-formed actions of an object's `ui:options.fillFrom` (none when it says nothing); a malformed one throws. */
export function fillActions(option: unknown): FillAction[] {
  if (option === undefined) return [];
  if (!Array.isArray(option) || !option.every(isFillAction)) {
    throw new Error('ui:options.fillFrom must be a list of {label, form?, before, none, values}.');
  }
  return option;
}

const SELECTOR = /^([^[\]]+)\[([^=\]]+)=([^\]]*)\]$/;

/** One segment of a path: a member, or the item of list `name` whose `key` holds `value`. */
type Segment = { name: string } | { name: string; key: string; value: string };

function segments(path: string): Segment[] {
  return path.split('/').map((segment) => {
    const selector = SELECTOR.exec(segment);
    if (!selector) return { name: segment };
    const [, name, key, value] = selector as unknown as [string, string, string, string];
    return { name, key, value };
  });
}

const chooses = (segment: Segment) => (item: unknown) =>
  'key' in segment && isRecord(item) && String(item[segment.key]) === segment.value;

/** The value at `path` in `data` (see above), or undefined when there is none. */
export function valueAt(data: unknown, path: string): unknown {
  let at: unknown = data;
  for (const segment of segments(path)) {
    const member = isRecord(at) ? at[segment.name] : undefined;
    if ('key' in segment) at = Array.isArray(member) ? member.find(chooses(segment)) : undefined;
    else at = member;
    if (at === undefined || at === null) return undefined;
  }
  return at;
}

/** The member of the object a field path starts with (the one value the engine sets for it). */
export const topMember = (path: string): string => segments(path)[0]!.name;

/**
 * `data` with `value` at `path` (undefined removes the member), copied along the path and unchanged elsewhere; a
 * list item the path names is added (holding its key) when the list has none. Pure.
 */
export function withValueAt(data: unknown, path: string, value: unknown): Record<string, unknown> {
  return setAt(data, segments(path), value);
}

function setAt(data: unknown, [first, ...rest]: Segment[], value: unknown): Record<string, unknown> {
  const object: Record<string, unknown> = isRecord(data) ? { ...data } : {};
  const { name } = first!;
  if (!('key' in first!)) {
    const next = rest.length === 0 ? value : setAt(object[name], rest, value);
    if (next === undefined) delete object[name];
    else object[name] = next;
    return object;
  }
  const list = Array.isArray(object[name]) ? [...(object[name] as unknown[])] : [];
  const index = list.findIndex(chooses(first));
  const item = index < 0 ? { [first.key]: first.value } : list[index];
  const next = rest.length === 0 ? value : setAt(item, rest, value);
  if (index < 0) list.push(next);
  else list[index] = next;
  object[name] = list;
  return object;
}

/** The index path of `path` in `data` (a list item by its position), for the field's id; undefined when absent. */
export function indexPath(data: unknown, path: string): (string | number)[] | undefined {
  const at: (string | number)[] = [];
  let current: unknown = data;
  for (const segment of segments(path)) {
    at.push(segment.name);
    current = isRecord(current) ? current[segment.name] : undefined;
    if ('key' in segment) {
      const index = Array.isArray(current) ? current.findIndex(chooses(segment)) : -1;
      if (index < 0) return undefined;
      at.push(index);
      current = (current as unknown[])[index];
    }
  }
  return at;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * What `action` fills from the other form's data: every field it names, with the value found (undefined for none,
 * so that no value of an earlier prescription is left beside the new ones); null when the other form has nothing
 * (no saved record, or none of the values named).
 */
export function filledValues(action: FillAction, source: unknown): FilledValue[] | null {
  if (source === null || source === undefined) return null;
  const filled = Object.entries(action.values).map(([field, path]) => {
    const value = valueAt(source, path);
    return { field, value: isEmpty(value) ? undefined : value };
  });
  return filled.some((entry) => entry.value !== undefined) ? filled : null;
}

/**
 * The object's new members once `values` are set in it: one value per member the fields start with (a list is
 * replaced whole, its other items and cells kept). Pure.
 */
export function filledMembers(object: unknown, values: readonly FilledValue[]): { member: string; value: unknown }[] {
  const next = values.reduce<Record<string, unknown>>((data, { field, value }) => withValueAt(data, field, value), isRecord(object) ? object : {});
  return [...new Set(values.map(({ field }) => topMember(field)))].map((member) => ({ member, value: next[member] }));
}

/**
 * The form context member a screen gives for `fillFrom`: the form data of `formId`'s saved record for the same
 * appointment, or null when none is saved. Without it no fill button is shown.
 */
export type ReadSavedForm = (formId: string) => Promise<unknown>;

/** The screen's `readSavedForm`, when its form context has one. */
export function savedFormReader(formContext: unknown): ReadSavedForm | undefined {
  const reader = isRecord(formContext) ? formContext.readSavedForm : undefined;
  return typeof reader === 'function' ? (reader as ReadSavedForm) : undefined;
}
