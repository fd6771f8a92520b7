import { getSchemaType, type Registry, type RJSFSchema, type UiSchema } from '@rjsf/utils';

/**
 * Whether RJSF renders this field as a group of other fields (an object, or an array of items each with their own
 * field) rather than as one control. A custom `ui:field`, a widget on an array and a multi-select are one control.
 */
export function isGroupField(schema: RJSFSchema, uiSchema: UiSchema | undefined, registry: Registry): boolean {
  if (uiSchema?.['ui:field']) return false;
  const type = getSchemaType(schema);
  if (type === 'object') return true;
  if (type !== 'array') return false;
  if (uiSchema?.['ui:widget']) return false;
  return !registry.schemaUtils.isMultiSelect(schema) && !registry.schemaUtils.isFilesArray(schema, uiSchema);
}

/** `n` clamped to a whole number of grid columns from 1 to 6. */
export function columnCount(value: unknown): number {
  const n = Math.trunc(Number(value));
  return Number.isFinite(n) ? Math.min(Math.max(n, 1), 6) : 1;
}

/** Whether the field's widget shows the label itself: a lone checkbox puts it beside the box, not above. */
export function widgetShowsLabel(schema: RJSFSchema, uiSchema: UiSchema | undefined): boolean {
  const type = getSchemaType(schema);
  const isBoolean = type === 'boolean' || (Array.isArray(type) && type.includes('boolean') && type.every((t) => t === 'boolean' || t === 'null'));
  const widget = uiSchema?.['ui:widget'];
  return isBoolean && (widget === undefined || widget === 'checkbox');
}
