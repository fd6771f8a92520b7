/**
 * The rubric as the rubric widgets lay it out (sections and the other parts of the form in `ui:order`), read with
 * the one rubric model, src/engine/core/rubric.ts: items, maxima, total keys and the sums all come from there.
 */
import { orderProperties, type RJSFSchema } from '@rjsf/utils';
import {
  isNumericSchema,
  rubricItemOf,
  sumMaxima as sumItemMaxima,
  sumScores as sumItemScores,
  totalKeyOf,
  type RubricItem as CoreRubricItem,
} from '../engine/core/rubric';

/** A scored item of a rubric section: a numeric property, with the schema's `maximum` when it has one. */
export interface RubricItem extends Omit<CoreRubricItem, 'maximum'> {
  name: string;
  maximum: number | undefined;
}

/** A section: an object property holding scored items (and perhaps other properties, e.g. remarks). */
export interface RubricSection {
  name: string;
  title: string;
  /** The name of the section's total (its `totalKey` keyword). */
  totalKey: string;
  items: RubricItem[];
  /** The sum of the items' maxima. */
  maximum: number;
}

/** The parts of a rubric in schema order: sections, and other properties rendered as they are. */
export type RubricPart = { kind: 'section'; section: RubricSection } | { kind: 'other'; name: string };

/** The scored items of an object schema (its numeric properties, in order). */
export function rubricItems(schema: RJSFSchema): RubricItem[] {
  return Object.entries(schema.properties ?? {})
    .filter(([, property]) => isNumericSchema(property))
    .map(([name, property]) => {
      const item = rubricItemOf(name, property as Record<string, unknown>);
      return { ...item, name, maximum: item.maximum ?? undefined };
    });
}

/**
 * Reads a rubric from its schema: each object property with numeric properties is a section; everything else
 * is another part. `resolve` resolves a property schema ($ref and the like) before it is read.
 */
export function rubricParts(
  schema: RJSFSchema,
  resolve: (schema: RJSFSchema) => RJSFSchema,
  order?: unknown,
): RubricPart[] {
  const properties = schema.properties ?? {};
  return orderedNames(Object.keys(properties), order).map((name): RubricPart => {
    const raw = properties[name];
    const property = typeof raw === 'object' ? resolve(raw as RJSFSchema) : undefined;
    const items = property?.properties ? rubricItems(property) : [];
    if (!property || items.length === 0) return { kind: 'other', name };
    const title = typeof property.title === 'string' ? property.title : name;
    return { kind: 'section', section: { name, title, totalKey: totalKeyOf(name, property), items, maximum: sumMaxima(items) } };
  });
}

/** Property names in `ui:order` order (as RJSF's ObjectField orders them), or as given without one. */
export function orderedNames(names: string[], order: unknown): string[] {
  return Array.isArray(order) ? orderProperties(names, order as string[]) : names;
}

/** The sum of the items' maxima (items without one count nothing). */
export function sumMaxima(items: readonly RubricItem[]): number {
  return sumItemMaxima(items.map((item) => ({ maximum: item.maximum ?? null })));
}

/** The sum of the scores entered for the items (empty ones count nothing). */
export function sumScores(items: readonly RubricItem[], data: unknown): number {
  return sumItemScores(items.map((item) => ({ key: item.name })), data);
}
