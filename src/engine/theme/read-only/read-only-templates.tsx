import { getUiOptions, titleId, type ArrayFieldItemTemplateProps, type Registry, type RJSFSchema, type UiSchema, type ArrayFieldTemplateProps, type FieldTemplateProps, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { cloneElement, type ReactElement } from 'react';
import { EyeValues, pairLabel } from '../../../widgets/read-only-pairs';
import { hiddenProperties } from '../../core/conditional-display';
import { SectionHeading } from '../section-heading';
import { isRecorded, NOTHING_RECORDED, type RecordAware } from './format-value';

/** Whether a field's value holds a record, asking its custom field (`ui:field`) when that field knows better. */
function fieldHasRecord(registry: Registry, uiSchema: UiSchema | undefined, value: unknown): boolean {
  const name = uiSchema?.['ui:field'];
  const field = (typeof name === 'string' ? registry.fields[name] : name) as RecordAware | undefined;
  return field?.hasRecord ? field.hasRecord(value) : isRecorded(value);
}

/** A field whose value is a block of its own (a list, a group, a table): its label sits above it, full width. */
function isBlock({ schema, uiSchema }: FieldTemplateProps): boolean {
  return schema.type === 'object' || (schema.type === 'array' && uiSchema?.['ui:widget'] === undefined) || uiSchema?.['ui:field'] !== undefined;
}

/**
 * A field in read-only mode: only a recorded value shows. A property of an object is one `<dt>`/`<dd>` pair of
 * the object's `<dl>` (`ui:label: false` renders the value alone, e.g. one eye of a pair); an array item and the
 * whole form render their content alone (the list or the section frames them).
 */
export function ReadOnlyFieldTemplate(props: FieldTemplateProps) {
  const { label, children, hidden, fieldPathId, classNames, formData, uiSchema, registry } = props;
  if (hidden) return null;
  const path = fieldPathId.path;
  const last = path[path.length - 1];
  if (path.length === 0 || typeof last === 'number') return children;
  if (!fieldHasRecord(registry, uiSchema, formData)) return null;
  if (getUiOptions(uiSchema, registry.globalUiOptions).label === false) return children;
  const rowClass = ['sf-ro-row', isBlock(props) ? 'sf-ro-row--block' : '', classNames ?? ''].filter(Boolean).join(' ');
  return (
    <div className={rowClass}>
      <dt className="sf-ro-label">{label || String(last)}</dt>
      <dd className="sf-ro-value">{children}</dd>
    </div>
  );
}

/** `od_x`/`os_x` or `x_od`/`x_os`: the eye a property is about and the name of its partner for the other eye. */
function eyeOf(name: string): { eye: 'OD' | 'OS'; od: string; os: string; base: string } | undefined {
  const prefix = /^(od|os)_(.+)$/.exec(name);
  if (prefix?.[1] && prefix[2]) return { eye: prefix[1] === 'od' ? 'OD' : 'OS', od: `od_${prefix[2]}`, os: `os_${prefix[2]}`, base: prefix[2] };
  const suffix = /^(.+)_(od|os)$/.exec(name);
  if (suffix?.[1] && suffix[2]) return { eye: suffix[2] === 'od' ? 'OD' : 'OS', od: `${suffix[1]}_od`, os: `${suffix[1]}_os`, base: suffix[1] };
  return undefined;
}

type Property = ObjectFieldTemplateProps['properties'][number];

/** A property's value alone, without its label row (one eye of a pair). */
const bare = (property: Property) => {
  const content = property.content as ReactElement<{ uiSchema?: UiSchema }>;
  return cloneElement(content, { uiSchema: { ...content.props.uiSchema, 'ui:label': false } });
};

/**
 * The rows of an object: each recorded right/left pair of properties (`od_x`/`os_x`, `x_od`/`x_os`) is one row,
 * labelled once, the eyes side by side as in the eye-care fields; every other property is its own row.
 */
function eyeRows(properties: Property[], schema: RJSFSchema, data: Record<string, unknown>) {
  const byName = new Map(properties.map((property) => [property.name, property]));
  const placed = new Set<string>();
  return properties.map((property) => {
    if (placed.has(property.name)) return null;
    const pair = eyeOf(property.name);
    const od = pair && byName.get(pair.od);
    const os = pair && byName.get(pair.os);
    if (!pair || !od || !os || od.hidden || os.hidden) return property.content;
    placed.add(pair.od).add(pair.os);
    const recordedOd = isRecorded(data[pair.od]);
    const recordedOs = isRecorded(data[pair.os]);
    if (!recordedOd && !recordedOs) return null;
    return (
      <div key={pair.od} className="sf-ro-row">
        <dt className="sf-ro-label">{pairLabel(schema, pair.od, pair.base)}</dt>
        <dd className="sf-ro-value">
          <EyeValues values={{ OD: recordedOd ? bare(od) : undefined, OS: recordedOs ? bare(os) : undefined }} />
        </dd>
      </div>
    );
  });
}

/**
 * An object in read-only mode: a definition list of its recorded fields, under its title when it is the whole form;
 * one plain line when nothing in it was recorded.
 */
export function ReadOnlyObjectTemplate({ title, properties: all, uiSchema, fieldPathId, formData, registry, schema }: ObjectFieldTemplateProps) {
  const options = getUiOptions(uiSchema);
  const root = fieldPathId.path.length === 0;
  const heading = root && options.label !== false ? (options.title ?? title) : undefined;
  const data = (formData && typeof formData === 'object' ? formData : {}) as Record<string, unknown>;
  // A field its `shownWhen` rule hides is left out, even when a default fills it (a `false` reads as "No").
  const hidden = new Set(hiddenProperties(registry.rootSchema, schema, data));
  const properties = hidden.size === 0 ? all : all.filter((property) => !hidden.has(property.name));
  const recorded = properties.some(
    (property) => !property.hidden && fieldHasRecord(registry, uiSchema?.[property.name] as UiSchema | undefined, data[property.name]),
  );
  const list = recorded ? (
    <dl className="sf-ro-list">{eyeRows(properties, schema as RJSFSchema, data)}</dl>
  ) : (
    <p className="sf-ro-empty">{NOTHING_RECORDED}</p>
  );
  if (!root) return list;
  return (
    <section className="sf-object sf-readonly" aria-labelledby={heading ? titleId(fieldPathId) : undefined}>
      {heading && (
        <SectionHeading id={titleId(fieldPathId)} depth={0}>
          {heading}
        </SectionHeading>
      )}
      {list}
    </section>
  );
}

/** An array in read-only mode: a numbered list of its recorded items (its row is left out when it has none). */
export function ReadOnlyArrayTemplate({ items, formData }: ArrayFieldTemplateProps) {
  const values: unknown[] = Array.isArray(formData) ? formData : [];
  const recorded = items.filter((_, index) => isRecorded(values[index]));
  if (recorded.length === 0) return <p className="sf-ro-empty">{NOTHING_RECORDED}</p>;
  return <ol className="sf-ro-items">{recorded}</ol>;
}

/** One array item in read-only mode, without buttons (items with nothing recorded are left out by the list). */
export function ReadOnlyArrayItemTemplate({ children }: ArrayFieldItemTemplateProps) {
  return <li className="sf-ro-item">{children}</li>;
}
