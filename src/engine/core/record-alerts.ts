/**
 * What a patient's record must show wherever the patient is seen (an allergy banner): a list property annotated
 * `"x-alert": {"label": "Allergies", "none": ["NKDA"]}` is an alert when it holds an item other than the `none`
 * values (compared without case). An item is named by its `name` member, or is itself the name. Pure.
 */
import type { KeywordDefinition } from 'ajv';
import { isRecord } from '../../lib/is-record';

export const ALERT = 'x-alert';

export const ALERT_KEYWORD: KeywordDefinition = {
  keyword: ALERT,
  metaSchema: {
    type: 'object',
    properties: { label: { type: 'string', minLength: 1 }, none: { type: 'array', items: { type: 'string' } } },
    required: ['label'],
    additionalProperties: false,
  },
};

export interface RecordAlert {
  label: string;
  names: string[];
}

interface AlertAnnotation {
  label: string;
  none?: string[];
}

const itemName = (item: unknown): string => {
  const name = isRecord(item) ? item.name : item;
  return typeof name === 'string' || typeof name === 'number' ? String(name).trim() : '';
};

/** The alerts of a record's form data: one per annotated property that holds something to alert of. */
export function recordAlerts(schema: unknown, data: unknown): RecordAlert[] {
  const properties = isRecord(schema) && isRecord(schema.properties) ? schema.properties : {};
  if (!isRecord(data)) return [];
  const alerts: RecordAlert[] = [];
  for (const [name, property] of Object.entries(properties)) {
    if (!isRecord(property) || !isRecord(property[ALERT])) continue;
    const { label, none = [] } = property[ALERT] as unknown as AlertAnnotation;
    const nothing = new Set(none.map((value) => value.toLowerCase()));
    const value = data[name];
    const names = (Array.isArray(value) ? value : []).map(itemName).filter((n) => n !== '' && !nothing.has(n.toLowerCase()));
    if (names.length > 0) alerts.push({ label, names: [...new Set(names)] });
  }
  return alerts;
}
