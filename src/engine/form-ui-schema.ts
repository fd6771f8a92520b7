import type { UiSchema } from '@rjsf/utils';
import type { FormDefinition } from './core/form-definition';
import { enumNamesByValue } from './enum-names';
import { isRecord } from '../lib/is-record';

const untitled = new WeakMap<UiSchema, UiSchema>();
const ordered = new WeakMap<UiSchema, UiSchema>();

/**
 * `ui` with `'*'` added to every `ui:order` that lacks it: a property added to the schema but not (yet) to an order
 * list is shown after the listed ones, rather than refused by RJSF.
 */
export function withOpenOrder(ui: UiSchema): UiSchema {
  let changed = false;
  const out: UiSchema = {};
  for (const [key, value] of Object.entries(ui)) {
    if (key === 'ui:order' && Array.isArray(value) && !value.includes('*')) {
      out[key] = [...value, '*'];
      changed = true;
    } else if (!key.startsWith('ui:') && isRecord(value)) {
      const inner = withOpenOrder(value as UiSchema);
      if (inner !== value) changed = true;
      out[key] = inner;
    } else {
      out[key] = value;
    }
  }
  return changed ? out : ui;
}

/**
 * The uiSchema RJSF gets for `form`: choice labels by value, every order list open to properties it does not name
 * (`withOpenOrder`), and without the form's own title when the page shows it (`hideTitle`). Cached per form, so that RJSF sees the same object on every render.
 */
export function formUiSchema(form: FormDefinition, hideTitle = false): UiSchema {
  const labelled = enumNamesByValue(form.schema, form.uiSchema);
  let ui = ordered.get(labelled);
  if (!ui) {
    ui = withOpenOrder(labelled);
    ordered.set(labelled, ui);
  }
  if (!hideTitle) return ui;
  let out = untitled.get(ui);
  if (!out) {
    const options = (ui['ui:options'] ?? {}) as Record<string, unknown>;
    out = { ...ui, 'ui:options': { ...options, label: false } };
    untitled.set(ui, out);
  }
  return out;
}
