import { getUiOptions, titleId, type ArrayFieldItemTemplateProps, type ArrayFieldTemplateProps, type FieldTemplateProps, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { SectionHeading } from '../section-heading';
import { EMPTY_VALUE } from './format-value';

/**
 * A field in read-only mode. A property of an object is one `<dt>`/`<dd>` pair of the object's `<dl>`; an array
 * item and the whole form render their content alone (the list or the section frames them).
 */
export function ReadOnlyFieldTemplate(props: FieldTemplateProps) {
  const { label, children, hidden, fieldPathId, classNames } = props;
  if (hidden) return null;
  const path = fieldPathId.path;
  const last = path[path.length - 1];
  if (path.length === 0 || typeof last === 'number') return children;
  return (
    <div className={['sf-ro-row', classNames ?? ''].filter(Boolean).join(' ')}>
      <dt className="sf-ro-label">{label || String(last)}</dt>
      <dd className="sf-ro-value">{children}</dd>
    </div>
  );
}

/** An object in read-only mode: a definition list of its fields, under its title when it is the whole form. */
export function ReadOnlyObjectTemplate({ title, properties, uiSchema, fieldPathId }: ObjectFieldTemplateProps) {
  const options = getUiOptions(uiSchema);
  const root = fieldPathId.path.length === 0;
  const heading = root && options.label !== false ? (options.title ?? title) : undefined;
  const list = <dl className="sf-ro-list">{properties.map((property) => property.content)}</dl>;
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

/** An array in read-only mode: a numbered list of its items, or '—' when it has none. */
export function ReadOnlyArrayTemplate({ items }: ArrayFieldTemplateProps) {
  if (items.length === 0) return <span className="sf-value">{EMPTY_VALUE}</span>;
  return <ol className="sf-ro-items">{items}</ol>;
}

/** One array item in read-only mode, without buttons. */
export function ReadOnlyArrayItemTemplate({ children }: ArrayFieldItemTemplateProps) {
  return <li className="sf-ro-item">{children}</li>;
}
