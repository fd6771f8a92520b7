import { getDefaultRegistry } from '@rjsf/core';
import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType, Widget } from '@rjsf/utils';
import type { FormRegistry } from '../form-registry';
import { ArrayFieldTemplate } from './array-field-template';
import { ArrayFieldItemButtonsTemplate, ArrayFieldItemTemplate } from './array-item-template';
import { BaseInputTemplate } from './base-input-template';
import { buttonTemplates } from './button-templates';
import { DescriptionField } from './description-field';
import { FieldErrorTemplate } from './field-error-template';
import { FieldHelpTemplate } from './field-help-template';
import { FieldTemplate } from './field-template';
import { ObjectFieldTemplate } from './object-field-template';
import { QuickAddArrayField } from './quick-add';
import { ReadOnlyArrayItemTemplate, ReadOnlyArrayTemplate, ReadOnlyFieldTemplate, ReadOnlyObjectTemplate } from './read-only/read-only-templates';
import { ReadOnlyWidget } from './read-only/read-only-widget';
import { TitleField } from './title-field';
import { CheckboxWidget } from './widgets/checkbox-widget';
import { CheckboxesWidget } from './widgets/checkboxes-widget';
import { RadioWidget } from './widgets/radio-widget';
import { SelectWidget } from './widgets/select-widget';
import { TextareaWidget } from './widgets/textarea-widget';
import { DateWidget, NumberWidget, TextWidget, TimeWidget } from './widgets/text-widgets';

/** The templates and widgets `<SchemaForm>` hands to RJSF. */
export interface Theme {
  templates: Partial<TemplatesType>;
  widgets: RegistryWidgetsType;
  fields: RegistryFieldsType;
}

/**
 * A widget that renders its own read-only view (given `readonly`) says so with this static flag; every other
 * widget is shown as plain text in read-only mode.
 */
export interface ReadOnlyAwareWidget {
  handlesReadOnly?: boolean;
}

const baseWidgets: RegistryWidgetsType = {
  TextWidget,
  TextareaWidget,
  UpDownWidget: NumberWidget,
  SelectWidget,
  RadioWidget,
  CheckboxWidget,
  CheckboxesWidget,
  DateWidget,
  TimeWidget,
  // Names usable directly in ui.json.
  number: NumberWidget,
};

const editableTemplates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  ArrayFieldItemButtonsTemplate,
  BaseInputTemplate,
  DescriptionFieldTemplate: DescriptionField,
  TitleFieldTemplate: TitleField,
  FieldErrorTemplate,
  FieldHelpTemplate,
  ButtonTemplates: buttonTemplates,
};

/** Themes built per registry, so that a form re-rendered with the same registry keeps the same components. */
const editableThemes = new WeakMap<FormRegistry, Theme>();
const readOnlyThemes = new WeakMap<FormRegistry, Theme>();

function cached(cache: WeakMap<FormRegistry, Theme>, registry: FormRegistry, build: () => Theme): Theme {
  let theme = cache.get(registry);
  if (!theme) {
    theme = build();
    cache.set(registry, theme);
  }
  return theme;
}

/** Editing: PrimeReact-styled controls, then the registry's widgets, fields and templates (which may replace a base one). */
export function editableTheme(registry: FormRegistry): Theme {
  return cached(editableThemes, registry, () => ({
    templates: { ...editableTemplates, ...registry.templates },
    widgets: { ...baseWidgets, ...registry.widgets },
    // Lists take one-click items (`ui:options.quickAdd`); a registry may still replace the list field.
    fields: { ArrayField: QuickAddArrayField, ...registry.fields },
  }));
}

function readOnlyWidgets(editable: RegistryWidgetsType): RegistryWidgetsType {
  const names = new Set([...Object.keys(getDefaultRegistry().widgets), ...Object.keys(editable)]);
  const out: RegistryWidgetsType = {};
  for (const name of names) {
    const widget = editable[name] as (Widget & ReadOnlyAwareWidget) | undefined;
    out[name] = widget?.handlesReadOnly ? widget : ReadOnlyWidget;
  }
  // A hidden value stays hidden.
  out.HiddenWidget = getDefaultRegistry().widgets.HiddenWidget!;
  return out;
}

/**
 * Reading (past records): only recorded values, as text in definition lists, no controls, no buttons. The
 * registry's read-only fields render their own summaries; widgets become text unless they declare `handlesReadOnly`.
 */
export function readOnlyTheme(registry: FormRegistry): Theme {
  return cached(readOnlyThemes, registry, () => ({
    templates: {
      ...editableTemplates,
      ...registry.templates,
      FieldTemplate: ReadOnlyFieldTemplate,
      ObjectFieldTemplate: ReadOnlyObjectTemplate,
      ArrayFieldTemplate: ReadOnlyArrayTemplate,
      ArrayFieldItemTemplate: ReadOnlyArrayItemTemplate,
      ...registry.readOnlyTemplates,
    },
    widgets: readOnlyWidgets(editableTheme(registry).widgets),
    fields: { ...registry.readOnlyFields },
  }));
}
