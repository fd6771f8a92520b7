import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { isRecorded } from '../engine/core/recorded';
import { itemParent, SchemaChild } from './schema-child';

export interface ItemPropertiesProps {
  /** The props of the list field the item belongs to. */
  list: FieldProps;
  /** The list's item schema, resolved (`useItemSchema`). */
  itemSchema: RJSFSchema;
  index: number;
  /** The item's properties the custom field does not render itself (`otherProperties`). */
  names: readonly string[];
  /** Names the item for a person: the group's accessible name ("Ptosis OD grading"). */
  label: string;
  /** In a read-only summary (the read-only fields): only recorded properties, as a definition list. */
  summary?: boolean;
}

/**
 * The properties of one list item that a custom field does not render itself (a property added to the item schema),
 * each rendered by RJSF's SchemaField as any property is — its widget, validation and messages apply, and its
 * changes reach the item. In a summary, only recorded ones show, in a definition list. Nothing when there are none.
 */
export function ItemProperties({ list, itemSchema, index, names, label, summary }: ItemPropertiesProps) {
  const parent = itemParent(list, index);
  const item = (parent.formData ?? {}) as Record<string, unknown>;
  if (names.length === 0) return null;
  const children = names.map((name) => <SchemaChild key={name} parent={parent} schema={itemSchema} name={name} />);
  if (summary) {
    if (!names.some((name) => isRecorded(item[name]))) return null;
    return (
      <div role="group" aria-label={label} className="sl-item-properties">
        <p className="sl-ro-group__name">{label}</p>
        <dl className="sf-ro-list">{children}</dl>
      </div>
    );
  }
  return (
    <div role="group" aria-label={label} className="sl-item-properties">
      {children}
    </div>
  );
}
