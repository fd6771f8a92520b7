import { useMemo, type ReactNode } from 'react';
import { getUiOptions, orderProperties, type FieldProps, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { formatValue, isRecorded, NOTHING_RECORDED } from '../engine/core/recorded';
import { EYE_HEADINGS, EYES, humanise, type Eye } from './eyes';
import { pairRows } from './od-os-pairs';
import { asRecords, useRefractionColumns } from './refraction-records';
import { fieldTitle, SchemaChild } from './schema-child';

/**
 * The two eyes of one read-only row, side by side at every width (the engine's `.sf-ro-cols` layout), each under
 * the same eye labels as the editable widgets. An eye with nothing recorded is left out; the other keeps its column.
 */
export function EyeValues({ values }: { values: Partial<Record<Eye, ReactNode>> }) {
  return (
    <div className="sf-ro-cols">
      {EYES.map((eye, index) =>
        values[eye] === undefined ? null : (
          <div key={eye} className="sf-ro-col" data-eye={eye} style={{ gridColumn: index + 1 }}>
            <span className="sf-ro-col__name">{EYE_HEADINGS[eye]}</span>
            <span className="sf-ro-col__value">{values[eye]}</span>
          </div>
        ),
      )}
    </div>
  );
}

/** The title of a field at the top of a read-only form (nested fields are named by their row's label). */
export function RootTitle({ props, title }: { props: FieldProps; title: string }) {
  const options = getUiOptions(props.uiSchema, props.registry.globalUiOptions);
  if (props.fieldPathId.path.length > 0 || options.label === false || !title) return null;
  return <h2 className="sf-title">{title}</h2>;
}

/** "Unaided distance VA (OD)" → "Unaided distance VA": the label of a pair, from its OD member's title. */
export function pairLabel(schema: RJSFSchema, od: string, base: string): string {
  const property = schema.properties?.[od];
  const title = typeof property === 'object' && typeof property.title === 'string' ? property.title : '';
  const stripped = title
    .replace(/\s*\((OD|right eye|right)\)\s*/i, ' ')
    .replace(/\b(OD|right eye)\b/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  return stripped || humanise(base) || 'Value';
}

const withoutLabel = (own: unknown): UiSchema => ({ ...(own as UiSchema | undefined), 'ui:label': false });

/**
 * `odOsPair` read-only: a definition list of the recorded properties; each recorded right/left pair is one row,
 * labelled once, with OD and OS side by side. Values keep their own widgets' read-only rendering.
 */
export function ReadOnlyOdOsPairField(props: FieldProps) {
  const { registry, formData, uiSchema } = props;
  const schema = useMemo(
    () => registry.schemaUtils.retrieveSchema(props.schema, formData) as RJSFSchema,
    [registry.schemaUtils, props.schema, formData],
  );
  const options = getUiOptions(uiSchema, registry.globalUiOptions);
  const names = Object.keys(schema.properties ?? {});
  const rows = pairRows(Array.isArray(options.order) ? orderProperties(names, options.order as string[]) : names);
  const data = formData && typeof formData === 'object' ? (formData as Record<string, unknown>) : {};
  const recorded = rows.some((row) => (row.kind === 'pair' ? isRecorded(data[row.od]) || isRecorded(data[row.os]) : isRecorded(data[row.name])));
  return (
    <>
      <RootTitle props={props} title={fieldTitle(props, schema)} />
      {recorded ? (
        <dl className="sf-ro-list">
          {rows.map((row) => {
            if (row.kind === 'single') return <SchemaChild key={row.name} parent={props} schema={schema} name={row.name} />;
            if (!isRecorded(data[row.od]) && !isRecorded(data[row.os])) return null;
            const eye = (name: string) =>
              isRecorded(data[name]) ? <SchemaChild parent={props} schema={schema} name={name} uiSchema={withoutLabel(uiSchema?.[name])} /> : undefined;
            return (
              <div key={row.od} className="sf-ro-row">
                <dt className="sf-ro-label">{pairLabel(schema, row.od, row.base)}</dt>
                <dd className="sf-ro-value">
                  <EyeValues values={{ OD: eye(row.od), OS: eye(row.os) }} />
                </dd>
              </div>
            );
          })}
        </dl>
      ) : (
        <p className="sf-ro-empty">{NOTHING_RECORDED}</p>
      )}
    </>
  );
}

/** A refraction row records something when a cell besides its eye is filled. */
const rowRecorded = (record: Record<string, unknown>) => Object.entries(record).some(([key, value]) => key !== 'eye' && isRecorded(value));

/**
 * `refractionTable` read-only: a compact table of the eyes with something recorded and the columns with any
 * value (headings as in the editable table; any other property of the row schema by its title). The Eye column
 * never wraps; on a narrow screen the table scrolls inside a focusable, labelled region.
 */
export function ReadOnlyRefractionTableField(props: FieldProps) {
  const { formData, schema } = props;
  const records = asRecords(formData).filter(rowRecorded);
  const title = fieldTitle(props, schema);
  const all = useRefractionColumns(props);
  const columns = all.filter((column) => records.some((record) => isRecorded(record[column.key])));
  if (records.length === 0) return <p className="sf-ro-empty">{NOTHING_RECORDED}</p>;
  return (
    <>
      <RootTitle props={props} title={title} />
      <div className="sl-ro-scroll" role="region" aria-label={title || 'Refraction'} tabIndex={0}>
        <table className="sl-ro-table" aria-label={title || 'Refraction'}>
          <thead>
            <tr>
              <th scope="col">Eye</th>
              {columns.map((column) => (
                <th key={column.key} scope="col">
                  <abbr title={column.title}>{column.label}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {EYES.map((eye) => {
              const record = records.find((candidate) => candidate.eye === eye);
              if (!record) return null;
              return (
                <tr key={eye}>
                  <th scope="row" className="sl-ro-table__eye">
                    {EYE_HEADINGS[eye]}
                  </th>
                  {columns.map((column) => (
                    <td key={column.key}>{formatValue(record[column.key])}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
ReadOnlyRefractionTableField.hasRecord = (value: unknown) => asRecords(value).some(rowRecorded);
