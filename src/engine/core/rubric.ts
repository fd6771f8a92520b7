/**
 * The grading rubric, read from its schema: the one place that knows what a section, an item, a maximum and a
 * total are (the rubric widget, the server's grading and the rubric check use it).
 *
 * A section is an object property of the schema with numeric properties (its items); its total is named by the
 * section's own `"totalKey"` keyword (`"totalKey": "totalA"`), else `total_<key>`. An item's step is its
 * `multipleOf`, its minimum its `minimum`. Pure; an odd schema gives fewer sections, never an exception.
 */
import { isRecord } from '../../lib/is-record';
type Json = Record<string, unknown>;

export interface RubricItem {
  key: string;
  title: string;
  /** The item's maximum score; `null` if the schema sets none. */
  maximum: number | null;
  /** The item's minimum score (`minimum`); 0 if the schema sets none. */
  minimum: number;
  /** The score's step (`multipleOf`); `null` if the schema sets none. */
  step: number | null;
}

export interface RubricSection {
  key: string;
  title: string;
  /** The name of the section's total (the section's `totalKey` keyword). */
  totalKey: string;
  items: RubricItem[];
  /** The sum of the items' maxima. */
  maximum: number;
  /** The section's declared `totalMaximum`, or `null`. */
  totalMaximum: number | null;
}

export interface RubricTotals {
  /** Each section's total by its total key. */
  totals: Record<string, number>;
  /** The overall total. */
  total: number;
}

/** Rounds to hundredths, so 0.1 + 0.2 gives 0.3. */
export const roundHundredths = (value: number): number => Math.round(value * 100) / 100;

/** Follows a local `$ref` (`#/$defs/x`) of a bundled schema; anything else is returned as it is. */
export function resolveLocalRef(root: unknown, node: unknown): unknown {
  let current = node;
  for (let depth = 0; depth < 10 && isRecord(current) && typeof current.$ref === 'string' && current.$ref.startsWith('#/'); depth++) {
    let target: unknown = root;
    for (const part of current.$ref.slice(2).split('/')) {
      target = isRecord(target) ? target[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    }
    current = target;
  }
  return current;
}

/** A scored item: a property typed number (or integer). */
export function isNumericSchema(schema: unknown): boolean {
  if (!isRecord(schema)) return false;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('number') || types.includes('integer');
}

/** The name of a section's total: its `totalKey` keyword, else `total_<key>`. */
export function totalKeyOf(key: string, section: unknown): string {
  return isRecord(section) && typeof section.totalKey === 'string' && section.totalKey !== '' ? section.totalKey : `total_${key}`;
}

const numberOr = <T>(value: unknown, otherwise: T): number | T => (typeof value === 'number' && Number.isFinite(value) ? value : otherwise);

/** The item of a numeric property schema. */
export function rubricItemOf(key: string, item: Json): RubricItem {
  return {
    key,
    title: typeof item.title === 'string' ? item.title : key,
    maximum: numberOr(item.maximum, null),
    minimum: numberOr(item.minimum, 0),
    step: numberOr(item.multipleOf, null),
  };
}

/** The sections of a rubric schema in schema order (each object property with numeric properties). */
export function rubricOf(schema: unknown): RubricSection[] {
  if (!isRecord(schema) || !isRecord(schema.properties)) return [];
  const sections: RubricSection[] = [];
  for (const [key, raw] of Object.entries(schema.properties)) {
    const section = resolveLocalRef(schema, raw);
    if (!isRecord(section) || !isRecord(section.properties)) continue;
    const items: RubricItem[] = [];
    for (const [itemKey, rawItem] of Object.entries(section.properties)) {
      const item = resolveLocalRef(schema, rawItem);
      if (isRecord(item) && isNumericSchema(item)) items.push(rubricItemOf(itemKey, item));
    }
    if (items.length === 0) continue;
    sections.push({
      key,
      title: typeof section.title === 'string' ? section.title : key,
      totalKey: totalKeyOf(key, section),
      items,
      maximum: sumMaxima(items),
      totalMaximum: numberOr(section.totalMaximum, null),
    });
  }
  return sections;
}

/** The sum of the items' maxima (items without one count nothing). */
export function sumMaxima(items: readonly Pick<RubricItem, 'maximum'>[]): number {
  return roundHundredths(items.reduce((sum, item) => sum + (item.maximum ?? 0), 0));
}

/** The sum of the scores given for `items` in `data` (a section's form data); missing or non-numbers count nothing. */
export function sumScores(items: readonly Pick<RubricItem, 'key'>[], data: unknown): number {
  const values = isRecord(data) ? data : {};
  return roundHundredths(
    items.reduce((sum, item) => {
      const score = values[item.key];
      return sum + (typeof score === 'number' && Number.isFinite(score) ? score : 0);
    }, 0),
  );
}

/** Each section's total (by its total key) and the overall total of `formData` (`{section_a: {…}, …}`). */
export function totalsOf(rubric: readonly RubricSection[], formData: unknown): RubricTotals {
  const data = isRecord(formData) ? formData : {};
  const totals: Record<string, number> = {};
  let total = 0;
  for (const section of rubric) {
    const sum = sumScores(section.items, data[section.key]);
    totals[section.totalKey] = sum;
    total += sum;
  }
  return { totals, total: roundHundredths(total) };
}
