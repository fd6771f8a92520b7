import conversions from '../../refdata/va-conversions.json';
import sharedDefinitions from '../../schemas/shared/defs.json';

/** The VA charts of the visual acuity form (spec §3). */
export type VaChart = 'SNELLEN' | 'LOGMAR' | 'Others';
/** Distance VA follows the chart; near VA is always M or N notation. */
export type VaKind = 'distance' | 'near';

/**
 * Off-chart notations (counting fingers, hand movements, perception of light, no perception of light): the
 * low-vision categories of `refdata/va-conversions.json`, which the schemas' VA patterns also accept.
 */
export const OFF_CHART: readonly string[] = conversions.low_vision_categories.map((row) => row.code);

/** The lines of the 6 m Snellen chart that live feedback expects (spec §5): the schema's `snellenVa.examples`. */
export const SNELLEN_CHART_LINES: readonly string[] = sharedDefinitions.$defs.snellenVa.examples;

/** What near-VA inputs suggest: the schema's `nearVa.examples` (M or N notation). */
export const NEAR_VA_SUGGESTIONS: readonly string[] = sharedDefinitions.$defs.nearVa.examples;

/**
 * Said, as a hint that does not block, for a Snellen value the schema accepts but that is not a line of the chart
 * (3/60, 20/20): it is saved as typed.
 */
export const OFF_CHART_LINE_HINT = `Not a standard 6 m chart line (${SNELLEN_CHART_LINES[0]} … ${SNELLEN_CHART_LINES.at(-1)}); saved as typed.`;

/**
 * Live feedback on a typed value: an `error` is what the schema will refuse (its own message), a `hint` is advice
 * about a value the schema accepts.
 */
export interface VaFeedback {
  tone: 'error' | 'hint';
  message: string;
}

/** The `pattern` message of a shared definition: the text lives only in the schema. */
const patternMessage = (name: 'snellenVa' | 'logmarVa' | 'nearVa'): string => sharedDefinitions.$defs[name].errorMessage.pattern;

/** Messages of the form's shared definitions (`schemas/shared/defs.json`), which quote the specification. */
export const VA_MESSAGES = {
  snellen: patternMessage('snellenVa'),
  logmar: patternMessage('logmarVa'),
  near: patternMessage('nearVa'),
} as const;

const isOffChart = (text: string) => OFF_CHART.includes(text);
/** The LogMAR rule of the schema (`logmarVa`: -0.02 to 3.5 with two decimals at most); the range lives there only. */
const LOGMAR_PATTERN = new RegExp(sharedDefinitions.$defs.logmarVa.pattern);
/** A LogMAR decimal within the schema's range, once written with two decimals as the form stores it. */
const inLogmarRange = (value: number) => Number.isFinite(value) && LOGMAR_PATTERN.test(value.toFixed(2));
/** The schema's Snellen rule (`snellenVa`), which a save applies. */
const SNELLEN_PATTERN = new RegExp(sharedDefinitions.$defs.snellenVa.pattern);
const FRACTION = /^(\d{1,2}(?:\.\d+)?)\/(\d{1,3}(?:\.\d+)?)$/;
const DECIMAL = /^-?(\d+\.?\d*|\.\d+)$/;
/** Near VA, M or N notation: the schema's `nearVa` pattern. */
const NEAR = new RegExp(sharedDefinitions.$defs.nearVa.pattern);

/** The chart a distance value is read in, or undefined before a chart is chosen. */
export function asChart(value: string | undefined): VaChart | undefined {
  return value === 'SNELLEN' || value === 'LOGMAR' || value === 'Others' ? value : undefined;
}

const error = (message: string): VaFeedback => ({ tone: 'error', message });

/** Snellen: a chart line or off-chart notation reads well; another value the schema accepts gets a hint. */
function snellenFeedback(text: string): VaFeedback | undefined {
  if (SNELLEN_CHART_LINES.includes(text) || isOffChart(text)) return undefined;
  return SNELLEN_PATTERN.test(text) ? { tone: 'hint', message: OFF_CHART_LINE_HINT } : error(VA_MESSAGES.snellen);
}

