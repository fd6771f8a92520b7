import shippedRubric from '../../../schemas/final-grading/schema.json';
import { isRecord } from './helpers';
import type { AdapterContext, FormAdapter } from './types';

/** Scores by section (`section_a: {case_history: 4.5, …}`) and remarks. */
export interface FinalGradingForm {
  remarks?: string;
  [section: string]: unknown;
}

/** The grading as recorded: each score under its label, a total per section (`totalA`, `totalB`), the total. */
export interface FinalGradingPayload {
  scores: Record<string, number | null>;
  total: number;
  remarks: string;
  [sectionTotal: `total${string}`]: number;
}

export interface RubricItem {
  key: string;
  title: string;
  /** The item's maximum score; `null` if the schema sets none. */
  maximum: number | null;
}

export interface RubricSection {
  key: string;
  title: string;
  /** The payload member of the section's total: `section_a` → `totalA`. */
  totalKey: string;
  items: RubricItem[];
  /** The sum of the items' maxima. */
  maximum: number;
}

type Json = Record<string, unknown>;

/** Follows a local `$ref` (`#/$defs/x`) of a bundled schema; anything else is returned as it is. */
function resolve(root: Json, node: unknown): unknown {
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

const round = (value: number): number => Math.round(value * 100) / 100;

/** A scored item: a property typed number (or integer). */
function isNumeric(schema: Json): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('number') || types.includes('integer');
}

function totalKeyOf(sectionKey: string): string {
  const match = /^section_(.+)$/.exec(sectionKey);
  return match ? `total${match[1]!.toUpperCase()}` : `total_${sectionKey}`;
}

/**
 * The rubric a final grading schema describes: each object property with numeric properties is a section, each
 * numeric property of a section an item with its title and maximum (other properties, such as remarks, are not
 * scored). Pure; an odd schema gives fewer sections, never an exception.
 */
export function rubricOf(schema: unknown): RubricSection[] {
  if (!isRecord(schema) || !isRecord(schema.properties)) return [];
  const sections: RubricSection[] = [];
  for (const [key, raw] of Object.entries(schema.properties)) {
    const section = resolve(schema, raw);
    if (!isRecord(section) || !isRecord(section.properties)) continue;
    const items: RubricItem[] = [];
    for (const [itemKey, rawItem] of Object.entries(section.properties)) {
      const item = resolve(schema, rawItem);
      if (!isRecord(item) || !isNumeric(item)) continue;
      items.push({
        key: itemKey,
        title: typeof item.title === 'string' ? item.title : itemKey,
        maximum: typeof item.maximum === 'number' ? item.maximum : null,
      });
    }
    if (items.length === 0) continue;
    sections.push({
      key,
      title: typeof section.title === 'string' ? section.title : key,
      totalKey: totalKeyOf(key),
      items,
      maximum: round(items.reduce((sum, item) => sum + (item.maximum ?? 0), 0)),
    });
  }
  return sections;
}

const rubricFor = (context: AdapterContext | undefined): RubricSection[] => rubricOf(context?.schema ?? shippedRubric);

/** Keys of a stored record that the form does not hold. */
const READ_ONLY_KEYS = new Set(['appointment', 'id', 'saved_at']);

/** Payload members computed from the scores, not read back as form data. */
const isTotalKey = (key: string): boolean => /^total([A-Z0-9]+|_.+)?$/.test(key);

export const finalGradingAdapter: FormAdapter<FinalGradingForm, FinalGradingPayload> & {
  fromResponse(body: unknown, context?: AdapterContext): FinalGradingForm;
} = {
  /** Scores and totals follow the rubric of `context.schema` (the form's schema; the shipped one if absent). */
  toPayload(formData: FinalGradingForm, context: AdapterContext): FinalGradingPayload {
    const data: Json = isRecord(formData) ? formData : {};
    const scores: Record<string, number | null> = {};
    const totals: Record<string, number> = {};
    let total = 0;
    for (const section of rubricFor(context)) {
      const given = isRecord(data[section.key]) ? (data[section.key] as Json) : {};
      let sum = 0;
      for (const item of section.items) {
        const value = given[item.key];
        const score = typeof value === 'number' && Number.isFinite(value) ? value : null;
        scores[item.title] = score;
        sum += score ?? 0;
      }
      totals[section.totalKey] = round(sum);
      total += sum;
    }
    return {
      scores,
      ...totals,
      total: round(total),
      remarks: typeof data.remarks === 'string' ? data.remarks : '',
    } as FinalGradingPayload;
  },

  /**
   * Form data from a recorded grading (`scores` by label, matched to the rubric of `context.schema`, or of the
   * shipped schema) or from form data itself. Totals are dropped (they follow from the scores), as are the id and
   * time of a stored record; a label the rubric does not know stays under `scores`, which the form refuses.
   */
  fromResponse(body: unknown, context?: AdapterContext): FinalGradingForm {
    if (!isRecord(body)) return body as FinalGradingForm;
    const out: Json = {};
    for (const [key, value] of Object.entries(body)) {
      if (key === 'scores' || isTotalKey(key) || READ_ONLY_KEYS.has(key)) continue;
      if (key === 'remarks' && (value === null || value === '')) continue;
      out[key] = value;
    }
    if (!('scores' in body)) return out;
    if (!isRecord(body.scores)) {
      out.scores = body.scores;
      return out;
    }
    const left: Json = { ...body.scores };
    for (const section of rubricFor(context)) {
      const scores: Json = isRecord(out[section.key]) ? { ...(out[section.key] as Json) } : {};
      for (const item of section.items) {
        if (!(item.title in left)) continue;
        const value = left[item.title];
        delete left[item.title];
        if (value !== null && value !== undefined) scores[item.key] = value;
      }
      out[section.key] = scores;
    }
    if (Object.keys(left).length > 0) out.scores = left;
    return out;
  },
};
