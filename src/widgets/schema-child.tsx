import { useMemo } from 'react';
import { getPropertySchema, toFieldPathId, type FieldProps, type RJSFSchema, type UiSchema } from '@rjsf/utils';

export interface SchemaChildProps {
  /** The props of the object field rendering the child. */
  parent: FieldProps;
  /** The parent's schema, already resolved (`schemaUtils.retrieveSchema`). */
  schema: RJSFSchema;
  /** The property to render. */
  name: string;
  /** Overrides the property's uiSchema (e.g. to choose a widget); defaults to the parent's uiSchema[name]. */
  uiSchema?: UiSchema;
}

/**
 * One property of an object rendered through RJSF's SchemaField, as RJSF's own ObjectField does: the property's
 * widget, field, template, errors and validation all apply, and its changes reach the form under its own path.
 */
export function SchemaChild({ parent, schema, name, uiSchema }: SchemaChildProps) {
  const { registry, fieldPathId, formData, errorSchema } = parent;
  const { SchemaField } = registry.fields;
  const parentPath = (parent.childFieldPathId as FieldProps['fieldPathId'] | undefined) ?? fieldPathId;
  const childPathId = useMemo(
    () => toFieldPathId(name, registry.globalFormOptions, parentPath.path),
    [name, registry.globalFormOptions, parentPath.path],
  );
  if (!SchemaField) return null;
  const value = formData && typeof formData === 'object' ? (formData as Record<string, unknown>)[name] : undefined;
  return (
    <SchemaField
      name={name}
      required={Array.isArray(schema.required) && schema.required.includes(name)}
      schema={getPropertySchema(schema, name) as RJSFSchema}
      uiSchema={uiSchema ?? (parent.uiSchema?.[name] as UiSchema | undefined)}
      errorSchema={(errorSchema as Record<string, FieldProps['errorSchema']> | undefined)?.[name]}
      fieldPathId={childPathId}
      formData={value}
      onChange={parent.onChange}
      onBlur={parent.onBlur}
      onFocus={parent.onFocus}
      registry={registry}
      disabled={parent.disabled}
      readonly={parent.readonly}
      hideError={parent.hideError}
    />
  );
}

/**
 * Item `index` of the list field `list`, as the parent of its properties for `SchemaChild`: the item's value,
 * errors, uiSchema (`items`) and path, so that a property rendered through it reaches the form at
 * `<list>.<index>.<property>`.
 */
export function itemParent(list: FieldProps, index: number): FieldProps {
  const listPath = (list.childFieldPathId as FieldProps['fieldPathId'] | undefined) ?? list.fieldPathId;
  const items = Array.isArray(list.formData) ? (list.formData as unknown[]) : [];
  return {
    ...list,
    formData: items[index],
    errorSchema: (list.errorSchema as Record<number, FieldProps['errorSchema']> | undefined)?.[index],
    uiSchema: (list.uiSchema?.items ?? {}) as UiSchema,
    fieldPathId: toFieldPathId(index, list.registry.globalFormOptions, listPath.path),
    childFieldPathId: undefined,
  };
}

/** The item schema of a list field (its `items`, references resolved); an empty object schema when it has none. */
export function useItemSchema(props: FieldProps): RJSFSchema {
  const { registry, schema } = props;
  return useMemo(() => {
    const items = schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items) ? schema.items : {};
    return registry.schemaUtils.retrieveSchema(items as RJSFSchema);
  }, [registry.schemaUtils, schema.items]);
}

/**
 * The names of the properties of `schema` that a custom field does not render itself (`own`): a property added to
 * the schema is rendered by RJSF as it is, under the field's own controls.
 */
export function otherProperties(schema: RJSFSchema, own: readonly string[]): string[] {
  return Object.keys(schema.properties ?? {}).filter((name) => !own.includes(name));
}

/** The title of a field: `ui:title`, then the schema's title, then the property name. */
export function fieldTitle(props: FieldProps, schema: RJSFSchema): string {
  const uiTitle = props.uiSchema?.['ui:title'];
  if (typeof uiTitle === 'string') return uiTitle;
  if (typeof schema.title === 'string') return schema.title;
  return props.name;
}
