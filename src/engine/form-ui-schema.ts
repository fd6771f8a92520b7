import type { UiSchema } from '@rjsf/utils';
import type { FormDefinition } from './core/form-definition';
import { enumNamesByValue } from './enum-names';

const untitled = new WeakMap<UiSchema, UiSchema>();

/**
 * The uiSchema RJSF gets for `form`: choice labels by value, and without the form's own title when the page shows
 * it (`hideTitle`). Cached per form, so that RJSF sees the same object on every render.
 */
export function formUiSchema(form: FormDefinition, hideTitle = false): UiSchema {
  const ui = enumNamesByValue(form.schema, form.uiSchema);
  if (!hideTitle) return ui;
  let out = untitled.get(ui);
  if (!out) {
    const options = (ui['ui:options'] ?? {}) as Record<string, unknown>;
    out = { ...ui, 'ui:options': { ...options, label: false } };
    untitled.set(ui, out);
  }
  return out;
}
