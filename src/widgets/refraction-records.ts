import { useMemo } from 'react';
import type { FieldProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { humanise, type Eye } from './eyes';

/** A per-eye refraction record (spec §3): eye, sph, cyl, axis, va_6m, and on subjective add and va_0_4m. */
export type RefractionRecord = { eye: Eye } & Record<string, unknown>;

/**
 * A column of the refraction table: the record's property, its heading and help, and what its cells render: the
 * property's schema and uiSchema (without the heading and help, which the header shows), so a cell is whatever
 * input the schema type and `ui:widget` make it.
 */
export interface RefractionColumn {
  key: string;
  label: string;
  title?: string;
  schema: RJSFSchema;
  ui: UiSchema;
}

type Node = Record<string, unknown>;
const asNode = (value: unknown): Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : {};
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The columns of a refraction table, from its row schema (`items`, references resolved) and the row's uiSchema:
 * every property but `eye`, in `ui:order` then schema order; the heading is the uiSchema's `ui:title`, else the
 * property's `title`; the header's help is `ui:description`, else the property's `description`. A property added
 * to the row schema is a new column with no code change, its cells the input its type and `ui:widget` call for.
 */
export function refractionColumns(itemSchema: unknown, itemUi: unknown): RefractionColumn[] {
  const properties = asNode(asNode(itemSchema).properties);
  const ui = asNode(itemUi);
  const order = Array.isArray(ui['ui:order']) ? ui['ui:order'].filter((key): key is string => typeof key === 'string') : [];
  const keys = [...new Set([...order.filter((key) => key in properties), ...Object.keys(properties)])];
  return keys
    .filter((key) => key !== 'eye')
    .map((key) => {
      const property = asNode(properties[key]);
      const { 'ui:title': uiTitle, 'ui:description': uiDescription, ...cellUi } = asNode(ui[key]);
      const label = text(uiTitle) ?? text(property.title) ?? humanise(key);
      const { description, ...schema } = property;
      return {
        key,
        label,
        title: text(uiDescription) ?? text(description) ?? label,
        schema: schema as RJSFSchema,
        ui: cellUi as UiSchema,
      };
    });
}

/** The records of a form value, ignoring anything that is not one. */
export function asRecords(value: unknown): RefractionRecord[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is RefractionRecord => item !== null && typeof item === 'object' && typeof item.eye === 'string',
  );
}

/** The empty OD and OS rows a new refraction starts with. */
export const emptyRows = (): RefractionRecord[] => [{ eye: 'OD' }, { eye: 'OS' }];

/**
 * The records with one cell set (undefined removes the property). Missing OD/OS rows are added first, so the
 * value always holds both eyes once anything is typed (their required cells are then checked by the schema).
 */
export function setCell(records: readonly RefractionRecord[], eye: Eye, key: string, value: unknown) {
  const complete = [...records];
  for (const row of emptyRows()) if (!complete.some((record) => record.eye === row.eye)) complete.push(row);
  return complete.map((record) => {
    if (record.eye !== eye) return record;
    const next: RefractionRecord = { ...record };
    if (value === undefined) delete next[key];
    else next[key] = value;
    return next;
  });
}

/** Where the row of `eye` will be once a cell is typed (`setCell` appends the missing rows, OD then OS). */
export function rowIndexOnceTyped(records: readonly RefractionRecord[], eye: Eye): number {
  const index = records.findIndex((record) => record.eye === eye);
  if (index >= 0) return index;
  const missing = emptyRows().filter((row) => !records.some((record) => record.eye === row.eye));
  return records.length + missing.findIndex((row) => row.eye === eye);
}

/** The columns of a refraction field, from its `items` schema (references resolved) and `items` uiSchema. */
export function useRefractionColumns(props: Pick<FieldProps, 'schema' | 'uiSchema' | 'registry'>) {
  const { schema, uiSchema, registry } = props;
  const items = schema.items;
  const itemUi = uiSchema?.items;
  return useMemo(() => {
    const row = items && typeof items === 'object' && !Array.isArray(items) ? items : {};
    return refractionColumns(registry.schemaUtils.retrieveSchema(row as RJSFSchema), itemUi);
  }, [items, itemUi, registry.schemaUtils]);
}
