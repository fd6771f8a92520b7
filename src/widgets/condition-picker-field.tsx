import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { ConditionCard } from './condition-card';
import { conditionIds, DETAIL_KEYS, NO_SLOTS, removeCondition } from './condition-details';
import { DetailItemProperties } from './detail-item-properties';
import type { DetailSpec } from './detail-inputs';
import { humanise } from './eyes';
import type { ConditionDefinition } from './form-context';
import { fieldTitle, otherProperties, useItemSchema } from './schema-child';
import { useFocusNewCard } from './use-focus-new-card';
import { SearchCombobox, type ComboGroup, type ComboOption } from './search-combobox';
import { clinicalContext } from './use-form-context';
import { useConditionDetails } from './use-condition-details';
import { ALREADY_CHOSEN, schemaMessage } from './schema-messages';

/** The inputs a condition definition asks for. */
export function specOf(definition: ConditionDefinition): DetailSpec {
  return {
    text: definition.has_text,
    textHint: definition.text_hint,
    options: definition.has_dropdown ? definition.dropdown_options : undefined,
    grading: definition.has_grading,
    notes: definition.has_notes,
    checkbox: definition.has_checkbox,
  };
}

/** A condition whose only input is "present": its quick pick says it all. */
const presenceOnly = (spec: DetailSpec) => Boolean(spec.checkbox) && !spec.text && !spec.options && !spec.grading && !spec.notes;

/**
 * `conditionPicker`: chooses conditions of the given categories from `formContext.referenceData.conditions`
 * (searchable, grouped by category; a chosen condition is not offered again) and records, for each, the inputs
 * its definition asks for, per eye where `per_eye`. `ui:options.categories`: the categories offered, in order
 * (default: all); `ui:options.quickPicks`: names of conditions offered as one-click buttons ("None known"), a
 * condition that asks only whether it is present being recorded present by that click. Value: condition details `{condition, affected_eye, field_type, value}`, one per filled input;
 * properties added to the item schema are rendered in the condition's card, per recorded detail (`DetailItemProperties`).
 */
