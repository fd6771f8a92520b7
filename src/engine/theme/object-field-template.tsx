import { descriptionId, getTemplate, getUiOptions, titleId, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { columnCount } from './field-kind';
import { SectionHeading } from './section-heading';

/**
 * An object as a section: its title as a heading (level by depth), its description, then its fields, in a grid of
 * `ui:options.columns` columns when given (1 by default).
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, uiSchema, fieldPathId, registry, schema, optionalDataControl } = props;
  const options = getUiOptions(uiSchema);
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, options);
  const columns = columnCount(options.columns);
  const heading = options.label === false ? undefined : (options.title ?? title);
  const depth = fieldPathId.path.length;
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
      <div
        className={columns > 1 ? 'sf-grid sf-grid--columns' : 'sf-grid'}
        style={columns > 1 ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } : undefined}
      >
        {properties.map((property) => property.content)}
      </div>
    </section>
  );
}
