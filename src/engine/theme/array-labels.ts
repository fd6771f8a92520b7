import { createContext } from 'react';
import { getUiOptions, type RJSFSchema, type UiSchema } from '@rjsf/utils';

/**
 * What one item of an array is called on its buttons ("Add Medication", "Remove Medication 2"):
 * `ui:options.itemLabel` of the array, else the title of its items, else its own title, else "item".
 */
export function arrayItemLabel(schema: RJSFSchema, uiSchema: UiSchema | undefined, title?: string): string {
  const fromUi = getUiOptions(uiSchema).itemLabel;
  if (typeof fromUi === 'string' && fromUi !== '') return fromUi;
  const items = schema.items;
  if (items && typeof items === 'object' && !Array.isArray(items) && typeof items.title === 'string') return items.title;
  return title || 'item';
}

/** The item label of the nearest array, for its items' buttons (RJSF does not pass the array's title down). */
export const ArrayItemLabel = createContext('item');