export function ConditionPickerField(props: FieldProps) {
  const { formData, registry, uiSchema, fieldPathId, onChange, disabled, readonly, schema } = props;
  const options = getUiOptions(uiSchema, registry.globalUiOptions);
  const definitions = clinicalContext(registry).referenceData?.conditions;
  const categoryList = Array.isArray(options.categories) ? (options.categories as string[]) : undefined;
  const categoryKey = categoryList?.join('|');
  const relevant = useMemo(() => {
    const all = definitions ?? [];
    const wanted = categoryKey?.split('|');
    return wanted ? all.filter((definition) => wanted.includes(definition.category)) : all;
  }, [definitions, categoryKey]);
  const byId = useMemo(() => new Map((definitions ?? []).map((d) => [d.id, d])), [definitions]);
  const specs = useMemo(() => new Map((definitions ?? []).map((d) => [d.id, specOf(d)])), [definitions]);
  const itemSchema = useItemSchema(props);
  const others = useMemo(() => otherProperties(itemSchema, DETAIL_KEYS), [itemSchema]);
  const nameOf = (id: number) => byId.get(id)?.name ?? `Condition ${id}`;

  const { details, slots, latest, onSet } = useConditionDetails({ formData, onChange, fieldPathId });
  const [picked, setPicked] = useState<number[]>(() => conditionIds(details));
  const chosen = [...picked, ...conditionIds(details).filter((id) => !picked.includes(id))];

  // A chosen condition is input before any of its fields is filled: the form's save button shows for it (§2).
  const setFieldHolds = clinicalContext(registry).setFieldHolds;
  const field = String(fieldPathId.path[0] ?? '');
  const holds = chosen.length > 0;
  useEffect(() => {
    if (!setFieldHolds || !field) return;
    setFieldHolds(field, holds);
    return () => setFieldHolds(field, false);
  }, [setFieldHolds, field, holds]);

  const onRemove = useCallback(
    (condition: number) => {
      setPicked((ids) => ids.filter((id) => id !== condition));
      const current = latest.current;
      if (!current.details.some((detail) => detail.condition === condition)) return;
      current.details = removeCondition(current.details, condition);
      current.onChange(current.details, current.path);
    },
    [latest],
  );

  const categoryOrder = [...new Set([...(categoryList ?? []), ...relevant.map((d) => d.category)])];
  const groups: ComboGroup[] = categoryOrder.map((category) => ({
    label: humanise(category),
    options: relevant
      .filter((d) => d.category === category && !chosen.includes(d.id))
      .map((d) => ({ value: String(d.id), label: d.name })),
  }));

  const add = (id: number) => {
    if (chosen.includes(id)) return schemaMessage(schema, 'uniqueItems') ?? ALREADY_CHOSEN;
    setPicked((ids) => [...ids, id]);
    return undefined;
  };
  // A quick pick that asks only whether it is present ("None known") is recorded present by the one click.
  const quickPick = (definition: ConditionDefinition) => {
    add(definition.id);
    if (!definition.per_eye && presenceOnly(specOf(definition))) onSet({ condition: definition.id, eye: null, fieldType: 'checkbox' }, 'true');
  };
  // One-click conditions of `ui:options.quickPicks` (names in the offered categories), while not chosen.
  const quickPicks = (Array.isArray(options.quickPicks) ? (options.quickPicks as unknown[]) : [])
    .map((name) => relevant.find((d) => d.name === name))
    .filter((d): d is ConditionDefinition => d !== undefined && !chosen.includes(d.id));
  // A condition chosen through the search: its card's first input takes the focus, where the person's work goes next.
  const newCard = useFocusNewCard<HTMLDivElement>(chosen.length);
  const onPick = (option: ComboOption) => {
    const refused = add(Number(option.value));
    if (!refused) newCard.expect();
    return refused;
  };
  const onSubmitText = (text: string) => {
    const match = relevant.find((d) => d.name.toLowerCase() === text.toLowerCase());
    return match ? { refused: add(match.id) } : undefined;
  };

  const locked = disabled || readonly;
  const title = fieldTitle(props, schema);
  return (
    <fieldset className="sl-conditions">
      {options.label !== false && title && <legend className="sl-legend">{title}</legend>}
      {!locked && (
        <SearchCombobox
          id={`${fieldPathId.$id}__search`}
          label={typeof options.searchLabel === 'string' ? options.searchLabel : 'Add a condition'}
          placeholder="Type to search"
          groups={groups}
          onPick={onPick}
          onSubmitText={onSubmitText}
        />
      )}
      {!locked && quickPicks.length > 0 && (
        <div className="sl-conditions__quick">
          {quickPicks.map((definition) => (
            <Button
              key={definition.id}
              type="button"
              label={definition.name}
              aria-label={`${definition.name}: ${title ?? 'conditions'}`}
              severity="secondary"
              outlined
              size="small"
              onClick={() => quickPick(definition)}
            />
          ))}
        </div>
      )}
      {!definitions && <p className="sl-hint">The list of conditions is not available.</p>}
      <div className="sl-conditions__chosen" ref={newCard.container}>
        {chosen.map((id) => {
          const definition = byId.get(id);
          return (
            <ConditionCard
              key={id}
              idPrefix={`${fieldPathId.$id}-${id}`}
              condition={id}
              name={nameOf(id)}
              spec={specs.get(id)}
              perEye={definition?.per_eye ?? false}
              slots={slots.get(id) ?? NO_SLOTS}
              onSet={onSet}
              onRemove={onRemove}
              disabled={locked}
            >
              {others.length > 0 && <DetailItemProperties list={props} itemSchema={itemSchema} names={others} nameOf={nameOf} condition={id} />}
            </ConditionCard>
          );
        })}
      </div>
    </fieldset>
  );
}
