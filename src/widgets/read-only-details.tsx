import { useMemo } from 'react';
import { getUiOptions, optionsList, type FieldProps, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { formatValue, isRecorded, NOTHING_RECORDED } from '../engine/core/recorded';
import { asDetails, DETAIL_KEYS, indexDetails, slotKey, type DetailFieldType } from './condition-details';
import { DetailItemProperties } from './detail-item-properties';
import { DETAIL_LABELS } from './detail-inputs';
import { codeLabel } from './diagnosis-picker-field';
import { humanise, type Eye } from './eyes';
import { arrangeCatalogue } from './observation-catalogue';
import { EyeValues, RootTitle } from './read-only-pairs';
import { fieldTitle, otherProperties, useItemSchema } from './schema-child';
import { clinicalContext } from './use-form-context';

const ORDER: readonly DetailFieldType[] = ['text', 'dropdown', 'grading', 'notes', 'checkbox'];

/** One eye's (or the patient's) recorded inputs of a condition: "Grading: 2 · Notes: mild", or undefined. */
function slotText(slots: Readonly<Record<string, string>>, eye: Eye | null): string | undefined {
  const parts = ORDER.flatMap((type) => {
    const value = slots[slotKey(eye, type)];
    if (value === undefined || value.trim() === '') return [];
    const shown = type === 'checkbox' ? (value === 'true' ? 'Yes' : 'No') : value;
    return [`${DETAIL_LABELS[type]}: ${shown}`];
  });
  return parts.length ? parts.join(' · ') : undefined;
}

/** A recorded condition: its name, then OD and OS side by side and any note for no one eye. */
function ConditionRow({ name, slots }: { name: string; slots: Readonly<Record<string, string>> }) {
  const perEye = { OD: slotText(slots, 'OD'), OS: slotText(slots, 'OS') };
  const general = slotText(slots, null);
  return (
    <div className="sf-ro-row">
      <dt className="sf-ro-label">{name}</dt>
      <dd className="sf-ro-value">
        {(perEye.OD || perEye.OS) && <EyeValues values={perEye} />}
        {general && <span className="sl-ro-general">{general}</span>}
      </dd>
    </div>
  );
}

interface RecordedGroup {
  name: string;
  rows: { id: number; name: string; slots: Readonly<Record<string, string>> }[];
}

/** Groups of recorded conditions, each a labelled definition list; one plain line when there are none. */
function Groups({ groups }: { groups: RecordedGroup[] }) {
  const shown = groups.filter((group) => group.rows.length > 0);
  if (shown.length === 0) return <p className="sf-ro-empty">{NOTHING_RECORDED}</p>;
  return (
    <div className="sl-ro-groups">
      {shown.map((group) => (
        <div key={group.name} className="sl-ro-group">
          {group.name && <p className="sl-ro-group__name">{group.name}</p>}
          <dl className="sf-ro-list">
            {group.rows.map((row) => (
              <ConditionRow key={row.id} name={row.name} slots={row.slots} />
            ))}
          </dl>
        </div>
      ))}
    </div>
  );
}

/** The recorded properties added to the item schema of a list of condition details, per detail. */
function AddedDetailProperties({ list, nameOf }: { list: FieldProps; nameOf: (condition: number) => string }) {
  const itemSchema = useItemSchema(list);
  const names = useMemo(() => otherProperties(itemSchema, DETAIL_KEYS), [itemSchema]);
  return <DetailItemProperties list={list} itemSchema={itemSchema} names={names} nameOf={nameOf} summary />;
}

const hasDetails = (value: unknown) => asDetails(value).some((detail) => isRecorded(detail.value));

/** `groupedObservations` read-only: per main group, only the conditions with something recorded. */
export function ReadOnlyGroupedObservationsField(props: FieldProps) {
  const { formData, registry, uiSchema, schema } = props;
  const options = getUiOptions(uiSchema, registry.globalUiOptions);
  const type = options.type === 'internal' ? 'internal' : 'external';
  const conditions = clinicalContext(registry).referenceData?.examinationConditions;
  const catalogue = useMemo(() => arrangeCatalogue(conditions ?? [], type), [conditions, type]);
  const slots = indexDetails(asDetails(formData));
  const known = new Set<number>();
  const groups: RecordedGroup[] = catalogue.map((group) => ({
    name: group.name,
    rows: group.subgroups.flatMap((subgroup) =>
      subgroup.entries.flatMap(({ condition }) => {
        known.add(condition.id);
        const recorded = slots.get(condition.id);
        if (!recorded || !isRecorded(recorded)) return [];
        return [{ id: condition.id, name: subgroup.name ? `${subgroup.name}: ${condition.name}` : condition.name, slots: recorded }];
      }),
    ),
  }));
  const others = [...slots].filter(([id, recorded]) => !known.has(id) && isRecorded(recorded));
  groups.push({ name: 'Other', rows: others.map(([id, recorded]) => ({ id, name: `Condition ${id}`, slots: recorded })) });
  const names = new Map((conditions ?? []).map((condition) => [condition.id, condition.name]));
  return (
    <>
      <RootTitle props={props} title={fieldTitle(props, schema)} />
      <Groups groups={groups} />
      <AddedDetailProperties list={props} nameOf={(id) => names.get(id) ?? `Condition ${id}`} />
    </>
  );
}
ReadOnlyGroupedObservationsField.hasRecord = hasDetails;

/** `conditionPicker` read-only: the chosen conditions with something recorded, by category. */
export function ReadOnlyConditionPickerField(props: FieldProps) {
  const { formData, registry, schema } = props;
  const definitions = clinicalContext(registry).referenceData?.conditions;
  const byId = new Map((definitions ?? []).map((definition) => [definition.id, definition]));
  const slots = indexDetails(asDetails(formData));
  const groups = new Map<string, RecordedGroup>();
  for (const [id, recorded] of slots) {
    if (!isRecorded(recorded)) continue;
    const definition = byId.get(id);
    const category = definition ? humanise(definition.category) : '';
    const group = groups.get(category) ?? { name: category, rows: [] };
    groups.set(category, group);
    group.rows.push({ id, name: definition?.name ?? `Condition ${id}`, slots: recorded });
  }
  // One category (a field offering only it) needs no heading of its own: the field's label names it.
  const shown = [...groups.values()];
  if (shown.length === 1) shown[0]!.name = '';
  return (
    <>
      <RootTitle props={props} title={fieldTitle(props, schema)} />
      <Groups groups={shown} />
      <AddedDetailProperties list={props} nameOf={(id) => byId.get(id)?.name ?? `Condition ${id}`} />
    </>
  );
}
ReadOnlyConditionPickerField.hasRecord = hasDetails;

/**
 * `diagnosisPicker` read-only: each diagnosis a group named by its code and name, then its recorded properties labelled by
 * the item schema's titles (enum values by their `ui:enumNames`), queries as a list. The properties the item schema
 * requires (the affected eye) always show, a diagnosis saved before one was required with '—'.
 */
export function ReadOnlyDiagnosisPickerField(props: FieldProps) {
  const { formData, registry, schema, uiSchema } = props;
  const codes = clinicalContext(registry).referenceData?.diagnosisCodes ?? [];
  const itemSchema = useItemSchema(props);
  const itemUi = (uiSchema?.items ?? {}) as UiSchema;
  const order = Array.isArray(itemUi['ui:order']) ? (itemUi['ui:order'] as string[]) : [];
  const names = [...new Set([...order.filter((name) => name !== '*'), ...Object.keys(itemSchema.properties ?? {})])].filter(
    (name) => name !== 'code' && itemSchema.properties?.[name] !== undefined,
  );
  const entries = (Array.isArray(formData) ? formData : []).filter(
    (entry): entry is Record<string, unknown> => entry !== null && typeof entry === 'object' && 'code' in entry,
  );
  const required = new Set(itemSchema.required ?? []);
  const shown = (entry: Record<string, unknown>) => names.filter((name) => required.has(name) || isRecorded(entry[name]));
  const titleOf = (name: string) => {
    const property = itemSchema.properties?.[name];
    return typeof property === 'object' && typeof property.title === 'string' ? property.title : humanise(name);
  };
  const valueOf = (name: string, value: unknown) => {
    if (Array.isArray(value)) {
      const texts = value.map((item) => (item && typeof item === 'object' ? Object.values(item).filter(isRecorded).join(' ') : formatValue(item))).filter(Boolean);
      return (
        <ul className="sl-ro-plain-list">
          {texts.map((text, index) => (
            <li key={index}>{text}</li>
          ))}
        </ul>
      );
    }
    const property = itemSchema.properties?.[name];
    const enumOptions = typeof property === 'object' ? optionsList(property as RJSFSchema, itemUi[name] as UiSchema | undefined) : undefined;
    return formatValue(value, enumOptions);
  };
  return (
    <>
      <RootTitle props={props} title={fieldTitle(props, schema)} />
      {entries.length === 0 && <p className="sf-ro-empty">{NOTHING_RECORDED}</p>}
      <div className="sl-ro-groups">
        {entries.map((entry, index) => {
          const code = codes.find((candidate) => String(candidate.id) === String(entry.code) || candidate.icd_code === String(entry.code));
          const nameId = `${props.fieldPathId.$id}-${index}-name`;
          return (
            <div key={String(entry.code)} className="sl-ro-group" role="group" aria-labelledby={nameId}>
              <p id={nameId} className="sl-ro-group__name">
                {code ? codeLabel(code) : `Diagnosis ${String(entry.code)}`}
              </p>
              {shown(entry).length > 0 && (
                <dl className="sf-ro-list">
                  {shown(entry).map((name) => (
                    <div key={name} className="sf-ro-row">
                      <dt className="sf-ro-label">{titleOf(name)}</dt>
                      <dd className="sf-ro-value">{valueOf(name, entry[name])}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </div>
          );
        })}
      </div>
    </>
  );
}

