import { descriptionId, getTemplate, getUiOptions, titleId, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { hiddenProperties } from '../core/conditional-display';
import { fillActions } from '../core/fill-from';
import { columnCount } from './field-kind';
import { FillFromButton } from './fill-from-button';
import { groupIntoSections } from './form-sections';
import { SectionHeading } from './section-heading';

/**
 * An object as a section: its title as a heading (level by depth), its description, then its fields, in a grid of
 * `ui:options.columns` columns when given (1 by default). With `ui:options.sections` (`[{title, fields}]`) the
 * fields are grouped under one sub-heading per section, each group its own grid. A field hidden by its schema's
 * `shownWhen` (core/conditional-display.ts) is not rendered. Each `ui:options.fillFrom` action (core/fill-from.ts) is a
 * button on a row of its own before the field it names, while that field is shown.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, uiSchema, fieldPathId, registry, schema, optionalDataControl, formData } = props;
  // A field whose schema says `shownWhen` is left out while its siblings do not hold the values it names.
  const hidden = new Set(hiddenProperties(registry.rootSchema, schema, formData));
  const properties = hidden.size > 0 ? props.properties.filter((property) => !hidden.has(property.name)) : props.properties;
  const options = getUiOptions(uiSchema);
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, options);
  const columns = columnCount(options.columns);
  const heading = options.label === false ? undefined : (options.title ?? title);
  const depth = fieldPathId.path.length;
  const fills = fillActions(options.fillFrom);
  const withFills = (property: (typeof properties)[number]) => [
    ...fills
      .filter((action) => action.before === property.name)
      .map((action) => <FillFromButton key={`fill-${action.label}`} action={action} fieldPathId={fieldPathId} registry={registry} />),
    property.content,
  ];
  return (
    <section className="sf-object" aria-labelledby={heading ? titleId(fieldPathId) : undefined}>
      {heading && (
        <SectionHeading id={titleId(fieldPathId)} depth={depth}>
          {heading}
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
      {optionalDataControl}
      {groupIntoSections(properties, options.sections).map((group, index) => {
        const grid = (
          <div
            className={columns > 1 ? 'sf-grid sf-grid--columns' : 'sf-grid'}
            style={columns > 1 ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } : undefined}
          >
            {group.properties.flatMap(withFills)}
          </div>
        );
        if (!group.title) return <div key={`rest-${index}`}>{grid}</div>;
        const id = `${titleId(fieldPathId)}-section-${index}`;
        return (
          <section key={group.title} className="sf-section" aria-labelledby={id}>
            <SectionHeading id={id} depth={heading ? depth + 1 : depth}>
              {group.title}
            </SectionHeading>
            {grid}
          </section>
        );
      })}
    </section>
  );
}
