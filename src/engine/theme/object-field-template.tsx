import { descriptionId, getTemplate, getUiOptions, titleId, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { columnCount } from './field-kind';
import { groupIntoSections } from './form-sections';
import { SectionHeading } from './section-heading';

/**
 * An object as a section: its title as a heading (level by depth), its description, then its fields, in a grid of
 * `ui:options.columns` columns when given (1 by default). With `ui:options.sections` (`[{title, fields}]`) the
 * fields are grouped under one sub-heading per section, each group its own grid.
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
      {groupIntoSections(properties, options.sections).map((group, index) => {
        const grid = (
          <div
            className={columns > 1 ? 'sf-grid sf-grid--columns' : 'sf-grid'}
            style={columns > 1 ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } : undefined}
          >
            {group.properties.map((property) => property.content)}
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
