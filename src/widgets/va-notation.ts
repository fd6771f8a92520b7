import { lowVisionLogmar, snellenValues, type VaConversions } from '../lib/va-logmar';
import { schemaMessage } from './schema-messages';

export type { VaConversions } from '../lib/va-logmar';

/** The VA charts of the visual acuity form (spec §3), as the chart field holds them. */
export type VaChart = 'SNELLEN' | 'LOGMAR' | 'Others';
/** Distance VA follows the chart; near VA is always M or N notation. */
export type VaKind = 'distance' | 'near';

/**
 * What the field's schema says of a VA value, as the widget receives it (the schema RJSF passes, already resolved
 * for the chart chosen: `snellenVa`, `logmarVa`, `nearVa` of schemas/shared/defs.json, or none).
 */
export interface VaRule {
  /** The schema's `pattern`; undefined when it has none. */
  pattern?: RegExp;
  /** The schema's message for its pattern. */
  message?: string;
  /** The schema's `examples`: what the input suggests (the chart's lines, the off-chart notations). */
  examples: readonly string[];
  /**
   * The schema's `x-hint`: said, without blocking a save, of a value the pattern accepts that is none of the
   * `examples` (a Snellen value off the chart's lines).
   */
  hint?: string;
}

/**
 * Live feedback on a typed value: an `error` is what the schema will refuse (its own message), a `hint` is advice
 * about a value the schema accepts.
 */
export interface VaFeedback {
  tone: 'error' | 'hint';
  message: string;
}

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The rule of a VA field from the schema RJSF passes it. */
export function vaRule(schema: unknown): VaRule {
  const node = (schema ?? {}) as { pattern?: unknown; examples?: unknown; 'x-hint'?: unknown };
  return {
    pattern: typeof node.pattern === 'string' ? new RegExp(node.pattern, 'u') : undefined,
    message: schemaMessage(schema, 'pattern'),
    examples: stringList(node.examples),
    hint: typeof node['x-hint'] === 'string' ? node['x-hint'] : undefined,
  };
}

/** The chart a distance value is read in, or undefined before a chart is chosen. */
export function asChart(value: string | undefined): VaChart | undefined {
  return value === 'SNELLEN' || value === 'LOGMAR' || value === 'Others' ? value : undefined;
}

const DECIMAL = /^-?(\d+\.?\d*|\.\d+)$/;
const fits = (rule: VaRule, text: string) => !rule.pattern || rule.pattern.test(text);

/**
 * Tidies a value when its input loses focus, only where the meaning is certain: trims, upper-cases what the schema
 * accepts only so (CF/HM/PL/NPL, M/N notation), writes LogMAR decimals with two places ("-.02" → "-0.02", "0.3" →
 * "0.30") when the schema accepts that.
 */
export function normaliseVa(text: string, rule: VaRule, chart: VaChart | undefined): string {
  const trimmed = text.trim();
  const upper = trimmed.toUpperCase();
  if (rule.pattern && !rule.pattern.test(trimmed) && rule.pattern.test(upper)) return upper;
  if (chart === 'LOGMAR' && DECIMAL.test(trimmed)) {
    const twoPlaces = Number(trimmed).toFixed(2);
    if (fits(rule, twoPlaces)) return twoPlaces;
  }
  return trimmed;
}

/**
 * Live feedback for a typed value, or undefined when it reads well (or is empty): the schema's message when its
 * pattern refuses the value even once tidied; its `x-hint` when the value is accepted but none of its `examples`.
 */
export function vaFeedback(text: string, rule: VaRule, chart: VaChart | undefined): VaFeedback | undefined {
  const tidy = normaliseVa(text, rule, chart);
  if (tidy === '') return undefined;
  if (!fits(rule, tidy)) return rule.message ? { tone: 'error', message: rule.message } : undefined;
  if (rule.hint && rule.examples.length > 0 && !rule.examples.includes(tidy)) return { tone: 'hint', message: rule.hint };
  return undefined;
}

const two = (n: number) => n.toFixed(2);

/**
 * A value shown in the other notations, e.g. "LogMAR 0.30 · Decimal 0.50"; undefined when it cannot be read. The
 * conversion table names chart lines and the conventional LogMAR of CF/HM/PL/NPL; without it, or between its rows,
 * the values are computed (LogMAR = log10(denominator / numerator)).
 */
export function otherNotations(text: string, chart: VaChart | undefined, table?: VaConversions): string | undefined {
  const value = text.trim().toUpperCase();
  if (chart !== 'SNELLEN' && chart !== 'LOGMAR') return undefined;
  const lowVision = lowVisionLogmar(value, table);
  if (lowVision !== undefined) return `LogMAR ${two(lowVision)} (conventional value for ${value})`;
  if (chart === 'SNELLEN') {
    const values = snellenValues(value, table);
    return values && `LogMAR ${two(values.logmar)} · Decimal ${two(values.decimal)}`;
  }
  const rows = table?.snellen_conversions ?? [];
  if (!DECIMAL.test(value)) return undefined;
  const logmar = Number(value);
  const row = rows.find((entry) => two(entry.logmar) === two(logmar));
  const decimal = row ? row.decimal : 10 ** -logmar;
  const snellen = row ? `Snellen ${row.snellen_6m}` : `Snellen ≈ 6/${Number((6 / decimal).toFixed(1))}`;
  return `${snellen} · Decimal ${two(decimal)}`;
}
