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

/** Snellen denominators at 6 m that live feedback expects (spec §5), from `refdata/va-conversions.json`. */
export const SNELLEN_DENOMINATORS: readonly number[] = conversions.snellen_conversions.map(
  (row) => row.snellen_denominator_6m,
);

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
const SNELLEN_CHART = new RegExp(`^6/(${SNELLEN_DENOMINATORS.map((d) => String(d).replace('.', '\\.')).join('|')})$`);
const FRACTION = /^(\d{1,2}(?:\.\d+)?)\/(\d{1,3}(?:\.\d+)?)$/;
const DECIMAL = /^-?(\d+\.?\d*|\.\d+)$/;
/** Near VA, M or N notation: the schema's `nearVa` pattern. */
const NEAR = new RegExp(sharedDefinitions.$defs.nearVa.pattern);

/** The chart a distance value is read in, or undefined before a chart is chosen. */
export function asChart(value: string | undefined): VaChart | undefined {
  return value === 'SNELLEN' || value === 'LOGMAR' || value === 'Others' ? value : undefined;
}

/** Live feedback for a typed value: the message to show, or undefined when it reads well (or is empty). */
export function vaFeedback(text: string, kind: VaKind, chart: VaChart | undefined): string | undefined {
  if (text === '') return undefined;
  if (kind === 'near') return NEAR.test(text) ? undefined : VA_MESSAGES.near;
  if (chart === 'SNELLEN') return SNELLEN_CHART.test(text) || isOffChart(text) ? undefined : VA_MESSAGES.snellen;
  if (chart === 'LOGMAR') {
    if (isOffChart(text)) return undefined;
    return DECIMAL.test(text) && inLogmarRange(Number(text)) ? undefined : VA_MESSAGES.logmar;
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
  if (kind === 'near') return ['N5', 'N6', 'N8', 'N10', 'N12', 'N14', 'N18', 'N24', 'M0.8', 'M1', 'M1.5', 'M2', 'M2.5'];
  if (chart === 'SNELLEN') return [...SNELLEN_DENOMINATORS.map((d) => `6/${d}`), ...OFF_CHART];
  if (chart === 'LOGMAR') {
    const inRange = conversions.snellen_conversions.filter((row) => inLogmarRange(row.logmar));
    return [...inRange.map((row) => two(row.logmar)), ...OFF_CHART];
  }
  return [];
}
