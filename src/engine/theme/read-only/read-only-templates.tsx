import { getUiOptions, titleId, type ArrayFieldItemTemplateProps, type Registry, type UiSchema, type ArrayFieldTemplateProps, type FieldTemplateProps, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { hiddenProperties } from '../../core/conditional-display';
import { PreviousHint } from '../previous-hint';
import { SectionHeading } from '../section-heading';
import { isRecorded, NOTHING_RECORDED, type RecordAware } from './format-value';
import { pairedRows, pairsOption } from './read-only-pairs';

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
 * the object's `<dl>` (`ui:label: false` renders the value alone, e.g. one column of a pair); an array item and the
 * whole form render their content alone (the list or the section frames them).
 */
export function ReadOnlyFieldTemplate(props: FieldTemplateProps) {
  const { label, hidden, fieldPathId, classNames, formData, uiSchema, registry, schema } = props;
  if (hidden) return null;
  const path = fieldPathId.path;
  const last = path[path.length - 1];
  if (path.length === 0 || typeof last === 'number') return props.children;
  if (!fieldHasRecord(registry, uiSchema, formData)) return null;
  // Beside a value, the one the previous visit recorded, when the field asks for it: two visits compared.
  const children = (
    <>
      {props.children}
      <PreviousHint path={path} schema={schema} uiSchema={uiSchema} registry={registry} />
    </>
  );
  if (getUiOptions(uiSchema, registry.globalUiOptions).label === false) return children;
  const rowClass = ['sf-ro-row', isBlock(props) ? 'sf-ro-row--block' : '', classNames ?? ''].filter(Boolean).join(' ');
  return (
    <div className={rowClass}>
      <dt className="sf-ro-label">{label || String(last)}</dt>
      <dd className="sf-ro-value">{children}</dd>
    </div>
  );
}

/**
 * An object in read-only mode: a definition list of its recorded fields (rows of `ui:options.pairs` side by side,
 * `read-only-pairs.tsx`), under its title when it is the whole form; one plain line when nothing in it was recorded.
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
    <dl className="sf-ro-list">{pairedRows(properties, data, pairsOption(options.pairs))}</dl>
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
