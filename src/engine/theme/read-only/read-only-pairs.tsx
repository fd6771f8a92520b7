import type { ObjectFieldTemplateProps, UiSchema } from '@rjsf/utils';
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { isRecorded } from './format-value';

/**
 * `ui:options.pairs` of an object, for its read-only summary: properties read side by side in one row, each under
 * its column's heading, the row labelled once (e.g. a measure taken before and after). The labels are
 * the form's, in ui.json; the engine knows no field by name.
 *
 * @example
 * "ui:options": { "pairs": { "headings": ["Before", "After"], "rows": [{ "title": "Weight", "fields": ["weight_before", "weight_after"] }] } }
 */
export interface PairsOption {
  /** One heading per column, in order. */
  headings: string[];
  /** Each row: its label and its properties, one per column. */
  rows: { title: string; fields: string[] }[];
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The `pairs` option when it is well formed (rows with as many fields as there are headings), else undefined. */
export function pairsOption(value: unknown): PairsOption | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { headings, rows } = value as Record<string, unknown>;
  if (!isStringList(headings) || headings.length === 0 || !Array.isArray(rows)) return undefined;
  const valid = rows.every(
    (row: unknown) =>
      typeof row === 'object' &&
      row !== null &&
      typeof (row as Record<string, unknown>).title === 'string' &&
      isStringList((row as Record<string, unknown>).fields) &&
      ((row as Record<string, unknown>).fields as string[]).length === headings.length,
  );
  return valid ? { headings, rows: rows as PairsOption['rows'] } : undefined;
}

/**
 * Values side by side, each under its heading, at every width (values are short); a column without a value is left
 * empty and the others keep their places. Styles: `.sf-ro-cols` in schema-form.css.
 */
export function ColumnValues({ headings, values }: { headings: readonly string[]; values: readonly ReactNode[] }) {
  return (
    <div className="sf-ro-cols" style={{ gridTemplateColumns: `repeat(${headings.length}, minmax(0, 1fr))` }}>
      {headings.map((heading, index) =>
        values[index] === undefined ? null : (
          <div key={heading} className="sf-ro-col" style={{ gridColumn: index + 1 }}>
            <span className="sf-ro-col__name">{heading}</span>
            <span className="sf-ro-col__value">{values[index]}</span>
          </div>
        ),
      )}
    </div>
  );
}

type Property = ObjectFieldTemplateProps['properties'][number];

/** A property's value alone, without its label row (one column of a pair). */
const bare = (property: Property) => {
  const content = property.content as ReactElement<{ uiSchema?: UiSchema }>;
  return cloneElement(content, { uiSchema: { ...content.props.uiSchema, 'ui:label': false } });
};

/**
 * The rows of an object's read-only list: each row of `pairs` whose properties are all shown is one row at the place
 * of its first property, left out when none of them is recorded; every other property is its own row.
 */
export function pairedRows(properties: readonly Property[], data: Record<string, unknown>, pairs: PairsOption | undefined): ReactNode[] {
  if (!pairs) return properties.map((property) => property.content);
  const byName = new Map(properties.map((property) => [property.name, property]));
  const rowOf = new Map<string, PairsOption['rows'][number]>();
  for (const row of pairs.rows) {
    const members = row.fields.map((name) => byName.get(name));
    if (members.every((member) => member && !member.hidden)) for (const name of row.fields) rowOf.set(name, row);
  }
  const placed = new Set<string>();
  return properties.map((property) => {
    const row = rowOf.get(property.name);
    if (!row) return property.content;
    if (placed.has(property.name)) return null;
    for (const name of row.fields) placed.add(name);
    const values = row.fields.map((name) => (isRecorded(data[name]) ? bare(byName.get(name)!) : undefined));
    if (values.every((value) => value === undefined)) return null;
    return (
      <div key={property.name} className="sf-ro-row">
        <dt className="sf-ro-label">{row.title}</dt>
        <dd className="sf-ro-value">
          <ColumnValues headings={pairs.headings} values={values} />
        </dd>
      </div>
    );
  });
}
