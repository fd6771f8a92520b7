/**
 * Filling fields of a form from another form's saved record, as its uiSchema says (docs/forms.md, "Fill from another
 * form"): `ui:options.fillFrom` of an object is a list of actions, each a button placed before one of its fields:
 *
 *   "fillFrom": [{
 *     "label": "Use subjective refraction", "form": "refraction", "before": "od_sph",
 *     "none": "No subjective refraction is saved for this appointment.",
 *     "values": { "od_sph": "subjective[eye=OD]/sph", "os_sph": "subjective[eye=OS]/sph" }
 *   }]
 *
 * A path names a value of the other form's data: members separated by '/', where `name[key=value]` is the item of
 * the list `name` whose `key` holds `value`. Which value fills which field is this data only. Pure.
 */
import { isRecord } from '../../lib/is-record';

export interface FillAction {
  /** The button's text. */
  label: string;
  /** The id of the form whose saved record is read (a consultation section's form id). */
  form: string;
  /** The field of this object the button is shown before (and only while that field is shown). */
  before: string;
  /** Told when the other form has no saved record, or none of the values named. */
  none: string;
  /** This object's field → the path of its value in the other form's data. */
  values: Readonly<Record<string, string>>;
}

/** One field's new value: undefined empties it (the other form holds no value there). */
export interface FilledValue {
  field: string;
  value: unknown;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function isFillAction(value: unknown): value is FillAction {
  return (
    isRecord(value) &&
    isText(value.label) &&
    isText(value.form) &&
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
    throw new Error('ui:options.fillFrom must be a list of {label, form, before, none, values}.');
  }
  return option;
}

const SELECTOR = /^([^[\]]+)\[([^=\]]+)=([^\]]*)\]$/;

/** The value at `path` in `data` (see above), or undefined when there is none. */
export function valueAt(data: unknown, path: string): unknown {
  let at: unknown = data;
  for (const segment of path.split('/')) {
    const selector = SELECTOR.exec(segment);
    if (selector) {
      const [, name, key, wanted] = selector as unknown as [string, string, string, string];
      const list = isRecord(at) ? at[name] : undefined;
      at = Array.isArray(list) ? list.find((item) => isRecord(item) && String(item[key]) === wanted) : undefined;
    } else {
      at = isRecord(at) ? at[segment] : undefined;
    }
    if (at === undefined || at === null) return undefined;
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
 * The form context member a screen gives for `fillFrom`: the form data of `formId`'s saved record for the same
 * appointment, or null when none is saved. Without it no fill button is shown.
 */
export type ReadSavedForm = (formId: string) => Promise<unknown>;

/** The screen's `readSavedForm`, when its form context has one. */
export function savedFormReader(formContext: unknown): ReadSavedForm | undefined {
  const reader = isRecord(formContext) ? formContext.readSavedForm : undefined;
  return typeof reader === 'function' ? (reader as ReadSavedForm) : undefined;
}
