/**
 * The rows of a patient's registration document that a screen does not show already, labelled and worded by the
 * registration schema alone: a property added to the schema shows with no code.
 */
import { optionsList, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { resolveLocalRef } from '../../engine/core/conditional-display';
import { formatValue, isRecorded } from '../../engine/core/recorded';
import { formatDate } from '../../lib/display-dates';
import { isRecord } from '../../lib/is-record';

type Node = Record<string, unknown>;

const nodeOf = (value: unknown): Node => (isRecord(value) ? value : {});

/** One row: the property's schema `title` (else its name) and its value as a person reads it. */
export interface DocumentRow {
  key: string;
  label: string;
  value: string;
}

/** What a value not given reads as on the patient's details. */
export const NOT_GIVEN = 'N/A';

/**
 * `value` as a person reads it, by its `schema` (local `$ref`s resolved against `root`): an enum by its label
 * (`ui:enumNames`), a boolean as Yes/No, a day as the clinic shows days, each item of a list (`; ` between), and
 * an object's recorded properties as `Title: value`.
 */
export function describeValue(value: unknown, schema: unknown, ui: unknown, root: unknown): string {
  if (!isRecorded(value)) return NOT_GIVEN;
  const resolved = nodeOf(resolveLocalRef(root, schema));
  const uiNode = nodeOf(ui);
  if (Array.isArray(value)) {
    return value.filter(isRecorded).map((item) => describeValue(item, resolved.items, uiNode.items, root)).join('; ');
  }
  if (isRecord(value)) {
    const properties = nodeOf(resolved.properties);
    return Object.entries(value)
      .filter(([, member]) => isRecorded(member))
      .map(([key, member]) => `${titleOf(key, properties[key], root)}: ${describeValue(member, properties[key], uiNode[key], root)}`)
      .join(', ');
  }
  if (resolved.format === 'date' && typeof value === 'string') return formatDate(value);
  return formatValue(value, optionsList(resolved as RJSFSchema, uiNode as UiSchema));
}

function titleOf(key: string, schema: unknown, root: unknown): string {
  const own = nodeOf(schema).title;
  const title = typeof own === 'string' ? own : nodeOf(resolveLocalRef(root, schema)).title;
  return typeof title === 'string' ? title : key;
}

/**
 * The registration schema's properties, in schema order, that neither `shown` names nor are shown under their
 * read name (`x-read-name`), each with the patient's value (not given: N/A).
 */
export function documentRows(
  patient: Readonly<Record<string, unknown>>,
  schema: unknown,
  uiSchema: unknown,
  shown: ReadonlySet<string>,
): DocumentRow[] {
  const properties = nodeOf(nodeOf(schema).properties);
  return Object.entries(properties)
    .filter(([key, property]) => !shown.has(key) && !shown.has(String(nodeOf(property)['x-read-name'])))
    .map(([key, property]) => ({
      key,
      label: titleOf(key, property, schema),
      value: describeValue(patient[key], property, nodeOf(uiSchema)[key], schema),
    }));
}

/**
 * The schema property a patient answer's field is (its name, or the property whose read name `x-read-name` it is)
 * with its label, and a value of it as a person reads it; the field's own name and the value as text when the
 * schema has no such property.
 */
export function describeField(field: string, value: unknown, schema: unknown, uiSchema: unknown): { label: string; value: string } {
  const properties = nodeOf(nodeOf(schema).properties);
  const entry = Object.entries(properties).find(([key, property]) => key === field || nodeOf(property)['x-read-name'] === field);
  if (!entry) return { label: field, value: isRecorded(value) ? String(value) : NOT_GIVEN };
  const [key, property] = entry;
  return { label: titleOf(key, property, schema), value: describeValue(value, property, nodeOf(uiSchema)[key], schema) };
}
