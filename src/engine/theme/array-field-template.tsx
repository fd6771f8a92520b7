import { useEffect, useRef, type MouseEvent } from 'react';
import { Button } from 'primereact/button';
import { descriptionId, getTemplate, getUiOptions, titleId, type ArrayFieldTemplateProps } from '@rjsf/utils';
import { ArrayItemLabel, arrayItemLabel } from './array-labels';
import { QuickAddButtons } from './quick-add';
import { SectionHeading } from './section-heading';

/**
 * A list of items under the array's title, each with its own labelled buttons, and an "Add …" button below.
 * The item label reaches each item's buttons through {@link ArrayItemLabel}. One-click items of `ui:options.quickAdd`
 * show beside "Add …" (quick-add.tsx). After "Add …", the focus goes to the new item's first input: the person's next
 * step is to fill it.
 */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, readonly, fieldPathId, uiSchema, items, onAddClick, registry, schema, title, required, formData } = props;
  const options = getUiOptions(uiSchema);
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, options);
  const heading = options.label === false ? undefined : (options.title ?? title);
  const description = options.description ?? schema.description;
  const itemLabel = arrayItemLabel(schema, uiSchema, heading);
  const depth = fieldPathId.path.length;
  const list = useRef<HTMLOListElement>(null);
  const added = useRef<number | null>(null);
  useEffect(() => {
    if (added.current === null || items.length <= added.current) return;
    added.current = null;
    list.current?.lastElementChild?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, select')?.focus();
  }, [items.length]);
  const add = (event: MouseEvent) => {
    added.current = items.length;
    onAddClick(event);
  };
  return (
    <section className="sf-array" id={fieldPathId.$id} aria-labelledby={heading ? titleId(fieldPathId) : undefined}>
      {heading && (
        <SectionHeading id={titleId(fieldPathId)} depth={depth}>
          {heading}
          {required && (
            <span className="sf-required" aria-hidden="true">
              {' *'}
            </span>
          )}
        </SectionHeading>
      )}
      {description && (
        <DescriptionFieldTemplate
          id={descriptionId(fieldPathId)}
          description={description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {items.length > 0 && (
        <ArrayItemLabel.Provider value={itemLabel}>
          <ol className="sf-array-items" ref={list}>
            {items}
          </ol>
        </ArrayItemLabel.Provider>
      )}
      {canAdd && (
        <Button
          type="button"
          className="sf-array-add"
          icon="pi pi-plus"
          label={`Add ${itemLabel}`}
          severity="secondary"
          outlined
          size="small"
          onClick={add}
          disabled={disabled || readonly}
        />
      )}
      {canAdd && <QuickAddButtons uiSchema={uiSchema} formData={formData} disabled={disabled || readonly} />}
    </section>
  );
}
