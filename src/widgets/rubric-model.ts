import { orderProperties, type RJSFSchema } from '@rjsf/utils';

/** A scored item of a rubric section: a numeric property, with the schema's `maximum` when it has one. */
export interface RubricItem {
  name: string;
  maximum: number | undefined;
}

/** A section: an object property holding scored items (and perhaps other properties, e.g. remarks). */
export interface RubricSection {
  name: string;
  title: string;
  items: RubricItem[];
  /** The sum of the items' maxima. */
  maximum: number;
}

/** The parts of a rubric in schema order: sections, and other properties rendered as they are. */
export type RubricPart = { kind: 'section'; section: RubricSection } | { kind: 'other'; name: string };

const isNumeric = (schema: unknown): boolean => {
  if (!schema || typeof schema !== 'object') return false;
  const type = (schema as RJSFSchema).type;
  const types = Array.isArray(type) ? type : [type];
  return types.includes('number') || types.includes('integer');
};

/** The scored items of an object schema (its numeric properties, in order). */
export function rubricItems(schema: RJSFSchema): RubricItem[] {
  return Object.entries(schema.properties ?? {})
    .filter(([, property]) => isNumeric(property))
    .map(([name, property]) => {
      const maximum = (property as RJSFSchema).maximum;
      return { name, maximum: typeof maximum === 'number' ? maximum : undefined };
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
    return { kind: 'section', section: { name, title, items, maximum: sumMaxima(items) } };
  });
}

/** Property names in `ui:order` order (as RJSF's ObjectField orders them), or as given without one. */
export function orderedNames(names: string[], order: unknown): string[] {
  return Array.isArray(order) ? orderProperties(names, order as string[]) : names;
}

/** The sum of the items' maxima (items without one count nothing). */
export function sumMaxima(items: readonly RubricItem[]): number {
  return round(items.reduce((sum, item) => sum + (item.maximum ?? 0), 0));
}

/** The sum of the scores entered for the items (empty ones count nothing). */
export function sumScores(items: readonly RubricItem[], data: unknown): number {
  const values = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  return round(
    items.reduce((sum, item) => {
      const score = values[item.name];
      return sum + (typeof score === 'number' && Number.isFinite(score) ? score : 0);
    }, 0),
  );
}

/** Rounds to hundredths, so 0.1 + 0.2 shows as 0.3. */
const round = (value: number) => Math.round(value * 100) / 100;
