import { useCallback, useMemo, useState } from 'react';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { DETAIL_KEYS } from './condition-details';
import { DetailItemProperties } from './detail-item-properties';
import { arrangeCatalogue, type CatalogueGroup } from './observation-catalogue';
import { ObservationGroup } from './observation-group';
import { fieldTitle, otherProperties, useItemSchema } from './schema-child';
import { clinicalContext } from './use-form-context';
import { useConditionDetails } from './use-condition-details';

/**
 * `groupedObservations`: the external or internal examination. `ui:options.type`: `external` (default) or
 * `internal`; the catalogue is `formContext.referenceData.examinationConditions` of that type, arranged main
 * group → subgroup → condition. Groups start collapsed and open with their button (click, Enter or Space); only
 * open groups mount inputs. Per condition and eye: grading 1–5/NA, the condition's options if any, notes, and a
 * 'present' box on a normal finding. A group whose catalogue names normal findings (`normal` of the reference data)
 * has an 'All normal (OU)' button recording them for both eyes; every input stays editable for exceptions. An open
 * group shows what each grade means (`GradeLegend`).
 * Value: observations `{condition, affected_eye, field_type, value}`, one per filled input. Properties added to
 * the item schema are rendered under the groups, one group per recorded observation (`DetailItemProperties`).
 */
export function GroupedObservationsField(props: FieldProps) {
  const { formData, registry, uiSchema, fieldPathId, onChange, disabled, readonly, schema } = props;
  const options = getUiOptions(uiSchema, registry.globalUiOptions);
  const type = options.type === 'internal' ? 'internal' : 'external';
  const conditions = clinicalContext(registry).referenceData?.examinationConditions;
  const catalogue = useMemo(() => arrangeCatalogue(conditions ?? [], type), [conditions, type]);
  const itemSchema = useItemSchema(props);
  const others = useMemo(() => otherProperties(itemSchema, DETAIL_KEYS), [itemSchema]);
  const names = useMemo(() => new Map((conditions ?? []).map((condition) => [condition.id, condition.name])), [conditions]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());

  const { slots, onSet, onSetAll } = useConditionDetails({ formData, onChange, fieldPathId });
  const onToggle = useCallback((group: string) => {
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(group)) next.add(group);
      return next;
    });
  }, []);
  // 'All normal (OU)': the group's normal findings for both eyes, then the group open for any exception.
  const onAllNormal = useCallback(
    (group: CatalogueGroup) => {
      onSetAll(group.normal);
      setExpanded((open) => (open.has(group.name) ? open : new Set(open).add(group.name)));
    },
    [onSetAll],
  );

  const title = fieldTitle(props, schema);
  return (
    <fieldset className="sl-obs">
      {options.label !== false && title && <legend className="sl-legend">{title}</legend>}
      {catalogue.length === 0 && <p className="sl-hint">The examination catalogue is not available.</p>}
      {catalogue.map((group) => {
        const open = expanded.has(group.name);
        let recorded = 0;
        for (const id of group.ids) if (slots.has(id)) recorded += 1;
        return (
          <ObservationGroup
            key={group.name}
            idPrefix={fieldPathId.$id}
            group={group}
            expanded={open}
            recorded={recorded}
            slots={open ? slots : undefined}
            onToggle={onToggle}
            onAllNormal={onAllNormal}
            onSet={onSet}
            disabled={disabled || readonly}
          />
        );
      })}
      <DetailItemProperties list={props} itemSchema={itemSchema} names={others} nameOf={(id) => names.get(id) ?? `Condition ${id}`} />
    </fieldset>
  );
}