/** Live feedback for a typed value, or undefined when it reads well (or is empty). */
export function vaFeedback(text: string, kind: VaKind, chart: VaChart | undefined): VaFeedback | undefined {
  if (text === '') return undefined;
  if (kind === 'near') return NEAR.test(text) ? undefined : error(VA_MESSAGES.near);
  if (chart === 'SNELLEN') return snellenFeedback(text);
  if (chart === 'LOGMAR') {
    if (isOffChart(text)) return undefined;
    return DECIMAL.test(text) && inLogmarRange(Number(text)) ? undefined : error(VA_MESSAGES.logmar);
  }
  return undefined;
}

/**
 * Tidies a value when its input loses focus, only where the meaning is certain: trims, upper-cases the
 * off-chart and M/N notations, writes LogMAR decimals with two places ("-.02" → "-0.02", "0.3" → "0.30").
 */
export function normaliseVa(text: string, kind: VaKind, chart: VaChart | undefined): string {
  const trimmed = text.trim();
  const upper = trimmed.toUpperCase();
  if (kind === 'near') return NEAR.test(upper) ? upper : trimmed;
  if (chart === 'Others') return trimmed;
  if (isOffChart(upper)) return upper;
  if (chart === 'LOGMAR' && DECIMAL.test(trimmed) && !vaFeedback(trimmed, 'distance', 'LOGMAR')) {
    return Number(trimmed).toFixed(2);
  }
  return trimmed;
}

const two = (n: number) => n.toFixed(2);

/** A value shown in the other notations, e.g. "LogMAR 0.30 · Decimal 0.50"; undefined when it cannot be read. */
export function otherNotations(text: string, chart: VaChart | undefined): string | undefined {
  const value = text.trim().toUpperCase();
  if (chart !== 'SNELLEN' && chart !== 'LOGMAR') return undefined;
  const lowVision = conversions.low_vision_categories.find((row) => row.code === value);
  if (lowVision) return `LogMAR ${two(lowVision.logmar)} (conventional value for ${lowVision.code})`;
  if (chart === 'SNELLEN') {
    const match = FRACTION.exec(value);
    if (!match) return undefined;
    const numerator = Number(match[1]);
    const denominator = Number(match[2]);
    if (numerator <= 0 || denominator <= 0) return undefined;
    const row = conversions.snellen_conversions.find(
      (entry) => numerator === 6 && entry.snellen_denominator_6m === denominator,
    );
    const logmar = row ? row.logmar : Math.log10(denominator / numerator);
    const decimal = row ? row.decimal : numerator / denominator;
    return `LogMAR ${two(logmar)} · Decimal ${two(decimal)}`;
  }
  if (!DECIMAL.test(value) || vaFeedback(value, 'distance', 'LOGMAR')) return undefined;
  const logmar = Number(value);
  const row = conversions.snellen_conversions.find((entry) => two(entry.logmar) === two(logmar));
  const decimal = row ? row.decimal : 10 ** -logmar;
  const snellen = row ? `Snellen ${row.snellen_6m}` : `Snellen ≈ 6/${Number((6 / decimal).toFixed(1))}`;
  return `${snellen} · Decimal ${two(decimal)}`;
}

/** Suggestions for a distance input in the given chart (typing anything else stays possible). */
export function vaSuggestions(kind: VaKind, chart: VaChart | undefined): string[] {
  if (kind === 'near') return [...NEAR_VA_SUGGESTIONS];
  if (chart === 'SNELLEN') return [...SNELLEN_CHART_LINES, ...OFF_CHART];
  if (chart === 'LOGMAR') {
    const inRange = conversions.snellen_conversions.filter((row) => inLogmarRange(row.logmar));
    return [...inRange.map((row) => two(row.logmar)), ...OFF_CHART];
  }
  return [];
}
