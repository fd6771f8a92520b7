import { useMemo } from 'react';
import type { FieldProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { RubricScoreWidget, formatScore } from './rubric-score-widget';
import { orderedNames, rubricItems, rubricParts, sumMaxima, sumScores } from './rubric-model';
import { fieldTitle, SchemaChild } from './schema-child';

/** "Total" with "score / maximum", announced politely as it changes. */
function Total({ label, visible, score, maximum }: { label: string; visible: string; score: number; maximum: number }) {
  return (
    <p className="sl-rubric__total">
      <span aria-hidden="true">{visible}</span>
      <output aria-label={label}>
        {formatScore(score)} / {formatScore(maximum)}
      </output>
    </p>
  );
}

/** A rubric section: a score input per numeric item (`rubricScore`), other properties as they are, a total. */
export function RubricSectionField(props: FieldProps) {
  const { registry, formData } = props;
  const schema = useMemo(
    () => registry.schemaUtils.retrieveSchema(props.schema, formData) as RJSFSchema,
    [registry.schemaUtils, props.schema, formData],
  );
  const items = useMemo(() => rubricItems(schema), [schema]);
  const itemNames = new Set(items.map((item) => item.name));
  const title = fieldTitle(props, schema);
  return (
    <fieldset className="sl-rubric__section">
      <legend className="sl-legend">{title}</legend>
      {orderedNames(Object.keys(schema.properties ?? {}), props.uiSchema?.['ui:order']).map((name) => {
        const own = props.uiSchema?.[name] as UiSchema | undefined;
        const uiSchema = itemNames.has(name) ? { 'ui:widget': RubricScoreWidget, ...own } : own;
        return <SchemaChild key={name} parent={props} schema={schema} name={name} uiSchema={uiSchema} />;
      })}
      <Total label={`${title} total`} visible="Section total" score={sumScores(items, formData)} maximum={sumMaxima(items)} />
    </fieldset>
  );
}

/**
 * `rubric`: the final grading, read entirely from its schema. Each object property with numeric properties is a
 * section: a score input per item (step 0.01, min 0, max the item's `maximum`), and the section's total out of
 * the sum of its maxima; the grand total is out of the sum of all maxima. Other properties (remarks) render as
 * usual. Adding an item or changing a maximum in the schema changes the form with no code change.
 * Value: the object of sections and remarks (totals are shown, not stored).
 */
export function RubricField(props: FieldProps) {
  const { registry, formData } = props;
  const schema = useMemo(
    () => registry.schemaUtils.retrieveSchema(props.schema, formData) as RJSFSchema,
    [registry.schemaUtils, props.schema, formData],
  );
  const order = props.uiSchema?.['ui:order'];
  const parts = useMemo(
    () => rubricParts(schema, (part) => registry.schemaUtils.retrieveSchema(part), order),
    [schema, registry.schemaUtils, order],
  );
  const data = formData && typeof formData === 'object' ? (formData as Record<string, unknown>) : {};
  let score = 0;
  let maximum = 0;
  for (const part of parts) {
    if (part.kind !== 'section') continue;
    score += sumScores(part.section.items, data[part.section.name]);
    maximum += part.section.maximum;
  }
  const title = fieldTitle(props, schema);
  return (
    <div className="sl-rubric">
      {title && <h2 className="sl-rubric__title">{title}</h2>}
      {parts.map((part) => {
        if (part.kind === 'other') return <SchemaChild key={part.name} parent={props} schema={schema} name={part.name} />;
        const own = props.uiSchema?.[part.section.name] as UiSchema | undefined;
        const uiSchema = { ...own, 'ui:field': RubricSectionField };
        return <SchemaChild key={part.section.name} parent={props} schema={schema} name={part.section.name} uiSchema={uiSchema} />;
      })}
      <Total label="Grand total" visible="Total" score={Math.round(score * 100) / 100} maximum={Math.round(maximum * 100) / 100} />
    </div>
  );
}
