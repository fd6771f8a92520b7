import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { DETAIL_LABELS, detailName } from './detail-inputs';
import type { ConditionDetail } from './condition-details';
import { ItemProperties } from './item-properties';

export interface DetailItemPropertiesProps {
  /** The props of the list of condition details (condition picker, grouped observations). */
  list: FieldProps;
  /** The list's item schema, resolved. */
  itemSchema: RJSFSchema;
  /** The item properties the field does not render itself (`otherProperties(itemSchema, DETAIL_KEYS)`). */
  names: readonly string[];
  /** A condition's name by its id. */
  nameOf: (condition: number) => string;
  /** Only the details of this condition (a condition's card); all of them when absent. */
  condition?: number;
  /** In a read-only summary. */
  summary?: boolean;
}

const isDetail = (item: unknown): item is ConditionDetail =>
  item !== null && typeof item === 'object' && typeof (item as ConditionDetail).condition === 'number' && (item as ConditionDetail).field_type in DETAIL_LABELS;

/**
 * The properties added to the item schema of a list of condition details, for each recorded detail (one group per
 * detail, named like its input: "Ptosis OD grading"). Nothing when the item schema has no such property.
 */
export function DetailItemProperties({ list, itemSchema, names, nameOf, condition, summary }: DetailItemPropertiesProps) {
  if (names.length === 0) return null;
  const items: unknown[] = Array.isArray(list.formData) ? list.formData : [];
  return items.map((item, index) =>
    isDetail(item) && (condition === undefined || item.condition === condition) ? (
      <ItemProperties
        key={`${item.condition}|${item.affected_eye ?? '-'}|${item.field_type}`}
        list={list}
        itemSchema={itemSchema}
        index={index}
        names={names}
        label={detailName(nameOf(item.condition), item.affected_eye ?? null, item.field_type)}
        summary={summary}
      />
    ) : null,
  );
}
