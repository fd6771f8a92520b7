import { useMemo } from 'react';
import type { FieldProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { isRecorded, NOTHING_RECORDED } from '../engine/core/recorded';
import { RootTitle } from './read-only-pairs';
import { formatScore } from './rubric-score-widget';
import { orderedNames, rubricItems, rubricParts, sumMaxima, sumScores } from './rubric-model';
import { fieldTitle, SchemaChild } from './schema-child';

function TotalRow({ label, score, maximum }: { label: string; score: number; maximum: number }) {
  return (
    <div className="sf-ro-row">
      <dt className="sf-ro-label">{label}</dt>
      <dd className="sf-ro-value">
        {formatScore(score)} / {formatScore(maximum)}
      </dd>
    </div>
  );
}

/** A rubric section read-only: its recorded scores and remarks, then the section total. */
function ReadOnlyRubricSectionField(props: FieldProps) {
  const { registry, formData } = props;
  const schema = useMemo(() => registry.schemaUtils.retrieveSchema(props.schema, formData) as RJSFSchema, [registry.schemaUtils, props.schema, formData]);
  const items = rubricItems(schema);
  return (
    <dl className="sf-ro-list">
      {orderedNames(Object.keys(schema.properties ?? {}), props.uiSchema?.['ui:order']).map((name) => (
        <SchemaChild key={name} parent={props} schema={schema} name={name} />
      ))}
      <TotalRow label="Section total" score={sumScores(items, formData)} maximum={sumMaxima(items)} />
    </dl>
  );
}

/** `rubric` read-only: the graded sections (only those with a score or remark), other parts, the grand total. */
export function ReadOnlyRubricField(props: FieldProps) {
  const { registry, formData } = props;
  const schema = useMemo(() => registry.schemaUtils.retrieveSchema(props.schema, formData) as RJSFSchema, [registry.schemaUtils, props.schema, formData]);
  const order = props.uiSchema?.['ui:order'];
  const parts = useMemo(() => rubricParts(schema, (part) => registry.schemaUtils.retrieveSchema(part), order), [schema, registry.schemaUtils, order]);
  const data = formData && typeof formData === 'object' ? (formData as Record<string, unknown>) : {};
  let score = 0;
  let maximum = 0;
  for (const part of parts) {
    if (part.kind !== 'section') continue;
    score += sumScores(part.section.items, data[part.section.name]);
    maximum += part.section.maximum;
  }
  return (
    <>
      <RootTitle props={props} title={fieldTitle(props, schema)} />
      {isRecorded(data) ? (
        <dl className="sf-ro-list">
          {parts.map((part) => {
            if (part.kind === 'other') return <SchemaChild key={part.name} parent={props} schema={schema} name={part.name} />;
            const own = props.uiSchema?.[part.section.name] as UiSchema | undefined;
            return (
              <SchemaChild
                key={part.section.name}
                parent={props}
                schema={schema}
                name={part.section.name}
                uiSchema={{ ...own, 'ui:field': ReadOnlyRubricSectionField }}
              />
            );
          })}
          <TotalRow label="Total" score={Math.round(score * 100) / 100} maximum={Math.round(maximum * 100) / 100} />
        </dl>
      ) : (
        <p className="sf-ro-empty">{NOTHING_RECORDED}</p>
      )}
    </>
  );
}
